import type { ApiErrorBody } from "@hub-of-minds/core";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";
import { errors } from "undici";
import { ApiError } from "../http/api-error";

/** What the gateway answers for a failed upstream call: the spec's chat UIs read `message`. */
export interface GatewayFailure {
  status: 400 | 401 | 429 | 499 | 502 | 504;
  body: ApiErrorBody;
}

// Upstream messages can quote the key they were sent (masked or not); none of it may reach a client or log.
const keyLike = /\b(sk|pk|hf|AIza)[-_A-Za-z0-9*]{6,}/g;

export function redactKeys(text: string): string {
  return text.replace(keyLike, "[redacted]");
}

/** The provider has no key: 401 so the chat panels say there is an API key issue. */
export function missingKeyFailure(providerName = "OpenAI"): GatewayFailure {
  const where = providerName === "OpenAI" ? "set OPENAI_API_KEY on the server or save a key" : "save a key";
  return {
    status: 401,
    body: {
      code: "provider_key_missing",
      message: `No ${providerName} API key is configured: ${where} on the API configuration page.`,
    },
  };
}

/**
 * Maps an error of the openai SDK (or a timeout) to the status and text the spec's clients expect. The
 * upstream's own text (organisation ids, limits, request ids) is logged, never sent: callers may be anonymous.
 */
export function mapUpstreamError(err: unknown, provider = "OpenAI"): GatewayFailure {
  if (err instanceof APIUserAbortError) {
    return { status: 499, body: { code: "client_closed", message: "The request was cancelled by the client." } };
  }
  if (err instanceof APIConnectionTimeoutError) {
    return { status: 504, body: { code: "upstream_timeout", message: `${provider} did not answer in time.` } };
  }
  // A lost connection is an APIError without a status: it is the provider being unreachable.
  if (err instanceof APIError && !(err instanceof APIConnectionError)) {
    console.warn(`[gateway] ${provider} answered ${err.status ?? "no status"}: ${redactKeys(err.message)}`);
    if (err.status === 429) {
      return {
        status: 429,
        body: {
          code: "quota_exceeded",
          message: `429: ${provider} quota or rate limit exceeded; try again later or check the provider's billing.`,
        },
      };
    }
    if (err.status === 401 || err.status === 403) {
      // 502, not 401: the hub's own key failed, not the caller's credentials (an OpenAI client would
      // otherwise report its own key as wrong). The text keeps "unauthorized" for the chat panels.
      return {
        status: 502,
        body: {
          code: "upstream_unauthorized",
          message: `${provider} refused the hub's API key (${err.status} unauthorized); check it on the API configuration page.`,
        },
      };
    }
    if (err.status === 400) {
      return {
        status: 400,
        body: { code: "upstream_rejected", message: `${provider} refused the request as invalid.` },
      };
    }
    return {
      status: 502,
      body: { code: "upstream_error", message: `${provider} answered with an error (${err.status ?? "no status"}).` },
    };
  }
  return { status: 502, body: { code: "upstream_unreachable", message: `${provider} could not be reached.` } };
}

/** A failure as the error the app's handler answers (499 is not in Hono's list of statuses, hence the cast). */
export const failureError = (failure: GatewayFailure) =>
  new ApiError(failure.status as ContentfulStatusCode, failure.body.code, failure.body.message);

/** Why a stream broke off after it began: the provider went quiet past the timeout, or its connection failed. */
export function streamFailure(err: unknown, provider = "OpenAI"): GatewayFailure {
  if (err instanceof errors.BodyTimeoutError || err instanceof APIConnectionTimeoutError) {
    return {
      status: 504,
      body: { code: "upstream_timeout", message: `${provider} stopped answering in the middle of the reply.` },
    };
  }
  console.warn(`[gateway] a ${provider} stream broke off: ${redactKeys(String(err))}`);
  return {
    status: 502,
    body: { code: "upstream_error", message: `${provider} broke off the reply; please try again.` },
  };
}
