import type { Preview } from "@storybook/react-vite";
import "../../packages/site/src/styles/global.css";

const preview: Preview = {
  parameters: {
    layout: "padded",
    controls: { expanded: true },
  },
};

export default preview;
