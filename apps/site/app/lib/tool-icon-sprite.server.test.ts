import { describe, expect, it } from 'vitest';
import { registry } from '#app/registry';
import { loader } from '#app/routes/tool-icons';
import { TOOL_ICON_SPRITE_PATH, toolIconSprite, toolIconSpriteUrl } from './tool-icon-sprite.server';
import { toolIcons } from './tool-icons.server';

describe('the tool icon sprite', () => {
  it('holds a symbol for every tool icon, in lucide look, and nothing else', () => {
    const { svg } = toolIconSprite();
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    for (const name of [...Object.keys(toolIcons), ...registry.map((tool) => tool.icon)])
      expect(svg).toContain(`<symbol id="${name}"`);
    const symbol = /<symbol id="sheet"([^>]*)>/.exec(svg)?.[1] ?? '';
    expect(symbol).toContain('viewBox="0 0 24 24"');
    expect(symbol).toContain('stroke="currentColor"');
    expect(symbol).not.toMatch(/\s(class|width|height)=/);
    expect(svg).not.toMatch(/<script|on\w+=/i);
  });

  it('is served with its version cached for a year, without it for an hour', async () => {
    const url = toolIconSpriteUrl();
    expect(url).toMatch(new RegExp(`^${TOOL_ICON_SPRITE_PATH}\\?v=[0-9a-f]{12}$`));
    const call = (path: string) =>
      loader({ request: new Request(`http://test${path}`), params: {}, context: {} } as Parameters<
        typeof loader
      >[0]);
    const current = call(url);
    expect(current.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8');
    expect(current.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await current.text()).toBe(toolIconSprite().svg);
    expect(call(TOOL_ICON_SPRITE_PATH).headers.get('Cache-Control')).toBe('public, max-age=3600');
  });
});
