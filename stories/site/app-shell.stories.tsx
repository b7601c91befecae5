import { AppShell } from "@hub-of-minds/site/shell/app-shell";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { storyQueryClient, WithApp } from "../support/with-app";

const meta = {
  title: "Site/App Shell",
  component: AppShell,
  parameters: { layout: "fullscreen" },
  args: { layout: "sidebar", children: <p>Page content</p> },
} satisfies Meta<typeof AppShell>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The shell at a path, with the administrator session fixed (signed in or out). */
const at = (path: string, signedIn: boolean, layout: "sidebar" | "top-nav" | "bare" = "sidebar"): Story => ({
  args: { layout },
  render: (args) => {
    const client = storyQueryClient([]);
    client.setQueryData(["showcase-admin", "session"], { active: signedIn });
    return (
      <WithApp path={path} client={client}>
        <AppShell {...args} />
      </WithApp>
    );
  },
});

export const SidebarPageSignedOut = at("/", false);
export const TopBarPageSignedIn = at("/customer", true, "top-nav");
export const ShowcasePage = at("/faq", false, "bare");
/** Open it at a phone's width to see the drawer. */
export const OnAPhone: Story = { ...at("/monitoring", true), globals: { viewport: { value: "mobile1" } } };
