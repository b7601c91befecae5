import { apiUrl } from "@hub-of-minds/core";
import { AdminSignInDialog } from "@hub-of-minds/site/auth/admin-sign-in-dialog";
import { YamlEditor } from "@hub-of-minds/site/config-editor/yaml-editor";
import { YamlEditorDialog } from "@hub-of-minds/site/config-editor/yaml-editor-dialog";
import { SidebarLayout } from "@hub-of-minds/site/layouts/sidebar-layout";
import { ConfigPage } from "@hub-of-minds/site/pages/config/config-page";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { fake } from "../support/fake-api";
import { sampleConfigContent } from "../support/hub-fixtures";
import { WithHub } from "../support/with-hub";

const meta = { title: "Site/YAML editor", parameters: { layout: "padded" } } satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

export const Editor: Story = {
  render: () => (
    <WithHub>
      <YamlEditor />
    </WithHub>
  ),
};

/** The server reports the file invalid: the badge says so and Save stays disabled until an edit passes. */
export const InvalidOnServer: Story = {
  render: () => (
    <WithHub
      api={{
        [apiUrl("getConfigFile", { params: { filename: "agent_behaviors.yaml" } })]: fake.ok({
          content: `${sampleConfigContent}   stray: odd indentation\n`,
          isValid: false,
        }),
      }}
    >
      <YamlEditor />
    </WithHub>
  ),
};

export const LoadingFile: Story = {
  render: () => (
    <WithHub api={{ [apiUrl("getConfigFile", { params: { filename: "agent_behaviors.yaml" } })]: fake.pending }}>
      <YamlEditor />
    </WithHub>
  ),
};

export const LoadFailed: Story = {
  render: () => (
    <WithHub
      api={{
        [apiUrl("getConfigFile", { params: { filename: "agent_behaviors.yaml" } })]: fake.error(500, "Disk unreadable"),
      }}
    >
      <YamlEditor />
    </WithHub>
  ),
};

export const Dialog: Story = {
  parameters: { layout: "fullscreen" },
  render: () => (
    <WithHub>
      <YamlEditorDialog open onOpenChange={() => {}} />
    </WithHub>
  ),
};

export const ConfigScreen: Story = {
  parameters: { layout: "fullscreen" },
  render: () => (
    <WithHub path="/config">
      <SidebarLayout>
        <ConfigPage />
      </SidebarLayout>
    </WithHub>
  ),
};

export const SignIn: Story = {
  parameters: { layout: "fullscreen" },
  // Inside the providers: the dialog itself renders in a portal, outside the story's root.
  render: () => (
    <WithHub>
      <AdminSignInDialog open onSignedIn={() => {}} onCancel={() => {}} signIn={() => Promise.resolve()} />
    </WithHub>
  ),
};
