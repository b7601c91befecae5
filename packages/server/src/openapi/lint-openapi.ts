// `npm test`'s API document check: the generated OpenAPI document, linted by @redocly/cli's recommended rules.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildDefinedDocument } from "./openapi-document";

const dir = mkdtempSync(join(tmpdir(), "hom-openapi-"));
const file = join(dir, "openapi.json");
writeFileSync(file, JSON.stringify(buildDefinedDocument(), null, 2));
const cli = createRequire(import.meta.url).resolve("@redocly/cli/bin/cli.js");
const run = spawnSync(process.execPath, [cli, "lint", file, "--extends=recommended", "--format=stylish"], {
  stdio: "inherit",
  env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
});
rmSync(dir, { recursive: true, force: true });
process.exit(run.status ?? 1);
