import { HttpError } from "@hub-of-minds/core";
import { type ChatSend, ChatWidget, type ImageSend } from "@hub-of-minds/widgets";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { widgetDocs } from "../support/manifest-docs";

// No story touches the network: each injects its own `send`.
const reply =
  "Quantum computers use **qubits**, which can be 0 and 1 at once.\n\n- Superposition explores many paths\n- Entanglement links qubits\n\n`H|0>` puts a qubit in superposition. [Learn more](https://example.com/quantum)";

const answers: ChatSend = async (_body, _connection, onDelta) => {
  for (const word of reply.split(/(?<= )/)) onDelta(word);
  return { content: reply, totalTokens: 128 };
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
