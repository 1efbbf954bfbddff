import { ENGINES, type Engine, MAX_SOURCE_BYTES } from './constants';

/**
 * What the page header's "Copy link" carries (CONTEXT.md Rules: Export and share › Link): the
 * syntax in use, its code and whether the preview is shown. The other syntax's code is the
 * visitor's own and stays out. Light on purpose: the page imports it on first load.
 */
export interface SharedDiagramState {
  engine: Engine;
  code: string;
  showPreview: boolean;
}

/** What a link carried, checked: a known syntax, code within the render limit. */
export function parseSharedDiagram(raw: unknown): SharedDiagramState | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { engine, code, showPreview } = raw as Record<string, unknown>;
  if (!ENGINES.includes(engine as Engine) || typeof code !== 'string' || typeof showPreview !== 'boolean')
    return undefined;
  if (new TextEncoder().encode(code).length > MAX_SOURCE_BYTES) return undefined;
  return { engine: engine as Engine, code, showPreview };
}
