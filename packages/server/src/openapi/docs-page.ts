import type { ApiSecurityScheme } from "@hub-of-minds/core";
import { escapeHtml } from "../http/escape-html";
import type { OpenApiDocument } from "./openapi-document";

interface Operation {
  method: string;
  path: string;
  operationId: string;
  summary: string;
  tag: string;
  access: string;
  parameters: string;
  statuses: string;
}

const accessText: Record<ApiSecurityScheme, string> = {
  session: "Signed in",
  customerKey: "Customer key (x-api-key)",
  customerBearer: "Customer key (Authorization: Bearer)",
  publishableKey: "Publishable key from other sites",
  visitorToken: "A widget visitor's token (x-visitor-token)",
};

const roleText: Record<string, string> = { admin: "Administrator", customer: "Customer (own account only)" };
const accessOf = (name: string) => roleText[name] ?? accessText[name as ApiSecurityScheme] ?? name;

/** Every operation of the document, in its order. */
function operationsOf(document: OpenApiDocument): Operation[] {
  const list: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of ["get", "post", "put", "patch", "delete"] as const) {
      const op = item[method];
      if (!op) continue;
      const schemes = (op.security ?? []).flatMap((requirement) =>
        Object.entries(requirement).map(([name, roles]) => (name === "session" && roles.length ? roles : [name])),
      );
      list.push({
        method,
        path,
        operationId: op.operationId ?? "",
        summary: op.summary ?? "",
        tag: op.tags?.[0] ?? "Other",
        access: schemes.length ? schemes.map((names) => names.map(accessOf).join(" + ")).join(", ") : "Public",
        parameters: (op.parameters ?? [])
          .map((p) => ("name" in p ? `${p.name} (${p.in}${p.required ? ", required" : ""})` : ""))
          .filter(Boolean)
          .join(", "),
        statuses: Object.keys(op.responses ?? {}).join(", "),
      });
    }
  }
  return list;
}

function row(op: Operation): string {
  return `<tr id="${escapeHtml(op.operationId)}">
  <td><code class="method ${op.method}">${op.method.toUpperCase()}</code></td>
  <td><code>${escapeHtml(op.path)}</code><br><small>${escapeHtml(op.operationId)}</small></td>
  <td>${escapeHtml(op.summary)}${op.parameters ? `<br><small>Parameters: ${escapeHtml(op.parameters)}</small>` : ""}</td>
  <td>${escapeHtml(op.access)}</td>
  <td>${escapeHtml(op.statuses)}</td>
</tr>`;
}

/** The API reference at `/api/docs`: every operation of the document, self-contained (no scripts, no assets). */
export function renderDocsPage(document: OpenApiDocument): string {
  const operations = operationsOf(document);
  const tags = [...new Set(operations.map((op) => op.tag))];
  const slug = (tag: string) => tag.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const sections = tags
    .map(
      (tag) => `<section aria-labelledby="tag-${slug(tag)}">
<h2 id="tag-${slug(tag)}">${escapeHtml(tag)}</h2>
<table>
<caption class="visually-hidden">${escapeHtml(tag)} operations</caption>
<thead><tr><th scope="col">Method</th><th scope="col">Path</th><th scope="col">What it does</th><th scope="col">Access</th><th scope="col">Statuses</th></tr></thead>
<tbody>
${operations
  .filter((op) => op.tag === tag)
  .map(row)
  .join("\n")}
</tbody>
</table>
</section>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Hub of Minds API reference</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 72rem; padding: 0 1rem; color: #1a1a2e; }
table { border-collapse: collapse; width: 100%; margin-bottom: 2rem; }
th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid #d0d0e0; vertical-align: top; }
code { font-size: 0.95em; }
.method { font-weight: 700; }
.get { color: #05603a; } .post { color: #1d4ed8; } .put { color: #92400e; } .delete { color: #b91c1c; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
a:focus-visible { outline: 2px solid #1d4ed8; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>Hub of Minds API reference</h1>
<p>${escapeHtml(document.info.description ?? "")}</p>
<p>Administrator operations need the session cookie (<code>POST /api/admin/login</code>) and, when sent with an
Origin header, this server's origin. The public chat API takes the customer's key in <code>x-api-key</code>.
The machine-readable description is <a href="/api/openapi.json">/api/openapi.json</a>
(${operations.length} operations).</p>
${sections}
</main>
</body>
</html>`;
}
