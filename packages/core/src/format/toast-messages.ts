export interface ToastText {
  title: string;
  description?: string;
  variant?: "destructive";
}

const destructive = "destructive" as const;

/**
 * The chat's and the image generator's toasts, apart so the embeddable chat widget can import them without the
 * site's other toasts.
 */
export const chatToastMessages = {
  /** `serverMessage` from `serverErrorMessage`; without it the documented fallback. */
  chatFailed: (serverMessage?: string): ToastText => ({
    title: "Error",
    description: serverMessage || "Failed to get response from ChatGPT",
    variant: destructive,
  }),
  chatSucceeded: (tokens: number): ToastText => ({ title: "Response received", description: `Used ${tokens} tokens` }),
  imageFailed: { title: "Error", description: "Failed to generate image", variant: destructive },
  imageGenerated: { title: "Image generated", description: "DALL-E 3 image created successfully" },
} as const satisfies Record<string, ToastText | ((...args: never[]) => ToastText)>;

/**
 * Every toast of spec 000 and 001, section 8, with the exact documented texts. Entries that need a value
 * (a token count, a provider, an app) are functions. Entries marked "not shown" in the spec are our own.
 */
export const toastMessages = {
  configSaved: {
    title: "Configuration Updated",
    description: "YAML configuration has been successfully updated and reloaded.",
  },
  configSaveFailed: {
    title: "Update Failed",
    description: "Failed to update configuration. Please check your YAML syntax.",
    variant: destructive,
  },
  configsReloaded: {
    title: "Configurations Reloaded",
    description: "All YAML configurations have been reloaded from the file system.",
  },
  configReloadFailed: { title: "Reload Failed", description: "Failed to reload configurations.", variant: destructive },
  configLoadFailed: {
    title: "Load Failed",
    description: "Failed to load configuration content.",
    variant: destructive,
  },
  ...chatToastMessages,
  providerTestSucceeded: (provider: string): ToastText => ({
    title: "Connection successful",
    description: `${provider} API is working correctly`,
  }),
  providerTestFailed: (serverError?: string): ToastText => ({
    title: "Connection failed",
    description: serverError || "Connection failed",
    variant: destructive,
  }),
  providerSaved: { title: "Configuration saved", description: "API key has been saved securely" },
  providerSaveFailed: { title: "Save failed", variant: destructive },
  appInstalled: (appName: string): ToastText => ({
    title: "App Installed",
    description: `${appName} was successfully installed to your cluster`,
  }),
  appInstallFailed: {
    title: "Installation Failed",
    description: "Failed to install the app. Please try again.",
    variant: destructive,
  },
  appUninstalled: { title: "App Uninstalled" },
  appUninstallFailed: {
    title: "Uninstall Failed",
    description: "Failed to uninstall the app. Please try again.",
    variant: destructive,
  },
  skillExecuted: { title: "Skill Executed" },
  supportTicketSubmitted: {
    title: "Support Ticket Submitted",
    description: "We'll respond within 24 hours. Agent Zero is already analyzing your request.",
  },
  customerApiKeyRotated: {
    title: "API Key Rotated",
    description: "Copy your new key now: it will not be shown again.",
  },
} as const satisfies Record<string, ToastText | ((...args: never[]) => ToastText)>;

/** The browser alert on a refused administrator login (spec 001, section 8). */
export const adminAccessDeniedAlert = "Access Denied: Invalid administrator credentials";
