import { HistoryChart } from "@hub-of-minds/site/ui/history-chart";
import type { Meta, StoryObj } from "@storybook/react-vite";

const start = 1_795_000_000;
const x = Array.from({ length: 60 }, (_, index) => start + index * 5);

const meta = {
  title: "Site/History Chart",
  component: HistoryChart,
  args: {
    title: "CPU Usage",
    x,
    series: [{ label: "CPU Usage", values: x.map((_, index) => Math.min(97, 40 + index)), tone: "accent" }],
    thresholds: [
      { value: 80, label: "Warning 80%", tone: "warning" },
      { value: 90, label: "Critical 90%", tone: "critical" },
    ],
    yRange: { min: 0, softMax: 100 },
    height: 160,
    waitingLabel: "Collecting readings (one every 5 s): the chart starts with the second.",
  },
} satisfies Meta<typeof HistoryChart>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Five minutes of readings climbing past both thresholds. */
export const Drawn: Story = {};
/** One reading: a chart-shaped placeholder says it is collecting, never an empty box. */
export const Collecting: Story = {
  args: { x: x.slice(0, 1), series: [{ label: "CPU Usage", values: [41], tone: "accent" }] },
};
