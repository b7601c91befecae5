import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseTrustProxy, type TrustProxy } from "./gateway/client-address";
import { type ChatEndpoints, defaultChatEndpoints } from "./gateway/model-router";
import { defaultProviderEndpoints, type ProviderEndpoints } from "./gateway/provider-tester";
import { defaultNetworkPolicy, type NetworkPolicy } from "./http/network-policy";

/** Reads TRUST_PROXY, PUBLIC_URL, WS_MAX_PER_ADDRESS and TICKETS_PER_ADDRESS; a bad value stops the start. */
export function readNetworkPolicy(env: Record<string, string | undefined>): NetworkPolicy {
  let publicOrigin: string | undefined;
  if (env.PUBLIC_URL) {
    const url = URL.canParse(env.PUBLIC_URL) ? new URL(env.PUBLIC_URL) : undefined;
    if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) {
      throw new Error(`PUBLIC_URL must be an http(s) URL such as https://hub.example.com, got "${env.PUBLIC_URL}"`);
    }
    publicOrigin = url.origin;
  }
  const sockets = Number(env.WS_MAX_PER_ADDRESS ?? defaultNetworkPolicy.socketsPerAddress);
  if (!Number.isInteger(sockets) || sockets < 1) {
    throw new Error(`WS_MAX_PER_ADDRESS must be a positive whole number, got "${env.WS_MAX_PER_ADDRESS}"`);
  }
  const tickets = Number(env.TICKETS_PER_ADDRESS ?? defaultNetworkPolicy.ticketsPerAddress);
  if (!Number.isInteger(tickets) || tickets < 1) {
    throw new Error(`TICKETS_PER_ADDRESS must be a positive whole number, got "${env.TICKETS_PER_ADDRESS}"`);
  }
  let trustProxy: TrustProxy;
  try {
    trustProxy = parseTrustProxy(env.TRUST_PROXY);
  } catch (err) {
    throw new Error(`TRUST_PROXY must be a hop count or a list of addresses/subnets: ${(err as Error).message}`);
  }
  return { trustProxy, publicOrigin, socketsPerAddress: sockets, ticketsPerAddress: tickets };
}
/** Where invitation and password-reset links are mailed (SMTP_URL, SMTP_FROM); without SMTP_URL none is. */
export interface MailConfig {
  host: string;
  port: number;
  /** smtps: TLS from the first byte (usually port 465); smtp: STARTTLS when the server offers it (587). */
  secure: boolean;
  user: string | undefined;
  password: string | undefined;
  /** SMTP_FROM: the From header, e.g. `Hub of Minds <no-reply@hub.example.com>`. */
  from: string;
}

const smtpUrlExample = "smtp://user:password@mail.example.com:587 or smtps://user:password@mail.example.com:465";
// A name and an address in angle brackets, or an address alone; one line (it becomes a mail header).
const fromPattern = /^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/;

/** A user name or password of SMTP_URL, %-escapes decoded (`p%40ss` is `p@ss`). */
function percentDecoded(text: string, what: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new Error(`SMTP_URL's ${what} has a broken %-escape (write @ as %40, : as %3A, % as %25)`);
  }
}

/**
 * Reads SMTP_URL and SMTP_FROM; a bad value stops the start. The URL's value is never repeated in an error:
 * it may hold the mail account's password.
 */
export function readMailConfig(
  env: Record<string, string | undefined>,
  publicOrigin: string | undefined,
): MailConfig | undefined {
  const from =
    env.SMTP_FROM?.trim() || `Hub of Minds <no-reply@${publicOrigin ? new URL(publicOrigin).hostname : "localhost"}>`;
  if (!fromPattern.test(from)) {
    throw new Error(
      `SMTP_FROM must be an address such as "Hub of Minds <no-reply@hub.example.com>" or no-reply@hub.example.com, got "${from}"`,
    );
  }
  const text = env.SMTP_URL?.trim();
  if (!text) return undefined;
  if (!URL.canParse(text)) throw new Error(`SMTP_URL must be a URL such as ${smtpUrlExample}`);
  const url = new URL(text);
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:") {
    throw new Error(`SMTP_URL must start with smtp:// or smtps:// (such as ${smtpUrlExample}), got ${url.protocol}//`);
  }
  if (!url.hostname) throw new Error(`SMTP_URL names no mail server (such as ${smtpUrlExample})`);
  const secure = url.protocol === "smtps:";
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, "$1"),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    user: url.username ? percentDecoded(url.username, "user name") : undefined,
    password: url.password ? percentDecoded(url.password, "password") : undefined,
    from,
  };
}

/** What the AI gateway and the hub's sealing need of the environment, read here and nowhere else. */
export interface GatewayConfig {
  /** HUB_SECRET: the master secret; without it a key file in DATA_DIR. */
  hubSecret: string | undefined;
  /** OPENAI_API_KEY: stands in when no OpenAI key is saved on /api-config. */
  openAiApiKey: string | undefined;
  /** OPENAI_TIMEOUT_MS: past it an upstream call answers 504. */
  upstreamTimeoutMs: number;
  /** Where provider key tests call (OPENAI_BASE_URL, HUGGINGFACE_BASE_URL, GOOGLE_AI_BASE_URL). */
  providerEndpoints: ProviderEndpoints;
  /** The OpenAI-compatible chat APIs (OPENAI_BASE_URL, HUGGINGFACE_CHAT_BASE_URL, GOOGLE_AI_CHAT_BASE_URL). */
  chatEndpoints: ChatEndpoints;
}

/** The gateway's part of the environment (tests pass their own, pointing at local stand-ins). */
export function readGatewayConfig(env: Record<string, string | undefined>): GatewayConfig {
  const upstreamTimeoutMs = Number(env.OPENAI_TIMEOUT_MS ?? 60_000);
  if (!Number.isInteger(upstreamTimeoutMs) || upstreamTimeoutMs < 1) {
    throw new Error(
      `OPENAI_TIMEOUT_MS must be a positive whole number of milliseconds, got "${env.OPENAI_TIMEOUT_MS}"`,
    );
  }
  return {
    hubSecret: env.HUB_SECRET || undefined,
    openAiApiKey: env.OPENAI_API_KEY || undefined,
    upstreamTimeoutMs,
    providerEndpoints: {
      openai: env.OPENAI_BASE_URL ?? defaultProviderEndpoints.openai,
      huggingface: env.HUGGINGFACE_BASE_URL ?? defaultProviderEndpoints.huggingface,
      peo: env.GOOGLE_AI_BASE_URL ?? defaultProviderEndpoints.peo,
    },
    chatEndpoints: {
      openai: env.OPENAI_BASE_URL ?? defaultChatEndpoints.openai,
      huggingface: env.HUGGINGFACE_CHAT_BASE_URL ?? defaultChatEndpoints.huggingface,
      peo: env.GOOGLE_AI_CHAT_BASE_URL ?? defaultChatEndpoints.peo,
    },
  };
}

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
  /** SUPPORT_EMAIL: the address the support page's Start Email writes to; unset, it leads to the ticket form. */
  supportEmail: string | undefined;
  /** SMTP_URL and SMTP_FROM: invitations and reset links are mailed too; unset, only the outbox keeps them. */
  mail: MailConfig | undefined;
  gateway: GatewayConfig;
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
  const supportEmail = env.SUPPORT_EMAIL?.trim() || undefined;
  if (supportEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(supportEmail)) {
    throw new Error(`SUPPORT_EMAIL must be an e-mail address such as support@example.com, got "${supportEmail}"`);
  }
  const shutdownTimeoutMs = Number(env.SHUTDOWN_TIMEOUT_MS ?? 10_000);
  if (!Number.isInteger(shutdownTimeoutMs) || shutdownTimeoutMs < 0) {
    throw new Error(`SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds, got "${env.SHUTDOWN_TIMEOUT_MS}"`);
  }
  const network = readNetworkPolicy(env);
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
    network,
    metricsToken: env.METRICS_TOKEN || undefined,
    shutdownTimeoutMs,
    agentTaskTimeoutSeconds: optionalSeconds(env, "AGENT_TASK_TIMEOUT_SECONDS"),
    queueMaintenanceSeconds: optionalSeconds(env, "QUEUE_MAINTENANCE_SECONDS"),
    /** Passages get vectors of this model (through the gateway, from its provider) for hybrid search. */
    knowledgeEmbeddingModel: env.KNOWLEDGE_EMBEDDING_MODEL?.trim() || undefined,
    supportEmail,
    mail: readMailConfig(env, network.publicOrigin),
    gateway: readGatewayConfig(env),
  };
}
