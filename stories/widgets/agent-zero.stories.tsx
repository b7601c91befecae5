import { AgentZeroWidget } from "@hub-of-minds/widgets";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { widgetDocs } from "../support/manifest-docs";

const meta = {
  title: "Widgets/Agent Zero",
  tags: ["autodocs"],
  ...widgetDocs("hom-agent-zero"),
  component: AgentZeroWidget,
  args: { theme: "dark", seed: 7 },
} satisfies Meta<typeof AgentZeroWidget>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Running: Story = {};
export const Light: Story = { args: { theme: "light" } };
