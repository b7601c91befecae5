// `@hub-of-minds/core`: both halves, for the site and the server. Code that must stay small (the widgets)
// imports `@hub-of-minds/core/protocol` (no zod at run time); the zod contract is `@hub-of-minds/core/contract`.
export * from "./contract.public";
export * from "./protocol.public";
