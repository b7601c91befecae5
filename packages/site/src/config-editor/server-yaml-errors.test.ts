import { HttpError } from "@hub-of-minds/core";
import { describe, expect, it } from "vitest";
import { serverYamlErrors } from "./server-yaml-errors";

const refused = (body: unknown, status = 422) => new HttpError(status, "Unprocessable Entity", JSON.stringify(body));

describe("server YAML errors", () => {
  it("reads the issues of an invalid_yaml answer, in line order", () => {
    const error = refused({
      code: "invalid_yaml",
      message: "Invalid YAML in agent_behaviors.yaml",
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

  it("lists a problem the answer repeats once", () => {
    const twice = { line: 3, column: 5, message: "Map keys must be unique" };
    expect(serverYamlErrors(refused({ code: "invalid_yaml", message: "x", details: [twice, twice] }))).toEqual([twice]);
  });

  it("falls back to the answer's sentence for an issue without its own", () => {
    const error = refused({
      code: "invalid_yaml",
      message: "Invalid YAML in integrations.yaml",
      details: [{ line: 4 }],
    });
    expect(serverYamlErrors(error)).toEqual([{ line: 4, column: null, message: "Invalid YAML in integrations.yaml" }]);
  });

  it("finds nothing in other failures", () => {
    expect(serverYamlErrors(refused({ code: "admin_session_required", message: "Sign in" }, 401))).toEqual([]);
    expect(serverYamlErrors(refused({ code: "invalid_request", message: "Bad", details: [{ line: 3 }] }, 400))).toEqual(
      [],
    );
    expect(serverYamlErrors(new HttpError(422, "Unprocessable", "not json"))).toEqual([]);
    expect(serverYamlErrors(new Error("offline"))).toEqual([]);
    expect(
      serverYamlErrors(refused({ code: "invalid_yaml", message: "x", details: [{ line: 0 }, { message: "no line" }] })),
    ).toEqual([]);
  });
});
