import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { bookedUsageOf, insertTestCustomer } from "../../testing/test-customer";
import { createTestGatewayApp, type TestGatewayApp } from "../../testing/test-gateway-app";

export interface ServedGateway {
  t: TestGatewayApp;
  /** `http://127.0.0.1:<port>/v1`: what an OpenAI client takes as its base URL. */
  baseURL: string;
  /** A paying customer's secret key and id. */
  apiKey: string;
  customerId: number;
  /** The customer's used tokens now. */
  apiUsed(): Promise<number>;
  close(): Promise<void>;
}

/** The whole app on a real port, its upstream a local stand-in, with one customer: what real clients call. */
export async function serveGateway(apiQuota = 1_000_000): Promise<ServedGateway> {
  const t = await createTestGatewayApp();
  const { id: customerId, apiKey } = await insertTestCustomer(t.test.hub.db, { apiQuota });
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    t,
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    apiKey,
    customerId,
    apiUsed: () => bookedUsageOf(t.test.hub.db, () => t.gateway.quotas.flush(), customerId),
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await t.close();
    },
  };
}

/** Puts the stand-in back to plain text answers between tests. */
export function resetStandIn(t: TestGatewayApp) {
  Object.assign(t.standIn, {
    mode: { kind: "ok" },
    reply: "Hello from the stand-in.",
    chunkDelayMs: 0,
    toolCalls: undefined,
    omitStreamUsage: false,
    answerDelayMs: 0,
    spendAll: false,
  });
}
