import type { StorageContainer } from "../schemas/storage.schema";

const KiB = 1024;
const MiB = 1024 * KiB;
const GiB = 1024 * MiB;

/**
 * The containers a fresh hub starts with. Sizes stay below 2^31 bytes because the server stores them
 * in 32-bit integer columns.
 */
export const defaultStorageContainers: readonly StorageContainer[] = [
  {
    id: "personality-profiles",
    displayName: "Personality Profiles",
    description: "Traits, expertise and voice settings of the 56 AI personalities.",
    category: "personalities",
    currentSize: 18 * MiB + 412 * KiB,
    maxSize: 256 * MiB,
    storageType: "shared",
    isActive: true,
    encryptionEnabled: true,
  },
  {
    id: "knowledge-base",
    displayName: "Shared Knowledge Base",
    description: "Documents and facts every agent can read and cite.",
    category: "knowledge",
    currentSize: 412 * MiB,
    maxSize: 1 * GiB,
    storageType: "shared",
    isActive: true,
    encryptionEnabled: false,
  },
  {
    id: "conversation-memory",
    displayName: "Conversation Memory",
    description: "What the personalities remember from your conversations.",
    category: "memory",
    currentSize: 96 * MiB + 128 * KiB,
    maxSize: 512 * MiB,
    storageType: "shared",
    isActive: true,
    encryptionEnabled: true,
  },
  {
    id: "cluster-app-data",
    displayName: "Cluster App Data",
    description: "Working data of installed cluster apps and their skills.",
    category: "apps",
    currentSize: 7 * MiB + 640 * KiB,
    maxSize: 128 * MiB,
    storageType: "shared",
    isActive: true,
    encryptionEnabled: false,
  },
  {
    id: "idea-archive",
    displayName: "Idea Cosmos Archive",
    description: "Ideas released into the cosmos and the ripples they caused.",
    category: "ideas",
    currentSize: 2 * MiB + 300 * KiB,
    maxSize: 64 * MiB,
    storageType: "shared",
    isActive: true,
    encryptionEnabled: false,
  },
  {
    id: "private-journal",
    displayName: "Private Journal",
    description: "Your personal growth notes; only you and your guidance sessions read them.",
    category: "growth",
    currentSize: 740 * KiB,
    maxSize: 32 * MiB,
    storageType: "private",
    isActive: true,
    encryptionEnabled: true,
  },
  {
    id: "agent-configs",
    displayName: "Agent Configurations",
    description: "The YAML files that drive agent behaviour, integrations and oversight rules.",
    category: "configuration",
    currentSize: 96 * KiB,
    maxSize: 16 * MiB,
    storageType: "system",
    isActive: true,
    encryptionEnabled: false,
  },
  {
    id: "oversight-audit",
    displayName: "Oversight Audit Log",
    description: "Every decision of the chat oversight rules, kept for review.",
    category: "audit",
    currentSize: 0,
    maxSize: 256 * MiB,
    storageType: "system",
    isActive: false,
    encryptionEnabled: true,
  },
];
