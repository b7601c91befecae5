// Writes the package's tarball, as `npm pack` makes it, to dist/hub-of-minds-widgets.tgz: the hub serves it at
// the stable URL /widgets/v1/hub-of-minds-widgets.tgz, so `npm install <hub>/widgets/v1/hub-of-minds-widgets.tgz`
// installs the widgets of the hub a developer embeds from, before (or without) a registry release.
import { execFileSync } from "node:child_process";
import { mkdtempSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const tarballName = "hub-of-minds-widgets.tgz";

const work = mkdtempSync(join(tmpdir(), "hom-pack-"));
try {
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const output = execFileSync(npm, ["pack", "--json", "--pack-destination", work], { encoding: "utf8" });
  const [{ filename }] = JSON.parse(output.slice(output.indexOf("[")));
  renameSync(join(work, filename.replace(/^@/, "").replace("/", "-")), join("dist", tarballName));
} finally {
  rmSync(work, { recursive: true, force: true });
}
