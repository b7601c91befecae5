import { HttpError } from "@hub-of-minds/core/protocol";
import { type ChatSend, ChatWidget, forVisitor, type ImageSend } from "@hub-of-minds/widgets";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { widgetDocs } from "../support/manifest-docs";

// No story touches the network: each injects its own `send`.
const reply =
  "Quantum computers use **qubits**, which can be 0 and 1 at once.\n\n- Superposition explores many paths\n- Entanglement links qubits\n\n`H|0>` puts a qubit in superposition. [Learn more](https://example.com/quantum)";

const answers: ChatSend = async (_body, _connection, onDelta) => {
  for (const word of reply.split(/(?<= )/)) onDelta(word);
  return { content: reply, totalTokens: 128 };
};
/** A personality bound to a knowledge container: the answer arrives with the passages it cites. */
const citedReply = "Unused items can be returned **within 30 days** [1]; refunds reach your card in 5 to 7 days [2].";
const cited: ChatSend = async (_body, _connection, onDelta) => {
  onDelta(citedReply);
  return {
    content: citedReply,
    totalTokens: 96,
    citations: [
      {
        documentId: 12,
        containerId: "support-handbook",
        chunkId: 3,
        documentTitle: "Returns policy",
        text: "Unused items in their original packaging can be returned within 30 days of delivery.",
        score: 0.91,
      },
      {
        documentId: 14,
        containerId: "support-handbook",
        chunkId: 8,
        documentTitle: "",
        text: "Refunds are issued to the original payment method and usually arrive within 5 to 7 business days.",
        score: 0.74,
      },
    ],
  };
};
const never: ChatSend = () => new Promise(() => {});
const streaming: ChatSend = (_body, _connection, onDelta) => {
  onDelta("Quantum computers use **qubits**, which can be ");
  return new Promise(() => {});
};
const fails =
  (status: number, body: string): ChatSend =>
  () =>
    Promise.reject(new HttpError(status, "Error", body));
const noImages: ImageSend = () => Promise.reject(new Error("Images are off in stories"));

const meta = {
  title: "Widgets/ChatGPT",
  tags: ["autodocs"],
  ...widgetDocs("hom-chat"),
  component: ChatWidget,
  args: { theme: "dark", send: answers, sendImage: noImages },
} satisfies Meta<typeof ChatWidget>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Welcome: Story = {};
export const Light: Story = { args: { theme: "light" } };
export const Answered: Story = { args: { initialPrompt: "Explain quantum computing simply" } };
/** The numbered sources under a grounded answer; the second document has no title. */
export const CitedAnswer: Story = { args: { send: cited, initialPrompt: "What is your return policy?" } };
export const Loading: Story = { args: { send: never, initialPrompt: "Explain quantum computing simply" } };
export const Streaming: Story = { args: { send: streaming, initialPrompt: "Explain quantum computing simply" } };
export const ServerError: Story = {
  args: {
    send: fails(500, JSON.stringify({ code: "upstream_error", message: "The AI gateway is not configured" })),
    initialPrompt: "Hello",
  },
};
export const QuotaExceeded: Story = {
  args: {
    send: fails(429, JSON.stringify({ code: "quota_exceeded", message: "You exceeded your current quota" })),
    initialPrompt: "Hello",
  },
};
export const KeyIssue: Story = {
  args: {
    send: fails(401, JSON.stringify({ code: "upstream_unauthorized", message: "Unauthorized: invalid API key" })),
    initialPrompt: "Hello",
  },
};
/**
 * A visitor's chat on a hub with no provider key: the default transport tells the failure as one plain
 * sentence (the toast and the reply), never the operator's fix (an environment variable, a settings page).
 */
export const KeyMissingToAVisitor: Story = {
  args: {
    send: (...args) =>
      fails(
        503,
        JSON.stringify({
          code: "provider_key_missing",
          message: "No OpenAI API key is configured: set OPENAI_API_KEY on the server or save a key.",
        }),
      )(...args).catch((error: unknown) => {
        throw forVisitor(error);
      }),
    initialPrompt: "Do you ship to Canada?",
  },
};
export const Empty: Story = { args: { initialMessages: [] } };
/** The picker as /browser fills it from GET /api/chat-models once HuggingFace and PEO keys are saved. */
export const ProviderModels: Story = {
  args: {
    models: [
      { id: "gpt-4o", name: "gpt-4o" },
      { id: "gpt-3.5-turbo", name: "gpt-3.5-turbo" },
      { id: "huggingface/meta-llama/Llama-3.1-8B-Instruct", name: "DialoGPT" },
      { id: "google/gemini-2.5-pro", name: "Gemini Pro" },
      { id: "google/gemini-2.5-flash", name: "PaLM Chat" },
    ],
  },
};
