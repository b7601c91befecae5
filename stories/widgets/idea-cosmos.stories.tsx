import { IdeaCosmosWidget } from "@hub-of-minds/widgets";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { widgetDocs } from "../support/manifest-docs";

const meta = {
  title: "Widgets/Idea Cosmos",
  tags: ["autodocs"],
  ...widgetDocs("hom-idea-cosmos"),
  component: IdeaCosmosWidget,
  args: { theme: "dark", seed: 7 },
} satisfies Meta<typeof IdeaCosmosWidget>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Seeded: Story = {};
export const Light: Story = { args: { theme: "light" } };
export const Releasing: Story = { args: { initialIdea: "Use AI to heal the oceans" } };
