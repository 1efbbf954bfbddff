import {
  PDFArray,
  type PDFContext,
  PDFDict,
  type PDFDocument,
  PDFHexString,
  PDFName,
  PDFNull,
  PDFNumber,
  type PDFObject,
  PDFRef,
  PDFString,
} from 'pdf-lib';

/**
 * Reading a PDF's bookmarks (its outline, ISO 32000-1 § 12.3.3), an engine module (pdf-lib:
 * workers only). Split cuts a document at its top-level bookmarks; merge nests each source's
 * bookmarks under the bookmark of that file (CONTEXT.md § Outlines).
 */

export interface OutlineEntry {
  /** The title as the viewer shows it. */
  title: string;
  /** The page it opens, 0-based; undefined when it points nowhere this tool can follow. */
  pageIndex?: number;
  /**
   * The view after the page in an explicit destination (`/XYZ 0 800 null`, `/Fit`), as direct
   * objects; empty when the destination had none that could be kept.
   */
  view: PDFObject[];
  children: OutlineEntry[];
}

const key = (name: string) => PDFName.of(name);
/** Outlines deeper than this are cut (a malformed file could nest without end). */
const MAX_DEPTH = 32;
/** At most this many entries are read (a malformed file could link its items in a loop). */
const MAX_ENTRIES = 100_000;

/** Text of a PDF string, or '' for anything else. */
export function textOf(object: PDFObject | undefined): string {
  return object instanceof PDFString || object instanceof PDFHexString ? object.decodeText() : '';
}

/**
 * The document's outline as a tree, in the order a viewer lists it. Items that point at a page
 * (directly, through `/A` GoTo, or through a named destination) carry its index; others keep their
 * children. Loops and absurd depths in damaged files are cut, never followed.
 */
export function readOutline(document: PDFDocument): OutlineEntry[] {
  const { context } = document;
  const lookup = (object: PDFObject | undefined): PDFObject | undefined =>
    object instanceof PDFRef ? context.lookup(object) : object;
  const outlines = lookup(document.catalog.get(key('Outlines')));
  if (!(outlines instanceof PDFDict)) return [];
  const pageIndexOf = new Map<number, number>();
  document.getPages().forEach((page, index) => {
    pageIndexOf.set(page.ref.objectNumber, index);
  });
  const named = namedDestinations(document, lookup);
  const seen = new Set<PDFObject>();
  let budget = MAX_ENTRIES;

  const destinationOf = (item: PDFDict): Pick<OutlineEntry, 'pageIndex' | 'view'> => {
    let destination = lookup(item.get(key('Dest')));
    if (destination === undefined) {
      const action = lookup(item.get(key('A')));
      if (action instanceof PDFDict && action.get(key('S')) === key('GoTo'))
        destination = lookup(action.get(key('D')));
    }
    if (
      destination instanceof PDFName ||
      destination instanceof PDFString ||
      destination instanceof PDFHexString
    )
      destination = named(destination);
    if (destination instanceof PDFDict) destination = lookup(destination.get(key('D')));
    if (!(destination instanceof PDFArray)) return { view: [] };
    const [target, ...rest] = destination.asArray();
    const pageIndex = target instanceof PDFRef ? pageIndexOf.get(target.objectNumber) : undefined;
    const view = rest.every(
      (part) => part instanceof PDFName || part instanceof PDFNumber || part === PDFNull,
    )
      ? rest
      : [];
    return { pageIndex, view };
  };

  const readLevel = (first: PDFObject | undefined, depth: number): OutlineEntry[] => {
    const entries: OutlineEntry[] = [];
    let item = lookup(first);
    while (item instanceof PDFDict && !seen.has(item) && budget-- > 0) {
      seen.add(item);
      entries.push({
        title: textOf(lookup(item.get(key('Title')))),
        ...destinationOf(item),
        children: depth < MAX_DEPTH ? readLevel(item.get(key('First')), depth + 1) : [],
      });
      item = lookup(item.get(key('Next')));
    }
    return entries;
  };
  return readLevel(outlines.get(key('First')), 1);
}

/** Named destinations: the catalog's `/Dests` dictionary (PDF 1.1) and the `/Names` `/Dests` tree. */
function namedDestinations(
  document: PDFDocument,
  lookup: (object: PDFObject | undefined) => PDFObject | undefined,
): (name: PDFObject) => PDFObject | undefined {
  let table: Map<string, PDFObject> | undefined;
  const nameKey = (name: PDFObject) =>
    name instanceof PDFName
      ? name.decodeText()
      : name instanceof PDFString || name instanceof PDFHexString
        ? name.decodeText()
        : '';
  const build = () => {
    const found = new Map<string, PDFObject>();
    const dests = lookup(document.catalog.get(key('Dests')));
    if (dests instanceof PDFDict)
      for (const [name, value] of dests.entries()) found.set(name.decodeText(), value);
    const names = lookup(document.catalog.get(key('Names')));
    const tree = names instanceof PDFDict ? lookup(names.get(key('Dests'))) : undefined;
    const visited = new Set<PDFObject>();
    const walk = (node: PDFObject | undefined, depth: number) => {
      if (!(node instanceof PDFDict) || visited.has(node) || depth > MAX_DEPTH) return;
      visited.add(node);
      const pairs = lookup(node.get(key('Names')));
      if (pairs instanceof PDFArray) {
        const list = pairs.asArray();
        for (let index = 0; index + 1 < list.length; index += 2)
          found.set(nameKey(lookup(list[index]) as PDFObject), list[index + 1] as PDFObject);
      }
      const kids = lookup(node.get(key('Kids')));
      if (kids instanceof PDFArray) for (const kid of kids.asArray()) walk(lookup(kid), depth + 1);
    };
    walk(tree, 0);
    return found;
  };
  return (name) => {
    table ??= build();
    return lookup(table.get(nameKey(name)));
  };
}

/** A top-level bookmark that opens a page: where split cuts (CONTEXT.md § Outlines). */
export interface TopLevelBookmark {
  title: string;
  /** 1-based, as the tools show pages. */
  page: number;
}

/** The page an entry opens, or else the first page one of its descendants opens. */
function firstPageOf(entry: OutlineEntry): number | undefined {
  if (entry.pageIndex !== undefined) return entry.pageIndex;
  for (const child of entry.children) {
    const found = firstPageOf(child);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The top-level bookmarks, in outline order, each with the page it opens (or, for a bookmark that
 * only groups others, the first page of its descendants); those that reach no page are left out.
 */
export function topLevelBookmarks(document: PDFDocument): TopLevelBookmark[] {
  return readOutline(document).flatMap((entry) => {
    const index = firstPageOf(entry);
    return index === undefined ? [] : [{ title: entry.title, page: index + 1 }];
  });
}

/** A bookmark to write: its title, the page it opens (a reference in the output), its children. */
export interface NewOutlineEntry {
  title: string;
  page: PDFRef;
  /** The view after the page (`/XYZ left top zoom`); `/Fit` (the whole page) when empty. */
  view?: readonly PDFObject[];
  children?: readonly NewOutlineEntry[];
}

/**
 * Registers an outline in `context` and returns the reference of its root, for the catalog's
 * `/Outlines`. Every item with children is closed (a negative `/Count`), so a viewer lists the
 * top level first; the root counts its top-level items.
 */
export function addOutline(context: PDFContext, entries: readonly NewOutlineEntry[]): PDFRef {
  const rootRef = context.nextRef();
  const writeLevel = (items: readonly NewOutlineEntry[], parent: PDFRef) => {
    const refs = items.map(() => context.nextRef());
    items.forEach((item, index) => {
      const ref = refs[index] as PDFRef;
      const children = item.children ?? [];
      const view = item.view && item.view.length > 0 ? item.view : [PDFName.of('Fit')];
      const dict = context.obj({ Title: PDFHexString.fromText(item.title), Parent: parent }) as PDFDict;
      dict.set(key('Dest'), context.obj([item.page, ...view]));
      if (index > 0) dict.set(key('Prev'), refs[index - 1] as PDFRef);
      if (index < refs.length - 1) dict.set(key('Next'), refs[index + 1] as PDFRef);
      if (children.length > 0) {
        const [first, last] = writeLevel(children, ref);
        dict.set(key('First'), first);
        dict.set(key('Last'), last);
        dict.set(key('Count'), PDFNumber.of(-children.length));
      }
      context.assign(ref, dict);
    });
    return [refs[0] as PDFRef, refs.at(-1) as PDFRef] as const;
  };
  const root = context.obj({ Type: 'Outlines' }) as PDFDict;
  if (entries.length > 0) {
    const [first, last] = writeLevel(entries, rootRef);
    root.set(key('First'), first);
    root.set(key('Last'), last);
    root.set(key('Count'), PDFNumber.of(entries.length));
  }
  context.assign(rootRef, root);
  return rootRef;
}
