import { AgentZeroWidget } from "@hub-of-minds/widgets";
import type { Meta, StoryObj } from "@storybook/react-vite";

const meta = {
  title: "Widgets/Agent Zero",
  component: AgentZeroWidget,
  args: { theme: "dark", seed: 7 },
} satisfies Meta<typeof AgentZeroWidget>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Running: Story = {};
export const Light: Story = { args: { theme: "light" } };
