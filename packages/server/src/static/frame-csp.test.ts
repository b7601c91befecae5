import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { staticRoutes } from "./static-routes";
import { writeTestFrames } from "./widget-frames.testing";

const dir = mkdtempSync(join(tmpdir(), "hom-frame-csp-"));
writeTestFrames(dir);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("widget frame pages", () => {
  it("may connect only to the hub that served them, whatever the query says", async () => {
    const app = staticRoutes({ siteDir: dir, widgetsDir: dir });
    const response = await app.request("/widgets/chatgpt?api-base=https://evil.example");
    expect(response.status).toBe(200);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp.split(";").map((part) => part.trim())).toContain("connect-src 'self'");
    expect(await response.text()).not.toContain("evil.example");
  });
});
