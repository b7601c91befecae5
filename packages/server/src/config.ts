import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type NetworkPolicy, readNetworkPolicy } from "./http/network-policy";

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** The four YAML configs; default DATA_DIR/config. */
  configDir: string;
  /** From ADMIN_PASSWORD; without it one is generated on first start. */
  adminPassword: string | undefined;
  /** BETTER_AUTH_SECRET: signs session cookies; without it one is generated once and kept in the database. */
  authSecret: string | undefined;
  databaseUrl: string | undefined;
  siteDir: string;
  widgetsDir: string;
  network: NetworkPolicy;
  /** METRICS_TOKEN: bearer token for GET /metrics (an admin session works too). */
  metricsToken: string | undefined;
  /** SHUTDOWN_TIMEOUT_MS: how long SIGTERM lets running requests and streams finish. */
  shutdownTimeoutMs: number;
  /**
   * AGENT_TASK_TIMEOUT_SECONDS: the longest try of an agent's task (approvals included); a task of a crashed
   * process runs again once this has passed. QUEUE_MAINTENANCE_SECONDS: how often that is checked.
   */
  agentTaskTimeoutSeconds: number | undefined;
  queueMaintenanceSeconds: number | undefined;
  /** KNOWLEDGE_EMBEDDING_MODEL: passages get vectors of this model for hybrid search; unset, words alone. */
  knowledgeEmbeddingModel: string | undefined;
}

const optionalSeconds = (env: NodeJS.ProcessEnv, name: string): number | undefined => {
  const text = env[name];
  if (text === undefined || text === "") return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number of seconds, got "${text}"`);
  return value;
};

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

/** Reads the environment once; a bad value stops the start with a one-line reason. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${env.PORT}"`);
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error("DATABASE_URL must start with postgres:// or postgresql://");
  }
  const dataDir = resolve(env.DATA_DIR ?? "data");
  const shutdownTimeoutMs = Number(env.SHUTDOWN_TIMEOUT_MS ?? 10_000);
  if (!Number.isInteger(shutdownTimeoutMs) || shutdownTimeoutMs < 0) {
    throw new Error(`SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds, got "${env.SHUTDOWN_TIMEOUT_MS}"`);
  }
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    dataDir,
    configDir: resolve(env.CONFIG_DIR ?? `${dataDir}/config`),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    authSecret: env.BETTER_AUTH_SECRET || undefined,
    databaseUrl,
    siteDir: resolve(env.SITE_DIR ?? `${repoRoot}packages/site/dist`),
    widgetsDir: resolve(env.WIDGETS_DIR ?? `${repoRoot}packages/widgets/dist`),
    network: readNetworkPolicy(env),
    metricsToken: env.METRICS_TOKEN || undefined,
    shutdownTimeoutMs,
    agentTaskTimeoutSeconds: optionalSeconds(env, "AGENT_TASK_TIMEOUT_SECONDS"),
    queueMaintenanceSeconds: optionalSeconds(env, "QUEUE_MAINTENANCE_SECONDS"),
    /** Passages get vectors of this model (through the gateway, from its provider) for hybrid search. */
    knowledgeEmbeddingModel: env.KNOWLEDGE_EMBEDDING_MODEL?.trim() || undefined,
  };
}
