// @vitest-environment node
import type { Rollup } from "vite";
import { describe, expect, it } from "vitest";
import { dropPreloadHelper } from "./drop-preload-helper";

type RenderChunk = (this: { error(message: string): never }, code: string, chunk: Rollup.RenderedChunk) => unknown;
const render = (code: string) => {
  const hook = dropPreloadHelper().renderChunk as unknown as RenderChunk;
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  return hook.call(context, code, { fileName: "hom-chat.js" } as Rollup.RenderedChunk) as { code: string } | null;
};

describe("dropPreloadHelper", () => {
  it("unwraps Vite's preload wrapper around a dynamic import, so the helper is left unused", () => {
    const code = 'const load = () => __vitePreload(() => import("./chunks/list-a1.js"), __VITE_PRELOAD__);';
    expect(render(code)?.code).toBe('const load = () => import("./chunks/list-a1.js");');
  });

  it("leaves a chunk without the wrapper alone", () => {
    expect(render('import("./x.js")')).toBeNull();
  });

  it("fails the build on a wrapper of another shape rather than shipping the helper", () => {
    expect(() => render("__vitePreload(() => import(`./x.js`).then(f), __VITE_PRELOAD__)")).toThrow(/still wrapped/);
  });
});
