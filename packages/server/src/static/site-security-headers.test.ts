import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { createTestHub, type TestHub } from "../testing/test-hub";
import { writeTestFrames } from "./widget-frames.testing";

const dir = mkdtempSync(join(tmpdir(), "hom-site-headers-"));
let test: TestHub;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  mkdirSync(join(dir, "site", "assets"), { recursive: true });
  mkdirSync(join(dir, "widgets"), { recursive: true });
  // The frame pages come from the widgets build's frames.json (the element definitions).
  writeTestFrames(join(dir, "widgets"));
  writeFileSync(
    join(dir, "site", "index.html"),
    "<!doctype html><title>t</title><script type=module src=/assets/a.js></script>",
  );
  writeFileSync(join(dir, "site", "assets", "a.js"), "export {};");
  test = await createTestHub();
  app = createApp({ ...test.hub, staticDirs: { siteDir: join(dir, "site"), widgetsDir: join(dir, "widgets") } });
});
afterAll(async () => {
  await test.close();
  rmSync(dir, { recursive: true, force: true });
});

const directives = (response: Response) =>
  (response.headers.get("content-security-policy") ?? "").split(";").map((part) => part.trim());

describe("security headers", () => {
  it("gives site pages a CSP with scripts from self only, framing by the hub only, nosniff and a Referrer-Policy", async () => {
    for (const path of ["/", "/embed", "/index.html", "/customer/settings"]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      const csp = directives(response);
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'self'");
      expect(csp.join(";"), path).not.toContain("unsafe-eval");
      expect(
        csp.find((d) => d.startsWith("script-src")),
        path,
      ).not.toContain("unsafe-inline");
      expect(response.headers.get("x-frame-options"), path).toBe("SAMEORIGIN");
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
    }
  });

  it("keeps the widget frames' own policy: any site may frame them", async () => {
    const response = await app.request("/widgets/chatgpt");
    expect(response.status).toBe(200);
    expect(directives(response)).toContain("frame-ancestors *");
    expect(response.headers.get("x-frame-options")).toBeNull();
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("sends nosniff and the Referrer-Policy on API answers and scripts too", async () => {
    for (const path of ["/api/dashboard/overview", "/assets/a.js", "/api/nothing-here"]) {
      const response = await app.request(path);
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
    }
  });
});
