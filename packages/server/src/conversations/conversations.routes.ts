import { randomBytes } from "node:crypto";
import { apiRoutes } from "@hub-of-minds/core";
import type { ApiApp } from "../http/api-app";
import { ApiError } from "../http/api-error";
import { customerIdOf } from "../http/customer-id";
import type { Conversations } from "./conversations";
import { pruneThreads } from "./thread-retention";
import { viewerOf, visitorSubject } from "./thread-viewer";
import { threadsCsv } from "./threads-csv";

/** A new anonymous visitor: `v_` and 24 random characters (the widget keeps it). */
const newVisitorId = () => `v_${randomBytes(18).toString("base64url")}`;

/** A visitor's memory subjects at any customer (the administrator's "delete my data"): a POSIX pattern. */
const anyCustomerSubject = (visitorId: string) =>
  `^visitor:([0-9]+|hub):${visitorId.replace(/[.^$*+?()[\]{}|\\-]/g, "\\$&")}$`;

/** Conversations' routes (issue 26): visitor sessions, threads, feedback, the inbox and identity secrets. */
export function conversationsRoutes(app: ApiApp, conversations: Conversations) {
  const { tokens, settings, threads, accounts, memory } = conversations;
  const viewer = (c: Parameters<typeof viewerOf>[0]) => viewerOf(c, accounts);

  app.openapi(apiRoutes.createWidgetSession, async (c) => {
    // widgetCors checked the key against the page (the embedding page, for an iframe) and counted the call.
    const payer = c.get("widgetPayer");
    if (!payer) {
      throw new ApiError(
        403,
        "origin_not_allowed",
        "A visitor session needs a widget key in X-Publishable-Key, sent from a page on one of its origins.",
      );
    }
    const body = c.req.valid("json");
    let visitorId = body.visitorId ?? newVisitorId();
    const verified = body.userId !== undefined && body.userHash !== undefined;
    if (body.userId !== undefined && body.userHash !== undefined) {
      if (!(await settings.verifiesUser(payer.customerId, body.userId, body.userHash.toLowerCase()))) {
        throw new ApiError(
          401,
          "identity_not_verified",
          "userHash is not the HMAC-SHA256 of userId with this customer's current identity secret.",
        );
      }
      visitorId = `u:${body.userId}`;
    }
    const issued = tokens.issue({
      customerId: payer.customerId,
      publishableKey: payer.key,
      origin: payer.origin,
      visitorId,
      verified,
    });
    return c.json({ token: issued.token, visitorId, verified, expiresAt: issued.expiresAt.toISOString() }, 201);
  });

  app.openapi(apiRoutes.getIdentitySecret, async (c) =>
    c.json(await settings.identitySecret(customerIdOf(c.req.valid("param").id)), 200),
  );
  app.openapi(apiRoutes.rotateIdentitySecret, async (c) =>
    c.json(await settings.rotateIdentitySecret(customerIdOf(c.req.valid("param").id)), 200),
  );
  app.openapi(apiRoutes.getConversationSettings, async (c) =>
    c.json(await settings.settings(customerIdOf(c.req.valid("param").id)), 200),
  );
  app.openapi(apiRoutes.updateConversationSettings, async (c) => {
    const id = customerIdOf(c.req.valid("param").id);
    const saved = await settings.saveSettings(id, c.req.valid("json"));
    // A shorter retention applies at once, as a saved database_config.yaml does.
    await pruneThreads(conversations.db, Date.now(), id);
    return c.json(saved, 200);
  });

  // Before /api/threads/{id}, which would take "export" for an id.
  app.openapi(apiRoutes.exportThreads, async (c) => {
    const { format, ...filters } = c.req.valid("query");
    const found = await threads.export(await viewer(c), filters);
    const day = new Date().toISOString().slice(0, 10);
    const disposition = (extension: string) => `attachment; filename="threads-${day}.${extension}"`;
    if (format === "csv") {
      return c.body(threadsCsv(found), 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": disposition("csv"),
      });
    }
    return c.json(found, 200, { "content-disposition": disposition("json") });
  });
  app.openapi(apiRoutes.listThreads, async (c) =>
    c.json(await threads.list(await viewer(c), c.req.valid("query")), 200),
  );
  app.openapi(apiRoutes.getThread, async (c) =>
    c.json(await threads.get(await viewer(c), c.req.valid("param").id), 200),
  );
  app.openapi(apiRoutes.updateThread, async (c) => {
    const asker = await viewer(c);
    return c.json(await threads.rename(asker, c.req.valid("param").id, c.req.valid("json").title), 200);
  });
  app.openapi(apiRoutes.deleteThread, async (c) => {
    await threads.remove(await viewer(c), c.req.valid("param").id);
    return c.body(null, 204);
  });
  app.openapi(apiRoutes.rateThreadMessage, async (c) => {
    const { id, messageId } = c.req.valid("param");
    return c.json(await threads.rate(await viewer(c), id, messageId, c.req.valid("json")), 200);
  });

  app.openapi(apiRoutes.deleteVisitor, async (c) => {
    const asker = await viewer(c);
    const { visitorId } = c.req.valid("param");
    if (asker.sees === "own" && visitorId !== asker.own.visitorId) {
      throw new ApiError(403, "not_your_account", "A visitor can delete only their own data");
    }
    const deleted = await threads.removeVisitor(asker, visitorId);
    // The administrator names no customer: the visitor's memories at every customer go.
    const memories =
      asker.sees === "all"
        ? await memory.forgetMatching(anyCustomerSubject(visitorId))
        : await memory.forget(visitorSubject({ customerId: asker.own.customerId, visitorId }));
    return c.json({ threads: deleted, memories }, 200);
  });
}
