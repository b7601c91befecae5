import { chatModelListSchema } from "../schemas/chat-models.schema";
import { defineRoute, errorAnswers, jsonAnswer } from "./route-definition";

/** The chat panel's model picker: what the gateway can serve now. */
export const chatModelsRoutes = {
  listChatModels: defineRoute({
    method: "get",
    path: "/api/chat-models",
    operationId: "listChatModels",
    tags: ["AI gateway"],
    summary: "The chat models usable now: the allowed OpenAI models and those of every provider with a saved key",
    responses: { 200: jsonAnswer(chatModelListSchema, "The models, OpenAI's first"), ...errorAnswers() },
  }),
};
