import { defaultAgents, defaultIntegrations, defaultStorageContainers } from "@hub-of-minds/core";
import type { SeedData } from "./seed";

/** What a first start puts in the database: core's shipped defaults. */
export const seedDefaults: SeedData = {
  agents: defaultAgents.map((agent) => ({ ...agent })),
  integrations: defaultIntegrations.map((integration) => ({ ...integration })),
  storageContainers: defaultStorageContainers.map((container) => ({ ...container })),
};
