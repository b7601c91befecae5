import { type ApiOperation, apiOperations } from "./api-operations";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

function row(op: ApiOperation): string {
  const params = (op.params ?? []).map((p) => `${p.name} (${p.in}${p.required ? ", required" : ""})`).join(", ");
  return `<tr>
  <td><code class="method ${op.method}">${op.method.toUpperCase()}</code></td>
  <td><code>${escapeHtml(op.path)}</code></td>
  <td>${escapeHtml(op.summary)}${params ? `<br><small>Parameters: ${escapeHtml(params)}</small>` : ""}</td>
  <td>${op.admin ? "Administrator" : "Public"}</td>
  <td>${[op.created ? 201 : 200, ...op.errors].join(", ")}</td>
</tr>`;
}

/** The API reference at `/api/docs`: a self-contained page (no scripts, no external assets). */
export function renderDocsPage(operations: readonly ApiOperation[] = apiOperations): string {
  const tags = [...new Set(operations.map((op) => op.tag))];
  const sections = tags
    .map(
      (tag) => `<section aria-labelledby="tag-${tag}">
<h2 id="tag-${tag}">${escapeHtml(tag)}</h2>
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
<p>Every error is JSON <code>{error, details}</code>. Writes need the administrator session cookie
(<code>POST /api/admin/login</code>) and, when sent with an Origin header, this server's origin.
Live events arrive on the WebSocket at <code>/ws</code> as <code>{type, data, timestamp}</code>.
The machine-readable description is <a href="/api/openapi.json">/api/openapi.json</a>.</p>
${sections}
</main>
</body>
</html>`;
}
