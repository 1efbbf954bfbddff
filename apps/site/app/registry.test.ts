import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { acceptsItems, type HandOffItem } from '@toolbox/kit/hand-off';
import { locales } from '@toolbox/kit/locales';
import { describe, expect, it } from 'vitest';
import specRegistry from '../../../tooling/scripts/spec-registry.json';
import { toolIcons } from './lib/tool-icons.server';
import { registry } from './registry';
import { toolModules } from './tool-modules';

/**
 * The 31 tools Toolbox was planned with, row by row: id, categories, flags (shared with
 * `pnpm new-tool`, which fills a scaffolded tool's categories and flags from it). A tool of this
 * table must carry exactly its row; a tool beyond it is welcome with any of the categories.
 */
const specTable = specRegistry as [id: string, categories: string, flags: string][];

const specTools = new Map(
  specTable.map(([id, categories, flags]) => [
    id as string,
    {
      categories: categories.split(', '),
      isNew: flags === 'new',
      hiddenInSidebar: flags === 'sidebar hidden by default',
    },
  ]),
);

/** Every source file of the tool (not its tests or stories), wherever in `src/` a hook is called. */
function toolSource(id: string): string {
  const directory = join(import.meta.dirname, '../../../packages', `tool-${id}`, 'src');
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name))
    .map((name) => readFileSync(join(directory, name), 'utf8'))
    .join('\n');
}

function sampleFile(type: string): HandOffItem {
  const concrete = type.endsWith('/*') ? `${type.slice(0, -1)}png` : type;
  return { kind: 'file', file: new File(['x'], 'sample', { type: concrete }) };
}

const sorted = (values: readonly string[]) => [...values].sort();
const categories = ['ai', 'code', 'data', 'security', 'web', 'design', 'fun'];

describe('the spec table in this test', () => {
  it('has the 31 planned tools, each once', () => {
    expect(specTable).toHaveLength(31);
    expect(specTools.size).toBe(31);
  });

  it('uses only the categories a tool can carry', () => {
    for (const [id, tool] of specTools) {
      expect(tool.categories.length, id).toBeGreaterThan(0);
      expect(categories, id).toEqual(expect.arrayContaining(tool.categories));
    }
  });
});

describe('registry', () => {
  it('registers at least one tool, each id once', () => {
    const ids = registry.map((tool) => tool.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives the browser every tool page component, in the same order, through toolModules', () => {
    expect(Object.keys(toolModules)).toEqual(registry.map((tool) => tool.id));
  });

  describe.each(registry.map((tool) => [tool.id, tool] as const))('%s', (id, manifest) => {
    const spec = specTools.get(id);

    it('has known categories, and a planned tool its planned categories and flags', () => {
      expect(manifest.categories.length).toBeGreaterThan(0);
      expect(categories).toEqual(expect.arrayContaining([...manifest.categories]));
      if (!spec) return; // a tool beyond the planned 31
      expect(sorted(manifest.categories)).toEqual(sorted(spec.categories));
      expect(manifest.flags.isNew, 'flags.isNew').toBe(spec.isNew);
      expect(manifest.flags.hiddenInSidebar, 'flags.hiddenInSidebar').toBe(spec.hiddenInSidebar);
    });

    it('loads the same page component through toolModules as through its manifest', async () => {
      const load = toolModules[id];
      expect(load).toBeDefined();
      expect((await (load as () => Promise<{ default: unknown }>)()).default).toBe(
        (await manifest.load()).default,
      );
    });

    it('has an icon the site can show', () => {
      expect(Object.keys(toolIcons)).toContain(manifest.icon);
    });

    it('has an ISO updatedAt date', () => {
      expect(manifest.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${manifest.updatedAt}T00:00:00Z`).toISOString().slice(0, 10)).toBe(manifest.updatedAt);
    });

    // What a manifest declares for links and hand-off, its page must do: the shell offers "Copy
    // link" and sends files and texts on the strength of these declarations.
    it('uses the shareable-state hook when it says share, the hand-off receiver when it accepts', () => {
      const source = toolSource(id);
      expect(source.includes('useShareableState('), 'share').toBe(manifest.share === true);
      expect(source.includes('useHandOffReceiver('), 'accepts').toBe(manifest.accepts !== undefined);
    });

    it('produces only what some other tool accepts', () => {
      const produces = manifest.produces;
      if (!produces) return;
      const others = registry.filter((tool) => tool.id !== id);
      for (const type of produces.files ?? [])
        expect(
          others.some((tool) => acceptsItems(tool.accepts, [sampleFile(type)])),
          type,
        ).toBe(true);
      for (const format of produces.text ?? [])
        expect(
          others.some((tool) => acceptsItems(tool.accepts, [{ kind: 'text', text: 'x', format }])),
          format,
        ).toBe(true);
    });

    it.each(locales)('has a name, a description and keywords in %s', async (locale) => {
      const { default: messages } = await manifest.messages[locale]();
      const nonBlank = expect.stringMatching(/\S/);
      expect(messages.meta).toEqual(
        expect.objectContaining({ name: nonBlank, description: nonBlank, keywords: expect.any(Array) }),
      );
      for (const keyword of messages.meta.keywords) expect(keyword).toEqual(nonBlank);
    });
  });
});

// The compressor writes JPEG XL, which Chromium cannot decode: "Open in…" and smart paste must
// not send it (nor an iPhone's HEIC, nor TIFF) to a tool that draws images.
describe('images the browser cannot decode', () => {
  it.each(['image/jxl', 'image/heic', 'image/tiff'])('%s goes only to tools that keep its bytes', (type) => {
    const takers = registry.filter((tool) => acceptsItems(tool.accepts, [sampleFile(type)]));
    expect(sorted(takers.map((tool) => tool.id))).toEqual(['crypto-tools', 'image-base64']);
  });
});
