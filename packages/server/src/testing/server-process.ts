import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../../../", import.meta.url));

export interface ServerProcess {
  baseUrl: string;
  output: () => string;
  pid: number | undefined;
  /** Sends SIGTERM and answers the exit code. */
  stop(): Promise<number | null>;
}

/** Starts the real server (`tsx src/main.ts`) and waits for its "running at" line. */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child: ChildProcess = spawn(`${root}node_modules/.bin/tsx`, ["packages/server/src/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      SITE_DIR: "/nonexistent",
      WIDGETS_DIR: "/nonexistent",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  return new Promise((resolve, reject) => {
    // A first start creates the embedded database (initdb); on a machine shared by parallel runs that took
    // over a minute, so the limit only catches a server that never comes up.
    const timer = setTimeout(() => reject(new Error(`server did not start in 180 s:\n${output}`)), 180_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({
          baseUrl: match[1].replace("localhost", "127.0.0.1"),
          output: () => output,
          pid: child.pid,
          stop: () =>
            new Promise((done) => {
              if (child.exitCode !== null || child.signalCode !== null) return done(child.exitCode);
              child.once("exit", (code) => done(code));
              child.kill("SIGTERM");
            }),
        });
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });
}
