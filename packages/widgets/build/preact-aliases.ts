import type { Alias } from "vite";

/** Embeddable bundles ship preact/compat in place of React; the site keeps real React 19. */
export const preactAliases: Alias[] = [
  { find: /^react-dom\/client$/, replacement: "@preact/compat/client" },
  { find: /^react\/jsx-runtime$/, replacement: "@preact/compat/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "@preact/compat/jsx-dev-runtime" },
  { find: /^react-dom$/, replacement: "@preact/compat" },
  { find: /^react$/, replacement: "@preact/compat" },
];
