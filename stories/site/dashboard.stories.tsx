import { SidebarLayout } from "@hub-of-minds/site/layouts/sidebar-layout";
import { DashboardPage } from "@hub-of-minds/site/pages/dashboard/dashboard-page";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { overviewPath, sampleOverview, storyQueryClient, WithApp } from "../support/with-app";

const meta = {
  title: "Site/Dashboard",
  component: DashboardPage,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof DashboardPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  render: () => (
    <WithApp client={storyQueryClient([[overviewPath, { data: sampleOverview }]])}>
      <SidebarLayout>
        <DashboardPage />
      </SidebarLayout>
    </WithApp>
  ),
};

export const Loading: Story = {
  render: () => (
    <WithApp client={storyQueryClient([[overviewPath, { pending: true }]])}>
      <SidebarLayout>
        <DashboardPage />
      </SidebarLayout>
    </WithApp>
  ),
};

export const ServerError: Story = {
  render: () => (
    <WithApp client={storyQueryClient([[overviewPath, { error: "503: Service Unavailable" }]])}>
      <SidebarLayout>
        <DashboardPage />
      </SidebarLayout>
    </WithApp>
  ),
};
