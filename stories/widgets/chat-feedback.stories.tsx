import { themeClass, vars } from "@hub-of-minds/widgets";
import { ChatFeedback, type RateAnswer } from "@hub-of-minds/widgets/chat/chat-feedback";
import type { Meta, StoryObj } from "@storybook/react-vite";

// The thumbs under an answer of a stored thread. No story touches the network: each hands in its own `rate`.
const saves: RateAnswer = async (_messageId, rating, comment) => ({ rating, comment: comment ?? null });
const never: RateAnswer = () => new Promise(() => {});
const refuses: RateAnswer = () =>
  Promise.reject("Too many requests from this visitor: 10 a minute. Try again shortly.");

const meta = {
  title: "Widgets/ChatGPT/Feedback",
  component: ChatFeedback,
  args: { messageId: "hom-msg-story-1", initial: undefined, rate: saves },
  render: (args) => (
    <div className={themeClass.dark} style={{ maxWidth: 420, padding: 16, background: vars.color.surface }}>
      <ChatFeedback {...args} />
    </div>
  ),
} satisfies Meta<typeof ChatFeedback>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Unrated: Story = {};
/** A rating the hub kept: the thumb is pressed (aria-pressed) and a comment may follow. */
export const RatedUp: Story = { args: { initial: { rating: "up", comment: null } } };
export const RatedDownWithComment: Story = { args: { initial: { rating: "down", comment: "It missed my question." } } };
export const Saving: Story = {
  args: { rate: never },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Helpful" }));
  },
};
export const Commenting: Story = {
  args: { initial: { rating: "down", comment: null } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Add a comment" }));
  },
};
export const Failed: Story = {
  args: { rate: refuses },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Not helpful" }));
    await canvas.findByRole("alert");
  },
};
