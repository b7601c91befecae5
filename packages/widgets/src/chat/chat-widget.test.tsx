import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
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
  await act(() =>
    root?.render(
      <ChatWidget send={answers} models={[{ id: "gpt-4o", name: "gpt-4o" }]} {...(persist ? { persist } : {})} />,
    ),
  );
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
  vi.unstubAllGlobals();
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

describe("ChatWidget branding", () => {
  const bodies: { role: string; content: string }[][] = [];
  const recording: ChatSend = async (body, connection, onDelta) => {
    bodies.push(body.messages);
    return answers(body, connection, onDelta);
  };
  async function mountWith(props: Parameters<typeof ChatWidget>[0]) {
    bodies.length = 0;
    container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
    await act(() =>
      root?.render(<ChatWidget send={recording} models={[{ id: "gpt-4o", name: "gpt-4o" }]} {...props} />),
    );
  }

  it("titles the panel with the label (Chat by default), shows the greeting locally and never sends it", async () => {
    await mountWith({});
    expect(container.querySelector("h2")?.textContent).toBe("Chat");
    await unmount();
    await mountWith({ label: "Ask Acme", greeting: "Hi, I'm Acme's helper.", avatar: "https://cdn.example/a.png" });
    expect(container.querySelector("h2")?.textContent).toBe("Ask Acme");
    expect(container.querySelector('img[part="avatar"]')?.getAttribute("src")).toBe("https://cdn.example/a.png");
    expect(texts()[0]).toBe("Hi, I'm Acme's helper.");
    await say("Where is my order?");
    await say("Thanks");
    expect(bodies[0]).toEqual([{ role: "user", content: "Where is my order?" }]);
    expect(bodies[1]?.map((message) => message.role)).toEqual(["user", "assistant", "user"]);
    expect(JSON.stringify(bodies)).not.toContain("Acme's helper");
    await unmount();
  });

  it("shows only the controls asked for, and the site's own prompts", async () => {
    await mountWith({ controls: "temperature", prompts: "Track my order|Returns" });
    expect(container.querySelector('select[part="model"]')).toBeNull();
    expect(container.querySelector('input[part="temperature"]')).not.toBeNull();
    expect(container.querySelector('button[part="image"]')).toBeNull();
    expect(container.querySelector("fieldset")).toBeNull();
    await unmount();
    await mountWith({ prompts: "Track my order|Returns", controls: "prompts image" });
    expect(container.querySelector('input[part="temperature"]')).toBeNull();
    expect(container.querySelector('button[part="image"]')).not.toBeNull();
    expect([...container.querySelectorAll("fieldset button")].map((button) => button.textContent)).toEqual([
      "Track my order",
      "Returns",
    ]);
    await unmount();
  });

  it("keeps the spec's full panel by default: model, temperature, the four prompts and Image", async () => {
    await mountWith({});
    expect(container.querySelector('select[part="model"]')).not.toBeNull();
    expect(container.querySelector('input[part="temperature"]')).not.toBeNull();
    expect(container.querySelector('button[part="image"]')).not.toBeNull();
    expect(container.querySelectorAll("fieldset button")).toHaveLength(4);
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

  it("offers what the hub serves: the asked-for model until the list arrives, never one the hub refuses", async () => {
    let answer: (models: { id: string; name: string }[]) => void = () => undefined;
    const asked: string[] = [];
    const loadModels = (connection: { apiBase: string }) => {
      asked.push(connection.apiBase);
      return new Promise<{ id: string; name: string }[]>((resolve) => {
        answer = resolve;
      });
    };
    await mountWith({ model: "gpt-4", apiBase: "https://hub.example", loadModels });
    expect(asked).toEqual(["https://hub.example"]);
    expect(options()).toEqual([["gpt-4", "gpt-4"]]);
    await act(async () =>
      answer([
        { id: "gpt-4o", name: "gpt-4o" },
        { id: "gpt-3.5-turbo", name: "gpt-3.5-turbo" },
      ]),
    );
    expect(options()).toEqual([
      ["gpt-4o", "gpt-4o"],
      ["gpt-3.5-turbo", "gpt-3.5-turbo"],
    ]);
    await say("Hi");
    expect(sent).toEqual(["gpt-4o"]);
    await unmount();
  });

  it("offers the spec's three when the hub serves no chat model yet, and keeps the asked-for one", async () => {
    await mountWith({ model: "gpt-4", loadModels: () => Promise.resolve([]) });
    await act(async () => undefined);
    expect(options()).toEqual([
      ["gpt-4o", "gpt-4o"],
      ["gpt-4", "gpt-4"],
      ["gpt-3.5-turbo", "gpt-3.5-turbo"],
    ]);
    expect(picker().value).toBe("gpt-4");
    await say("Hi");
    expect(sent).toEqual(["gpt-4"]);
    await unmount();
  });

  it("with a personality: no picker and no model list; the personality id is sent as the model", async () => {
    const loadModels = () => Promise.reject(new Error("must not be called"));
    await mountWith({ personality: "marcus-vale", label: "Marcus", loadModels });
    expect(container.querySelector('select[part="model"]')).toBeNull();
    expect(container.querySelector("h2")?.textContent).toBe("Marcus");
    await say("Hi");
    expect(sent).toEqual(["marcus-vale"]);
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

describe("ChatWidget with the hub's threads", () => {
  const apiBase = "https://hub.example";
  const key = "pk_widget_test_key";
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

  it("keeps the message box while the remembered thread loads: what the visitor types stays, Send waits", async () => {
    // The thread the last visit showed; the chat opens it on mount, and the hub holds the answer back.
    localStorage.setItem(`hom-thread:v1:${apiBase}:${key}::`, "t_remembered_01");
    let answerThread: (response: Response) => void = () => undefined;
    const asked: string[] = [];
    vi.stubGlobal("fetch", (url: string, init: { method: string }) => {
      asked.push(`${init.method} ${url}`);
      if (url.endsWith("/api/widget/sessions")) {
        const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
        return Promise.resolve(
          json({ token: "visitor.token", visitorId: "v_remembered", verified: false, expiresAt }, 201),
        );
      }
      return new Promise<Response>((resolve) => {
        answerThread = resolve;
      });
    });
    container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
    await act(() =>
      root?.render(
        <ChatWidget
          send={answers}
          apiBase={apiBase}
          publishableKey={key}
          models={[{ id: "gpt-4o", name: "gpt-4o" }]}
        />,
      ),
    );
    const input = container.querySelector("textarea") as HTMLTextAreaElement;
    const sendButton = container.querySelector('button[type="submit"]') as HTMLButtonElement;
    // The thread code loads in its own chunk, then asks for the thread.
    await act(() => vi.waitFor(() => expect(asked).toContain(`GET ${apiBase}/api/threads/t_remembered_01`)));
    // Loading: the box neither disables nor drops what is typed into it; only sending waits for the thread.
    expect(input.disabled).toBe(false);
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set?.call(input, "Is it shipped?");
      input.dispatchEvent(new Event("input", { bubbles: true }));
    });
    expect(input.value).toBe("Is it shipped?");
    expect(sendButton.disabled).toBe(true);

    await act(async () =>
      answerThread(
        json({
          id: "t_remembered_01",
          title: "Where is my order?",
          messages: [
            {
              id: "q_1",
              role: "user",
              content: "Where is my order?",
              createdAt: new Date().toISOString(),
              tokens: null,
              citations: [],
              feedback: null,
            },
          ],
        }),
      ),
    );
    await act(() => vi.waitFor(() => expect(texts()).toEqual(["Where is my order?"])));
    expect(input.value).toBe("Is it shipped?");
    expect(sendButton.disabled).toBe(false);
    await unmount();
  });
});

describe("ChatWidget on a visitor's page (the default transport)", () => {
  it("tells a missing provider key as unavailable, never the operator's fix", async () => {
    const operatorFix = "No OpenAI API key is configured: set OPENAI_API_KEY on the server or save a key.";
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) =>
        String(url).includes("/api/openai/chat/completions")
          ? new Response(JSON.stringify({ code: "provider_key_missing", message: operatorFix }), {
              status: 503,
              headers: { "content-type": "application/json" },
            })
          : new Response(JSON.stringify({ models: [] }), { headers: { "content-type": "application/json" } }),
      ),
    );
    container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
    await act(() =>
      root?.render(<ChatWidget apiBase="https://hub.example" models={[{ id: "gpt-4o", name: "gpt-4o" }]} />),
    );
    await say("Do you ship to Canada?");
    await act(() =>
      vi.waitFor(() => expect(container.textContent).toContain("The assistant is unavailable right now.")),
    );
    expect(container.textContent).not.toContain("OPENAI_API_KEY");
    // The reply says the same plain sentence, not the spec's "API Key Issue" (which asks to check the key).
    expect(texts().at(-1)).toBe("The assistant is unavailable right now.");
    expect(container.textContent).not.toContain("API Key Issue");
    await unmount();
  });
});
