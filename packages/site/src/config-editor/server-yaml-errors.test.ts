import { HttpError } from "@hub-of-minds/core";
import { describe, expect, it } from "vitest";
import { serverMessage, serverYamlErrors } from "./server-yaml-errors";

const refused = (body: unknown, status = 422) => new HttpError(status, "Unprocessable Entity", JSON.stringify(body));

describe("server YAML errors", () => {
  it("reads a list of line errors, in line order", () => {
    const error = refused({
      error: "Invalid YAML",
      details: [
        { line: 7, column: 3, message: "Unexpected scalar" },
        { line: 2, column: 1, message: "Missing key 'agents'" },
      ],
    });
    expect(serverYamlErrors(error)).toEqual([
      { line: 2, column: 1, message: "Missing key 'agents'" },
      { line: 7, column: 3, message: "Unexpected scalar" },
    ]);
  });

  it("reads details.errors and falls back to the error text", () => {
    const error = refused({ error: "agent_behaviors.yaml is invalid", details: { errors: [{ line: 4 }] } });
    expect(serverYamlErrors(error)).toEqual([{ line: 4, column: null, message: "agent_behaviors.yaml is invalid" }]);
  });

  it("finds nothing in other failures", () => {
    expect(serverYamlErrors(refused({ error: "Unauthorized" }, 401))).toEqual([]);
    expect(serverYamlErrors(new HttpError(422, "Unprocessable", "not json"))).toEqual([]);
    expect(serverYamlErrors(new Error("offline"))).toEqual([]);
    expect(serverYamlErrors(refused({ error: "x", details: [{ line: 0 }, { message: "no line" }] }))).toEqual([]);
  });

  it("prefers the JSON error field as the server's message", () => {
    expect(serverMessage(refused({ error: "Missing dependencies" }, 409))).toBe("Missing dependencies");
    expect(serverMessage(new HttpError(500, "Server Error", ""))).toBe("500: Server Error");
    expect(serverMessage(new Error("offline"))).toBe("offline");
  });
});
