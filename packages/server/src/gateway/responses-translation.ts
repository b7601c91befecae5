import { randomUUID } from "node:crypto";
import { Transform } from "node:stream";
import type { OpenAiResponsesRequest } from "@hub-of-minds/core";
import type OpenAI from "openai";
import { ApiError } from "../http/api-error";
import type { ChatTurn } from "./chat-turns";
import { createSseScanner } from "./sse-meter";
import type { MeteredStream } from "./stream-response";

type Item = OpenAiResponsesRequest["input"] extends string | (infer I)[] ? I : never;
type Part = { type: string; text?: string; image_url?: string; detail?: string };

/** A Responses `content` as Chat Completions content: text parts stay text, input images become image_url parts. */
function chatContent(content: string | readonly Part[]) {
  if (typeof content === "string") return content;
  return content.map((part) => {
    if (part.type === "input_image") {
      return {
        type: "image_url",
        image_url: { url: part.image_url ?? "", ...(part.detail ? { detail: part.detail } : {}) },
      };
    }
    if (typeof part.text === "string") return { type: "text", text: part.text };
    throw new ApiError(400, "unsupported_parameter", `Content parts of type "${part.type}" are not supported.`, [
      { path: "input", message: `unsupported part ${part.type}` },
    ]);
  });
}

/**
 * A Responses API body as the chat call the gateway makes: `instructions` and `input` become messages
 * (function calls join one assistant turn, their outputs become tool messages), function tools become chat
 * tools, `text.format` becomes `response_format`, `max_output_tokens` the answer limit.
 */
export function chatCallOf(body: OpenAiResponsesRequest) {
  const messages: ChatTurn[] = [];
  if (body.instructions) messages.push({ role: "system", content: body.instructions });
  const items: Item[] = typeof body.input === "string" ? [{ role: "user", content: body.input } as Item] : body.input;
  for (const item of items as (Item & Record<string, unknown>)[]) {
    if (item.type === "function_call") {
      const call = {
        id: String(item.call_id),
        type: "function" as const,
        function: { name: String(item.name), arguments: String(item.arguments) },
      };
      const last = messages.at(-1);
      if (last?.role === "assistant" && "tool_calls" in last && Array.isArray(last.tool_calls)) {
        last.tool_calls.push(call);
      } else messages.push({ role: "assistant", content: null, tool_calls: [call] });
    } else if (item.type === "function_call_output") {
      const output = typeof item.output === "string" ? item.output : JSON.stringify(item.output);
      messages.push({ role: "tool", tool_call_id: String(item.call_id), content: output });
    } else {
      const role = item.role as "user" | "assistant" | "system" | "developer";
      messages.push({ role, content: chatContent(item.content as string | Part[]) } as ChatTurn);
    }
  }
  const tools = body.tools?.map((tool) => ({
    type: "function" as const,
    function: {
      name: tool.name,
      ...(tool.description ? { description: tool.description } : {}),
      ...(tool.parameters ? { parameters: tool.parameters } : {}),
      ...(tool.strict === undefined || tool.strict === null ? {} : { strict: tool.strict }),
    },
  }));
  const choice = body.tool_choice;
  const format = body.text?.format;
  const extra: Record<string, unknown> = {
    ...(tools?.length ? { tools } : {}),
    ...(choice === undefined
      ? {}
      : { tool_choice: typeof choice === "string" ? choice : { type: "function", function: { name: choice.name } } }),
    ...(body.parallel_tool_calls === undefined ? {} : { parallel_tool_calls: body.parallel_tool_calls }),
    ...(body.top_p === undefined || body.top_p === null ? {} : { top_p: body.top_p }),
    ...(body.user ? { user: body.user } : {}),
    ...(format && format.type !== "text"
      ? {
          response_format:
            format.type === "json_schema"
              ? {
                  type: "json_schema",
                  json_schema: {
                    name: format.name,
                    schema: format.schema,
                    ...(format.strict === undefined ? {} : { strict: format.strict }),
                  },
                }
              : { type: "json_object" },
        }
      : {}),
  };
  return { messages, extra };
}

type Usage = { prompt_tokens?: number; completion_tokens?: number; total_tokens?: number } | null | undefined;
const responseUsage = (usage: Usage) => ({
  input_tokens: usage?.prompt_tokens ?? 0,
  output_tokens: usage?.completion_tokens ?? 0,
  total_tokens: usage?.total_tokens ?? 0,
  input_tokens_details: { cached_tokens: 0 },
  output_tokens_details: { reasoning_tokens: 0 },
});

const shell = (id: string, model: string, status: string, created: number) => ({
  id,
  object: "response",
  created_at: created,
  status,
  model,
  error: null,
  incomplete_details: null,
  output: [] as unknown[],
  usage: null as unknown,
});

/** A chat completion as a Responses API `response` object. */
export function responseOf(completion: OpenAI.ChatCompletion, model: string) {
  const message = completion.choices[0]?.message;
  const output: unknown[] = [];
  if (message?.content) {
    output.push({
      type: "message",
      id: `msg_${completion.id}`,
      status: "completed",
      role: "assistant",
      content: [{ type: "output_text", text: message.content, annotations: [] }],
    });
  }
  for (const call of message?.tool_calls ?? []) {
    if (call.type !== "function") continue;
    output.push({
      type: "function_call",
      id: `fc_${call.id}`,
      call_id: call.id,
      name: call.function.name,
      arguments: call.function.arguments,
      status: "completed",
    });
  }
  const text = message?.content ?? "";
  return {
    ...shell(`resp_${completion.id}`, model, "completed", completion.created),
    output,
    output_text: text,
    usage: responseUsage(completion.usage),
  };
}

type ChunkDelta = {
  content?: string | null;
  tool_calls?: { index: number; id?: string; function?: { name?: string; arguments?: string } }[];
};

/**
 * Turns a chat completion stream into Responses API events (`response.created`, `response.output_item.added`,
 * `response.output_text.delta`, `response.function_call_arguments.delta`, `...done`, `response.completed`).
 * The chat stream's own meter (usage chunk, relayed text) still bills the call.
 */
export function responseEvents(stream: MeteredStream, model: string): MeteredStream {
  const scanner = createSseScanner();
  const id = `resp_${randomUUID().replace(/-/g, "")}`;
  const created = Math.floor(Date.now() / 1000);
  let sequence = 0;
  let pending = "";
  let text: { id: string; index: number; value: string } | undefined;
  const calls = new Map<number, { id: string; callId: string; name: string; args: string; index: number }>();
  let outputs = 0;
  let usage: Usage;
  const event = (type: string, fields: object) =>
    `event: ${type}\ndata: ${JSON.stringify({ type, sequence_number: sequence++, ...fields })}\n\n`;
  const messageItem = (status: string) =>
    text && {
      type: "message",
      id: text.id,
      status,
      role: "assistant",
      content: status === "completed" ? [{ type: "output_text", text: text.value, annotations: [] }] : [],
    };
  const callItem = (call: NonNullable<ReturnType<typeof calls.get>>, status: string) => ({
    type: "function_call",
    id: call.id,
    call_id: call.callId,
    name: call.name,
    arguments: status === "completed" ? call.args : "",
    status,
  });
  const read = (delta: ChunkDelta): string => {
    let out = "";
    if (delta.content) {
      if (!text) {
        text = { id: `msg_${randomUUID().replace(/-/g, "")}`, index: outputs++, value: "" };
        out += event("response.output_item.added", { output_index: text.index, item: messageItem("in_progress") });
        out += event("response.content_part.added", {
          item_id: text.id,
          output_index: text.index,
          content_index: 0,
          part: { type: "output_text", text: "", annotations: [] },
        });
      }
      text.value += delta.content;
      out += event("response.output_text.delta", {
        item_id: text.id,
        output_index: text.index,
        content_index: 0,
        delta: delta.content,
        logprobs: [],
      });
    }
    for (const piece of delta.tool_calls ?? []) {
      let call = calls.get(piece.index);
      if (!call) {
        const callId = piece.id ?? `call_${piece.index}`;
        call = { id: `fc_${callId}`, callId, name: piece.function?.name ?? "", args: "", index: outputs++ };
        calls.set(piece.index, call);
        out += event("response.output_item.added", { output_index: call.index, item: callItem(call, "in_progress") });
      }
      const args = piece.function?.arguments ?? "";
      if (args) {
        call.args += args;
        out += event("response.function_call_arguments.delta", {
          item_id: call.id,
          output_index: call.index,
          delta: args,
        });
      }
    }
    return out;
  };
  const finish = () => {
    let out = "";
    const output: unknown[] = [];
    if (text) {
      out += event("response.output_text.done", {
        item_id: text.id,
        output_index: text.index,
        content_index: 0,
        text: text.value,
        logprobs: [],
      });
      out += event("response.output_item.done", { output_index: text.index, item: messageItem("completed") });
      output.push(messageItem("completed"));
    }
    for (const call of calls.values()) {
      out += event("response.function_call_arguments.done", {
        item_id: call.id,
        output_index: call.index,
        arguments: call.args,
      });
      out += event("response.output_item.done", { output_index: call.index, item: callItem(call, "completed") });
      output.push(callItem(call, "completed"));
    }
    const response = {
      ...shell(id, model, "completed", created),
      output,
      output_text: text?.value ?? "",
      usage: responseUsage(usage),
    };
    return out + event("response.completed", { response });
  };
  const translate = new Transform({
    transform(bytes: Buffer, _encoding, done) {
      scanner.push(bytes);
      pending += bytes.toString("utf8");
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      let out = sequence === 0 ? event("response.created", { response: shell(id, model, "in_progress", created) }) : "";
      for (const line of lines) {
        if (!line.startsWith("data:")) continue;
        const data = line.slice(5).trim();
        if (!data.startsWith("{")) continue;
        try {
          const chunk = JSON.parse(data) as { choices?: { delta?: ChunkDelta }[]; usage?: Usage };
          if (chunk.usage) usage = chunk.usage;
          const delta = chunk.choices?.[0]?.delta;
          if (delta) out += read(delta);
        } catch {
          // A malformed line is skipped; the meter still counts what arrived.
        }
      }
      done(null, out);
    },
    flush(done) {
      const start =
        sequence === 0 ? event("response.created", { response: shell(id, model, "in_progress", created) }) : "";
      done(null, start + finish());
    },
  });
  stream.body.on("error", (err) => translate.destroy(err));
  stream.body.pipe(translate);
  return {
    body: translate,
    abort: stream.abort,
    // Billed by the chat stream's bytes (the translated events carry no chat usage line).
    onEnd: (_meter, outcome) => stream.onEnd(scanner.meter, outcome),
    dropUsage: false,
    failureEvent: (err) => {
      const failed = JSON.parse(stream.failureEvent(err).split("\n")[0]?.slice(6) ?? "{}") as {
        error?: { message?: string; code?: string };
      };
      return event("response.failed", {
        response: {
          ...shell(id, model, "failed", created),
          error: { code: failed.error?.code ?? "upstream_error", message: failed.error?.message ?? "The reply failed" },
        },
      });
    },
  };
}
