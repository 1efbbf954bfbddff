import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_DESIGN } from './design';
import {
  fromIconNodes,
  fromInnerSvg,
  fromIonicons,
  fromMdi,
  fromOcticons,
  fromSimpleIcons,
  fromSprite,
  ICON_FAMILIES,
  type IconSet,
  parseElements,
} from './icon-sets';
import { renderSvg } from './render';

const require = createRequire(import.meta.url);
const read = (path: string) => readFileSync(require.resolve(path), 'utf8');
const folder = mkdtempSync(join(tmpdir(), 'icon-sets-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** How many of an icon's pixels librsvg paints red when it is drawn red on no background. */
function redPixels(set: IconSet, name: string): number {
  const icon = set.get(name);
  if (!icon) throw new Error(`no ${name}`);
  const svg = renderSvg(
    {
      ...DEFAULT_DESIGN,
      backgroundShape: 'none',
      showText: false,
      showIcon: true,
      iconColor: '#ff0000',
      iconSize: 100,
    },
    { exportSize: 256, icon },
  );
  const path = join(folder, `${name}.svg`);
  writeFileSync(path, svg);
  const text = execFileSync(
    'convert',
    [path, '-fx', 'r>0.5 && g<0.3 && a>0.5 ? 1 : 0', '-format', '%[fx:mean*w*h]', 'info:'],
    {
      encoding: 'utf8',
    },
  );
  return Number(text);
}

/** The nine families, each from its package as the page loads it. */
const families: Record<(typeof ICON_FAMILIES)[number], () => Promise<IconSet>> = {
  lucide: async () => fromIconNodes(JSON.parse(read('lucide-static/icon-nodes.json'))),
  tabler: async () => fromIconNodes(JSON.parse(read('@tabler/icons/tabler-nodes-outline.json'))),
  feather: async () => fromInnerSvg(JSON.parse(read('feather-icons/dist/icons.json'))),
  octicons: async () => fromOcticons(JSON.parse(read('@primer/octicons/build/data.json'))),
  mdi: async () => fromMdi(await import('@mdi/js')),
  simple: async () => fromSimpleIcons(await import('simple-icons')),
  bootstrap: async () => fromSprite(read('bootstrap-icons/bootstrap-icons.svg')),
  remix: async () => fromSprite(read('remixicon/fonts/remixicon.symbol.svg'), { prefix: 'ri-' }),
  ionicons: async () => fromIonicons(await import('ionicons/icons')),
};
const samples: Record<(typeof ICON_FAMILIES)[number], string> = {
  lucide: 'house',
  tabler: 'home',
  feather: 'home',
  octicons: 'home',
  mdi: 'home',
  simple: 'github',
  bootstrap: 'house',
  remix: 'home-line',
  ionicons: 'home-outline',
};

describe('icon families (CONTEXT.md Rules: Icon library)', () => {
  it('reads shape elements and nothing else', () => {
    expect(
      parseElements(
        '<g><path d="M1 1"/><script>x</script><circle cx="1" cy="2" r="3"></circle><image href="x"/></g>',
      ),
    ).toEqual([
      ['path', { d: 'M1 1' }],
      ['circle', { cx: '1', cy: '2', r: '3' }],
    ]);
  });

  it.each(ICON_FAMILIES)(
    '%s: hundreds of icons, and one draws in the icon colour',
    async (family) => {
      const set = await families[family]();
      expect(set.size).toBeGreaterThan(200);
      expect(redPixels(set, samples[family])).toBeGreaterThan(300);
    },
    30_000,
  );

  it('names Material Design Icons in kebab case and takes the Remix prefix off', async () => {
    expect((await families.mdi()).has('account-box')).toBe(true);
    expect((await families.remix()).has('ri-home-line')).toBe(false);
  });
});
