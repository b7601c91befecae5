import { describe, expect, it } from "vitest";
import {
  type SocketDataMap,
  socketClientMessageSchema,
  socketMessageData,
  socketServerMessageSchema,
} from "./socket-message.schema";
import { socketMessageSenders, socketServerMessageTypes } from "./socket-message-types";

const paths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join("."));

describe("socket message schemas", () => {
  it("lists the server types of spec 000 plus error", () => {
    expect(socketServerMessageTypes).toEqual([
      "pong",
      "connection",
      "agent_update",
      "agent_action",
      "agent_activity",
      "system_metric",
      "config_update",
      "integration_status",
      "error",
    ]);
    expect(Object.keys(socketMessageData)).toEqual(Object.keys(socketMessageSenders));
    expect(socketServerMessageSchema.options.map((option) => option.shape.type.value)).toEqual([
      ...socketServerMessageTypes,
    ]);
  });

  it("reads typed server frames", () => {
    const agent: SocketDataMap["agent_update"] = {
      id: "eve",
      name: "Eve",
      type: "eve",
      status: "online",
      currentTask: "Reviewing configs",
    };
    const frame = { type: "agent_update", data: agent, timestamp: 1_700_000_000_000 };
    expect(socketServerMessageSchema.parse(frame)).toEqual(frame);
    expect(socketServerMessageSchema.parse({ type: "pong", timestamp: 1 })).toEqual({ type: "pong", timestamp: 1 });
    const metrics = { type: "system_metric", data: [{ metricType: "cpu", value: "12" }], timestamp: 2 };
    expect(socketServerMessageSchema.parse(metrics)).toEqual(metrics);
  });

  it("names the bad part of a frame", () => {
    expect(paths(socketServerMessageSchema.safeParse({ type: "config_update", data: {}, timestamp: 1 }))).toEqual([
      "data.filename",
      "data.isValid",
    ]);
    expect(paths(socketServerMessageSchema.safeParse({ type: "pong", timestamp: "now" }))).toEqual(["timestamp"]);
    expect(paths(socketServerMessageSchema.safeParse({ type: "teleport", data: {}, timestamp: 1 }))).toEqual(["type"]);
  });

  it("accepts the two client shapes", () => {
    expect(socketClientMessageSchema.parse({ type: "ping", timestamp: 3 })).toEqual({ type: "ping", timestamp: 3 });
    const custom = { type: "subscribe", data: { topic: "agents" }, timestamp: 3 };
    expect(socketClientMessageSchema.parse(custom)).toEqual(custom);
    expect(socketClientMessageSchema.safeParse({ type: "", data: 1, timestamp: 3 }).success).toBe(false);
    expect(socketClientMessageSchema.safeParse({ type: "ping" }).success).toBe(false);
  });
});
