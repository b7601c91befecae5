// `@hub-of-minds/widgets/jsx` only adds types; at run time there is nothing to load.
export {};
