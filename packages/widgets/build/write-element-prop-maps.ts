import { writeFileSync } from "node:fs";
import { elementDefinitions, type HomElementTag } from "../src/elements/element-definitions";
import { elementPropMapSource, propMapPath } from "./element-prop-maps";

for (const tag of Object.keys(elementDefinitions) as HomElementTag[]) {
  writeFileSync(new URL(`../${propMapPath(tag)}`, import.meta.url), elementPropMapSource(tag));
}
