import { NotFoundPage } from "@hub-of-minds/site/pages/not-found/not-found-page";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { storyQueryClient, WithApp } from "../support/with-app";

const meta = {
  title: "Site/Not Found",
  component: NotFoundPage,
  parameters: { layout: "fullscreen" },
  render: () => (
    <WithApp path="/no-such-page" client={storyQueryClient([])}>
      <NotFoundPage />
    </WithApp>
  ),
} satisfies Meta<typeof NotFoundPage>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
