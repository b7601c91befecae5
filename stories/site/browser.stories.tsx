import { BrowserPage } from "@hub-of-minds/site/pages/browser/browser-page";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { WithHub } from "../support/with-hub";

const meta = {
  title: "Site/AI Browser",
  component: BrowserPage,
  parameters: { layout: "padded" },
  render: (args) => (
    <WithHub path="/browser">
      <BrowserPage {...args} />
    </WithHub>
  ),
} satisfies Meta<typeof BrowserPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ChatGptPanel: Story = {};
export const ClaudePlaceholder: Story = { args: { initialAddress: "https://claude.ai" } };
export const UnknownSite: Story = { args: { initialAddress: "https://example.org/docs" } };
