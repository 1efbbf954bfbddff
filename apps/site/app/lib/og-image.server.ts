import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import { Wrench } from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { toolIcons } from './tool-icons.server';

/** Open Graph's recommended size: what Facebook, LinkedIn, X and chat apps crop and scale from. */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

const require = createRequire(import.meta.url);
/** DejaVu Sans from npm, so the image looks the same on every machine (no system fonts). */
const fontFiles = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((file) =>
  require.resolve(`dejavu-fonts-ttf/ttf/${file}`),
);

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Words into lines of at most `maxChars` characters (DejaVu Sans averages about 0.55 em a
 * character), ending with `…` past `maxLines`.
 */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= maxChars || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] as string;
  kept[maxLines - 1] = `${last.length < maxChars ? last : last.replace(/\s*\S*$/, '')}…`;
  return kept;
}

/** The card as SVG: the tool's icon on the brand blue, its name, its description, the site name. */
export function ogImageSvg({
  title,
  description,
  icon,
}: {
  title: string;
  description: string;
  icon: string;
}) {
  const iconMarkup = renderToStaticMarkup(
    createElement(toolIcons[icon] ?? Wrench, {
      x: 120,
      y: 155,
      size: 200,
      color: '#ffffff',
      strokeWidth: 1.75,
    }),
  );
  const titleLines = wrapText(title, 20, 2);
  const descriptionLines = wrapText(description, 44, 3);
  const titleTop = 230 - (titleLines.length - 1) * 40;
  const text = (lines: string[], { y, size, lineHeight, weight, fill }: Record<string, string | number>) =>
    lines
      .map(
        (line, index) =>
          `<text x="420" y="${Number(y) + index * Number(lineHeight)}" font-family="DejaVu Sans" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(line)}</text>`,
      )
      .join('');
  const descriptionTop = titleTop + (titleLines.length - 1) * 84 + 70;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}" viewBox="0 0 ${OG_IMAGE_WIDTH} ${OG_IMAGE_HEIGHT}">
<rect width="100%" height="100%" fill="#eff6ff"/>
<rect x="0" y="${OG_IMAGE_HEIGHT - 16}" width="${OG_IMAGE_WIDTH}" height="16" fill="#2563eb"/>
<rect x="80" y="115" width="280" height="280" rx="56" fill="#2563eb"/>
${iconMarkup}
${text(titleLines, { y: titleTop, size: 72, lineHeight: 84, weight: 700, fill: '#0f172a' })}
${text(descriptionLines, { y: descriptionTop, size: 32, lineHeight: 44, weight: 400, fill: '#334155' })}
<text x="80" y="530" font-family="DejaVu Sans" font-size="36" font-weight="700" fill="#2563eb">Toolbox</text>
</svg>`;
}

/** The card as a 1200 × 630 PNG. */
export function renderOgImage(card: { title: string; description: string; icon: string }): Buffer {
  const resvg = new Resvg(ogImageSvg(card), {
    font: { fontFiles, loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' },
  });
  return resvg.render().asPng();
}
