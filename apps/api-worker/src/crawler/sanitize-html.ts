import type { DomElement, DomNode } from './dom.ts';

/** Elements dropped with their content: active content, embedded documents, forms, styling. */
const droppedElements = [
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'link',
  'meta',
  'base',
  'svg',
  'math',
  'canvas',
  'dialog',
];

const urlAttributes = ['href', 'src', 'poster', 'cite', 'background', 'longdesc'];
/** Dropped outright: they run code, submit elsewhere, or list URLs we would have to check one by one. */
const droppedAttributes = new Set([
  'srcdoc',
  'srcset',
  'imagesrcset',
  'formaction',
  'action',
  'ping',
  'style',
]);
const safeImageData = /^data:image\/(png|jpe?g|gif|webp|avif);/i;

/**
 * Makes crawled HTML inert enough to return: drops active elements, event handler and style
 * attributes, and links that are not http(s), mailto, tel or in-page anchors; makes the rest
 * absolute against `base`. Clients must still treat it as untrusted (sandboxed frame or a
 * sanitiser such as DOMPurify) since it is someone else's page.
 */
export function sanitizeTree(root: DomElement, base: URL): void {
  for (const element of [...root.querySelectorAll(droppedElements.join(','))]) element.remove();
  for (const element of [root, ...root.querySelectorAll('*')]) {
    for (const { name } of [...element.attributes]) {
      const lower = name.toLowerCase();
      if (lower.startsWith('on') || droppedAttributes.has(lower) || lower.includes(':')) {
        element.removeAttribute(name);
      }
    }
    for (const name of urlAttributes) {
      const value = element.getAttribute(name);
      if (value === null) continue;
      const safe = safeUrl(value, base, name === 'src' || name === 'poster');
      if (safe === undefined) element.removeAttribute(name);
      else element.setAttribute(name, safe);
    }
  }
}

function safeUrl(value: string, base: URL, isImage: boolean): string | undefined {
  const trimmed = value.trim();
  if (trimmed.startsWith('#')) return trimmed;
  if (isImage && safeImageData.test(trimmed)) return trimmed;
  let url: URL;
  try {
    url = new URL(trimmed, base);
  } catch {
    return undefined;
  }
  return ['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol) ? url.href : undefined;
}

const blockElements = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'div',
  'dl',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'ul',
]);
/** Blocks that start a new line but not a new paragraph. */
const lineElements = new Set(['li', 'dt', 'dd', 'tr']);

/**
 * Plain text of a tree with line breaks where blocks and `<br>` are (textContent runs paragraphs
 * together), spaces collapsed within lines and at most one blank line in a row.
 */
export function toPlainText(root: DomNode): string {
  const parts: string[] = [];
  const walk = (node: DomNode): void => {
    if (node.nodeType === 3) {
      parts.push(node.textContent ?? '');
      return;
    }
    if (node.nodeType !== 1) return;
    const name = (node as DomElement).localName;
    if (name === 'br') {
      parts.push('\n');
      return;
    }
    const separator = blockElements.has(name) ? '\n\n' : lineElements.has(name) ? '\n' : '';
    parts.push(separator || (name === 'td' || name === 'th' ? ' ' : ''));
    for (const child of node.childNodes) walk(child);
    parts.push(separator);
  };
  walk(root);
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/[^\S\n]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
