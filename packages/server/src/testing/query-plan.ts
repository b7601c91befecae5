/** The plan nodes of an `explain (format json)` answer that read a table (a test looks at how it is read). */
export function scansOf(plan: unknown): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== "object") return;
    const node = value as Record<string, unknown>;
    if (String(node["Node Type"]).endsWith("Scan") && "Relation Name" in node) found.push(node);
    Object.values(node).forEach(visit);
  };
  visit(plan);
  return found;
}
