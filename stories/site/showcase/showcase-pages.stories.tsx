import { AgentZeroPage } from "@hub-of-minds/site/pages/showcase/agent-zero/agent-zero-page";
import { ConsciousnessPage } from "@hub-of-minds/site/pages/showcase/consciousness/consciousness-page";
import { FaqPage } from "@hub-of-minds/site/pages/showcase/faq/faq-page";
import { HumanGrowthPage } from "@hub-of-minds/site/pages/showcase/human-growth/human-growth-page";
import { IdeaCosmosPage } from "@hub-of-minds/site/pages/showcase/idea-cosmos/idea-cosmos-page";
import { MindsDirectoryPage } from "@hub-of-minds/site/pages/showcase/minds-directory/minds-directory-page";
import { UniversalOperationsPage } from "@hub-of-minds/site/pages/showcase/universal-operations/universal-operations-page";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { storyQueryClient, WithApp } from "../../support/with-app";

const meta = {
  title: "Site/Showcase/Pages",
  parameters: { layout: "fullscreen" },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

export const Consciousness: Story = {
  render: () => (
    <WithApp path="/consciousness" client={storyQueryClient([])}>
      <ConsciousnessPage />
    </WithApp>
  ),
};

export const UniversalOperations: Story = {
  render: () => (
    <WithApp path="/universal-operations" client={storyQueryClient([])}>
      <UniversalOperationsPage />
    </WithApp>
  ),
};

export const IdeaCosmosEmpty: Story = {
  name: "Idea Cosmos (empty)",
  render: () => (
    <WithApp path="/idea-cosmos" client={storyQueryClient([])}>
      <IdeaCosmosPage />
    </WithApp>
  ),
};

export const HumanGrowth: Story = {
  render: () => (
    <WithApp path="/human-growth" client={storyQueryClient([])}>
      <HumanGrowthPage />
    </WithApp>
  ),
};

export const AgentZero: Story = {
  render: () => (
    <WithApp path="/agent-zero" client={storyQueryClient([])}>
      <AgentZeroPage />
    </WithApp>
  ),
};

export const MindsDirectory: Story = {
  render: () => (
    <WithApp path="/minds-directory" client={storyQueryClient([])}>
      <MindsDirectoryPage />
    </WithApp>
  ),
};

export const Faq: Story = {
  name: "FAQ",
  render: () => (
    <WithApp path="/faq" client={storyQueryClient([])}>
      <FaqPage />
    </WithApp>
  ),
};
