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

const agentsFile = apiUrl("getConfigFile", { params: { filename: "agent_behaviors.yaml" } });

/** Waits for the loaded file's badge, then presses Save Changes. */
const pressSave: Story["play"] = async ({ canvas, userEvent }) => {
  await canvas.findByText("Valid YAML");
  await userEvent.click(canvas.getByRole("button", { name: "Save Changes" }));
};

/**
 * The server reports the file invalid: the badge says so, the problems are listed once with line and column
 * (the editor runs the server's own validation), and Save stays disabled until an edit passes.
 */
export const InvalidWithProblems: Story = {
  render: () => (
    <WithHub
      api={{
        [agentsFile]: fake.ok({
          content: `${sampleConfigContent.replace("status: online", "status: sleeping")}  - id: eve\n    name: Eve again\n    type: eve\n    status: online\n    mood: cheerful\n`,
          isValid: false,
        }),
      }}
    >
      <YamlEditor />
    </WithHub>
  ),
};

/** Save pressed on a valid file: the button says so until the server answers. */
export const Saving: Story = {
  render: () => (
    <WithHub api={{ [`PUT ${agentsFile}`]: fake.pending }}>
      <YamlEditor />
    </WithHub>
  ),
  play: pressSave,
};

/**
 * The server refuses a save the badge passed (a newer server with a stricter rule): "Not saved" with its
 * sentence, its problems in the one list, and the badge turns invalid until the text changes.
 */
export const ServerRefusal: Story = {
  render: () => (
    <WithHub
      api={{
        [`PUT ${agentsFile}`]: fake.error(
          422,
          "Invalid YAML in agent_behaviors.yaml",
          [{ line: 8, column: 9, message: "agents.1.id: reserved for the hub", path: "agents.1.id" }],
          "invalid_yaml",
        ),
      }}
    >
      <YamlEditor />
    </WithHub>
  ),
  play: pressSave,
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
