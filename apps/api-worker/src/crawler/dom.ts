import { parseHTML } from 'linkedom';

/*
 * The little of the DOM the crawler uses, typed here because the server's TypeScript has no DOM
 * library (linkedom's own types refer to it).
 */
export interface DomNode {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<DomNode> & Iterable<DomNode>;
  toString(): string;
}

export interface DomElement extends DomNode {
  localName: string;
  attributes: ArrayLike<{ name: string; value: string }> & Iterable<{ name: string; value: string }>;
  innerHTML: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  remove(): void;
  querySelector(selectors: string): DomElement | null;
  querySelectorAll(selectors: string): ArrayLike<DomElement> & Iterable<DomElement>;
}

export interface HtmlDocument {
  title: string;
  documentElement: DomElement | null;
  head: DomElement | null;
  body: DomElement | null;
  childNodes: ArrayLike<DomNode> & Iterable<DomNode>;
  querySelector(selectors: string): DomElement | null;
  querySelectorAll(selectors: string): ArrayLike<DomElement> & Iterable<DomElement>;
}

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const COMMENT_NODE = 8;

/** Elements that belong in `<head>` when a page leaves out its `<head>`/`<body>` tags. */
const headElements = new Set(['title', 'meta', 'link', 'base', 'style', 'script', 'noscript', 'template']);

/**
 * Parses HTML with linkedom. linkedom builds the tree as written and does not add the `<html>`,
 * `<head>` and `<body>` a browser implies (`<!doctype html><title>x</title><p>hi` has no body), so
 * such a page is rebuilt into that shape first: head elements before the first content go to the
 * head, everything else to the body.
 */
export function parseDocument(html: string): HtmlDocument {
  const document = parseHTML(html).document as unknown as HtmlDocument;
  if (hasDocumentShape(document)) return document;

  const head: string[] = [];
  const body: string[] = [];
  let isInBody = false;
  let rootAttributes = '';
  const place = (node: DomNode): void => {
    if (node.nodeType === ELEMENT_NODE) {
      const element = node as DomElement;
      if (element.localName === 'html') {
        rootAttributes = languageAttributes(element);
        for (const child of [...element.childNodes]) place(child);
      } else if (element.localName === 'head' || element.localName === 'body') {
        if (element.localName === 'body') isInBody = true;
        for (const child of [...element.childNodes]) place(child);
      } else if (!isInBody && headElements.has(element.localName)) {
        head.push(element.toString());
      } else {
        isInBody = true;
        body.push(element.toString());
      }
    } else if (node.nodeType === TEXT_NODE) {
      if (!isInBody && !node.textContent?.trim()) return;
      isInBody = true;
      body.push(node.toString());
    } else if (node.nodeType === COMMENT_NODE && isInBody) {
      body.push(node.toString());
    }
  };
  for (const node of [...document.childNodes]) place(node);
  const rebuilt = `<!doctype html><html${rootAttributes}><head>${head.join('')}</head><body>${body.join('')}</body></html>`;
  return parseHTML(rebuilt).document as unknown as HtmlDocument;
}

function hasDocumentShape(document: HtmlDocument): boolean {
  const root = document.documentElement;
  if (root?.localName !== 'html') return false;
  const elements = [...root.childNodes].filter((node) => node.nodeType === ELEMENT_NODE) as DomElement[];
  const hasStrayText = [...root.childNodes].some(
    (node) => node.nodeType === TEXT_NODE && node.textContent?.trim(),
  );
  return (
    !hasStrayText &&
    elements.some((element) => element.localName === 'body') &&
    elements.every((element) => element.localName === 'head' || element.localName === 'body')
  );
}

function languageAttributes(root: DomElement): string {
  return ['lang', 'dir']
    .map((name) => [name, root.getAttribute(name)] as const)
    .filter(([, value]) => value)
    .map(([name, value]) => ` ${name}="${(value as string).replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`)
    .join('');
}
