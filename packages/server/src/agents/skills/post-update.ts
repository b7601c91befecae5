import { lookup } from "node:dns/promises";
import ipaddr from "ipaddr.js";
import { SkillError, type SkillImplementation } from "./skill-context";

/** Loopback, private, link-local and other non-public ranges: a webhook must not reach into the hub's network. */
const isPublic = (address: string) => {
  const parsed = ipaddr.process(address);
  return parsed.range() === "unicast";
};

/**
 * Posts an update to the webhook that integrations.yaml sets for Team Relay (`webhook.apps` lists the app).
 * Private and loopback addresses are refused unless `allowPrivateAddresses` says otherwise; redirects are
 * not followed (a public host could point at a private one); the answer's status and start are recorded.
 */
export const postUpdate: SkillImplementation = async (input, context) => {
  const integration = context.integrations().find((entry) => entry.webhook?.apps.includes("team-relay"));
  const webhook = integration?.webhook;
  if (!integration || !webhook) {
    throw new SkillError(
      "webhook_not_configured",
      "No integration in integrations.yaml has a webhook for team-relay (webhook: {url, apps: [team-relay]})",
    );
  }
  const url = new URL(webhook.url);
  if (!webhook.allowPrivateAddresses) {
    const host = url.hostname.replace(/^\[|\]$/g, "");
    const addresses = ipaddr.isValid(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
    const blocked = addresses.find((address) => !isPublic(address));
    if (blocked !== undefined) {
      throw new SkillError(
        "webhook_address_refused",
        `The webhook of ${integration.name} resolves to ${blocked}, a private or loopback address; set ` +
          "allowPrivateAddresses: true in integrations.yaml to allow it",
      );
    }
  }
  const body = {
    channel: String(input.channel),
    text: String(input.message),
    ...(input.mentionTeam === true ? { mention: "channel" } : {}),
  };
  const timeout = AbortSignal.timeout(webhook.timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      redirect: "manual",
      signal: AbortSignal.any([timeout, context.signal]),
    });
  } catch (err) {
    if (timeout.aborted)
      throw new SkillError("webhook_timeout", `The webhook did not answer in ${webhook.timeoutMs} ms`);
    throw new SkillError("webhook_unreachable", `The webhook could not be reached: ${(err as Error).message}`);
  }
  const answer = (await response.text()).slice(0, 500);
  if (!response.ok) {
    throw new SkillError("webhook_refused", `The webhook answered ${response.status}: ${answer.slice(0, 200)}`);
  }
  return { integration: integration.id, status: response.status, answer };
};
