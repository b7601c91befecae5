import { z } from "zod";

/**
 * Every machine code an `/api` error can carry. Clients branch on these, never on the sentence.
 * The list is closed so a new failure needs a name here first.
 */
export const apiErrorCodes = [
  // Request checks (any route).
  "body_required",
  "malformed_json",
  "unsupported_media_type",
  "invalid_request",
  "payload_too_large",
  "route_not_found",
  // Administrator session and origin.
  "admin_session_required",
  "invalid_admin_password",
  "too_many_logins",
  "login_busy",
  "cross_origin_refused",
  // Accounts (sign-in sessions of the administrator and of customers).
  "sign_in_required",
  "admin_only",
  "not_your_account",
  "email_taken",
  "account_not_found",
  "invalid_credentials",
  "invalid_token",
  "host_not_allowed",
  // Resources.
  "customer_not_found",
  "config_not_found",
  "invalid_yaml",
  "cluster_app_not_found",
  "app_already_installed",
  "app_not_installed",
  "missing_dependencies",
  "app_has_dependents",
  "skill_not_found",
  "invalid_skill_input",
  "unknown_storage_type",
  "provider_not_found",
  "provider_test_failed",
  "publishable_key_not_found",
  // Knowledge and memory.
  "container_not_found",
  "container_exists",
  "container_full",
  "container_too_small",
  "container_limit_reached",
  "container_too_large",
  "document_not_found",
  "document_exists",
  "unsupported_document_type",
  "unreadable_document",
  "empty_document",
  "memory_entry_not_found",
  "memory_space_full",
  // The AI gateway.
  "missing_api_key",
  "invalid_api_key",
  "too_many_invalid_keys",
  "subscription_inactive",
  "origin_not_allowed",
  "rate_limited",
  "quota_exceeded",
  "budget_exhausted",
  "widget_key_rate_limited",
  "widget_key_daily_cap",
  "api_key_daily_cap",
  "model_not_allowed",
  "model_not_found",
  "model_capability",
  "unsupported_parameter",
  "unknown_personality",
  "oversight_rule",
  "provider_key_missing",
  "upstream_unauthorized",
  "upstream_rejected",
  "upstream_error",
  "upstream_timeout",
  "upstream_unreachable",
  "client_closed",
  // Conversations: widget visitors' sessions and threads.
  "visitor_token_required",
  "visitor_token_invalid",
  "visitor_token_expired",
  "identity_not_verified",
  "visitor_rate_limited",
  "thread_not_found",
  "thread_message_not_found",
  // Operations.
  "not_ready",
  "database_unavailable",
  // Agents, tasks, approvals and workflows.
  "agent_not_found",
  "agent_offline",
  "task_not_found",
  "task_finished",
  "approval_not_found",
  "approval_decided",
  "workflow_not_found",
  "skill_failed",
  "skill_not_implemented",
  // Anything unexpected (logged on the server, never detailed to the client).
  "internal_error",
] as const;
export type ApiErrorCode = (typeof apiErrorCodes)[number];

/** The one JSON body of every `/api` error: a stable `code`, a readable sentence in `message`, optional `details`. */
export const apiErrorSchema = z
  .object({
    code: z.enum(apiErrorCodes),
    message: z.string().min(1),
    details: z.unknown().optional(),
  })
  .meta({ id: "ApiError", description: "Every /api error: a stable machine code, a sentence, optional details." });
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
