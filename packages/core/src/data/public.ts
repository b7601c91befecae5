// The product's fixed data sets and their helpers (zod-free); the schemas they are typed by are in schemas/.
export * from "./admin-portal.data";
export * from "./cluster-app-dependencies";
export * from "./cluster-apps.data";
export * from "./default-agents.data";
export * from "./default-integrations.data";
export * from "./default-storage-containers.data";
export * from "./faq.data";
export * from "./faq-search";
export * from "./hub-entries.data";
export * from "./knowledge-base-articles.data";
export * from "./support.data";
export * from "./unified-hub";
