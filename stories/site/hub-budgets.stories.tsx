import type { HubBudgets } from "@hub-of-minds/core";
import { HubBudgetsCard } from "@hub-of-minds/site/pages/usage/hub-budgets";
import type { Meta, StoryObj } from "@storybook/react-vite";

const meta = {
  title: "Site/Hub budgets",
  decorators: [(Story) => <div style={{ maxWidth: 900 }}>{Story()}</div>],
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

const busy: HubBudgets = {
  day: "2026-11-26",
  resetsInSeconds: 8 * 3600 + 25 * 60,
  anonymous: { tokens: { used: 146_210, perDay: 200_000 }, images: { used: 4, perDay: 20 } },
  perAddress: {
    tokensPerDay: 20_000,
    imagesPerDay: 5,
    busiest: [
      { address: "203.0.113.24", tokens: 19_880, images: 2 },
      { address: "2001:db8:5:1::/64", tokens: 12_040, images: 0 },
      { address: "198.51.100.7", tokens: 3_115, images: 1 },
    ],
  },
  widgetKeys: {
    tokensPerDay: 100_000,
    busiest: [
      { key: "pk_live_3f9a2c1e7b", tokens: 41_900 },
      { key: "pk_live_88d01b4f2a", tokens: 9_310 },
    ],
  },
};

export const BusyDay: Story = { render: () => <HubBudgetsCard budgets={busy} /> };
export const QuietDay: Story = {
  render: () => (
    <HubBudgetsCard
      budgets={{
        ...busy,
        anonymous: { tokens: { used: 0, perDay: 200_000 }, images: { used: 0, perDay: 20 } },
        perAddress: { ...busy.perAddress, busiest: [] },
        widgetKeys: { ...busy.widgetKeys, busiest: [] },
      }}
    />
  ),
};
