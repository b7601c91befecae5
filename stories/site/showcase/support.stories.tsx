import { knowledgeBaseTopics } from "@hub-of-minds/core";
import { KnowledgeTopicDialog } from "@hub-of-minds/site/pages/showcase/support/knowledge-topic-dialog";
import { SupportPage } from "@hub-of-minds/site/pages/showcase/support/support-page";
import { TicketForm } from "@hub-of-minds/site/pages/showcase/support/ticket-form";
import { Toaster } from "@hub-of-minds/site/toast/toaster";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { storyQueryClient, WithApp } from "../../support/with-app";

const meta = {
  title: "Site/Showcase/Support",
  parameters: { layout: "fullscreen" },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

const accepted = async () => ({ id: 1, createdAt: "2026-11-22T10:00:00.000Z" });
const rejected = () => Promise.reject(new Error("400: invalid ticket")) as Promise<{ id: number; createdAt: string }>;

// A hub without a support address: Start Email leads to the ticket form.
export const SupportCenter: Story = {
  render: () => (
    <WithApp path="/support" client={storyQueryClient([["/api/me", { data: { account: null } }]])}>
      <Toaster>
        <SupportPage submit={accepted} />
      </Toaster>
    </WithApp>
  ),
};

// The hub's support address comes with GET /api/me; Start Email writes to it.
export const SupportCenterWithSupportAddress: Story = {
  render: () => (
    <WithApp
      path="/support"
      client={storyQueryClient([["/api/me", { data: { account: null, supportEmail: "help@hub.example" } }]])}
    >
      <Toaster>
        <SupportPage submit={accepted} />
      </Toaster>
    </WithApp>
  ),
};

const troubleshooting = knowledgeBaseTopics.find((topic) => topic.id === "troubleshooting");
if (!troubleshooting) throw new Error("no troubleshooting topic");

export const BrowsingATopic: Story = {
  render: () => <KnowledgeTopicDialog topic={troubleshooting} onClose={() => {}} />,
};

export const ReadingAnArticle: Story = {
  render: () => <KnowledgeTopicDialog topic={troubleshooting} onClose={() => {}} initialArticleId="budget-exhausted" />,
};

export const TicketFormEmpty: Story = {
  name: "Ticket form (server accepts)",
  render: () => (
    <Toaster>
      <TicketForm submit={accepted} />
    </Toaster>
  ),
};

export const TicketFormServerDown: Story = {
  name: "Ticket form (server fails on submit)",
  render: () => (
    <Toaster>
      <TicketForm submit={rejected} />
    </Toaster>
  ),
};
