import { ConsciousnessWidget } from "@hub-of-minds/widgets";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { widgetDocs } from "../support/manifest-docs";

const meta = {
  title: "Widgets/Consciousness Stream",
  tags: ["autodocs"],
  ...widgetDocs("hom-consciousness"),
  component: ConsciousnessWidget,
  args: { names: ["Eve", "Adam", "Agent Zero", "Sage"], seed: 7 },
} satisfies Meta<typeof ConsciousnessWidget>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Dark: Story = { args: { theme: "dark" } };
export const Light: Story = { args: { theme: "light" } };
export const SingleVoice: Story = { args: { names: ["Agent Zero"], theme: "dark" } };
