import { LineChart } from "@hub-of-minds/site/ui/line-chart";
import type { Meta, StoryObj } from "@storybook/react-vite";

const start = 1_795_000_000;
const x = Array.from({ length: 60 }, (_, index) => start + index * 5);

const meta = {
  title: "Site/Line Chart",
  component: LineChart,
  args: {
    title: "CPU Usage",
    x,
    series: [{ label: "CPU Usage", values: x.map((_, index) => 40 + 30 * Math.sin(index / 6)) }],
    thresholds: [{ value: 80, label: "Warning 80%" }],
    yRange: { min: 0, softMax: 100 },
  },
} satisfies Meta<typeof LineChart>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithThreshold: Story = {};
export const TwoSeriesWithAGap: Story = {
  args: {
    title: "Requests",
    series: [
      { label: "Chat", values: x.map((_, index) => (index > 20 && index < 26 ? null : index % 9)) },
      { label: "Images", values: x.map((_, index) => index % 4) },
    ],
    thresholds: [],
  },
};
/** A low reading on a 0-100 axis looks low; warning and critical lines in their own colours. */
export const LowReadingWithLevels: Story = {
  args: {
    series: [{ label: "CPU Usage", values: x.map((_, index) => 6 + (index % 3)), tone: "accent" }],
    thresholds: [
      { value: 80, label: "Warning 80%", tone: "warning" },
      { value: 90, label: "Critical 90%", tone: "critical" },
    ],
  },
};
export const Empty: Story = { args: { x: [], series: [{ label: "CPU Usage", values: [] }], thresholds: [] } };
/** A month of days (the usage page): the time axis names days, one line each. */
export const AMonthOfDays: Story = {
  args: {
    title: "Tokens per day",
    x: Array.from({ length: 30 }, (_, index) => start + index * 86_400),
    series: [{ label: "Tokens", values: Array.from({ length: 30 }, (_, index) => 1000 + ((index * 37) % 11) * 400) }],
    thresholds: [],
    yRange: undefined,
  },
};
