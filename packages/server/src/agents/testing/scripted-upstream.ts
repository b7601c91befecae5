import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface ScriptedRequest {
  model: string;
  messages: { role: string; content?: string | null; tool_call_id?: string; tool_calls?: unknown[] }[];
  tools?: { function: { name: string } }[];
}

/** What the stand-in answers: text, or tool calls (name + arguments as JSON text). */
export type ScriptedReply =
  | { content: string }
  | { toolCalls: { name: string; arguments: string }[]; content?: string }
  | { status: number; error: string };

export interface ScriptedUpstream {
  baseUrl: string;
  requests: ScriptedRequest[];
  close(): Promise<void>;
}

const readJson = (req: IncomingMessage) =>
  new Promise<ScriptedRequest>((resolve, reject) => {
    let text = "";
    req.on("data", (chunk: Buffer) => {
      text += chunk.toString();
    });
    req.on("end", () => {
      try {
        resolve(JSON.parse(text) as ScriptedRequest);
      } catch (err) {
        reject(err);
      }
    });
  });

/**
 * A local OpenAI-compatible chat endpoint for the agents' tests: `script` decides each answer from the
 * conversation so far (a tool call, then the final text once the tool's result is in), as a model would.
 */
export async function startScriptedUpstream(
  script: (request: ScriptedRequest, index: number) => ScriptedReply | Promise<ScriptedReply>,
): Promise<ScriptedUpstream> {
  const requests: ScriptedRequest[] = [];
  let calls = 0;
  const server = createServer(async (req, res) => {
    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
      res.writeHead(404).end();
      return;
    }
    const body = await readJson(req);
    requests.push(body);
    const reply = await script(body, calls++);
    if ("status" in reply) {
      res.writeHead(reply.status, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: reply.error, type: "server_error" } }));
      return;
    }
    const toolCalls =
      "toolCalls" in reply
        ? reply.toolCalls.map((call, i) => ({
            id: `call_${calls}_${i}`,
            type: "function",
            function: { name: call.name, arguments: call.arguments },
          }))
        : undefined;
    res.writeHead(200, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        id: `chatcmpl-${calls}`,
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [
          {
            index: 0,
            finish_reason: toolCalls ? "tool_calls" : "stop",
            message: {
              role: "assistant",
              content: reply.content ?? null,
              ...(toolCalls ? { tool_calls: toolCalls } : {}),
            },
          },
        ],
        usage: { prompt_tokens: 20, completion_tokens: 10, total_tokens: 30 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
