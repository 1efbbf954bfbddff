// Pure helpers behind `pnpm new-tool` (tooling/scripts/new-tool.mjs): no file system, no process.
import specRegistry from './spec-registry.json' with { type: 'json' };

/** The categories a tool can carry (the `all` filter is not one). Same as `toolCategories` in @toolbox/kit/tool. */
export const toolCategories = ['ai', 'code', 'data', 'security', 'web', 'design', 'fun'];

/**
 * The 31 planned tools (`spec-registry.json`: id, categories, flags as the spec
 * writes them, shared with the site's registry test). Scaffolding one of these ids fills in its
 * categories and flags, so that test passes from the start.
 */
export const specTools = specRegistry.map(([id, categories, flags]) => ({
  id,
  categories: categories.split(', '),
  isNew: flags === 'new',
  hiddenInSidebar: flags === 'sidebar hidden by default',
}));

export const DEFAULT_CATEGORY = 'data';
export const DEFAULT_ICON = 'wrench';

/** Words written in capitals in a tool's name rather than title-cased (`ip-checker` is "IP Checker"). */
const acronyms = new Set(['ai', 'bpm', 'css', 'csv', 'html', 'ip', 'json', 'pdf', 'svg', 'url', 'uuid']);

/**
 * Why an id cannot be used, or `undefined` when it can. Ids start with a letter so the camelCase
 * and PascalCase forms are valid identifiers.
 */
export function findToolIdProblem({ id, existingIds = [] }) {
  if (typeof id !== 'string' || id === '') return 'Give a tool id, e.g. `pnpm new-tool pdf-merge`.';
  if (id.startsWith('tool-')) return `Give the id without the package prefix: ${id.slice('tool-'.length)}`;
  if (!/^[a-z][a-z\d]*(?:-[a-z\d]+)*$/.test(id)) {
    return `Tool id must be kebab-case (lower-case letters and digits, words joined by single hyphens, starting with a letter): ${id}`;
  }
  if (existingIds.includes(id)) return `Tool ${id} already exists.`;
  return undefined;
}

/** The forms of an id the template uses: `pdf-merge` gives Pdf Merge, pdfMerge, PdfMerge. */
export function toolNames(id) {
  const words = id.split('-');
  const capitalise = (word) => word.charAt(0).toUpperCase() + word.slice(1);
  return {
    id,
    name: words.map((word) => (acronyms.has(word) ? word.toUpperCase() : capitalise(word))).join(' '),
    camel: words[0] + words.slice(1).map(capitalise).join(''),
    pascal: words.map(capitalise).join(''),
  };
}

/** `--category` values, repeated or comma-separated; the spec's categories, else `data`. */
export function resolveCategories({ id, values = [] }) {
  const given = values
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  const unknown = given.filter((category) => !toolCategories.includes(category));
  if (unknown.length > 0) {
    throw new Error(
      `Unknown categor${unknown.length === 1 ? 'y' : 'ies'}: ${unknown.join(', ')} (use ${toolCategories.join(', ')})`,
    );
  }
  if (given.length > 0) return [...new Set(given)];
  return specTools.find((tool) => tool.id === id)?.categories ?? [DEFAULT_CATEGORY];
}

/** The spec's flags for an id; a tool the spec does not list is neither new nor hidden. */
export function resolveFlags({ id }) {
  const tool = specTools.find((entry) => entry.id === id);
  return { isNew: tool?.isNew ?? false, hiddenInSidebar: tool?.hiddenInSidebar ?? false };
}

export function findIconProblem(icon) {
  return /^[a-z][a-z\d]*(?:-[a-z\d]+)*$/.test(icon)
    ? undefined
    : `Icon must be a kebab-case lucide name: ${icon}`;
}

/** The lucide-react component for a kebab-case icon name: `file-lock-2` is FileLock2. */
export function iconComponentName(icon) {
  return icon
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

/** Whether `toolIcons` in apps/site/app/lib/tool-icons.server.ts already maps the icon name. */
export function hasToolIcon({ source, icon }) {
  const key = /^[a-z][a-z\d]*$/.test(icon) ? `(?:${icon}|'${icon}')` : `'${icon}'`;
  return new RegExp(`^\\s*${key}:`, 'm').test(source);
}

/**
 * Whether lucide has an icon of that name, given the names it ships (its `dist/esm/icons/*.mjs`
 * files); else a message with the closest names, so a typo is caught before the site shows a wrench.
 */
export function findUnknownIcon({ icon, lucideNames }) {
  if (lucideNames.includes(icon)) return undefined;
  const distance = (left, right) => {
    const row = Array.from({ length: right.length + 1 }, (_, index) => index);
    for (let i = 1; i <= left.length; i += 1) {
      let diagonal = row[0];
      row[0] = i;
      for (let j = 1; j <= right.length; j += 1) {
        const above = row[j];
        row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (left[i - 1] === right[j - 1] ? 0 : 1));
        diagonal = above;
      }
    }
    return row[right.length];
  };
  const closest = lucideNames
    .map((name) => ({ name, score: name.includes(icon) || icon.includes(name) ? 0 : distance(icon, name) }))
    .sort((left, right) => left.score - right.score || left.name.localeCompare(right.name))
    .slice(0, 5)
    .map((entry) => entry.name);
  return `lucide has no icon "${icon}"; did you mean ${closest.join(', ')}? (https://lucide.dev/icons)`;
}

/**
 * Adds the icon to `toolIcons` in apps/site/app/lib/tool-icons.server.ts: its component to the
 * lucide import (kept sorted as Biome sorts it) and `'name': Component` to the map.
 */
export function addToolIcon({ source, icon }) {
  if (hasToolIcon({ source, icon })) return source;
  const component = iconComponentName(icon);
  const importList = /import \{([^}]*)\} from 'lucide-react';/;
  const imports = source.match(importList);
  if (!imports) throw new Error('Could not find the lucide-react import in tool-icons.server.ts');
  const names = imports[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const sortKey = (name) => name.replace(/^type /, '').toLowerCase();
  if (!names.some((name) => name.replace(/^type /, '') === component)) names.push(component);
  names.sort((left, right) => sortKey(left).localeCompare(sortKey(right)));
  const withImport = source.replace(
    importList,
    `import {\n${names.map((name) => `  ${name},`).join('\n')}\n} from 'lucide-react';`,
  );
  const map = /(export const toolIcons: Record<string, LucideIcon> = \{\n)([\s\S]*?)(\n\};)/;
  if (!map.test(withImport))
    throw new Error('Could not find `export const toolIcons` in tool-icons.server.ts');
  const key = /^[a-z][a-z\d]*$/.test(icon) ? icon : `'${icon}'`;
  return withImport.replace(map, (_, start, body, end) => `${start}${body}\n  ${key}: ${component},${end}`);
}

/** Every value the template's `__KEY__` placeholders take for one tool. */
export function templateValues({ id, categories, icon, flags, date }) {
  const { name, camel, pascal } = toolNames(id);
  return {
    ID: id,
    NAME: name,
    CAMEL: camel,
    PASCAL: pascal,
    CATEGORIES: categories.map((category) => `'${category}'`).join(', '),
    ICON: icon,
    IS_NEW: String(flags.isNew),
    HIDDEN_IN_SIDEBAR: String(flags.hiddenInSidebar),
    DATE: date,
  };
}

/** Replaces each `__KEY__`; a placeholder with no value is an error, never left in the output. */
export function fillPlaceholders(text, values) {
  return text.replace(/__([A-Z][A-Z_]*?)__/g, (placeholder, key) => {
    if (!Object.hasOwn(values, key)) throw new Error(`No value for the template placeholder ${placeholder}`);
    return values[key];
  });
}

/** Biome's import order: path segment by segment, runs of digits compared as numbers. */
export function compareImportSources(left, right) {
  const leftSegments = left.split('/');
  const rightSegments = right.split('/');
  for (let index = 0; index < Math.min(leftSegments.length, rightSegments.length); index++) {
    const order = compareNatural(leftSegments[index], rightSegments[index]);
    if (order !== 0) return order;
  }
  return leftSegments.length - rightSegments.length;
}

/** Character by character, except that a run of digits in both strings is compared as a number. */
function compareNatural(left, right) {
  let [i, j] = [0, 0];
  while (i < left.length && j < right.length) {
    const leftDigits = /^\d+/.exec(left.slice(i))?.[0];
    const rightDigits = /^\d+/.exec(right.slice(j))?.[0];
    if (leftDigits && rightDigits) {
      const order = Number(leftDigits) - Number(rightDigits) || leftDigits.length - rightDigits.length;
      if (order !== 0) return order;
      i += leftDigits.length;
      j += rightDigits.length;
      continue;
    }
    const order = compareCodeUnits(left[i], right[j]);
    if (order !== 0) return order;
    i++;
    j++;
  }
  return left.length - i - (right.length - j);
}

function compareCodeUnits(a, b) {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

const LINE_WIDTH = 110;
const registryArray = /^(export const registry\b[^=\n]*=\s*)\[([^\]]*)\];$/m;

/**
 * apps/site/app/registry.ts with one more tool: its manifest import in sorted position and its
 * binding at the end of the array (display order), formatted as Biome would.
 */
export function addToRegistry({ source, id, binding }) {
  const packageName = `@toolbox/tool-${id}`;
  const specifier = `${packageName}/manifest`;
  if (source.includes(`'${specifier}'`)) throw new Error(`registry.ts already imports ${specifier}`);
  const code = source.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  if (new RegExp(`\\b${binding}\\b`).test(code)) {
    throw new Error(`registry.ts already uses the name ${binding}; add ${specifier} by hand`);
  }
  const match = registryArray.exec(source);
  if (!match) throw new Error('Could not find `export const registry ... = [...];` in registry.ts');
  if (/\/[/*]/.test(match[2])) throw new Error('The registry array has comments; add the tool by hand');

  const lines = source.split('\n');
  const importLine = `import { manifest as ${binding} } from '${specifier}';`;
  const imports = lines
    .map((line, index) => ({ index, from: /^import\b.*\bfrom '([^']+)';$/.exec(line)?.[1] }))
    .filter((line) => line.from !== undefined);
  if (imports.length === 0) throw new Error('registry.ts has no imports to sort the new one among');
  const next = imports.find((line) => compareImportSources(specifier, line.from) < 0);
  const insertAt = next ? next.index : imports[imports.length - 1].index + 1;
  lines.splice(insertAt, 0, importLine);

  const withImport = lines.join('\n');
  const arrayMatch = registryArray.exec(withImport);
  const [whole, head, body] = arrayMatch;
  const items = body
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  items.push(binding);
  const oneLine = `${head}[${items.join(', ')}];`;
  const array =
    oneLine.length <= LINE_WIDTH ? oneLine : `${head}[\n${items.map((item) => `  ${item},`).join('\n')}\n];`;
  return withImport.replace(whole, () => array);
}

const toolModulesObject = /^(export const toolModules\b.*= \{\n)([\s\S]*?)^\};$/m;

/**
 * `apps/site/app/tool-modules.ts` with the tool's page component added at the end of the
 * `toolModules` object (the registry's order), the rest of the text left as it was.
 */
export function addToToolModules({ source, id }) {
  const entry = `  '${id}': () => import('@toolbox/tool-${id}/ui'),\n`;
  if (source.includes(`'${id}':`)) throw new Error(`tool-modules.ts already has ${id}`);
  const match = toolModulesObject.exec(source);
  if (!match) throw new Error('Could not find `export const toolModules ... = { ... };` in tool-modules.ts');
  const [whole, head, body] = match;
  return source.replace(whole, () => `${head}${body}${entry}};`);
}

/**
 * A package.json text with `"<name>": "workspace:*"` added to `dependencies`, in sorted position;
 * the rest of the text is left exactly as it was.
 */
export function addWorkspaceDependency({ source, name }) {
  const block = /^(\s*)"dependencies": \{\n([\s\S]*?)\n\s*\}/m.exec(source);
  if (!block) throw new Error('Could not find a "dependencies" block in package.json');
  const indent = `${block[1]}  `;
  const entries = block[2].split('\n').map((line) => {
    const entry = /^\s*"([^"]+)":\s*(.+?),?$/.exec(line);
    if (!entry) throw new Error(`Unexpected line in package.json dependencies: ${line.trim()}`);
    return { name: entry[1], value: entry[2] };
  });
  if (entries.some((entry) => entry.name === name)) {
    throw new Error(`package.json already depends on ${name}`);
  }
  entries.push({ name, value: '"workspace:*"' });
  entries.sort((a, b) => compareCodeUnits(a.name, b.name));
  const body = entries.map((entry) => `${indent}"${entry.name}": ${entry.value}`).join(',\n');
  const start = block.index + block[0].indexOf(block[2]);
  return source.slice(0, start) + body + source.slice(start + block[2].length);
}
