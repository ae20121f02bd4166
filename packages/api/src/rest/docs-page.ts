/**
 * /api/docs: RapiDoc, served from our origin (decision 0075), renders the OpenAPI document with
 * authorisation and "try"; the plain HTML list below it is what a browser without scripts reads,
 * and /api-docs/init.js hides it once the reference has the document.
 */
// No remote fonts (load-fonts), no spec URL box or file upload: only our document, from our origin.
// Colours are the web app's tokens (brand-700, amber-700): white on them reads at 4.5:1 or more.
const REFERENCE =
  '<rapi-doc id="reference" theme="light" primary-color="#15803d" show-header="false" load-fonts="false" regular-font="system-ui, sans-serif" mono-font="ui-monospace, monospace" allow-server-selection="false" allow-spec-url-load="false" allow-spec-file-load="false" show-method-in-nav-bar="as-colored-block"></rapi-doc>';

export function renderDocsPage(doc: {
  info: { title: string; description: string };
  paths: Record<string, Record<string, unknown>>;
}): string {
  const esc = (s: unknown) => String(s).replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const o = op as {
        summary: string;
        description: string;
        tags: string[];
        requestBody?: unknown;
        parameters?: unknown;
        responses: Record<string, { description?: string; $ref?: string }>;
      };
      const body = o.requestBody
        ? `<details><summary>Request body</summary><pre>${esc(JSON.stringify(o.requestBody, null, 2))}</pre></details>`
        : '';
      const params = o.parameters
        ? `<details><summary>Parameters</summary><pre>${esc(JSON.stringify(o.parameters, null, 2))}</pre></details>`
        : '';
      const codes = Object.keys(o.responses).join(', ');
      return `<section id="${esc(`${method}-${path}`)}"><h3><span class="m ${esc(method)}">${esc(method.toUpperCase())}</span> <code>${esc(path)}</code></h3><p>${esc(o.summary)}. ${esc(o.description)}</p><p class="codes">Responses: ${esc(codes)}</p>${params}${body}</section>`;
    }),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(doc.info.title)}</title>
<style>body{margin:0;font:15px/1.5 system-ui,sans-serif;color:#1c2b22}rapi-doc{display:none;height:100vh}.ui rapi-doc{display:block}.ui #fallback{display:none}#fallback{max-width:960px;margin:2rem auto;padding:0 1rem}h3{margin:.2rem 0;font-size:1rem}section{border:1px solid #dfe6e1;border-radius:8px;padding:.8rem 1rem;margin:.8rem 0}.m{display:inline-block;min-width:4.5rem;text-align:center;border-radius:4px;color:#fff;font-size:.8rem;padding:.1rem .4rem;background:#555}.get{background:#1d6fb8}.post{background:#15803d}.put{background:#b45309}.delete{background:#b8261d}pre{background:#f5f7f6;padding:.6rem;overflow:auto;font-size:.8rem}.codes{color:#5b6b61;font-size:.85rem}</style>
<script src="/api-docs/rapidoc-min.js" defer></script><script src="/api-docs/init.js" defer></script></head>
<body>${REFERENCE}<main id="fallback"><h1>${esc(doc.info.title)}</h1><p>${esc(doc.info.description)}</p><p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>. Authenticate with <code>Authorization: Bearer &lt;access_token or API key&gt;</code>.</p>${ops.join('')}</main></body></html>`;
}
