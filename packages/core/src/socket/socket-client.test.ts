import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SocketServerMessage } from "../schemas/socket-message.schema";
import {
  createSocketClient,
  type SocketClientOptions,
  type SocketStatus,
  socketReconnectDelayMs,
} from "./socket-client";
import { readSocketFrame } from "./socket-frame";
import { readSocketFrameType } from "./socket-frame-type";
import type { WebSocketLike } from "./websocket-like";

class FakeSocket implements WebSocketLike {
  static made: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closed = false;
  onopen: WebSocketLike["onopen"] = null;
  onclose: WebSocketLike["onclose"] = null;
  onmessage: WebSocketLike["onmessage"] = null;
  onerror: WebSocketLike["onerror"] = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({ code: 1006 });
  }
  receive(data: unknown) {
    this.onmessage?.({ data });
  }
}

const last = () => FakeSocket.made[FakeSocket.made.length - 1] as FakeSocket;

function setup(overrides: Partial<SocketClientOptions<SocketServerMessage>> = {}) {
  const messages: SocketServerMessage[] = [];
  const statuses: SocketStatus[] = [];
  const logger = { warn: vi.fn(), error: vi.fn() };
  let clock = 1_000;
  const client = createSocketClient({
    location: { protocol: "https:", host: "hub.example.com" },
    WebSocketImpl: FakeSocket,
    readFrame: readSocketFrame,
    onMessage: (message) => messages.push(message),
    onStatus: (status) => statuses.push(status),
    now: () => clock++,
    logger,
    ...overrides,
  });
  return { client, messages, statuses, logger };
}

beforeEach(() => {
  FakeSocket.made = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("createSocketClient", () => {
  it("connects to /ws on the page's host, wss for https and ws for http", () => {
    setup();
    setup({ location: { protocol: "http:", host: "localhost:5173" } });
    expect(FakeSocket.made.map((socket) => socket.url)).toEqual(["wss://hub.example.com/ws", "ws://localhost:5173/ws"]);
  });

  it("on open is connected, pings at once and then every 30 s", () => {
    const { statuses } = setup();
    last().open();
    expect(statuses).toEqual(["connected"]);
    expect(last().sent).toEqual(['{"type":"ping","timestamp":1000}']);
    vi.advanceTimersByTime(29_999);
    expect(last().sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(last().sent).toEqual(['{"type":"ping","timestamp":1000}', '{"type":"ping","timestamp":1001}']);
    vi.advanceTimersByTime(60_000);
    expect(last().sent).toHaveLength(4);
  });

  it("retries after 2, 4, 8, 16 and 32 s, then gives up", () => {
    const { statuses, logger } = setup();
    last().open();
    last().drop();
    expect(statuses).toEqual(["connected", "disconnected"]);
    for (const delay of [2_000, 4_000, 8_000, 16_000, 32_000]) {
      const before = FakeSocket.made.length;
      vi.advanceTimersByTime(delay - 1);
      expect(FakeSocket.made).toHaveLength(before);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.made).toHaveLength(before + 1);
      last().drop();
    }
    vi.advanceTimersByTime(10 * 60_000);
    expect(FakeSocket.made).toHaveLength(6);
    expect(logger.warn).toHaveBeenCalledWith("[socket] gave up after 5 reconnect attempts");
    expect(statuses).toEqual(["connected", "disconnected"]);
  });

  it("resets the retry counter on open", () => {
    setup();
    last().drop();
    vi.advanceTimersByTime(2_000);
    last().drop();
    vi.advanceTimersByTime(4_000);
    last().open();
    last().drop();
    vi.advanceTimersByTime(1_999);
    expect(FakeSocket.made).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(4);
  });

  it("stops pinging once closed by the server", () => {
    setup();
    const socket = last();
    socket.open();
    socket.drop();
    vi.advanceTimersByTime(30_000);
    expect(socket.sent).toHaveLength(1);
  });

  it("delivers valid frames and only logs bad ones", () => {
    const { messages, logger } = setup();
    last().open();
    last().receive('{"type":"config_update","data":{"filename":"integrations.yaml","isValid":true},"timestamp":5}');
    last().receive("{not json");
    last().receive('{"type":"agent_update","data":{"id":"x"},"timestamp":5}');
    last().receive('{"type":"mystery","data":1,"timestamp":5}');
    expect(messages).toEqual([
      { type: "config_update", data: { filename: "integrations.yaml", isValid: true }, timestamp: 5 },
    ]);
    expect(logger.error).toHaveBeenCalledTimes(3);
  });

  it("with readSocketFrameType, delivers the type of any server frame and drops unknown types", () => {
    const types: unknown[] = [];
    const logger = { warn: vi.fn(), error: vi.fn() };
    createSocketClient({
      location: { protocol: "http:", host: "hub.local" },
      WebSocketImpl: FakeSocket,
      readFrame: readSocketFrameType,
      onMessage: (message) => types.push(message),
      onStatus: () => {},
      logger,
    });
    last().open();
    last().receive('{"type":"agent_update","data":{"id":"x"},"timestamp":5}');
    last().receive('{"type":"mystery","data":1,"timestamp":5}');
    last().receive("[1,2]");
    expect(types).toEqual([{ type: "agent_update" }]);
    expect(logger.error).toHaveBeenCalledTimes(2);
  });

  it("sends {type, data, timestamp} only while connected", () => {
    const { client, logger } = setup();
    expect(client.send("subscribe", { topic: "agents" })).toBe(false);
    expect(logger.warn).toHaveBeenCalledWith("[socket] not connected, 'subscribe' not sent");
    last().open();
    expect(client.send("subscribe", { topic: "agents" })).toBe(true);
    expect(last().sent[1]).toBe('{"type":"subscribe","data":{"topic":"agents"},"timestamp":1001}');
  });

  it("close() stops retries and timers", () => {
    const { client, statuses } = setup();
    last().open();
    client.close();
    expect(last().closed).toBe(true);
    expect(statuses).toEqual(["connected", "disconnected"]);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.made).toHaveLength(1);
    expect(client.status).toBe("disconnected");
  });

  it("close() during a retry wait cancels it", () => {
    const { client } = setup();
    last().drop();
    client.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.made).toHaveLength(1);
  });

  it("uses injected timers", () => {
    const timers: { ms: number; handler: () => void }[] = [];
    const cleared: unknown[] = [];
    setup({
      setTimer: (handler, ms) => timers.push({ ms, handler }),
      clearTimer: (handle) => cleared.push(handle),
    });
    last().open();
    last().drop();
    expect(timers.map((timer) => timer.ms)).toEqual([30_000, 2_000]);
    expect(cleared).toEqual([1]);
  });

  it("computes 2^n second delays", () => {
    expect([1, 2, 3, 4, 5].map(socketReconnectDelayMs)).toEqual([2000, 4000, 8000, 16000, 32000]);
  });
});
