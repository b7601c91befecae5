import type { StorageContainer, StorageStatistics } from "@hub-of-minds/core";

/** The export's file: the statistics and every container, as the page shows them. */
export function storageExportJson(statistics: StorageStatistics, containers: readonly StorageContainer[]): string {
  return `${JSON.stringify({ exportedAt: new Date().toISOString(), statistics, containers }, null, 2)}\n`;
}

/** Export Data: downloads the storage overview as a JSON file. */
export function downloadStorageExport(statistics: StorageStatistics, containers: readonly StorageContainer[]): void {
  const url = URL.createObjectURL(new Blob([storageExportJson(statistics, containers)], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = "hub-of-minds-storage.json";
  link.click();
  // The click has started the download; the address is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
