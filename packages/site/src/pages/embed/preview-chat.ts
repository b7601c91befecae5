import type { ChatSend, ImageSend } from "@hub-of-minds/widgets";

/** What the preview's chat answers, so trying the widget here never reaches a model or spends tokens. */
export function previewReply(model: string): string {
  return `This is a **sample reply** from the preview: it is written in your browser and spends no tokens. On your site, ${model} answers through your hub.`;
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** Streams the sample reply word by word, like the gateway would. */
export function createPreviewSend(delayMs = 40): ChatSend {
  return async (body, connection, onDelta) => {
    const words = previewReply(body.model).split(/(?<= )/);
    for (const word of words) {
      await wait(delayMs, connection.signal);
      onDelta(word);
    }
    return { content: words.join(""), totalTokens: null };
  };
}

/** A placeholder picture instead of a generated image (no image API call from the preview). */
export const previewSendImage: ImageSend = async (prompt) => {
  const text = prompt.slice(0, 40).replace(/[&<>"']/g, "");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#4b3f9e"/><text x="128" y="120" fill="#fff" font-family="sans-serif" font-size="16" text-anchor="middle">Sample image</text><text x="128" y="146" fill="#fff" font-family="sans-serif" font-size="11" text-anchor="middle">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
};
