import { describe, expect, it } from "vitest";
import { adminLoginSchema, adminSessionSchema } from "./admin.schema";

const paths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join("."));

describe("admin schemas", () => {
  it("needs a password", () => {
    expect(adminLoginSchema.parse({ password: "secret" })).toEqual({ password: "secret" });
    expect(paths(adminLoginSchema.safeParse({ password: "" }))).toEqual(["password"]);
    expect(paths(adminLoginSchema.safeParse({ password: 1234 }))).toEqual(["password"]);
  });

  it("reads the session flag", () => {
    expect(adminSessionSchema.parse({ active: true })).toEqual({ active: true });
    expect(paths(adminSessionSchema.safeParse({ active: "yes" }))).toEqual(["active"]);
  });
});
