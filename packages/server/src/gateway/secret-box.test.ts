import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createSecretBox, loadMasterKey } from "./secret-box";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "hom-secret-"));
  dirs.push(dir);
  return dir;
};

describe("secret box", () => {
  const box = createSecretBox(Buffer.alloc(32, 7));

  it("opens what it sealed, with a fresh nonce every time", () => {
    const a = box.seal("sk-test-123456", "openai");
    const b = box.seal("sk-test-123456", "openai");
    expect(a.nonce).not.toBe(b.nonce);
    expect(a.ciphertext).not.toContain("sk-test");
    expect(box.open(a, "openai")).toBe("sk-test-123456");
  });

  it("refuses a value moved to another provider or tampered with", () => {
    const sealed = box.seal("hf_secret_value", "huggingface");
    expect(() => box.open(sealed, "peo")).toThrow();
    const flipped = Buffer.from(sealed.ciphertext, "base64");
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => box.open({ ...sealed, ciphertext: flipped.toString("base64") }, "huggingface")).toThrow();
  });

  it("rejects a master key of the wrong size", () => {
    expect(() => createSecretBox(Buffer.alloc(16))).toThrow(RangeError);
  });
});

describe("loadMasterKey", () => {
  it("creates a 0600 key file on first start and reads the same key later", () => {
    const file = join(tempDir(), "secret.key");
    const first = loadMasterKey(file, undefined);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadMasterKey(file, undefined).equals(first)).toBe(true);
    expect(readFileSync(file, "utf8")).toHaveLength(64);
  });

  it("prefers HUB_SECRET and refuses a short one", () => {
    const file = join(tempDir(), "unused.key");
    expect(loadMasterKey(file, "ab".repeat(32)).toString("hex")).toBe("ab".repeat(32));
    expect(loadMasterKey(file, "a passphrase that is long enough to use").length).toBe(32);
    expect(() => loadMasterKey(file, "short")).toThrow(/HUB_SECRET/);
  });
});
