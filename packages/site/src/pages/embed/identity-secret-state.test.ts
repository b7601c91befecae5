import { describe, expect, it } from "vitest";
import {
  type IdentitySecretEvent,
  identitySecretStateName,
  initialIdentitySecretState,
  reduceIdentitySecret,
  shownSecret,
} from "./identity-secret-state";

const first = { secret: "1".repeat(64), rotatedAt: "2026-05-01T10:00:00.000Z" };
const second = { secret: "2".repeat(64), rotatedAt: "2026-05-02T10:00:00.000Z" };
const run = (...events: IdentitySecretEvent[]) => events.reduce(reduceIdentitySecret, initialIdentitySecretState);

describe("the identity secret panel's reducer", () => {
  it("starts hidden, with nothing read", () => {
    expect(identitySecretStateName(initialIdentitySecretState)).toBe("hidden");
    expect(shownSecret(initialIdentitySecretState)).toBe("•".repeat(64));
  });

  it("reveals after reading, and hides again", () => {
    const reading = run({ type: "reading" });
    expect(identitySecretStateName(reading)).toBe("reading");
    const revealed = reduceIdentitySecret(reading, { type: "read", secret: first, reveal: true });
    expect(identitySecretStateName(revealed)).toBe("revealed");
    expect(shownSecret(revealed)).toBe(first.secret);
    const hidden = reduceIdentitySecret(revealed, { type: "hide" });
    expect(shownSecret(hidden)).toBe("•".repeat(64));
    expect(identitySecretStateName(reduceIdentitySecret(hidden, { type: "reveal" }))).toBe("revealed");
  });

  it("copies without revealing", () => {
    const copied = run({ type: "reading" }, { type: "read", secret: first, reveal: false }, { type: "copied" });
    expect(copied.revealed).toBe(false);
    expect(identitySecretStateName(copied)).toBe("copied");
  });

  it("rotates only through a confirmation, then shows the new secret", () => {
    const asked = run({ type: "read", secret: first, reveal: false }, { type: "askRotate" });
    expect(identitySecretStateName(asked)).toBe("confirming-rotate");
    expect(identitySecretStateName(reduceIdentitySecret(asked, { type: "cancelRotate" }))).toBe("hidden");
    const rotating = reduceIdentitySecret(asked, { type: "rotating" });
    expect(identitySecretStateName(rotating)).toBe("rotating");
    const rotated = reduceIdentitySecret(rotating, { type: "rotated", secret: second });
    expect(rotated).toMatchObject({ secret: second, revealed: true, confirmingRotate: false });
    expect(identitySecretStateName(rotated)).toBe("rotated");
  });

  it("keeps the question open when rotating failed", () => {
    const failed = run({ type: "askRotate" }, { type: "rotating" }, { type: "failed", text: "Refused." });
    expect(failed.confirmingRotate).toBe(true);
    expect(identitySecretStateName(failed)).toBe("confirming-rotate");
    expect(identitySecretStateName(reduceIdentitySecret(failed, { type: "cancelRotate" }))).toBe("failed");
  });
});
