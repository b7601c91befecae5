import { elementDefinitions } from "../src/elements/element-definitions";

/** The installable package's entries (dist/npm/<name>.js and .d.ts), one per `exports` path. */
export const packageEntries: Record<string, string> = {
  index: "src/sdk/index.ts",
  define: "src/sdk/define.ts",
  react: "src/react/index.ts",
  jsx: "src/elements/react-jsx.ts",
  vue: "src/sdk/vue.ts",
  svelte: "src/sdk/svelte.ts",
  ...Object.fromEntries(Object.keys(elementDefinitions).map((tag) => [`elements/${tag}`, `src/elements/${tag}.tsx`])),
};
