import { Hono } from 'hono';
import type { ApiDeps } from '../deps.ts';
import { decodeDiagramSource } from '../plantuml/decode-source.ts';
import { createDiagramRenderer } from '../plantuml/renderer.ts';
import { rateLimit, rateLimitRules } from '../rate-limit.ts';

/** Opened directly, the SVG may style itself but load and run nothing. */
export const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/**
 * `GET /plantuml/svg/:encoded`: the diagram as `image/svg+xml`, cached for a year (the URL is the
 * content), or `{ error, code }`. Rendered by the local `plantuml` (PLANTUML_COMMAND) or the
 * PLANTUML_SERVER_URL server (PLANTUML_COMMAND=off skips the local one). Rate-limited per client:
 * each local render is a JVM.
 */
export function plantumlRoutes(deps: ApiDeps) {
  const app = new Hono();
  const renderer = createDiagramRenderer({
    command: deps.env.PLANTUML_COMMAND,
    serverUrl: deps.env.PLANTUML_SERVER_URL,
    timeoutMs: deps.env.PLANTUML_TIMEOUT_MS,
  });
  // `{.+}`: the spec's plain base64 may hold `/`, which clients do not always percent-encode.
  app.get(
    '/plantuml/svg/:encoded{.+}',
    rateLimit({ db: deps.db, rule: rateLimitRules.plantuml, getClient: deps.clientAddress }),
    async (c) => {
      const { source } = decodeDiagramSource(c.req.param('encoded'));
      const { svg, renderer: renderedBy } = await renderer.render(source);
      return c.body(svg, 200, {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': 'public, max-age=31536000, immutable',
        'Content-Security-Policy': SVG_CONTENT_SECURITY_POLICY,
        'X-Diagram-Renderer': renderedBy,
      });
    },
  );
  return app;
}
