import { describe, expect, it } from "vitest";
import { clusterAppSchema, customerAppSchema } from "./cluster-app.schema";

const paths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join("."));

const app = {
  id: "note-taker",
  displayName: "Note Taker",
  description: "Takes notes.",
  category: "productivity",
  version: "1.0.0",
  author: "Someone",
  rating: 4.5,
  installCount: 10,
  pricing: { type: "paid", price: 4.99 },
  permissions: ["notes:write"],
  dependencies: ["smart-scheduler"],
  skills: [
    {
      name: "take-note",
      description: "Saves a note.",
      input: [{ name: "text", type: "string", required: true, description: "The note." }],
    },
  ],
};

const installation = {
  id: "1",
  appId: "note-taker",
  isActive: true,
  installedAt: "2025-03-01T10:00:00.000Z",
  lastUsedAt: null,
  app: { displayName: "Note Taker", category: "productivity" },
};

describe("cluster app schema", () => {
  it("accepts a paid and a free app", () => {
    expect(clusterAppSchema.parse(app)).toEqual(app);
    expect(clusterAppSchema.parse({ ...app, pricing: { type: "free" } }).pricing).toEqual({ type: "free" });
  });

  it("names out-of-range ratings, counts and prices", () => {
    expect(paths(clusterAppSchema.safeParse({ ...app, rating: 5.1 }))).toEqual(["rating"]);
    expect(paths(clusterAppSchema.safeParse({ ...app, rating: -0.5 }))).toEqual(["rating"]);
    expect(paths(clusterAppSchema.safeParse({ ...app, installCount: 1.5 }))).toEqual(["installCount"]);
    expect(paths(clusterAppSchema.safeParse({ ...app, pricing: { type: "paid", price: 0 } }))).toEqual([
      "pricing.price",
    ]);
    expect(paths(clusterAppSchema.safeParse({ ...app, pricing: { type: "paid" } }))).toEqual(["pricing.price"]);
  });

  it("names unknown categories and pricing types", () => {
    expect(paths(clusterAppSchema.safeParse({ ...app, category: "games" }))).toEqual(["category"]);
    expect(paths(clusterAppSchema.safeParse({ ...app, pricing: { type: "freemium" } }))).toEqual(["pricing.type"]);
  });

  it("names bad versions, permissions, dependencies and skill inputs", () => {
    expect(paths(clusterAppSchema.safeParse({ ...app, version: "v1" }))).toEqual(["version"]);
    expect(paths(clusterAppSchema.safeParse({ ...app, permissions: ["everything"] }))).toEqual(["permissions.0"]);
    expect(paths(clusterAppSchema.safeParse({ ...app, dependencies: ["Smart Scheduler"] }))).toEqual([
      "dependencies.0",
    ]);
    const skills = [{ ...app.skills[0], input: [{ name: "text", type: "date", required: true, description: "x" }] }];
    expect(paths(clusterAppSchema.safeParse({ ...app, skills }))).toEqual(["skills.0.input.0.type"]);
  });
});

describe("customer app schema", () => {
  it("accepts an installation, used or not", () => {
    expect(customerAppSchema.parse(installation)).toEqual(installation);
    const used = { ...installation, lastUsedAt: "2025-03-02T08:30:00+01:00" };
    expect(customerAppSchema.parse(used)).toEqual(used);
  });

  it("names bad times, flags and nested app fields", () => {
    expect(paths(customerAppSchema.safeParse({ ...installation, installedAt: "yesterday" }))).toEqual(["installedAt"]);
    expect(paths(customerAppSchema.safeParse({ ...installation, isActive: 1 }))).toEqual(["isActive"]);
    const app = { displayName: "Note Taker", category: "games" };
    expect(paths(customerAppSchema.safeParse({ ...installation, app }))).toEqual(["app.category"]);
  });
});
