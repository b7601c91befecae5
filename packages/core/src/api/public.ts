export { getActivityPage } from "./activity.api";
export { adminLogin, adminLogout, getAdminSession } from "./admin.api";
export {
  getAdminStatusCards,
  listSupportTickets,
  type StoredSupportTicket,
  storedSupportTicketSchema,
} from "./admin-portal.api";
export { getAgents } from "./agents.api";
export { getAiModels } from "./ai-models.api";
export { apiPaths, apiQueryKeys } from "./api-paths";
export { createChatCompletion } from "./chat.api";
export { ChatStreamError, type ChatStreamResult, collectChatStream, streamChatCompletion } from "./chat-stream.api";
export {
  executeSkill,
  getClusterApps,
  getCustomerApps,
  installClusterApp,
  uninstallClusterApp,
} from "./cluster.api";
export { getConfigFile, listConfigFiles, reloadConfigFiles, updateConfigFile } from "./config.api";
export {
  createPublishableKey,
  getCustomer,
  listPublishableKeys,
  rotateCustomerApiKey,
} from "./customers.api";
export {
  type ApiProblem,
  apiErrorCode,
  defaultQueryFn,
  HttpError,
  parseApiProblem,
  type RequestOptions,
  request,
  requestJson,
  UnexpectedAnswerError,
} from "./http";
export { createImageGenerate, createImageGenerations } from "./images.api";
export { getIntegrations } from "./integrations.api";
export { getDashboardOverview, overviewPath } from "./overview.api";
export { configureProviderKey, getProvidersStatus, testProviderKey } from "./providers.api";
export { postPublicChat } from "./public-chat.api";
export { createSseParser, readServerSentEvents, type SseParser } from "./sse";
export { type SupportTicketReceipt, submitSupportTicket, supportTicketReceiptSchema } from "./support.api";
export { getSystemMetrics } from "./system-metrics.api";
export { getStorageContainers, getStorageStatistics } from "./yaml-storage.api";
