/** The message an iframe page posts to its parent when its content height changes (versioned). */
export interface HomResizeMessage {
  ns: "hom";
  v: 1;
  type: "resize";
  height: number;
}

export function resizeMessage(height: number): HomResizeMessage {
  return { ns: "hom", v: 1, type: "resize", height: Math.max(0, Math.ceil(height)) };
}

export function isResizeMessage(data: unknown): data is HomResizeMessage {
  if (!data || typeof data !== "object") return false;
  const message = data as Partial<HomResizeMessage>;
  return (
    message.ns === "hom" &&
    message.v === 1 &&
    message.type === "resize" &&
    typeof message.height === "number" &&
    Number.isFinite(message.height) &&
    message.height >= 0
  );
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
 * Where the height may be posted: the `origin` query parameter, else the referrer's origin. Never '*':
 * with neither, the page stays silent.
 */
export function embeddingOrigin(search: string, referrer: string): string | null {
  return httpOrigin(new URLSearchParams(search).get("origin")) ?? httpOrigin(referrer);
}
