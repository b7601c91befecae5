// `npm start`: install what is missing, build the site and widgets, run the one server process.
import { spawn } from "node:child_process";
import { bin, install, pnpm, root } from "./lib.mjs";

install();
pnpm("build the widgets and the site", ["run", "build"]);

console.log("\n▶ start the server");
const server = spawn(bin("tsx"), ["packages/server/src/main.ts"], {
  cwd: root,
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
