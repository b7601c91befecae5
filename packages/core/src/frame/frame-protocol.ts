/**
 * Iframe protocol v1: the messages between a hub iframe page (`/widgets/v1/<name>`) and the page embedding
 * it, both ways over `postMessage`. Every message is `{ ns: "hom", v: 1, type, ...payload }`; this map is the
 * one source of the types and the guards. Senders always name the other side's origin, never `'*'`;
 * receivers check the origin and the source window before reading a message. Plain TypeScript rather than zod:
 * the guards ship in the iframe page and the host helper, which must stay a few hundred bytes.
 */

/** The events the widgets dispatch: on the custom element, and forwarded by the iframe page (same detail). */
export interface HomWidgetEventMap {
  /** `<hom-chat>`: a message was added (the user's on send, the assistant's when its reply is complete). */
  "hom-message": { role: "user" | "assistant"; content: string; tokens?: number };
  /** `<hom-chat>`: a chat or image request failed; `message` is the server's text. */
  "hom-error": { kind: "chat" | "image"; message: string };
  /** `<hom-chat>`: an image was generated. */
  "hom-image": { prompt: string; url: string };
  /** `<hom-idea-cosmos>`: an idea finished its release and became a ripple. */
  "hom-idea-submitted": { idea: string; submittedBy: string; universalScore: number; dimensions: string[] };
  /** `<hom-personalities>`: a personality card was chosen. */
  "hom-personality-selected": { id: string; name: string; level: number };
  /**
   * `<hom-chat>` with server-side threads: a thread was created (its first message), switched to (or resumed
   * after a reload), renamed or deleted. `threadId` names that thread (null: "delete my data" removed them all);
   * `title` is null until the hub has named it, and after a deletion.
   */
  "hom-thread-changed": {
    threadId: string | null;
    title: string | null;
    reason: "created" | "switched" | "renamed" | "deleted";
  };
}
export type HomWidgetEventName = keyof HomWidgetEventMap;

/** The event names, for the manifest, the iframe page and hosts that list them. */
export const homWidgetEventNames = [
  "hom-message",
  "hom-error",
  "hom-image",
  "hom-idea-submitted",
  "hom-personality-selected",
  "hom-thread-changed",
] as const satisfies readonly HomWidgetEventName[];

export type FrameTheme = "light" | "dark" | "auto";

/** Each message type: who sends it and the fields it carries besides `ns`, `v` and `type`. */
export type FramePayloadMap = {
  /** Frame -> host, once the widget is upgraded: from now on it takes host messages. */
  ready: { widget: string };
  /** Frame -> host: the page's content height in CSS pixels (rounded up). */
  resize: { height: number };
  /** Host -> frame: switch the widget's theme. */
  setTheme: { theme: FrameTheme };
  /** Host -> frame: set (string) or remove (null) attributes of the widget; unknown names are ignored. */
  setAttributes: { attributes: Record<string, string | null> };
  /**
   * Host -> frame, when the host's script starts: it may have missed the frame's `ready` and `resize`, which the
   * frame sends again (a frame that loads later sends them anyway).
   */
  hello: Record<never, never>;
} & { [K in HomWidgetEventName]: { detail: HomWidgetEventMap[K] } };

export type FrameMessageType = keyof FramePayloadMap;
export type FrameMessage<K extends FrameMessageType = FrameMessageType> = {
  [T in K]: { ns: "hom"; v: 1; type: T } & FramePayloadMap[T];
}[K];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const themes: readonly string[] = ["light", "dark", "auto"];
const isEvent = (message: Record<string, unknown>) => isObject(message.detail);

/** The protocol map: direction and payload guard of every message type. */
export const frameProtocol = {
  ready: { from: "frame", valid: (message) => typeof message.widget === "string" },
  resize: {
    from: "frame",
    valid: ({ height }) => typeof height === "number" && Number.isFinite(height) && height >= 0,
  },
  setTheme: { from: "host", valid: ({ theme }) => typeof theme === "string" && themes.includes(theme) },
  setAttributes: {
    from: "host",
    valid: ({ attributes }) =>
      isObject(attributes) && Object.values(attributes).every((value) => value === null || typeof value === "string"),
  },
  hello: { from: "host", valid: () => true },
  "hom-message": { from: "frame", valid: isEvent },
  "hom-error": { from: "frame", valid: isEvent },
  "hom-image": { from: "frame", valid: isEvent },
  "hom-idea-submitted": { from: "frame", valid: isEvent },
  "hom-personality-selected": { from: "frame", valid: isEvent },
  "hom-thread-changed": { from: "frame", valid: isEvent },
} as const satisfies Record<
  FrameMessageType,
  { from: "frame" | "host"; valid(message: Record<string, unknown>): boolean }
>;

type TypesFrom<S extends "frame" | "host"> = {
  [K in FrameMessageType]: (typeof frameProtocol)[K]["from"] extends S ? K : never;
}[FrameMessageType];
/** The types the iframe page sends: its widget's events, `ready` and `resize`. */
export type FrameFromFrameType = TypesFrom<"frame">;
/** The types the host sends: `setTheme`, `setAttributes`, `hello`. */
export type FrameFromHostType = TypesFrom<"host">;

/** Builds a message: `frameMessage("resize", { height: 300 })`. */
export function frameMessage<K extends FrameMessageType>(type: K, payload: FramePayloadMap[K]): FrameMessage<K> {
  return { ...payload, ns: "hom", v: 1, type } as FrameMessage<K>;
}

/** True when `data` is a v1 message of our namespace sent by `from`, with a valid payload. */
export function isFrameMessage(data: unknown, from: "frame"): data is FrameMessage<FrameFromFrameType>;
export function isFrameMessage(data: unknown, from: "host"): data is FrameMessage<FrameFromHostType>;
export function isFrameMessage(data: unknown, from: "frame" | "host"): boolean {
  if (!isObject(data) || data.ns !== "hom" || data.v !== 1 || typeof data.type !== "string") return false;
  if (!Object.hasOwn(frameProtocol, data.type)) return false;
  const entry: { from: string; valid(message: Record<string, unknown>): boolean } =
    frameProtocol[data.type as FrameMessageType];
  return entry.from === from && entry.valid(data);
}

function httpOrigin(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The embedding page's origin as the iframe page sees it: the `origin` query parameter, else the referrer's
 * origin. Never '*': with neither, the page neither sends nor accepts messages.
 */
export function embeddingOrigin(search: string, referrer: string): string | null {
  return httpOrigin(new URLSearchParams(search).get("origin")) ?? httpOrigin(referrer);
}
