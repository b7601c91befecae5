const byteUnits = ["Bytes", "KB", "MB", "GB"] as const;

/**
 * Storage sizes in base 1024 (spec 000): '0 Bytes', '1.5 KB', '2 GB'. At most `decimals` decimals, trailing
 * zeros dropped; GB is the largest unit, so a terabyte reads '1024 GB'.
 */
export function formatBytes(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`not a byte count: ${bytes}`);
  if (bytes === 0) return "0 Bytes";
  const exponent = Math.min(Math.max(Math.floor(Math.log(bytes) / Math.log(1024)), 0), byteUnits.length - 1);
  const value = Number.parseFloat((bytes / 1024 ** exponent).toFixed(decimals));
  return `${value} ${byteUnits[exponent]}`;
}

/** Share of a container in use, 0-100, for its progress bar; an unlimited (0) maximum reads 0. */
export function storageUsagePercent(currentSize: number, maxSize: number): number {
  if (maxSize <= 0) return 0;
  return Math.min(100, Math.max(0, (currentSize / maxSize) * 100));
}
