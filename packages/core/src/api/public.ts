export {
  type ApiProblem,
  apiErrorCode,
  defaultQueryFn,
  HttpError,
  parseApiProblem,
  type RequestOptions,
  request,
} from "./http";
export { createSseParser, readServerSentEvents, type SseParser } from "./sse";
