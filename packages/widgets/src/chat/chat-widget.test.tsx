import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import type { ChatSend } from "./chat-client";
import { ChatWidget } from "./chat-widget";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const answers: ChatSend = async (body, _connection, onDelta) => {
  onDelta("Echo: ");
  onDelta(body.messages.at(-1)?.content ?? "");
  return { content: `Echo: ${body.messages.at(-1)?.content}`, totalTokens: 7 };
};

let root: Root | undefined;
let container: HTMLElement;
async function mount(persist?: string) {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  await act(() => root?.render(<ChatWidget send={answers} {...(persist ? { persist } : {})} />));
}
async function unmount() {
  await act(() => root?.unmount());
  container.remove();
}
const texts = () => [...container.querySelectorAll('[data-testid="chat-message"] p')].map((p) => p.textContent);
async function say(text: string) {
  const input = container.querySelector("textarea") as HTMLTextAreaElement;
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set;
    setter?.call(input, text);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
  await act(async () => {
    (container.querySelector('button[type="submit"]') as HTMLButtonElement).click();
  });
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("ChatWidget persist", () => {
  it("local: the conversation survives a remount (a reload), and New chat starts afresh", async () => {
    await mount("local");
    await say("Remember me");
    expect(texts()).toContain("Remember me");
    expect(texts()).toContain("Echo: Remember me");
    await unmount();
    await mount("local");
    expect(texts()).toContain("Echo: Remember me");
    await act(async () => {
      [...container.querySelectorAll("button")].find((button) => button.textContent === "New chat")?.click();
    });
    expect(texts()).not.toContain("Remember me");
    await unmount();
    await mount("local");
    expect(texts()).not.toContain("Remember me");
    await unmount();
  });

  it("none (the default): nothing is kept and there is no New chat button", async () => {
    await mount();
    await say("Forget me");
    expect(texts()).toContain("Forget me");
    expect([...container.querySelectorAll("button")].some((button) => button.textContent === "New chat")).toBe(false);
    await unmount();
    await mount();
    expect(texts()).not.toContain("Forget me");
    expect(localStorage.length + sessionStorage.length).toBe(0);
    await unmount();
  });
});

describe("ChatWidget models", () => {
  const sent: string[] = [];
  const recording: ChatSend = async (body, connection, onDelta) => {
    sent.push(body.model);
    return answers(body, connection, onDelta);
  };
  async function mountWith(props: Parameters<typeof ChatWidget>[0]) {
    sent.length = 0;
    container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
    await act(() => root?.render(<ChatWidget send={recording} {...props} />));
  }
  const picker = () => container.querySelector('select[part="model"]') as HTMLSelectElement;
  const options = () => [...picker().options].map((option) => [option.value, option.textContent]);

  it("offers the default three without a list", async () => {
    await mountWith({});
    expect(options()).toEqual([
      ["gpt-4o", "gpt-4o"],
      ["gpt-4", "gpt-4"],
      ["gpt-3.5-turbo", "gpt-3.5-turbo"],
    ]);
    await unmount();
  });

  it("offers the given models in their place, by name, and sends the picked id", async () => {
    await mountWith({
      models: [
        { id: "gpt-4o", name: "gpt-4o" },
        { id: "google/gemini-2.5-pro", name: "Gemini Pro" },
      ],
    });
    expect(options()).toEqual([
      ["gpt-4o", "gpt-4o"],
      ["google/gemini-2.5-pro", "Gemini Pro"],
    ]);
    expect(picker().value).toBe("gpt-4o");
    await act(async () => {
      picker().value = "google/gemini-2.5-pro";
      picker().dispatchEvent(new Event("change", { bubbles: true }));
    });
    await say("Hi");
    expect(sent).toEqual(["google/gemini-2.5-pro"]);
    await unmount();
  });

  it("starts on the first given model when the default is not among them", async () => {
    await mountWith({
      model: "gpt-4",
      models: [{ id: "huggingface/meta-llama/Llama-3.1-8B-Instruct", name: "DialoGPT" }],
    });
    expect(picker().value).toBe("huggingface/meta-llama/Llama-3.1-8B-Instruct");
    await say("Hi");
    expect(sent).toEqual(["huggingface/meta-llama/Llama-3.1-8B-Instruct"]);
    await unmount();
  });
});
