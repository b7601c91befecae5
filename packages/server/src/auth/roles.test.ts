// One request per operation of the OpenAPI document for each role (visitor, customer A, customer B, admin),
// generated from the document, so a new route cannot be missed. What the document states is what must hold:
// an operation open to all never refuses for want of a session; an admin operation answers a visitor 401 and
// a customer 403; a customer's own operation (`{id}` = customer A) lets A in and refuses B.
import type { ApiErrorCode } from "@hub-of-minds/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDefinedDocument } from "../openapi/openapi-document";
import { inviteAndSignIn } from "../testing/test-accounts";
import { createTestGatewayApp, type TestGatewayApp } from "../testing/test-gateway-app";

const document = buildDefinedDocument();
const sessionCodes: readonly ApiErrorCode[] = [
  "admin_session_required",
  "sign_in_required",
  "admin_only",
  "not_your_account",
];
type Role = "visitor" | "customerA" | "customerB" | "admin";

interface Operation {
  id: string;
  method: string;
  path: string;
  roles: string[] | undefined;
  /** A session or a widget visitor's token: the route tells its callers apart itself (conversations). */
  mixed: boolean;
}
const operations: Operation[] = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
  (["get", "post", "put", "delete"] as const).flatMap((method) => {
    const op = item[method];
    if (!op) return [];
    const security = (op.security ?? []) as Record<string, string[]>[];
    const open = security.length === 0 || security.some((scheme) => Object.keys(scheme).length === 0);
    const roles = open
      ? undefined
      : security.flatMap((scheme) =>
          "session" in scheme ? (scheme.session?.length ? scheme.session : ["admin", "customer"]) : [],
        );
    return [
      {
        id: op.operationId ?? "",
        method: method.toUpperCase(),
        path,
        roles: open || roles?.length === 0 ? undefined : roles,
        mixed:
          !open && security.some((scheme) => "session" in scheme) && security.some((scheme) => !("session" in scheme)),
      },
    ];
  }),
);

let t: TestGatewayApp;
const cookies: Record<Role, string | undefined> = { visitor: undefined, customerA: "", customerB: "", admin: "" };
let customerA = 0;
beforeAll(async () => {
  t = await createTestGatewayApp();
  cookies.admin = await t.test.login();
  const a = await inviteAndSignIn(t.app, cookies.admin, "a@roles.example");
  const b = await inviteAndSignIn(t.app, cookies.admin, "b@roles.example");
  customerA = a.id;
  cookies.customerA = a.cookie;
  cookies.customerB = b.cookie;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function send(op: Operation, role: Role): Promise<{ status: number; code: string | undefined }> {
  const path = op.path
    .replace("{id}", String(customerA))
    .replace("{key}", "pk_unknown")
    .replace(/\{(\w+)\}/g, "x");
  const cookie = cookies[role];
  // An empty JSON body: the guard answers before the body is checked, the rest answer 400 for it.
  const body = op.method === "GET" ? undefined : "{}";
  const answer = await t.app.request(path, {
    method: op.method,
    headers: { ...(cookie ? { cookie } : {}), ...(body ? { "content-type": "application/json" } : {}) },
    ...(body ? { body } : {}),
  });
  const text = await answer.text();
  let code: string | undefined;
  try {
    code = (JSON.parse(text) as { code?: string }).code;
  } catch {
    code = undefined;
  }
  return { status: answer.status, code };
}

describe("every operation, as each role", () => {
  it("finds operations of all three kinds in the document", () => {
    expect(operations.filter((op) => op.roles === undefined).length).toBeGreaterThan(10);
    expect(operations.filter((op) => op.roles?.includes("customer")).map((op) => op.id)).toContain("getCustomerUsage");
    expect(operations.filter((op) => op.roles?.join() === "admin").map((op) => op.id)).toContain("createCustomer");
    expect(operations.filter((op) => op.mixed).map((op) => op.id)).toContain("listThreads");
  });

  // Logging out would end the session the other checks use; it is open to all and has its own test.
  for (const op of operations.filter((o) => o.id !== "adminLogout")) {
    it(`${op.method} ${op.path} (${op.id})`, async () => {
      const visitor = await send(op, "visitor");
      if (op.roles === undefined) {
        expect(sessionCodes, `visitor got ${visitor.status} ${visitor.code}`).not.toContain(visitor.code);
        return;
      }
      const a = await send(op, "customerA");
      const b = await send(op, "customerB");
      const admin = await send(op, "admin");
      if (op.mixed) {
        // Without a session or a visitor token nothing is answered (a malformed id may be refused first);
        // every signed-in role gets past the check, the route then shows each only what is theirs.
        expect([400, 401], `visitor got ${visitor.status} ${visitor.code}`).toContain(visitor.status);
        if (visitor.status === 401) expect(visitor.code).toBe("sign_in_required");
        for (const [role, answer] of [
          ["admin", admin],
          ["customer A", a],
          ["customer B", b],
        ] as const) {
          expect(sessionCodes, `${role} got ${answer.status} ${answer.code}`).not.toContain(answer.code);
        }
        return;
      }
      expect(visitor.status).toBe(401);
      expect(sessionCodes, `admin got ${admin.status} ${admin.code}`).not.toContain(admin.code);
      if (op.roles.includes("customer")) {
        expect(sessionCodes, `customer A got ${a.status} ${a.code}`).not.toContain(a.code);
        // Another customer's `{id}` is refused; an operation on no customer in particular (the inbox's
        // export) lets each customer in, to their own rows.
        if (op.path.includes("{id}")) expect([b.status, b.code]).toEqual([403, "not_your_account"]);
        else expect(sessionCodes, `customer B got ${b.status} ${b.code}`).not.toContain(b.code);
      } else {
        expect([a.status, a.code]).toEqual([403, "admin_only"]);
        expect([b.status, b.code]).toEqual([403, "admin_only"]);
      }
    });
  }
});
