export { apiKeyDisplayLength, maskApiKey } from "./api-key";
export { formatBytes, storageUsagePercent } from "./bytes";
export { type ChatModel, chatDefaults, chatModels, imageDefaults } from "./chat-defaults";
export {
  type ChatErrorKind,
  chatErrorReplies,
  chatErrorReply,
  classifyChatError,
  serverErrorMessage,
} from "./chat-error";
export { apiTokensRemaining, customerDisplayName, customerInitial } from "./customer-display";
export { messagesPerSecond, networkBarMaxGbps, networkBarPercent, readSystemMetrics } from "./dashboard-figures";
export { providerConnectionBadges } from "./provider-badges";
export { adminAccessDeniedAlert, chatToastMessages, type ToastText, toastMessages } from "./toast-messages";
export { pollingIntervalsMs, queryDefaults, toastConstants, tooltipConstants } from "./ui-constants";
export { invalidYamlLabel, isYamlIndentationValid, yamlIndentationErrors } from "./yaml-indentation";
