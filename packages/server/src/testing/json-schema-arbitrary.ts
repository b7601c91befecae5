import fc from "fast-check";

/** The parts of JSON Schema the generated document uses. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

export type SchemaLookup = (ref: string) => JsonSchema;

// Small lists and strings keep each request quick; the invalid arbitraries go big on purpose.
const cap = (max: number | undefined, fallback: number) => Math.min(max ?? fallback, fallback);

const dayPattern = "^\\d{4}-\\d{2}-\\d{2}$";

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  // A day: real ones (the schemas refine the pattern to days that exist; 2026-13-45 is not one).
  if (schema.pattern === dayPattern) {
    return fc
      .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) })
      .map((at) => new Date(at).toISOString().slice(0, 10));
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  // Plain addresses: every checker accepts these (RFC 5322's exotic ones split validators, not servers).
  if (schema.format === "email") return fc.stringMatching(/^[a-z0-9]{1,12}@[a-z0-9]{1,12}\.[a-z]{2,6}$/);
  if (schema.format === "uri" || schema.format === "url") return fc.webUrl();
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, cap(schema.maxLength, 24)) });
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min =
    schema.minimum ?? (schema.exclusiveMinimum === undefined ? -1e6 : schema.exclusiveMinimum + (integer ? 1 : 1e-6));
  const max =
    schema.maximum ?? (schema.exclusiveMaximum === undefined ? 1e6 : schema.exclusiveMaximum - (integer ? 1 : 1e-6));
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values that satisfy the schema (as far as JSON Schema says; zod refinements may still refuse some). */
export function arbitraryOf(schema: JsonSchema, lookup: SchemaLookup, depth = 0): fc.Arbitrary<unknown> {
  if (schema.$ref) return arbitraryOf(lookup(schema.$ref), lookup, depth);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => arbitraryOf(choice, lookup, depth + 1)));
  if (schema.allOf?.[0]) return arbitraryOf(schema.allOf[0], lookup, depth);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => arbitraryOf({ ...schema, type }, lookup, depth)));
  }
  switch (types[0]) {
    case "string":
      return stringOf(schema);
    case "integer":
      return numberOf(schema, true);
    case "number":
      return numberOf(schema, false);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array": {
      const minLength = schema.minItems ?? 0;
      return fc.array(schema.items ? arbitraryOf(schema.items, lookup, depth + 1) : fc.jsonValue(), {
        minLength,
        maxLength: Math.max(minLength, cap(schema.maxItems, depth > 2 ? minLength : 3)),
      });
    }
    case "object": {
      const properties = schema.properties ?? {};
      const record = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, arbitraryOf(value, lookup, depth + 1)]),
      );
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Strings a careless server mishandles: traversal, encodings, control characters, markup, huge ones. */
export const oddString = fc.oneof(
  fc.constantFrom(
    "../../../etc/passwd",
    "..%2F..%2Fetc%2Fpasswd",
    "%2e%2e%2f%2e%2e%2f",
    "..\\..\\windows\\win.ini",
    "\u0000",
    "%00",
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "😀\u202e\ud800",
    "constructor",
    "__proto__",
    "NaN",
    "-1",
    "0",
    "99999999999999999999",
    "1e309",
    " ",
    "",
  ),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ minLength: 5_000, maxLength: 20_000 }),
);

/** Values of the wrong type for any field. */
export const wrongValue = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1e308, "", [], {}, [null], { $ne: 1 }),
  oddString,
  fc.jsonValue({ maxDepth: 3 }),
);
