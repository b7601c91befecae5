import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { staticRoutes } from "./static-routes";
import { writeTestFrames } from "./widget-frames.testing";

const dir = mkdtempSync(join(tmpdir(), "hom-widgets-path-"));
const widgetsDir = join(dir, "widgets");
mkdirSync(widgetsDir);
writeFileSync(join(widgetsDir, "loader.js"), "// loader");
writeFileSync(join(widgetsDir, "hom-chat-abcdefgh12.js"), "// chat");
writeFileSync(join(widgetsDir, "manifest.json"), JSON.stringify({ "hom-chat": "hom-chat-abcdefgh12.js" }));
writeTestFrames(widgetsDir);
const app = staticRoutes({ siteDir: join(dir, "site"), widgetsDir });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Cache headers: against the real server, in packages/widgets/e2e/embed-and-loader.e2e.ts.
describe("versioned widget URLs", () => {
  it("serve the loader and the bundles under /widgets/v1/, the unversioned paths being aliases", async () => {
    for (const path of ["/widgets/v1/loader.js", "/widgets/loader.js"]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toBe("// loader");
    }
    const bundle = await app.request("/widgets/v1/hom-chat-abcdefgh12.js");
    expect(await bundle.text()).toBe("// chat");
  });

  it("serve the iframe pages under /widgets/v1/ too, loading the v1 bundles", async () => {
    for (const path of ["/widgets/v1/chatgpt", "/widgets/chatgpt", "/widget/chatgpt"]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('src="/widgets/v1/hom-chat-abcdefgh12.js"');
    }
  });

  it("know no other major", async () => {
    const response = await app.request("/widgets/v2/loader.js");
    expect(await response.text()).not.toBe("// loader");
  });
});
