import {
  configFilenames,
  defaultAgents,
  defaultIntegrations,
  defaultStorageContainers,
  faqItems,
  personalityCatalogue,
} from "@hub-of-minds/core";
import { stringify } from "yaml";
import { defaultConfigContent } from "../configs/config-defaults";
import { generateApiKey } from "../services/customers.service";
import type { SeedData } from "./seed";

/** The documents a fresh hub holds: personality profiles, the FAQ knowledge and the shipped configs. */
function defaultDocuments(): NonNullable<SeedData["storageDocuments"]> {
  return [
    ...personalityCatalogue.map((personality) => ({
      containerId: "personality-profiles",
      name: `${personality.id}.yaml`,
      content: () => stringify(personality),
    })),
    ...faqItems.map((item) => ({
      containerId: "knowledge-base",
      name: `faq-${item.id}.yaml`,
      content: () => stringify(item),
    })),
    ...configFilenames.map((filename) => ({
      containerId: "agent-configs",
      name: filename,
      content: () => defaultConfigContent(filename),
    })),
  ];
}

/** What a first start puts in the database: core's shipped defaults. */
export const seedDefaults: SeedData = {
  agents: defaultAgents.map((agent) => ({ ...agent })),
  integrations: defaultIntegrations.map((integration) => ({ ...integration })),
  storageContainers: defaultStorageContainers.map((container) => ({ ...container })),
  storageDocuments: defaultDocuments(),
  demoCustomer: {
    id: 1,
    firstName: "Ada",
    lastName: "Lovelace",
    username: "ada",
    company: "Analytical Engines Ltd",
    plan: "pro",
    apiQuota: 10_000,
    apiUsed: 0,
    subscriptionStatus: "active",
  },
  newApiKey: generateApiKey,
};
