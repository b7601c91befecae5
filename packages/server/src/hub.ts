import { createLoginThrottle, type ThrottlePolicy } from "./admin/login-throttle";
import { createPasswordCheckGate } from "./admin/password-check-gate";
import { createAccounts } from "./auth/accounts";
import { createMailer } from "./auth/mailer";
import type { MailConfig } from "./config";
import { createConfigStore } from "./configs/config-store";
import { createDbConfigStore } from "./configs/db-config-store";
import { pruneThreads } from "./conversations/thread-retention";
import type { Database } from "./db/database";
import { createDbRateLimiter } from "./gateway/db-rate-limiter";
import { createMemoryRateLimiter } from "./gateway/rate-limiter";
import { defaultNetworkPolicy, type NetworkPolicy } from "./http/network-policy";
import { createEventBus } from "./live/event-bus";
import { attachPgNotify } from "./live/pg-notify-transport";
import { createSocketHub } from "./live/socket-hub";
import { createOpsMetrics } from "./ops/metrics";
import { createReadiness } from "./ops/readiness";
import { createJobQueue, type QueueConnection, type QueueOptions } from "./queue/job-queue";
import { createActivityLog } from "./services/activity.service";
import { connectConfigSync } from "./services/config-sync.service";
import type { CatalogueStats } from "./services/overview.service";
import { pruneByRetention } from "./services/retention.service";
import { createMetricsSampler, type MetricsSources } from "./services/system-metrics";
import { loadModelPrices } from "./usage/model-prices";

export interface HubOptions {
  db: Database;
  /** The durable job queue's way into the same database (`DatabaseHandle.queue`). */
  queue: QueueConnection;
  /** Polling and crash-recovery intervals of the queue (tests shorten them). */
  queueOptions?: QueueOptions;
  catalogueStats: CatalogueStats;
  /** The folder of the four YAML configs. */
  configDir: string;
  adminPassword?: string | undefined;
  /** BETTER_AUTH_SECRET (otherwise one generated once and kept in the database). */
  authSecret?: string | undefined;
  /** With PostgreSQL: fan events out to the other instances through LISTEN/NOTIFY. */
  databaseUrl?: string | undefined;
  /** Keep the configs in the database (default with PostgreSQL); `configDir` then only seeds an empty one. */
  configsInDatabase?: boolean | undefined;
  /** Follow changes made elsewhere: hand edits on disk, or saves of other instances (off in most tests). */
  watchConfigs?: boolean;
  throttlePolicy?: ThrottlePolicy;
  metricsSources?: MetricsSources;
  metricIntervalMs?: number;
  /** How long a computed overview is reused when no event arrived (0 = always fresh). */
  overviewCacheMs?: number;
  /** Proxies, PUBLIC_URL and socket caps (TRUST_PROXY, PUBLIC_URL, WS_MAX_PER_ADDRESS). */
  network?: NetworkPolicy;
  /** METRICS_TOKEN: the bearer token a Prometheus scraper reads /metrics with. */
  metricsToken?: string | undefined;
  /** SUPPORT_EMAIL: the hub's support address, told to every visitor by `GET /api/me`. */
  supportEmail?: string | undefined;
  /** SMTP_URL and SMTP_FROM: invitations and reset links are mailed too (the outbox keeps them either way). */
  mail?: MailConfig | undefined;
  log?: (line: string) => void;
}

/** Builds every long-lived part of the server once; `createApp` only routes to them. */
export async function createHub(options: HubOptions) {
  const { db } = options;
  const bus = createEventBus();
  if (options.databaseUrl) await attachPgNotify(bus, options.databaseUrl);
  const activity = createActivityLog(db, bus);
  const queue = await createJobQueue(options.queue, { log: options.log, ...options.queueOptions });
  const configs =
    (options.configsInDatabase ?? Boolean(options.databaseUrl))
      ? createDbConfigStore(db, { bus, importDir: options.configDir, log: options.log })
      : createConfigStore(options.configDir);
  await configs.init();
  await connectConfigSync(configs, db, bus, activity);
  if (options.watchConfigs) configs.watch();
  const metrics = createMetricsSampler(options.metricsSources);
  const network = options.network ?? defaultNetworkPolicy;
  const mailer = options.mail ? createMailer(options.mail) : undefined;
  if (mailer) (options.log ?? console.log)(`Invitations and reset links are mailed through ${mailer.server}.`);
  const accounts = await createAccounts(db, {
    adminPassword: options.adminPassword,
    publicOrigin: network.publicOrigin,
    secret: options.authSecret,
    sendMail: mailer?.send,
    log: options.log,
  });
  // Support tickets from one address: a handful per 10 minutes, shared by every instance on PostgreSQL.
  const ticketWindowMs = 10 * 60_000;
  const ticketLimiter = options.databaseUrl
    ? createDbRateLimiter(db, network.ticketsPerAddress, ticketWindowMs)
    : createMemoryRateLimiter(network.ticketsPerAddress, ticketWindowMs);
  const socketHub = createSocketHub({
    maxPerBucket: network.socketsPerAddress,
    readMetrics: async () => metrics.read(),
    ...(options.metricIntervalMs ? { metricIntervalMs: options.metricIntervalMs } : {}),
  });
  bus.subscribe((type, data) => socketHub.broadcast(type, data));
  const opsMetrics = createOpsMetrics({ socketClients: () => socketHub.size });
  const readiness = createReadiness({ db, configs });
  // Retention from database_config.yaml (and each customer's for their threads): applied at start, hourly,
  // and whenever the file changes.
  const prune = () =>
    Promise.all([pruneByRetention(db, configs.settings()["database_config.yaml"].retention), pruneThreads(db)]).then(
      () => undefined,
      (err: Error) => console.error("[retention] pruning failed:", err.message),
    );
  await prune();
  configs.onChange((change) => (change.filename === "database_config.yaml" ? prune() : undefined));
  const pruneTimer = setInterval(prune, 60 * 60 * 1000);
  pruneTimer.unref();
  return {
    db,
    catalogueStats: options.catalogueStats,
    overviewCacheMs: options.overviewCacheMs ?? 1000,
    network,
    ticketLimiter,
    bus,
    activity,
    queue,
    configs,
    accounts,
    modelPrices: loadModelPrices(options.configDir, options.log),
    throttle: createLoginThrottle(db, options.throttlePolicy),
    // scrypt runs on libuv's four threads: two checks at once, a few waiting, the rest refused with 429.
    passwordGate: createPasswordCheckGate({ running: 2, waiting: 8 }),
    metrics,
    socketHub,
    opsMetrics,
    readiness,
    metricsToken: options.metricsToken,
    supportEmail: options.supportEmail,
    async close() {
      // First: running tasks go back to the queue while the database is still open.
      await queue.stop();
      clearInterval(pruneTimer);
      // Mails being sent get their outcome written (the mailer's timeouts bound the wait).
      await accounts.mailSettled();
      mailer?.close();
      configs.close();
      socketHub.closeAll();
      await bus.close();
    },
  };
}
export type Hub = Awaited<ReturnType<typeof createHub>>;
