// The people's view of the OpenAPI document that @fastify/swagger builds (platform/openapi.ts).
type Json = Record<string, unknown>;

/** A readable HTML listing for people; the JSON is at /api/docs/openapi.json for tools. */
export function renderDocsHtml(doc: Json): string {
  const esc = (v: string) => v.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const paths = doc.paths as Record<string, Record<string, Json>>;
  const rows = Object.entries(paths)
    .flatMap(([p, ops]) =>
      Object.entries(ops).map(
        ([m, op]) => `<tr><td><code>${m.toUpperCase()}</code></td><td><code>${esc(p)}</code></td><td>${esc(String(op.summary ?? ''))}</td></tr>`,
      ),
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>API reference</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1c1917}table{border-collapse:collapse;width:100%}td{border-bottom:1px solid #e7e5e4;padding:.5rem;vertical-align:top}code{font-size:.9em}</style></head>
<body><h1>${esc(String((doc.info as Json).title))} API</h1><p>Every answer is <code>{ success, message, data }</code>; invalid input answers 422 with <code>errors: { field: message }</code>. Bodies are JSON objects (<code>Content-Type: application/json</code>, otherwise 415). Signed-in routes take <code>Authorization: Bearer &lt;api_token&gt;</code> from the login answer. Amounts are integer paise. Machine-readable: <a href="/api/docs/openapi.json">openapi.json</a>.</p>
<table><tbody>${rows}</tbody></table></body></html>`;
}
