import { SidebarLayout } from "@hub-of-minds/site/layouts/sidebar-layout";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { storyQueryClient, WithApp } from "../support/with-app";

const meta = {
  title: "Site/Sidebar Layout",
  component: SidebarLayout,
  parameters: { layout: "fullscreen" },
  args: { children: <p>Page content</p> },
} satisfies Meta<typeof SidebarLayout>;
export default meta;

type Story = StoryObj<typeof meta>;

const at = (path: string): Story => ({
  render: (args) => (
    <WithApp path={path} client={storyQueryClient([])}>
      <SidebarLayout {...args} />
    </WithApp>
  ),
});

export const OnDashboard = at("/");
export const OnPerformance = at("/monitoring");
export const OnNestedAgentPage = at("/agents/eve");
