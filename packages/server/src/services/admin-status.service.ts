import { type AdminStatusCard, adminStatusCards, personalityCatalogue } from "@hub-of-minds/core";
import { sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { uptimeText } from "./uptime-text";

export interface AdminStatusSources {
  db: Database;
  /** Connected `/ws` clients of this instance. */
  socketClients: () => number;
  /** Seconds this instance has run (tests fix it). */
  uptimeSeconds?: () => number;
}

/** The portal's eight cards, with live values where the server knows them. */
export function createAdminStatusService(sources: AdminStatusSources) {
  return {
    async cards(): Promise<AdminStatusCard[]> {
      const personalities = personalityCatalogue.length;
      const started = performance.now();
      const databaseUp = await sources.db
        .execute(sql`select 1`)
        .then(() => true)
        .catch(() => false);
      const roundTripMs = Math.round(performance.now() - started);
      const live: Record<string, Partial<AdminStatusCard>> = {
        "Consciousness Streams": { value: `${personalities}/${personalities} Active` },
        "AI Personalities": { value: `${personalities} Online` },
        Database: databaseUp
          ? { value: `Connected (${roundTripMs} ms)`, status: "good" }
          : { value: "Unreachable", status: "warning", trend: "down" },
        "Embeddable Widgets": { value: `5 Deployed, ${sources.socketClients()} live clients` },
        // How long this instance has run, in place of an availability figure the hub does not measure.
        "System Uptime": { value: uptimeText((sources.uptimeSeconds ?? process.uptime)()), trend: "up" },
      };
      return adminStatusCards.map((card) => ({ ...card, ...live[card.name] }));
    },
  };
}
