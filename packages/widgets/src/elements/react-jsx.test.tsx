import "./react-jsx";
import { describe, expect, it } from "vitest";
import type { HomElementAttributes } from "./element-types";

describe("JSX typings for React hosts", () => {
  it("type the elements' attributes (a wrong value fails type-checking)", () => {
    const ok = <hom-chat model="gpt-4" temperature={1.2} theme="dark" api-base="https://hub.example.com" />;
    // @ts-expect-error: not one of the themes
    const wrongModel = <hom-chat theme="sepia" />;
    // @ts-expect-error: personalities has no model attribute
    const wrongAttribute = <hom-personalities model="gpt-4" />;
    const level: HomElementAttributes<"hom-personalities">["level"] = "high";
    expect(ok.props).toMatchObject({ model: "gpt-4", theme: "dark" });
    expect(wrongModel.type).toBe("hom-chat");
    expect(wrongAttribute.type).toBe("hom-personalities");
    expect(level).toBe("high");
  });
});
