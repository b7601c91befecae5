import type { Integration } from "../schemas/integration.schema";

/** The integrations a fresh hub starts with; the server seeds integrations.yaml and its database from them. */
export const defaultIntegrations: readonly Integration[] = [
  { id: "vscode", name: "Visual Studio Code", type: "desktop", status: "connected" },
  { id: "obsidian", name: "Obsidian", type: "desktop", status: "connected" },
  { id: "google-calendar", name: "Google Calendar", type: "web", status: "connected" },
  { id: "slack", name: "Slack", type: "web", status: "connected" },
  { id: "notion", name: "Notion", type: "web", status: "disconnected" },
  { id: "ios-shortcuts", name: "iOS Shortcuts", type: "mobile", status: "connected" },
  { id: "telegram", name: "Telegram", type: "mobile", status: "error" },
  { id: "home-assistant", name: "Home Assistant", type: "other", status: "disconnected" },
];
