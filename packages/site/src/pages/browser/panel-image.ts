import { callApi, imageDefaults } from "@hub-of-minds/core";
import type { ImageSend } from "@hub-of-minds/widgets";

/**
 * The `/browser` chat panel's image call, spec 000's: `POST /api/openai/images/generations` with
 * `{prompt, size, quality}`, reading `data[0].url`. The chat widget keeps spec 001's call.
 */
export const generatePanelImage: ImageSend = async (prompt, { apiBase, signal }) => {
  const answer = await callApi(
    "createImageGenerations",
    { body: { prompt, size: imageDefaults.size, quality: imageDefaults.quality } },
    { baseUrl: apiBase.replace(/\/$/, ""), ...(signal ? { signal } : {}) },
  );
  const url = answer.data[0]?.url;
  // Only a web address may become the image's source.
  if (!url || !/^https?:\/\//.test(url)) throw new Error("Failed to generate image");
  return url;
};
