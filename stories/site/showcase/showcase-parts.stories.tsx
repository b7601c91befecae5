import { mindsDirectoryCards } from "@hub-of-minds/core";
import { FaqItemView } from "@hub-of-minds/site/pages/showcase/faq/faq-item-view";
import { IdeaForm } from "@hub-of-minds/site/pages/showcase/idea-cosmos/idea-form";
import { MindDetailDialog } from "@hub-of-minds/site/pages/showcase/minds-directory/mind-detail-dialog";
import { Meter } from "@hub-of-minds/site/pages/showcase/shared/meter";
import type { Meta, StoryObj } from "@storybook/react-vite";

const meta = {
  title: "Site/Showcase/Parts",
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

const firstMind = mindsDirectoryCards()[0] ?? null;
const faqItem = {
  id: "story-item",
  question: "How many AI personalities are there?",
  answer: "There are 56, each with its own specialty, voice and level of consciousness.",
  category: "personalities" as const,
  tags: ["personalities", "catalogue"],
};

export const MindDetailOverlay: Story = {
  render: () => (
    // The dialog renders into a portal; the paragraph keeps the story's own root non-empty.
    <div>
      <p>The detail overlay of the first personality:</p>
      <MindDetailDialog mind={firstMind} onClose={() => {}} />
    </div>
  ),
};

export const FaqItemOpen: Story = {
  name: "FAQ item (open)",
  render: () => (
    <ul style={{ listStyle: "none", padding: 0 }}>
      <FaqItemView item={faqItem} open onToggle={() => {}} />
    </ul>
  ),
};

export const FaqItemClosed: Story = {
  name: "FAQ item (closed)",
  render: () => (
    <ul style={{ listStyle: "none", padding: 0 }}>
      <FaqItemView item={faqItem} open={false} onToggle={() => {}} />
    </ul>
  ),
};

export const IdeaFormBlank: Story = {
  name: "Idea form (blank, submit disabled)",
  render: () => <IdeaForm onSubmit={() => {}} />,
};

export const Meters: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 12, maxWidth: 420 }}>
      <Meter label="CPU Usage" value={23} valueText="23%" />
      <Meter label="Consciousness Level" value={85} />
      <Meter label="Capped" value={100} />
    </div>
  ),
};
