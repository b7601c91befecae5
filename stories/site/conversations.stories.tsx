import { HttpError, type Thread, type ThreadList as ThreadListAnswer, type ThreadSummary } from "@hub-of-minds/core";
import { ThreadList } from "@hub-of-minds/site/pages/conversations/thread-list";
import { ThreadTranscript } from "@hub-of-minds/site/pages/conversations/thread-transcript";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { WithHub } from "../support/with-hub";

const meta = {
  title: "Site/Conversations",
  parameters: { layout: "padded" },
  decorators: [
    (Story) => (
      <WithHub path="/conversations">
        <div style={{ maxWidth: 760 }}>
          <Story />
        </div>
      </WithHub>
    ),
  ],
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

const summary = (id: string, title: string, part: Partial<ThreadSummary> = {}): ThreadSummary => ({
  id,
  title,
  customerId: 1,
  visitorId: "v_Q7pXk2LmN9sT4vWz",
  userId: null,
  publishableKey: "pk_4fJ2kq9XcA1bZ7mN0pQrStUv",
  origin: "https://shop.example",
  personalityId: "eve",
  model: "gpt-4o-mini",
  messageCount: 4,
  tokens: 812,
  feedback: { up: 0, down: 0 },
  createdAt: "2026-05-12T08:58:00.000Z",
  updatedAt: "2026-05-12T09:14:00.000Z",
  ...part,
});

const threads: ThreadSummary[] = [
  summary("thr_parcel01", "Where is my parcel?", { feedback: { up: 1, down: 1 } }),
  summary("thr_returns1", "Returning a pair of shoes", {
    visitorId: "u:customer-4821",
    userId: "customer-4821",
    personalityId: "marcus-vale",
    updatedAt: "2026-05-11T17:40:00.000Z",
  }),
  summary("thr_sizes001", "Which size should I order?", {
    personalityId: null,
    model: "gpt-4o",
    messageCount: 2,
    origin: "https://blog.example",
    updatedAt: "2026-05-10T12:03:00.000Z",
  }),
];
const list: ThreadListAnswer = {
  threads,
  total: 43,
  feedbackByPersonality: [{ personalityId: "eve", up: 1, down: 1 }],
};

const noop = () => {};
const listProps = {
  page: 1,
  filtered: false,
  openThreadId: null,
  threadHref: (threadId: string) => `/conversations?thread=${threadId}`,
  pageHref: (page: number) => `/conversations?page=${page}`,
  clearHref: "/conversations",
};

export const InboxList: Story = {
  render: () => <ThreadList {...listProps} state={{ kind: "listed", list }} openThreadId="thr_returns1" />,
};
export const InboxEmpty: Story = {
  render: () => (
    <ThreadList {...listProps} state={{ kind: "listed", list: { threads: [], total: 0, feedbackByPersonality: [] } }} />
  ),
};
export const InboxNoMatch: Story = {
  render: () => (
    <ThreadList
      {...listProps}
      filtered
      state={{ kind: "listed", list: { threads: [], total: 0, feedbackByPersonality: [] } }}
    />
  ),
};
export const InboxLoading: Story = { render: () => <ThreadList {...listProps} state={{ kind: "loading" }} /> };
export const InboxError: Story = {
  render: () => (
    <ThreadList
      {...listProps}
      state={{
        kind: "failed",
        error: new HttpError(500, "", '{"code":"internal_error","message":"Database offline"}'),
        retry: noop,
      }}
    />
  ),
};

const transcript: Thread = {
  ...summary("thr_parcel01", "Where is my parcel?", { feedback: { up: 1, down: 1 } }),
  messages: [
    {
      id: "m1",
      role: "user",
      content: "Hi! I ordered boots on Monday. Where is my parcel?",
      createdAt: "2026-05-12T08:58:00.000Z",
      tokens: null,
      citations: [],
      feedback: null,
    },
    {
      id: "r1",
      role: "assistant",
      content:
        "Orders placed before 2 pm leave the depot the next working day [1], so yours left on Tuesday. " +
        "Standard delivery takes two to four days [2].",
      createdAt: "2026-05-12T08:58:06.000Z",
      tokens: 412,
      citations: [
        {
          documentId: 3,
          containerId: "shop-faq",
          chunkId: 11,
          documentTitle: "Shipping times",
          text: "Orders placed before 2 pm on a working day leave our depot the next working day.",
          score: 0.91,
        },
        {
          documentId: 4,
          containerId: "shop-faq",
          chunkId: 17,
          documentTitle: "Delivery options",
          text: "Standard delivery: two to four working days. Express: next working day, ordered before noon.",
          score: 0.84,
        },
      ],
      feedback: { rating: "up", comment: null, at: "2026-05-12T08:59:00.000Z" },
    },
    {
      id: "m2",
      role: "user",
      content: "Can I change the address now?",
      createdAt: "2026-05-12T09:13:00.000Z",
      tokens: null,
      citations: [],
      feedback: null,
    },
    {
      id: "r2",
      role: "assistant",
      content: "Once a parcel has left the depot the address cannot be changed here.",
      createdAt: "2026-05-12T09:14:00.000Z",
      tokens: 400,
      citations: [],
      feedback: { rating: "down", comment: "I needed a phone number to call.", at: "2026-05-12T09:15:00.000Z" },
    },
  ],
};

const actions = { confirming: null, busy: false, ask: noop, cancel: noop, confirm: noop };

export const Transcript: Story = {
  render: () => (
    <ThreadTranscript state={{ kind: "shown", thread: transcript }} closeHref="/conversations" actions={actions} />
  ),
};
export const TranscriptConfirmingDeletion: Story = {
  render: () => (
    <ThreadTranscript
      state={{ kind: "shown", thread: transcript }}
      closeHref="/conversations"
      actions={{ ...actions, confirming: { kind: "thread", threadId: transcript.id, title: transcript.title } }}
    />
  ),
};
export const TranscriptMissing: Story = {
  render: () => <ThreadTranscript state={{ kind: "missing" }} closeHref="/conversations" />,
};
