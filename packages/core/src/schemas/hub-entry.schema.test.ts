import { describe, expect, it } from "vitest";
import { hubEntrySchema } from "./hub-entry.schema";

const paths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join("."));

const entry = {
  id: "minds-directory",
  name: "Minds Directory",
  description: "All 56 minds.",
  category: "ai",
  brand: "shared",
  status: "active",
  url: "/minds-directory",
};

describe("hub entry schema", () => {
  it("accepts an entry with or without a url", () => {
    expect(hubEntrySchema.parse(entry)).toEqual(entry);
    const { url: _url, ...planned } = { ...entry, status: "planned" };
    expect(hubEntrySchema.parse(planned)).toEqual(planned);
  });

  it("names unknown categories, brands and statuses", () => {
    expect(paths(hubEntrySchema.safeParse({ ...entry, category: "games" }))).toEqual(["category"]);
    expect(paths(hubEntrySchema.safeParse({ ...entry, brand: "acme" }))).toEqual(["brand"]);
    expect(paths(hubEntrySchema.safeParse({ ...entry, status: "retired" }))).toEqual(["status"]);
  });

  it("only links to the hub's own routes", () => {
    expect(paths(hubEntrySchema.safeParse({ ...entry, url: "https://example.com" }))).toEqual(["url"]);
    expect(paths(hubEntrySchema.safeParse({ ...entry, url: 42 }))).toEqual(["url"]);
  });

  it("names a bad id and an empty name", () => {
    expect(paths(hubEntrySchema.safeParse({ ...entry, id: "Minds Directory", name: "" }))).toEqual(["id", "name"]);
  });
});
