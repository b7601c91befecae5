import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { identitySecretVariable, userHashSnippet, verifiedChatSnippet } from "./identity-snippets";

describe("the identity snippets", () => {
  it("computes the user hash the way the hub checks it: hex HMAC-SHA256 of the user id, keyed with the secret's bytes", () => {
    const code = userHashSnippet();
    expect(code).toContain(`.createHmac("sha256", Buffer.from(process.env.${identitySecretVariable}, "hex"))`);
    expect(code).toContain('.digest("hex")');
    // The snippet, run as written (module syntax aside), gives the hash of its own example.
    const secret = "a".repeat(64);
    const body = code
      .split("\n")
      .filter((line) => !line.startsWith("import"))
      .join("\n");
    const run = new Function("crypto", "process", "Buffer", "userId", `${body}\nreturn userHash;`);
    const hash = run({ createHmac }, { env: { [identitySecretVariable]: secret } }, Buffer, "user-42");
    // The server's check (packages/server, userHashOf): the key is the secret's bytes, not its hex text.
    expect(hash).toBe(createHmac("sha256", Buffer.from(secret, "hex")).update("user-42").digest("hex"));
    expect(hash).not.toBe(createHmac("sha256", secret).update("user-42").digest("hex"));
  });

  it("puts the chosen key into the element, escaped, with the user id and hash attributes", () => {
    expect(verifiedChatSnippet("pk_shop123")).toBe(
      '<hom-chat\n  publishable-key="pk_shop123"\n  user-id="USER_ID"\n  user-hash="USER_HASH"\n></hom-chat>',
    );
    expect(verifiedChatSnippet("  ")).toContain('publishable-key="pk_YOUR_KEY"');
    expect(verifiedChatSnippet('pk_"x')).toContain('publishable-key="pk_&quot;x"');
  });
});
