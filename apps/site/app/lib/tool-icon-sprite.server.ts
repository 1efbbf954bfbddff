import { createHash } from 'node:crypto';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { toolIcons } from './tool-icons.server.ts';

/** The path of the sprite; the page asks for it with its version (`?v=`), so it is cached for good. */
export const TOOL_ICON_SPRITE_PATH = '/tool-icons.svg';

let built: { svg: string; version: string } | undefined;

/**
 * Every tool icon as a `<symbol id="<name>">` of one SVG file. Pages draw tool icons with
 * `<use href="/tool-icons.svg?v=…#name">`: one cached request instead of each icon's code in the
 * page's JavaScript (the home page was at its 150 KB budget, and each new tool's icon added to it).
 */
export function toolIconSprite(): { svg: string; version: string } {
  if (!built) {
    const symbols = Object.entries(toolIcons).map(([name, Icon]) => {
      const markup = renderToStaticMarkup(createElement(Icon));
      // Lucide's <svg …>paths</svg> becomes <symbol …>paths</symbol>, keeping its stroke attributes.
      const inner = markup.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
      const attributes = /^<svg([^>]*)>/.exec(markup)?.[1] ?? '';
      const kept = attributes.replace(/\s(class|width|height|xmlns)="[^"]*"/g, '');
      return `<symbol id="${name}"${kept}>${inner}</symbol>`;
    });
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
    built = { svg, version: createHash('sha256').update(svg).digest('hex').slice(0, 12) };
  }
  return built;
}

/** The sprite's address for pages: its path and version. */
export function toolIconSpriteUrl(): string {
  return `${TOOL_ICON_SPRITE_PATH}?v=${toolIconSprite().version}`;
}
