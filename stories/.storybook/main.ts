import type { StorybookConfig } from "@storybook/react-vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { mergeConfig } from "vite";

const config: StorybookConfig = {
  stories: ["../widgets/**/*.stories.tsx", "../site/**/*.stories.tsx"],
  framework: { name: "@storybook/react-vite", options: {} },
  // Autodocs: each widget's docs page shows the argTypes made from the Custom Elements Manifest.
  addons: ["@storybook/addon-docs"],
  // No network on CI machines; and we do not send usage data anywhere.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: "react-docgen-typescript" },
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { plugins: [vanillaExtractPlugin()] }),
};

export default config;
