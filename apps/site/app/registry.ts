import type { ToolManifest } from '@toolbox/kit/tool';
import { manifest as jsonTools } from '@toolbox/tool-json-tools/manifest';

/**
 * Every tool the site serves, in display order. An explicit list (not a glob) so a reader sees
 * what ships and a bundler sees only manifests, never a tool's UI. `pnpm new-tool` appends here.
 */
export const registry: readonly ToolManifest[] = [jsonTools];

export function findTool(id: string | undefined): ToolManifest | undefined {
  return registry.find((tool) => tool.id === id);
}
