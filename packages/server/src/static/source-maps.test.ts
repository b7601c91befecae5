import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { staticRoutes } from "./static-routes";

const dir = mkdtempSync(join(tmpdir(), "hom-source-maps-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("widget bundles", () => {
  it("are served without their source maps (which carry the source text)", async () => {
    mkdirSync(join(dir, "npm", "chunks"), { recursive: true });
    writeFileSync(join(dir, "npm", "index.js"), "export {};\n//# sourceMappingURL=index.js.map");
    writeFileSync(join(dir, "npm", "index.js.map"), '{"version":3,"sourcesContent":["secret source"]}');
    writeFileSync(join(dir, "npm", "chunks", "a-12345678.js.map"), '{"sourcesContent":["more"]}');
    const app = staticRoutes({ siteDir: join(dir, "site"), widgetsDir: dir });
    expect((await app.request("/widgets/npm/index.js")).status).toBe(200);
    for (const path of [
      "/widgets/npm/index.js.map",
      "/widgets/npm/chunks/a-12345678.js.map",
      "/widgets/v1/npm/index.js.map",
    ]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain("source");
    }
  });
});
