import { adminStatusCards, HttpError, type StoredSupportTicket } from "@hub-of-minds/core";
import { type AdminPortalApi, AdminPortalPage } from "@hub-of-minds/site/pages/showcase/admin-portal/admin-portal-page";
import { LiveMonitoring } from "@hub-of-minds/site/pages/showcase/admin-portal/live-monitoring";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { type FakeAnswer, fake } from "../../support/fake-api";
import { storyQueryClient, WithApp } from "../../support/with-app";
import { WithHub } from "../../support/with-hub";

const meta = {
  title: "Site/Showcase/Administrator Portal",
  parameters: { layout: "fullscreen" },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

const sampleTickets: StoredSupportTicket[] = [
  {
    id: 2,
    createdAt: "2026-11-22T09:30:00.000Z",
    email: "ada@example.com",
    subject: "Streams paused after the quantum leap",
    description: "The live stream list stayed empty for a minute after pressing Quantum Leap.",
    category: "consciousness",
    priority: "high",
  },
  {
    id: 1,
    createdAt: "2026-11-21T16:05:00.000Z",
    email: "grace@example.com",
    subject: "Invoice address",
    description: "Please change the billing address on our Pro plan.",
    category: "billing",
    priority: "low",
  },
];

const never = <T,>() => new Promise<T>(() => {});

function fakeApi(overrides: Partial<AdminPortalApi>): AdminPortalApi {
  return {
    getSession: async () => ({ active: true }),
    login: async () => ({ active: true }),
    logout: async () => ({ active: false }),
    statusCards: async () => [...adminStatusCards],
    tickets: async () => sampleTickets,
    ...overrides,
  };
}

function Portal({ api }: { api: AdminPortalApi }) {
  return (
    <WithApp path="/admin-portal" client={storyQueryClient([])}>
      <AdminPortalPage api={api} />
    </WithApp>
  );
}

export const Gate: Story = {
  render: () => <Portal api={fakeApi({ getSession: async () => ({ active: false }) })} />,
};

export const CheckingSession: Story = {
  render: () => <Portal api={fakeApi({ getSession: never })} />,
};

export const SessionCheckFailed: Story = {
  render: () => (
    <Portal api={fakeApi({ getSession: () => Promise.reject(new HttpError(503, "Service Unavailable", "")) })} />
  ),
};

export const Unlocked: Story = {
  render: () => <Portal api={fakeApi({})} />,
};

export const UnlockedNoTickets: Story = {
  render: () => <Portal api={fakeApi({ tickets: async () => [] })} />,
};

export const LoadingStatus: Story = {
  render: () => <Portal api={fakeApi({ statusCards: never })} />,
};

export const StatusError: Story = {
  render: () => (
    <Portal
      api={fakeApi({
        statusCards: () =>
          Promise.reject(
            new HttpError(500, "Internal Server Error", '{"code":"internal_error","message":"Database unavailable"}'),
          ),
      })}
    />
  ),
};

export const TicketsError: Story = {
  render: () => (
    <Portal api={fakeApi({ tickets: () => Promise.reject(new HttpError(500, "Internal Server Error", "")) })} />
  ),
};

// Live Monitoring reads the dashboard's query of the host's readings; each story answers that call.
const monitoring = (answer: FakeAnswer) => (
  <WithHub path="/admin-portal" api={{ "/api/system/metrics": answer }}>
    <LiveMonitoring />
  </WithHub>
);

export const LiveMonitoringReadings: Story = {
  render: () =>
    monitoring(
      fake.ok([
        { metricType: "cpu", value: "37.5" },
        { metricType: "memory", value: "61.2" },
        { metricType: "network", value: "0.42" },
      ]),
    ),
};

export const LiveMonitoringLoading: Story = { render: () => monitoring(fake.pending) };

export const LiveMonitoringFailed: Story = {
  render: () => monitoring(fake.error(503, "The host's readings are unavailable", undefined, "database_unavailable")),
};
