import { describe, expect, it } from "vitest";
import { siteRoutes } from "./site-routes";

describe("the site's route table", () => {
  it("claims each path once", () => {
    const paths = siteRoutes.flatMap((route) => route.paths);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain("/");
  });

  it("uses only static paths without parameters", () => {
    for (const path of siteRoutes.flatMap((route) => route.paths)) expect(path).toMatch(/^\/[a-z0-9/-]*$/);
  });

  it("gives every page its own description", () => {
    const descriptions = siteRoutes.map((route) => route.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const description of descriptions) expect(description.length).toBeGreaterThan(30);
  });
});
