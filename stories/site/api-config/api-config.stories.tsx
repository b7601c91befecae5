import { HttpError, type ProviderStatus } from "@hub-of-minds/core";
import { TopNavLayout } from "@hub-of-minds/site/layouts/top-nav-layout";
import { ApiConfigPage } from "@hub-of-minds/site/pages/api-config/api-config-page";
import { type ProviderKeysApi, ProviderKeysSection } from "@hub-of-minds/site/pages/api-config/provider-keys-section";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { WithHub } from "../../support/with-hub";

const meta = { title: "Site/API Configuration", parameters: { layout: "fullscreen" } } satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

const never = <T,>() => new Promise<T>(() => {});
const unauthorized = () =>
  new HttpError(401, "Unauthorized", '{"code":"admin_session_required","message":"Administrator session required"}');

const nothingSaved: ProviderStatus[] = [
  { provider: "huggingface", configured: false, last4: null, updatedAt: null },
  { provider: "peo", configured: false, last4: null, updatedAt: null },
  { provider: "openai", configured: false, last4: null, updatedAt: null },
];
const someSaved: ProviderStatus[] = [
  { provider: "huggingface", configured: true, last4: "x9Qa", updatedAt: "2026-11-20T09:30:00.000Z" },
  { provider: "peo", configured: false, last4: null, updatedAt: null },
  { provider: "openai", configured: true, last4: "7fKd", updatedAt: "2026-11-21T17:05:00.000Z" },
];

/** Every call answered in memory: no story touches the network. */
function storyApi(overrides: Partial<ProviderKeysApi> = {}): ProviderKeysApi {
  return {
    status: () => Promise.resolve(nothingSaved),
    test: () => Promise.resolve({ success: true, message: "API is working correctly" }),
    configure: (provider, apiKey) =>
      Promise.resolve({ provider, configured: true, last4: apiKey.slice(-4), updatedAt: "2026-11-22T05:00:00.000Z" }),
    ...overrides,
  };
}

function Screen({ api }: { api: ProviderKeysApi }) {
  return (
    <WithHub path="/api-config">
      <TopNavLayout>
        <ApiConfigPage api={api} />
      </TopNavLayout>
    </WithHub>
  );
}

/** Types a key into the HuggingFace form and presses one of its buttons. */
const pressWithKey =
  (button: "Test" | "Save", key = "hf_storyKey1234"): Story["play"] =>
  async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText("HuggingFace API key"), key);
    await userEvent.click(canvas.getByRole("button", { name: button }));
  };

export const Disconnected: Story = { render: () => <Screen api={storyApi()} /> };

export const KeysSaved: Story = {
  render: () => <Screen api={storyApi({ status: () => Promise.resolve(someSaved) })} />,
};

export const StatusLoading: Story = { render: () => <Screen api={storyApi({ status: never })} /> };

export const StatusFailed: Story = {
  render: () => (
    <Screen
      api={storyApi({
        status: () =>
          Promise.reject(
            new HttpError(500, "Internal Server Error", '{"code":"internal_error","message":"Database unavailable"}'),
          ),
      })}
    />
  ),
};

export const Testing: Story = { render: () => <Screen api={storyApi({ test: never })} />, play: pressWithKey("Test") };

export const Connected: Story = { render: () => <Screen api={storyApi()} />, play: pressWithKey("Test") };

export const TestFailed: Story = {
  render: () => (
    <Screen
      api={storyApi({
        test: () =>
          Promise.reject(
            new HttpError(
              422,
              "Unprocessable Entity",
              '{"code":"provider_test_failed","message":"HuggingFace rejected the key (401 unauthorized)."}',
            ),
          ),
      })}
    />
  ),
  play: pressWithKey("Test"),
};

export const Saved: Story = { render: () => <Screen api={storyApi()} />, play: pressWithKey("Save") };

export const SaveFailed: Story = {
  render: () => (
    <Screen
      api={storyApi({
        configure: () =>
          Promise.reject(
            new HttpError(400, "Bad Request", '{"code":"invalid_request","message":"apiKey must not be empty"}'),
          ),
      })}
    />
  ),
  play: pressWithKey("Save"),
};

/** No administrator session: the overview asks to sign in, and Test opens the sign-in dialog. */
export const NeedsSignIn: Story = {
  render: () => (
    <Screen
      api={storyApi({ status: () => Promise.reject(unauthorized()), test: () => Promise.reject(unauthorized()) })}
    />
  ),
  play: pressWithKey("Test"),
};

export const OpenAiTab: Story = {
  render: () => <Screen api={storyApi({ status: () => Promise.resolve(someSaved) })} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole("tab", { name: "OpenAI" }));
  },
};

export const Narrow360: Story = {
  render: () => (
    <div style={{ width: 360 }}>
      <Screen api={storyApi({ status: () => Promise.resolve(someSaved) })} />
    </div>
  ),
};

/** The section as `/config` embeds it beside the YAML editor: key forms only, details a link away. */
export const EmbeddedInConfig: Story = {
  render: () => (
    <WithHub path="/config">
      <main style={{ maxWidth: 480, padding: 16 }}>
        <h1 style={{ fontSize: 22 }}>Personality Config</h1>
        <section aria-label="AI provider keys">
          <h2 style={{ fontSize: 18 }}>AI provider keys</h2>
          <ProviderKeysSection api={storyApi({ status: () => Promise.resolve(someSaved) })} />
        </section>
      </main>
    </WithHub>
  ),
};
