import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

/** A sealed value: AES-256-GCM with a random 96-bit nonce; all parts base64. */
export interface Sealed {
  nonce: string;
  ciphertext: string;
  tag: string;
}

/**
 * Encrypts secrets at rest. `context` is bound as associated data (e.g. the provider name), so a sealed
 * value copied onto another row does not open.
 */
export function createSecretBox(masterKey: Buffer) {
  if (masterKey.length !== 32) throw new RangeError("the master key must be 32 bytes");
  return {
    seal(plaintext: string, context: string): Sealed {
      const nonce = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", masterKey, nonce);
      cipher.setAAD(Buffer.from(context, "utf8"));
      const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
      return {
        nonce: nonce.toString("base64"),
        ciphertext: ciphertext.toString("base64"),
        tag: cipher.getAuthTag().toString("base64"),
      };
    },
    open(sealed: Sealed, context: string): string {
      const decipher = createDecipheriv("aes-256-gcm", masterKey, Buffer.from(sealed.nonce, "base64"));
      decipher.setAAD(Buffer.from(context, "utf8"));
      decipher.setAuthTag(Buffer.from(sealed.tag, "base64"));
      return Buffer.concat([decipher.update(Buffer.from(sealed.ciphertext, "base64")), decipher.final()]).toString(
        "utf8",
      );
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;

/**
 * The master key: from HUB_SECRET (64 hex chars or any passphrase of 32+ chars, hashed), or a random key
 * kept in a file created with mode 0600 on first start.
 */
export function loadMasterKey(secretFile: string, hubSecret: string | undefined): Buffer {
  if (hubSecret) {
    if (/^[0-9a-f]{64}$/i.test(hubSecret)) return Buffer.from(hubSecret, "hex");
    if (hubSecret.length < 32) throw new Error("HUB_SECRET must be 64 hex characters or at least 32 characters long");
    return createHash("sha256").update(hubSecret, "utf8").digest();
  }
  if (existsSync(secretFile)) {
    const key = Buffer.from(readFileSync(secretFile, "utf8").trim(), "hex");
    if (key.length !== 32) throw new Error(`${secretFile} does not hold a 32-byte hex key`);
    return key;
  }
  mkdirSync(dirname(secretFile), { recursive: true });
  const key = randomBytes(32);
  writeFileSync(secretFile, key.toString("hex"), { mode: 0o600, flag: "wx" });
  chmodSync(secretFile, 0o600);
  return key;
}
