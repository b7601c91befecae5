import { PersonalitiesWidget } from "@hub-of-minds/widgets";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { widgetDocs } from "../support/manifest-docs";

const meta = {
  title: "Widgets/AI Personalities",
  tags: ["autodocs"],
  ...widgetDocs("hom-personalities"),
  component: PersonalitiesWidget,
  args: { theme: "dark" },
} satisfies Meta<typeof PersonalitiesWidget>;
export default meta;

type Story = StoryObj<typeof meta>;

export const All: Story = {};
export const Light: Story = { args: { theme: "light" } };
export const HighLevel: Story = { args: { level: "high" } };
export const Emerging: Story = { args: { level: "emerging" } };
export const Searched: Story = { args: { search: "learn" } };
export const NoMatch: Story = { args: { search: "no such mind" } };
export const EmptyCatalogue: Story = { args: { entries: [] } };
