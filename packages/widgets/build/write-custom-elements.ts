import { writeFileSync } from "node:fs";
import { customElementsManifest } from "./custom-elements-manifest";

writeFileSync(
  new URL("../custom-elements.json", import.meta.url),
  `${JSON.stringify(customElementsManifest(), null, 2)}\n`,
);
