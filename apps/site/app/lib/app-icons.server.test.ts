import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '#app/locales/en.json';
import zh from '#app/locales/zh.json';
import { appIcons, renderAppIcon } from './app-icons.server';

const publicFile = (path: string) => new URL(`../../public/${path}`, import.meta.url);
/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];

describe('the installed app', () => {
  it('has committed icons that are what scripts/write-app-icons.ts makes from the logo', () => {
    for (const icon of appIcons()) {
      const committed = readFileSync(publicFile(`icons/${icon.file}`));
      expect(pngSize(committed), icon.file).toEqual([icon.size, icon.size]);
      expect(
        committed.equals(renderAppIcon(icon)),
        `${icon.file} is stale: run scripts/write-app-icons.ts`,
      ).toBe(true);
    }
  });

  it('has a manifest per language: its name, start page, the whole site as scope, standalone, 192 and 512 icons', () => {
    for (const [path, messages, start] of [
      ['manifest.webmanifest', en, '/'],
      ['zh/manifest.webmanifest', zh, '/zh/'],
    ] as const) {
      const manifest = JSON.parse(readFileSync(publicFile(path), 'utf8'));
      expect(manifest).toMatchObject({
        id: '/',
        name: messages.site.name,
        short_name: messages.site.name,
        start_url: start,
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
      });
      const icons = manifest.icons as Array<{ src: string; sizes: string; purpose: string }>;
      for (const purpose of ['any', 'maskable'])
        for (const sizes of ['192x192', '512x512'])
          expect(
            icons.some((icon) => icon.purpose === purpose && icon.sizes === sizes),
            `${purpose} ${sizes}`,
          ).toBe(true);
      for (const icon of icons) {
        const bytes = readFileSync(publicFile(icon.src.slice(1)));
        expect(pngSize(bytes).join('x')).toBe(icon.sizes);
      }
    }
  });
});
