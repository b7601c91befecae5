import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";

/** Runs `work` under the CPU profiler and saves its profile (open it in Chrome's DevTools or speedscope). */
export async function profileTo(path: string, work: () => Promise<unknown>): Promise<void> {
  const session = new Session();
  session.connect();
  try {
    await session.post("Profiler.enable");
    // 100 µs: a request costs a few hundred, so the 1 ms default would see few of its frames.
    await session.post("Profiler.setSamplingInterval", { interval: 100 });
    await session.post("Profiler.start");
    await work();
    const { profile } = await session.post("Profiler.stop");
    writeFileSync(path, JSON.stringify(profile));
  } finally {
    session.disconnect();
  }
}
