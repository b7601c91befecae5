import type { SocketDataMap, SocketServerMessageType } from "@hub-of-minds/core";

/** A server event as the socket sends it: broadcastable types only. */
export type BusEventType = Exclude<SocketServerMessageType, "pong" | "connection" | "error">;
export type BusListener = <T extends BusEventType>(type: T, data: SocketDataMap[T]) => void;

/** Fans events out to this instance's listeners (the socket hub) and, with PostgreSQL, to the other instances. */
export interface EventBus {
  publish<T extends BusEventType>(type: T, data: SocketDataMap[T]): void;
  subscribe(listener: BusListener): () => void;
  close(): Promise<void>;
}

export interface BusTransport {
  send(payload: string): void;
  close(): Promise<void>;
}

/** Without a transport the bus is local; `attachTransport` adds cross-instance delivery. */
export function createEventBus() {
  const listeners = new Set<BusListener>();
  let transport: BusTransport | undefined;
  const deliver = (type: BusEventType, data: unknown) => {
    for (const listener of listeners) {
      try {
        listener(type, data as SocketDataMap[BusEventType]);
      } catch (err) {
        console.error(`[events] a listener of ${type} failed:`, err);
      }
    }
  };
  const bus: EventBus & {
    attachTransport(t: BusTransport): void;
    /** An event another instance published. */
    receive(type: BusEventType, data: unknown): void;
  } = {
    publish(type, data) {
      deliver(type, data);
      transport?.send(JSON.stringify({ type, data }));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      await transport?.close();
      listeners.clear();
    },
    attachTransport(t) {
      transport = t;
    },
    receive: deliver,
  };
  return bus;
}
export type LocalEventBus = ReturnType<typeof createEventBus>;
