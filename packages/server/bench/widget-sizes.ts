import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";

export interface WidgetWeight {
  /** The element, e.g. hom-chat. */
  element: string;
  /** Bytes on the wire for the loader, the element's bundle and every chunk it imports (brotli copies). */
  bytes: number;
  files: number;
}

// Static imports between the built widget files: `from"./chunks/x.js"`, also at the start of a line.
const staticImport = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

/** What a file costs on the wire: its brotli copy when the build wrote one (the server sends that). */
function wireBytes(file: string): number {
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size;
}

/** The loader plus each element's bundle and the chunks it imports, as a host page downloads them. */
export function widgetWeights(widgetsDir: string): WidgetWeight[] {
  const manifest = JSON.parse(readFileSync(join(widgetsDir, "manifest.json"), "utf8")) as Record<string, string>;
  const loader = join(widgetsDir, "loader.js");
  return Object.entries(manifest)
    .filter(([name]) => name.startsWith("hom-"))
    .map(([element, fileName]) => {
      const seen = new Set<string>([loader]);
      const visit = (file: string) => {
        if (seen.has(file)) return;
        seen.add(file);
        for (const match of readFileSync(file, "utf8").matchAll(staticImport)) {
          visit(join(dirname(file), match[1] ?? ""));
        }
      };
      visit(join(widgetsDir, fileName));
      const bytes = [...seen].reduce((sum, file) => sum + wireBytes(file), 0);
      return { element, bytes, files: seen.size };
    });
}
