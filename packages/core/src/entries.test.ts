import ts from "typescript";
import { describe, expect, it } from "vitest";
import pkg from "../package.json";

declare global {
  interface ImportMeta {
    glob(pattern: string[], options: { query: "?raw"; import: "default"; eager: true }): Record<string, string>;
  }
}

/** Core's sources by path relative to this folder ("./api/http.ts"), tests left out. */
const sources = import.meta.glob(["./**/*.ts", "!./**/*.test.ts"], { query: "?raw", import: "default", eager: true });

/**
 * The modules a file loads at run time: static imports and re-exports and dynamic `import()`. `import type`
 * and `export type` are erased; `import { type A }` is counted, since verbatimModuleSyntax keeps the import.
 */
function runtimeSpecifiers(path: string): string[] {
  const file = ts.createSourceFile(path, sources[path] ?? "", ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [target] = node.arguments;
      if (target && ts.isStringLiteral(target)) found.push(target.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** A relative specifier as a key of `sources`; a package's name otherwise. */
function resolve(from: string, specifier: string): string {
  if (!specifier.startsWith(".")) return specifier.startsWith("@") ? specifier : (specifier.split("/")[0] ?? "");
  const parts = from.split("/").slice(0, -1);
  for (const part of specifier.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  const base = parts.join("/");
  const path = [base, `${base}.ts`, `${base}/index.ts`].find((candidate) => candidate in sources);
  if (!path) throw new Error(`${from}: cannot resolve ${specifier}`);
  return path;
}

/** Every module an entry loads at run time, each with the chain of imports that reaches it. */
function runtimeGraph(entry: string): Map<string, string[]> {
  const reached = new Map<string, string[]>([[entry, [entry]]]);
  const queue = [entry];
  for (let path = queue.shift(); path; path = queue.shift()) {
    if (!(path in sources)) continue;
    for (const specifier of runtimeSpecifiers(path)) {
      const target = resolve(path, specifier);
      if (reached.has(target)) continue;
      reached.set(target, [...(reached.get(path) ?? []), target]);
      queue.push(target);
    }
  }
  return reached;
}

/** The source an export of package.json names, as a key of `sources`. */
const entryOf = (name: keyof typeof pkg.exports) => pkg.exports[name].replace(/^\.\/src\//, "./");

describe("core's two entries", () => {
  it("@hub-of-minds/core/protocol never loads zod at run time", () => {
    const graph = runtimeGraph(entryOf("./protocol"));
    expect(graph.size).toBeGreaterThan(50);
    expect(graph.get("zod")?.join(" -> ")).toBeUndefined();
    // The only packages it loads: re2js (config oversight patterns) and zustand (the engine store).
    expect([...graph.keys()].filter((key) => !key.startsWith("./")).sort()).toEqual(["re2js", "zustand"]);
  });

  it("@hub-of-minds/core/contract does load zod (the walk above sees it)", () => {
    expect(runtimeGraph(entryOf("./contract")).has("zod")).toBe(true);
  });

  it("the walk counts an import of values and skips an erased type import", () => {
    expect(runtimeGraph("./socket/socket-frame-type.ts").has("./schemas/socket-message-types.ts")).toBe(true);
    expect(runtimeGraph("./socket/socket-refresh.ts").has("./schemas/socket-message-types.ts")).toBe(false);
  });

  it("@hub-of-minds/core is both entries", async () => {
    const [all, protocol, contract] = await Promise.all([
      import("./index"),
      import("./protocol.public"),
      import("./contract.public"),
    ]);
    expect(Object.keys(all).sort()).toEqual([...new Set([...Object.keys(protocol), ...Object.keys(contract)])].sort());
    expect(Object.keys(protocol).filter((name) => name in contract)).toEqual([]);
  });
});
