import { DOMParser } from 'linkedom';
import type { DomElement, DomNode } from '../crawler/dom.ts';
import { ApiError } from '../errors.ts';

const droppedElements = 'script, foreignObject, iframe, embed, object';
const animations = 'set, animate, animateMotion, animateTransform, animateColor';
const linkSchemes = /^(https?:|mailto:)/i;
const inlineImage = /^data:image\/(png|jpe?g|gif|webp);/i;

/**
 * Makes a rendered diagram safe to show even inline: PlantUML turns `[[javascript:...]]` links into
 * `<a href="javascript:...">`, and a proxied server's output is not ours. Drops scripts, foreign
 * content, event handlers, animations that could rewrite links, comments (PlantUML's metadata), and
 * any link that is not http(s) or mailto (`<a>`) or an in-document or inline image reference.
 * Throws UPSTREAM_ERROR when the text is not an SVG document.
 */
export function sanitizeSvg(svg: string): string {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml') as unknown as {
    documentElement: DomElement | null;
    toString(): string;
  };
  const root = document.documentElement;
  if (root?.localName !== 'svg')
    throw new ApiError('UPSTREAM_ERROR', 'The renderer did not return an SVG image');

  for (const element of [...root.querySelectorAll(droppedElements)]) element.remove();
  for (const element of [...root.querySelectorAll(animations)]) {
    if (/href|^on/i.test(element.getAttribute('attributeName') ?? '')) element.remove();
  }
  for (const element of [root, ...root.querySelectorAll('*')]) {
    for (const { name, value } of [...element.attributes]) {
      const lower = name.toLowerCase();
      const isLink = lower === 'href' || lower.endsWith(':href');
      if (lower.startsWith('on') || (isLink && !isSafeReference(element.localName, value.trim()))) {
        element.removeAttribute(name);
      }
    }
  }
  removeComments(root);
  return document.toString();
}

function isSafeReference(elementName: string, value: string): boolean {
  if (value.startsWith('#')) return true;
  if (elementName === 'a') return linkSchemes.test(value);
  return elementName === 'image' && inlineImage.test(value);
}

function removeComments(node: DomNode): void {
  for (const child of [...node.childNodes]) {
    if (child.nodeType === 8) (child as unknown as DomElement).remove();
    else removeComments(child);
  }
}
