import { describe, expect, it } from "vitest";
import { adminAccessDeniedAlert, toastMessages } from "./toast-messages";

describe("toast messages", () => {
  it("keeps the config texts of spec 000", () => {
    expect(toastMessages.configSaved).toEqual({
      title: "Configuration Updated",
      description: "YAML configuration has been successfully updated and reloaded.",
    });
    expect(toastMessages.configSaveFailed.variant).toBe("destructive");
    expect(toastMessages.configsReloaded.description).toBe(
      "All YAML configurations have been reloaded from the file system.",
    );
  });

  it("fills in values", () => {
    expect(toastMessages.chatSucceeded(42)).toEqual({ title: "Response received", description: "Used 42 tokens" });
    expect(toastMessages.chatFailed().description).toBe("Failed to get response from ChatGPT");
    expect(toastMessages.chatFailed("429: quota").description).toBe("429: quota");
    expect(toastMessages.providerTestSucceeded("HuggingFace").description).toBe("HuggingFace API is working correctly");
    expect(toastMessages.providerTestFailed("").description).toBe("Connection failed");
    expect(toastMessages.appInstalled("Flow").description).toBe("Flow was successfully installed to your cluster");
  });

  it("keeps the spec 001 texts", () => {
    expect(toastMessages.supportTicketSubmitted.description).toBe(
      "We'll respond within 24 hours. Agent Zero is already analyzing your request.",
    );
    expect(toastMessages.imageGenerated).toEqual({
      title: "Image generated",
      description: "DALL-E 3 image created successfully",
    });
    expect(adminAccessDeniedAlert).toBe("Access Denied: Invalid administrator credentials");
  });
});
