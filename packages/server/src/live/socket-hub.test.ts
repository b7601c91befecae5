import { socketServerMessageSchema } from "@hub-of-minds/core";
import type { WSContext } from "hono/ws";
import { describe, expect, it } from "vitest";
import { createSocketHub, slowClientCloseCode } from "./socket-hub";

/** A stand-in for one connected client: records what the hub sends and how it closes it. */
function fakeClient(bufferedAmount = 0) {
  const sent: string[] = [];
  const closed: number[] = [];
  const raw = { bufferedAmount };
  const ws = {
    raw,
    send: (data: string) => sent.push(data),
    close: (code: number) => closed.push(code),
  } as unknown as WSContext;
  return { ws, sent, closed, raw, frames: () => sent.map((s) => socketServerMessageSchema.parse(JSON.parse(s))) };
}

const open = (hub: ReturnType<typeof createSocketHub>, client: ReturnType<typeof fakeClient>) =>
  hub.events().onOpen?.(new Event("open"), client.ws);
const message = (hub: ReturnType<typeof createSocketHub>, client: ReturnType<typeof fakeClient>, data: unknown) =>
  hub.events().onMessage?.(new MessageEvent("message", { data }), client.ws);

describe("socket hub", () => {
  it("greets a client with connection {clientId, message} and an epoch-ms timestamp", () => {
    const hub = createSocketHub();
    const client = fakeClient();
    const before = Date.now();
    open(hub, client);
    const [greeting] = client.frames();
    expect(greeting?.type).toBe("connection");
    expect(greeting?.data).toEqual({
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      message: "Connected to Hub of Minds",
    });
    expect(greeting?.timestamp).toBeGreaterThanOrEqual(before);
    expect(hub.size).toBe(1);
  });

  it("answers ping with pong and a malformed frame with an error frame", () => {
    const hub = createSocketHub();
    const client = fakeClient();
    open(hub, client);
    message(hub, client, JSON.stringify({ type: "ping", timestamp: 1 }));
    message(hub, client, "{nope");
    message(hub, client, JSON.stringify({ data: 1 }));
    const frames = client.frames().slice(1);
    expect(frames.map((f) => f.type)).toEqual(["pong", "error", "error"]);
    expect(frames[0]).not.toHaveProperty("data");
    expect(frames[1]?.data).toEqual({ message: "Malformed frame: not valid JSON" });
    expect(client.closed).toEqual([]);
  });

  it("serializes a broadcast once: every client gets the identical string", () => {
    const hub = createSocketHub();
    const a = fakeClient();
    const b = fakeClient();
    open(hub, a);
    open(hub, b);
    hub.broadcast("config_update", { filename: "integrations.yaml", isValid: true });
    expect(a.sent[1]).toBe(b.sent[1]);
    expect(a.frames()[1]).toMatchObject({
      type: "config_update",
      data: { filename: "integrations.yaml", isValid: true },
    });
  });

  it("closes a client whose unsent data exceeds the bound and keeps serving the others", () => {
    const hub = createSocketHub({ maxBufferedBytes: 100 });
    const slow = fakeClient();
    const fast = fakeClient();
    open(hub, slow);
    open(hub, fast);
    slow.raw.bufferedAmount = 101;
    hub.broadcast("agent_activity", { agentId: "eve", activity: "Reading" });
    expect(slow.closed).toEqual([slowClientCloseCode]);
    expect(slow.sent).toHaveLength(1);
    expect(fast.frames()[1]?.type).toBe("agent_activity");
    expect(hub.size).toBe(1);
  });

  it("broadcasts system metrics periodically while clients are connected", async () => {
    const hub = createSocketHub({
      metricIntervalMs: 20,
      readMetrics: async () => [{ metricType: "cpu", value: "12.5" }],
    });
    const client = fakeClient();
    open(hub, client);
    await expect.poll(() => client.frames().some((f) => f.type === "system_metric"), { timeout: 2000 }).toBe(true);
    hub
      .events()
      .onClose?.(
        new Event("close") as unknown as Parameters<NonNullable<ReturnType<typeof hub.events>["onClose"]>>[0],
        client.ws,
      );
    expect(hub.size).toBe(0);
    hub.closeAll();
  });
});
