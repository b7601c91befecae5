import type { ThreadList, ThreadSummary } from "@hub-of-minds/core/protocol";
import { themeClass, vars } from "@hub-of-minds/widgets";
import { ChatThreadList, type ChatThreadListProps } from "@hub-of-minds/widgets/chat/chat-thread-list";
import type { Meta, StoryObj } from "@storybook/react-vite";

// The chat's thread list, as a visitor with a key (or a signed-in /browser user) opens it. No story touches
// the network: each hands the list a hub whose calls answer from these fixtures.
type Hub = ChatThreadListProps["hub"];
const summary = (id: string, title: string, updatedAt: string, messageCount: number): ThreadSummary => ({
  id,
  title,
  customerId: 1,
  visitorId: "v_storyVisitor0000001",
  userId: null,
  publishableKey: "pk_story",
  origin: "https://shop.example",
  personalityId: null,
  model: "gpt-4o",
  messageCount,
  tokens: 420,
  feedback: { up: 1, down: 0 },
  createdAt: updatedAt,
  updatedAt,
});
const threads = [
  summary("t_returns", "What is your return policy?", "2026-11-26T09:12:00Z", 4),
  summary("t_shipping", "Shipping to Norway and the customs fees on a long order title", "2026-11-25T16:40:00Z", 6),
  summary("t_sizes", "Which size fits me?", "2026-11-20T11:05:00Z", 2),
];
const list = (found: ThreadSummary[]): ThreadList => ({
  threads: found,
  total: found.length,
  feedbackByPersonality: [],
});
const never = () => new Promise<never>(() => {});

/** A hub whose list answers `listed`; renames, deletions and "Delete my data" succeed unless told. */
function storyHub({
  listed = () => Promise.resolve(list(threads)),
  change = (): Promise<unknown> => Promise.resolve(undefined),
}: {
  listed?: () => Promise<ThreadList>;
  change?: () => Promise<unknown>;
} = {}): Hub {
  return {
    access: { run: (call) => call({}), visitorId: () => "v_storyVisitor0000001", forget: () => {} },
    call: ((route: { method: string }, params: Record<string, string>, body?: unknown) => {
      if (route.method === "GET") return listed();
      if (route.method === "PATCH") {
        const found = threads.find((thread) => thread.id === params.id);
        return change().then(() => ({ ...found, title: (body as { title: string }).title }));
      }
      if (params.visitorId) return change().then(() => ({ threads: 3, memories: 2 }));
      return change();
    }) as unknown as Hub["call"],
    failure: (error, fallback) => (error instanceof Error ? error.message : fallback),
  };
}

const meta = {
  title: "Widgets/ChatGPT/Thread list",
  component: ChatThreadList,
  args: {
    hub: storyHub(),
    mine: false,
    currentId: "t_returns",
    onOpen: () => {},
    onChange: () => {},
  },
  render: (args) => (
    <div
      className={themeClass.dark}
      style={{ maxWidth: 420, padding: 16, background: vars.color.surface, color: vars.color.text }}
    >
      <ChatThreadList {...args} />
    </div>
  ),
} satisfies Meta<typeof ChatThreadList>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The visitor's threads, newest first; the one the chat shows is marked. */
export const Threads: Story = {};
export const Loading: Story = { args: { hub: storyHub({ listed: never }) } };
export const Empty: Story = { args: { hub: storyHub({ listed: () => Promise.resolve(list([])) }) } };
export const LoadFailed: Story = {
  args: {
    hub: storyHub({ listed: () => Promise.reject(new Error("Too many requests from this visitor: 10 a minute.")) }),
  },
};
export const Renaming: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Rename What is your return policy?" }));
  },
};
export const ConfirmDelete: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Delete Which size fits me?" }));
  },
};
export const DeleteFailed: Story = {
  args: { hub: storyHub({ change: () => Promise.reject(new Error("That conversation is not yours.")) }) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Delete Which size fits me?" }));
    await userEvent.click(canvas.getByRole("button", { name: "Delete" }));
  },
};
export const ConfirmDeleteMyData: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole("button", { name: "Rename Which size fits me?" });
    await userEvent.click(canvas.getByRole("button", { name: "Delete my data" }));
  },
};
export const MyDataDeleted: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole("button", { name: "Rename Which size fits me?" });
    await userEvent.click(canvas.getByRole("button", { name: "Delete my data" }));
    // The question replaces the button; its own "Delete my data" confirms.
    await userEvent.click(canvas.getByRole("button", { name: "Delete my data" }));
    await canvas.findByText("Deleted 3 conversations and 2 memory entries.");
  },
};
