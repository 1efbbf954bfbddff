import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  addToolIcon,
  addToRegistry,
  addToToolModules,
  addWorkspaceDependency,
  compareImportSources,
  fillPlaceholders,
  findIconProblem,
  findToolIdProblem,
  findUnknownIcon,
  hasToolIcon,
  iconComponentName,
  resolveCategories,
  resolveFlags,
  specTools,
  templateValues,
  toolCategories,
  toolNames,
} from './new-tool-lib.mjs';

const repoFile = (path) => new URL(`../../${path}`, import.meta.url);

describe('findToolIdProblem', () => {
  it.each(['pdf-merge', 'base64-tools', 'a', 'bpm-key-finder', 'x2'])('accepts %j', (id) => {
    expect(findToolIdProblem({ id })).toBeUndefined();
  });

  it.each([
    ['', /Give a tool id/],
    [undefined, /Give a tool id/],
    ['tool-pdf-merge', /without the package prefix: pdf-merge/],
    ['PdfMerge', /kebab-case/],
    ['pdf_merge', /kebab-case/],
    ['pdf--merge', /kebab-case/],
    ['-pdf', /kebab-case/],
    ['pdf-', /kebab-case/],
    ['2pdf', /kebab-case/],
    ['pdf merge', /kebab-case/],
  ])('refuses %j', (id, message) => {
    expect(findToolIdProblem({ id })).toMatch(message);
  });

  it('refuses an id that already exists', () => {
    expect(findToolIdProblem({ id: 'json-tools', existingIds: ['json-tools'] })).toBe(
      'Tool json-tools already exists.',
    );
  });
});

describe('toolNames', () => {
  it.each([
    ['demo-tool', 'Demo Tool', 'demoTool', 'DemoTool'],
    ['pomodoro', 'Pomodoro', 'pomodoro', 'Pomodoro'],
    ['ip-checker', 'IP Checker', 'ipChecker', 'IpChecker'],
    ['base64-tools', 'Base64 Tools', 'base64Tools', 'Base64Tools'],
    ['remove-duplicates-excel', 'Remove Duplicates Excel', 'removeDuplicatesExcel', 'RemoveDuplicatesExcel'],
  ])('names %s', (id, name, camel, pascal) => {
    expect(toolNames(id)).toEqual({ id, name, camel, pascal });
  });
});

describe('resolveCategories', () => {
  it.each([
    ['takes the spec table categories', 'web-crawler', [], ['web', 'data']],
    ['falls back to data for an id outside the spec', 'demo-tool', [], ['data']],
    ['takes repeated options', 'demo-tool', ['code', 'fun'], ['code', 'fun']],
    ['takes a comma list', 'demo-tool', ['code, fun'], ['code', 'fun']],
    ['lets options override the spec', 'pdf-merge', ['design'], ['design']],
    ['drops repeats', 'demo-tool', ['code,code', 'code'], ['code']],
  ])('%s', (_rule, id, values, expected) => {
    expect(resolveCategories({ id, values })).toEqual(expected);
  });

  it('refuses a category a tool cannot carry', () => {
    expect(() => resolveCategories({ id: 'demo-tool', values: ['all', 'games'] })).toThrow(
      'Unknown categories: all, games',
    );
  });
});

describe('the table of the 31 planned tools (spec-registry.json)', () => {
  it('lists 31 tools with known categories', () => {
    expect(specTools).toHaveLength(31);
    expect(new Set(specTools.map((tool) => tool.id)).size).toBe(31);
    for (const tool of specTools) expect(toolCategories).toEqual(expect.arrayContaining(tool.categories));
  });

  it.each([
    ['web-crawler', { isNew: true, hiddenInSidebar: false }],
    ['story-generator', { isNew: false, hiddenInSidebar: true }],
    ['json-tools', { isNew: false, hiddenInSidebar: false }],
    ['demo-tool', { isNew: false, hiddenInSidebar: false }],
  ])('gives %s its flags', (id, flags) => {
    expect(resolveFlags({ id })).toEqual(flags);
  });

  it('keeps the categories the same as @toolbox/kit/tool', () => {
    const kit = readFileSync(repoFile('packages/kit/src/tool.ts'), 'utf8');
    const declared = /toolCategories = \[([^\]]*)\]/.exec(kit)?.[1];
    expect(declared?.split(',').map((category) => category.trim().replaceAll("'", ''))).toEqual(
      toolCategories,
    );
  });
});

describe('icons', () => {
  it.each([
    ['wrench', true],
    ['file-lock-2', true],
    ['FileLock', false],
    ['file lock', false],
  ])('%j is a valid lucide name: %s', (icon, isValid) => {
    expect(findIconProblem(icon) === undefined).toBe(isValid);
  });

  it.each([
    ['wrench', 'Wrench'],
    ['file-lock-2', 'FileLock2'],
    ['arrow-up-down', 'ArrowUpDown'],
  ])('%s is the lucide-react component %s', (icon, component) => {
    expect(iconComponentName(icon)).toBe(component);
  });

  it('finds quoted and bare keys of toolIcons', () => {
    const source = "export const toolIcons = {\n  braces: Braces,\n  'file-lock-2': FileLock2,\n};\n";
    expect(hasToolIcon({ source, icon: 'braces' })).toBe(true);
    expect(hasToolIcon({ source, icon: 'file-lock-2' })).toBe(true);
    expect(hasToolIcon({ source, icon: 'files' })).toBe(false);
    expect(hasToolIcon({ source, icon: 'file-lock' })).toBe(false);
  });
});

describe('fillPlaceholders', () => {
  const values = templateValues({
    id: 'demo-tool',
    categories: ['code', 'data'],
    icon: 'wrench',
    flags: { isNew: true, hiddenInSidebar: false },
    date: '2026-11-22',
  });

  it.each([
    ['src/ui/__ID__-tool.tsx', 'src/ui/demo-tool-tool.tsx'],
    ['export default function __PASCAL__Tool() {}', 'export default function DemoToolTool() {}'],
    ['export function run__PASCAL__() {}', 'export function runDemoTool() {}'],
    ["const __CAMEL__ = '__NAME__';", "const demoTool = 'Demo Tool';"],
    ['categories: [__CATEGORIES__],', "categories: ['code', 'data'],"],
    [
      '{ isNew: __IS_NEW__, hiddenInSidebar: __HIDDEN_IN_SIDEBAR__ }',
      '{ isNew: true, hiddenInSidebar: false }',
    ],
    ["updatedAt: '__DATE__', icon: '__ICON__'", "updatedAt: '2026-11-22', icon: 'wrench'"],
    ['__dirname and __proto__ are not placeholders', '__dirname and __proto__ are not placeholders'],
  ])('fills %j', (template, expected) => {
    expect(fillPlaceholders(template, values)).toBe(expected);
  });

  it('refuses a placeholder it has no value for', () => {
    expect(() => fillPlaceholders('const x = __WHAT__;', values)).toThrow('__WHAT__');
  });

  it('leaves no placeholder in any template file', () => {
    const templateDir = fileURLToPath(repoFile('tooling/templates/tool'));
    const files = readdirSync(templateDir, { recursive: true, withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    );
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const filled = fillPlaceholders(readFileSync(join(file.parentPath, file.name), 'utf8'), values);
      expect(filled, file.name).not.toMatch(/__[A-Z][A-Z_]*__/);
    }
  });
});

describe('template package.json', () => {
  const read = (path) => JSON.parse(readFileSync(repoFile(path), 'utf8'));
  const template = read('tooling/templates/tool/package.json');
  const reference = read('packages/tool-json-tools/package.json');

  it.each(['dependencies', 'peerDependencies', 'devDependencies'])(
    'pins the same %s versions as @toolbox/tool-json-tools',
    (field) => {
      for (const [name, version] of Object.entries(template[field])) {
        expect(reference[field]?.[name], `${field} ${name}`).toBe(version);
      }
    },
  );

  it('exports manifest, core, ui, the stylesheets and the locales like every tool', () => {
    expect(Object.keys(template.exports)).toEqual([
      './manifest',
      './core',
      './ui',
      './styles.css',
      './tailwind.css',
      './locales/*',
    ]);
  });
});

describe('compareImportSources (the order Biome sorts imports in)', () => {
  it('sorts segment by segment, digits as numbers', () => {
    const sources = [
      '@toolbox/tool-zeta/manifest',
      '@toolbox/tool-pdfa/manifest',
      '@toolbox/tool-pdf10/manifest',
      '@toolbox/tool-pdf2/manifest',
      '@toolbox/tool-pdf-merge/manifest',
      '@toolbox/tool-pdf/manifest',
      '@toolbox/tool-base64-tools/manifest',
      '@toolbox/tool-base-tools/manifest',
      '@toolbox/kit/tool',
    ];
    expect(sources.sort(compareImportSources)).toEqual([
      '@toolbox/kit/tool',
      '@toolbox/tool-base-tools/manifest',
      '@toolbox/tool-base64-tools/manifest',
      '@toolbox/tool-pdf/manifest',
      '@toolbox/tool-pdf-merge/manifest',
      '@toolbox/tool-pdf2/manifest',
      '@toolbox/tool-pdf10/manifest',
      '@toolbox/tool-pdfa/manifest',
      '@toolbox/tool-zeta/manifest',
    ]);
  });
});

describe('addToToolModules', () => {
  const modules = `import type { ComponentType } from 'react';

export const toolModules: Readonly<Record<string, () => Promise<{ default: ComponentType }>>> = {
  'json-tools': () => import('@toolbox/tool-json-tools/ui'),
};
`;

  it('appends the tool page component at the end, in registry order', () => {
    expect(
      addToToolModules({ source: modules, id: 'pdf-merge' }),
    ).toBe(`import type { ComponentType } from 'react';

export const toolModules: Readonly<Record<string, () => Promise<{ default: ComponentType }>>> = {
  'json-tools': () => import('@toolbox/tool-json-tools/ui'),
  'pdf-merge': () => import('@toolbox/tool-pdf-merge/ui'),
};
`);
  });

  it('refuses a tool it already has, and a file without the object', () => {
    expect(() => addToToolModules({ source: modules, id: 'json-tools' })).toThrow(/already has json-tools/);
    expect(() => addToToolModules({ source: 'export const other = {};', id: 'x' })).toThrow(/Could not find/);
  });

  it('works on the real tool-modules.ts', () => {
    const source = readFileSync(repoFile('apps/site/app/tool-modules.ts'), 'utf8');
    expect(addToToolModules({ source, id: 'new-tool-x' })).toContain(
      "  'aim-trainer': () => import('@toolbox/tool-aim-trainer/ui'),\n  'new-tool-x': () => import('@toolbox/tool-new-tool-x/ui'),\n};",
    );
  });
});

describe('addToRegistry', () => {
  const registry = `import type { ToolManifest } from '@toolbox/kit/tool';
import { manifest as jsonTools } from '@toolbox/tool-json-tools/manifest';

/**
 * Every tool the site serves, in display order. An explicit list.
 */
export const registry: readonly ToolManifest[] = [jsonTools];

export function findTool(id: string | undefined): ToolManifest | undefined {
  return registry.find((tool) => tool.id === id);
}
`;

  it('imports the manifest in sorted position and appends it to the array', () => {
    const once = addToRegistry({ source: registry, id: 'base64-tools', binding: 'base64Tools' });
    const twice = addToRegistry({ source: once, id: 'pdf-merge', binding: 'pdfMerge' });
    expect(twice).toBe(`import type { ToolManifest } from '@toolbox/kit/tool';
import { manifest as base64Tools } from '@toolbox/tool-base64-tools/manifest';
import { manifest as jsonTools } from '@toolbox/tool-json-tools/manifest';
import { manifest as pdfMerge } from '@toolbox/tool-pdf-merge/manifest';

/**
 * Every tool the site serves, in display order. An explicit list.
 */
export const registry: readonly ToolManifest[] = [jsonTools, base64Tools, pdfMerge];

export function findTool(id: string | undefined): ToolManifest | undefined {
  return registry.find((tool) => tool.id === id);
}
`);
  });

  it('breaks the array over lines, one tool each, once it passes 110 columns', () => {
    let source = registry;
    for (const id of ['regex-tools', 'text-diff', 'time-converter', 'aim-trainer']) {
      source = addToRegistry({ source, id, binding: toolNames(id).camel });
    }
    const oneLine =
      'export const registry: readonly ToolManifest[] = [jsonTools, regexTools, textDiff, timeConverter, aimTrainer];';
    expect(oneLine).toHaveLength(110);
    expect(source).toContain(`\n${oneLine}\n`);
    source = addToRegistry({ source, id: 'geohash-converter', binding: 'geohashConverter' });
    const multiLine = `= [
  jsonTools,
  regexTools,
  textDiff,
  timeConverter,
  aimTrainer,
  geohashConverter,
];
`;
    expect(source).toContain(multiLine);
    source = addToRegistry({ source, id: 'pdf-merge', binding: 'pdfMerge' });
    expect(source).toContain('  geohashConverter,\n  pdfMerge,\n];\n');
    expect(source.split('\n').slice(0, 8)).toEqual([
      "import type { ToolManifest } from '@toolbox/kit/tool';",
      "import { manifest as aimTrainer } from '@toolbox/tool-aim-trainer/manifest';",
      "import { manifest as geohashConverter } from '@toolbox/tool-geohash-converter/manifest';",
      "import { manifest as jsonTools } from '@toolbox/tool-json-tools/manifest';",
      "import { manifest as pdfMerge } from '@toolbox/tool-pdf-merge/manifest';",
      "import { manifest as regexTools } from '@toolbox/tool-regex-tools/manifest';",
      "import { manifest as textDiff } from '@toolbox/tool-text-diff/manifest';",
      "import { manifest as timeConverter } from '@toolbox/tool-time-converter/manifest';",
    ]);
  });

  it('refuses a tool that is already registered', () => {
    expect(() => addToRegistry({ source: registry, id: 'json-tools', binding: 'jsonTools' })).toThrow(
      'already imports @toolbox/tool-json-tools/manifest',
    );
  });

  it('refuses a binding that clashes with a name in the file, but not with words in comments', () => {
    expect(() => addToRegistry({ source: registry, id: 'find-tool', binding: 'findTool' })).toThrow(
      'findTool',
    );
    expect(addToRegistry({ source: registry, id: 'list', binding: 'list' })).toContain('[jsonTools, list]');
  });

  it('edits the real registry.ts', () => {
    const source = readFileSync(repoFile('apps/site/app/registry.ts'), 'utf8');
    const edited = addToRegistry({ source, id: 'zz-probe', binding: 'zzProbe' });
    expect(edited).toContain("import { manifest as zzProbe } from '@toolbox/tool-zz-probe/manifest';\n");
    expect(edited).toMatch(/, zzProbe\];\n|\n {2}zzProbe,\n\];\n/);
  });
});

describe('addWorkspaceDependency', () => {
  const packageJson = `{
  "name": "@toolbox/site",
  "dependencies": {
    "@hono/node-server": "2.1.8",
    "@toolbox/tool-json-tools": "workspace:*",
    "@toolbox/ui": "workspace:*",
    "zod": "4.6.7"
  },
  "devDependencies": {
    "vitest": "5.1.1"
  }
}
`;

  it('adds the tool in sorted position and leaves the rest as it was', () => {
    expect(addWorkspaceDependency({ source: packageJson, name: '@toolbox/tool-pdf-merge' })).toBe(`{
  "name": "@toolbox/site",
  "dependencies": {
    "@hono/node-server": "2.1.8",
    "@toolbox/tool-json-tools": "workspace:*",
    "@toolbox/tool-pdf-merge": "workspace:*",
    "@toolbox/ui": "workspace:*",
    "zod": "4.6.7"
  },
  "devDependencies": {
    "vitest": "5.1.1"
  }
}
`);
  });

  it('handles the first and the last position', () => {
    const first = addWorkspaceDependency({ source: packageJson, name: '@aaa/x' });
    expect(JSON.parse(first).dependencies).toMatchObject({ '@aaa/x': 'workspace:*' });
    expect(Object.keys(JSON.parse(first).dependencies)[0]).toBe('@aaa/x');
    const last = addWorkspaceDependency({ source: packageJson, name: 'zzz' });
    expect(last).toContain('    "zod": "4.6.7",\n    "zzz": "workspace:*"\n  },');
  });

  it('refuses a dependency that is already there', () => {
    expect(() => addWorkspaceDependency({ source: packageJson, name: '@toolbox/tool-json-tools' })).toThrow(
      'already depends',
    );
  });

  it('edits the real apps/site/package.json', () => {
    const source = readFileSync(repoFile('apps/site/package.json'), 'utf8');
    const edited = JSON.parse(addWorkspaceDependency({ source, name: '@toolbox/tool-zz-probe' }));
    expect(edited).toEqual({
      ...JSON.parse(source),
      dependencies: expect.objectContaining({ '@toolbox/tool-zz-probe': 'workspace:*' }),
    });
    const names = Object.keys(edited.dependencies);
    expect(names).toEqual([...names].sort());
  });
});

describe('the icon of a new tool', () => {
  const toolIconSource = readFileSync(
    fileURLToPath(new URL('../../apps/site/app/lib/tool-icons.server.ts', import.meta.url)),
    'utf8',
  );

  it('is checked against the names lucide ships, with close suggestions', () => {
    const lucideNames = ['palette', 'wallet', 'paint-bucket', 'file'];
    expect(findUnknownIcon({ icon: 'palette', lucideNames })).toBeUndefined();
    const message = findUnknownIcon({ icon: 'pallete', lucideNames });
    expect(message).toMatch(/^lucide has no icon "pallete"; did you mean palette/);
  });

  it('is imported from lucide-react and mapped in toolIcons, once', () => {
    const next = addToolIcon({ source: toolIconSource, icon: 'paint-bucket' });
    expect(next).toMatch(/^ {2}PaintBucket,$/m);
    expect(next).toMatch(/^ {2}'paint-bucket': PaintBucket,$/m);
    expect(hasToolIcon({ source: next, icon: 'paint-bucket' })).toBe(true);
    expect(addToolIcon({ source: next, icon: 'paint-bucket' })).toBe(next);
    // The names stay sorted as Biome sorts them, so lint passes after the scaffold.
    const names = next
      .match(/import \{([^}]*)\} from 'lucide-react'/)?.[1]
      .split(',')
      .map((name) => name.trim().replace(/^type /, ''))
      .filter(Boolean);
    expect(names).toEqual([...(names ?? [])].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  });

  it('leaves a mapped icon alone', () => {
    expect(addToolIcon({ source: toolIconSource, icon: 'braces' })).toBe(toolIconSource);
  });
});
