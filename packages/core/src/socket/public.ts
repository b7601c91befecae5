export {
  createSocketClient,
  type SocketClient,
  type SocketClientOptions,
  type SocketLogger,
  type SocketStatus,
  socketClientConstants,
  socketReconnectDelayMs,
} from "./socket-client";
export type { SocketFrameRead } from "./socket-frame";
export { readSocketFrameType } from "./socket-frame-type";
export { type SocketRefreshTarget, socketRefreshMap, socketRefreshQueryKeys } from "./socket-refresh";
export { type PageLocation, socketPath, socketUrlFor } from "./socket-url";
export { type WebSocketLike, type WebSocketLikeConstructor, webSocketOpen } from "./websocket-like";
