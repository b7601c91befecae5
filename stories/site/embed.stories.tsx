import { HttpError, type PublishableKey } from "@hub-of-minds/core";
import { EmbedPage } from "@hub-of-minds/site/pages/embed/embed-page";
import { IdentitySecretPanel } from "@hub-of-minds/site/pages/embed/identity-secret-panel";
import { PublishableKeysPanel } from "@hub-of-minds/site/pages/embed/publishable-keys-panel";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ComponentProps } from "react";
import { WithHub } from "../support/with-hub";

type PublishableKeysApi = NonNullable<ComponentProps<typeof EmbedPage>["keysApi"]>;

const hubOrigin = "https://hub.example";
const sampleKeys: PublishableKey[] = [
  {
    key: "pk_4fJ2kq9XcA1bZ7mN0pQrStUv",
    customerId: 1,
    allowedOrigins: ["https://shop.example"],
    dailyTokenCap: 50_000,
  },
  { key: "pk_9LmNoPqRsTuVwXyZ01234567", customerId: 1, allowedOrigins: ["https://blog.example"], dailyTokenCap: null },
];

/** Publishable keys calls answered in memory: no story touches the network. */
function keysApi(list: () => Promise<PublishableKey[]>): PublishableKeysApi {
  return {
    list,
    create: async (origin) => ({
      key: "pk_NewStoryKey0123456789ab",
      customerId: 1,
      allowedOrigins: [origin],
      dailyTokenCap: null,
    }),
    revoke: async () => {},
    setDailyCap: async (key, dailyTokenCap) => ({
      ...(sampleKeys.find((item) => item.key === key) ?? { key, customerId: 1, allowedOrigins: [] }),
      dailyTokenCap,
    }),
  };
}
const loaded = keysApi(async () => sampleKeys);
const empty = keysApi(async () => []);
const pending = keysApi(() => new Promise(() => {}));
const signedOut = keysApi(() =>
  Promise.reject(
    new HttpError(401, "Unauthorized", '{"code":"admin_session_required","message":"Administrator session required"}'),
  ),
);
const failing = keysApi(() =>
  Promise.reject(new HttpError(500, "Internal Server Error", '{"code":"internal_error","message":"Database offline"}')),
);

const meta = {
  title: "Site/Embed builder",
  component: EmbedPage,
  parameters: { layout: "padded" },
  args: { hubOrigin, keysApi: loaded },
  render: (args) => (
    <WithHub path="/embed">
      <EmbedPage {...args} />
    </WithHub>
  ),
} satisfies Meta<typeof EmbedPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Chat: Story = { args: { initialTag: "hom-chat" } };
export const Consciousness: Story = { args: { initialTag: "hom-consciousness" } };
export const Personalities: Story = { args: { initialTag: "hom-personalities" } };
export const IdeaCosmos: Story = { args: { initialTag: "hom-idea-cosmos" } };
export const AgentZero: Story = { args: { initialTag: "hom-agent-zero" } };

export const KeysLoading: Story = {
  args: { keysApi: pending },
  render: (args) => (
    <WithHub path="/embed">
      <PublishableKeysPanel api={args.keysApi ?? pending} onUseKey={() => {}} />
    </WithHub>
  ),
};
export const KeysEmpty: Story = { ...KeysLoading, args: { keysApi: empty } };
export const KeysLoaded: Story = { ...KeysLoading, args: { keysApi: loaded } };
export const KeysSignedOut: Story = { ...KeysLoading, args: { keysApi: signedOut } };
export const KeysError: Story = { ...KeysLoading, args: { keysApi: failing } };

/** The identity secret, read only when asked: a story's "Reveal" answers from memory. */
const identityApi = {
  read: async () => ({ secret: "5f0c".repeat(16), rotatedAt: "2026-05-01T09:30:00.000Z" }),
  rotate: async () => ({ secret: "a1b2".repeat(16), rotatedAt: "2026-05-12T10:00:00.000Z" }),
};

export const IdentitySecret: Story = {
  render: () => (
    <WithHub path="/embed">
      <IdentitySecretPanel access={{ kind: "ready", api: identityApi }} publishableKey={sampleKeys[0]?.key ?? ""} />
    </WithHub>
  ),
};
export const IdentitySecretSignedOut: Story = {
  render: () => (
    <WithHub path="/embed">
      <IdentitySecretPanel access={{ kind: "signed-out" }} />
    </WithHub>
  ),
};
