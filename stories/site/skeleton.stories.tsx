import { LoadingState } from "@hub-of-minds/site/ui/query-states";
import { ChartSkeleton, SkeletonCard } from "@hub-of-minds/site/ui/skeleton";
import type { Meta, StoryObj } from "@storybook/react-vite";

const meta = { title: "Site/Skeleton", parameters: { layout: "padded" } } satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

/** A chart's place before its second reading. */
export const Chart: Story = {
  render: () => (
    <ChartSkeleton height={200} label="Collecting readings (one every 5 s): the chart starts with the second." />
  ),
};

/** A card that is still loading: title, lines and a chart's height. */
export const Card: Story = {
  render: () => (
    <div style={{ maxWidth: 420 }}>
      <SkeletonCard lines={3} chartHeight={160} />
    </div>
  ),
};

/** A list still loading (`LoadingState`, the default shape). */
export const ListLoading: Story = { render: () => <LoadingState label="Loading agents..." /> };

/** A whole page still loading (`LoadingState shape="page"`): an account header and its cards. */
export const PageLoading: Story = { render: () => <LoadingState label="Loading your usage..." shape="page" /> };

/** Charts whose library is still arriving (`LoadingState shape="charts"`): one block per chart, of its height. */
export const ChartsLoading: Story = {
  render: () => <LoadingState label="Loading the charts..." shape="charts" chartHeights={[180, 180]} />,
};
