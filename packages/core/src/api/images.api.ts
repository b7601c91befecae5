import { type ImageGenerationRequest, imageGenerationResponseSchema } from "../schemas/image.schema";
import { apiPaths } from "./api-paths";
import { type RequestOptions, requestJson } from "./http";

/** Spec 000's path, `/api/openai/images/generations`. */
export function createImageGenerations(body: ImageGenerationRequest, options?: RequestOptions) {
  return requestJson(imageGenerationResponseSchema, "POST", apiPaths.imageGenerations, body, options);
}

/** Spec 001's path, `/api/openai/images/generate` (same handler on the server). */
export function createImageGenerate(body: ImageGenerationRequest, options?: RequestOptions) {
  return requestJson(imageGenerationResponseSchema, "POST", apiPaths.imageGenerate, body, options);
}
