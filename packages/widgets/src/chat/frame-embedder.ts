/**
 * The origin of the page that embeds this document in a frame, as the browser reports it: the nearest
 * ancestor (`location.ancestorOrigins`, which the embedding page cannot forge), else the referrer's origin.
 * Undefined outside a frame. A hub iframe sends it with its publishable key, so the key's customer is billed
 * only when the frame sits on one of the key's origins.
 */
export function frameEmbedderOrigin(): string | undefined {
  if (typeof window === "undefined" || window.parent === window) return undefined;
  const ancestor = window.location.ancestorOrigins?.[0];
  if (ancestor && ancestor !== "null") return ancestor;
  try {
    return document.referrer ? new URL(document.referrer).origin : undefined;
  } catch {
    return undefined;
  }
}
