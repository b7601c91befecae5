interface ImportMetaEnv {
  readonly VITE_HUB_ORIGIN?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
