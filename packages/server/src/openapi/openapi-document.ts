import { z } from "zod";
import { type ApiOperation, apiErrorSchema, apiOperations } from "./api-operations";

const statusText: Record<number, string> = {
  400: "Malformed JSON, wrong types or bad parameters",
  401: "Administrator session required",
  403: "Cross-origin write refused",
  404: "Unknown path, id or file",
  409: "Conflict with the current state",
  413: "Request body too large",
  422: "Invalid YAML; details carry line and column",
  429: "Too many failed logins; see Retry-After",
};

const schemaOf = (schema: z.ZodType, io: "input" | "output") =>
  z.toJSONSchema(schema, { io, unrepresentable: "any", target: "openapi-3.0" });

function operationObject(op: ApiOperation) {
  const errors = Object.fromEntries(
    [...op.errors, 500].map((status) => [
      String(status),
      {
        description: statusText[status] ?? "Internal server error",
        content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
      },
    ]),
  );
  return {
    tags: [op.tag],
    summary: op.summary,
    ...(op.admin ? { security: [{ adminSession: [] }] } : {}),
    ...(op.params
      ? {
          parameters: op.params.map((param) => ({
            name: param.name,
            in: param.in,
            required: param.required,
            description: param.description,
            schema: schemaOf(param.schema, "input"),
          })),
        }
      : {}),
    ...(op.body
      ? { requestBody: { required: true, content: { "application/json": { schema: schemaOf(op.body, "input") } } } }
      : {}),
    responses: {
      [op.created ? "201" : "200"]: {
        description: op.created ? "Created" : "OK",
        content: { "application/json": { schema: schemaOf(op.response, "output") } },
      },
      ...errors,
    },
  };
}

/** The OpenAPI 3.0 document of `GET /api/openapi.json`, generated from the same schemas the routes validate with. */
export function buildOpenApiDocument(operations: readonly ApiOperation[] = apiOperations) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    paths[op.path] ??= {};
    const entry = paths[op.path];
    if (entry) entry[op.method] = operationObject(op);
  }
  return {
    openapi: "3.0.3",
    info: {
      title: "Hub of Minds API",
      version: "0.1.0",
      description: "REST API of the Hub of Minds server. Errors are JSON {error, details}. Live events: WebSocket /ws.",
    },
    paths,
    components: {
      schemas: { Error: schemaOf(apiErrorSchema, "output") },
      securitySchemes: { adminSession: { type: "apiKey", in: "cookie", name: "hom_admin" } },
    },
  };
}
