/** 'Nov 24, 2026'; null is 'Never' (an app whose skills never ran); an unreadable stamp is shown as is. */
export function formatAppDate(iso: string | null): string {
  if (!iso) return "Never";
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" });
}

/** 'Nov 24, 2026, 09:30 AM' for a skill's last run, in the reader's time zone; null is 'Never'. */
export function formatAppDateTime(iso: string | null): string {
  if (!iso) return "Never";
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString("en-US", {
        year: "numeric",
        month: "short",
        day: "numeric",
        hour: "2-digit",
        minute: "2-digit",
      });
}
