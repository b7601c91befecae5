import { createSocketClient, readSocketFrameType, type SocketStatus, socketRefreshQueryKeys } from "@hub-of-minds/core";
import { useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext, useEffect, useState } from "react";

const LiveSocketStatus = createContext<SocketStatus>("disconnected");

/** The socket's state for the Connected/Disconnected indicator; "disconnected" outside a provider. */
export function useLiveSocketStatus(): SocketStatus {
  return useContext(LiveSocketStatus);
}

/** Fixes the status (stories, tests) without opening a socket. */
export const LiveSocketStatusProvider = LiveSocketStatus.Provider;

/**
 * Opens spec 000's live socket for the whole site: each server event marks the data it changes as
 * stale (core's refresh map), so the screens showing it reload at once instead of waiting for a poll.
 */
export function LiveSocketProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<SocketStatus>("disconnected");
  useEffect(() => {
    const client = createSocketClient({
      // The hub refetches by type only: the type check keeps zod out of the first load.
      readFrame: readSocketFrameType,
      onStatus: setStatus,
      onMessage: (message) => {
        for (const queryKey of socketRefreshQueryKeys(message.type)) {
          void queryClient.invalidateQueries({ queryKey });
        }
      },
      // A dropped socket is expected (server restarts); the indicator shows it, the console need not shout.
      logger: { warn: console.warn, error: console.warn },
    });
    return () => client.close();
  }, [queryClient]);
  return <LiveSocketStatus.Provider value={status}>{children}</LiveSocketStatus.Provider>;
}
