#!/usr/bin/env node
// `pnpm new-tool <id>`: scaffolds packages/tool-<id> from tooling/templates/tool and registers it
// with the site. The logic that decides what to write lives in new-tool-lib.mjs (tested); this file
// only reads and writes files.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  addToolIcon,
  addToRegistry,
  addToToolModules,
  addWorkspaceDependency,
  DEFAULT_ICON,
  fillPlaceholders,
  findIconProblem,
  findToolIdProblem,
  findUnknownIcon,
  resolveCategories,
  resolveFlags,
  specTools,
  templateValues,
  toolNames,
} from './new-tool-lib.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const templateDir = join(root, 'tooling/templates/tool');
const registryPath = join(root, 'apps/site/app/registry.ts');
const toolModulesPath = join(root, 'apps/site/app/tool-modules.ts');
const sitePackagePath = join(root, 'apps/site/package.json');
const toolIconPath = join(root, 'apps/site/app/lib/tool-icons.server.ts');

/** The icon names of the lucide-react the site uses: one file per icon in its ESM build. */
function lucideIconNames() {
  const lucide = dirname(createRequire(sitePackagePath).resolve('lucide-react/package.json'));
  return readdirSync(join(lucide, 'dist/esm/icons'))
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => file.slice(0, -'.mjs'.length));
}

const usage = `Usage: pnpm new-tool <id> [--category <c>]... [--icon <lucide-name>] [--dry-run]

  <id>                 kebab-case tool id, e.g. pdf-merge (package @toolbox/tool-pdf-merge)
  --category, -c <c>   repeatable or comma-separated; default: its row in tooling/scripts/spec-registry.json, else data
  --icon, -i <name>    lucide icon name in kebab-case; default: ${DEFAULT_ICON}
  --dry-run, -n        print what would be written, write nothing`;

function fail(message) {
  console.error(`new-tool: ${message}`);
  process.exit(1);
}

function parseCommandLine() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        category: { type: 'string', short: 'c', multiple: true },
        icon: { type: 'string', short: 'i' },
        'dry-run': { type: 'boolean', short: 'n' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    fail(`${error.message}\n\n${usage}`);
  }
}

/** Every file of the template, as paths relative to it. */
function listTemplate(dir, prefix = '') {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listTemplate(dir, path) : [path];
  });
}

function existingToolIds() {
  const packages = readdirSync(join(root, 'packages'), { withFileTypes: true });
  return packages
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('tool-'))
    .map((entry) => entry.name.slice('tool-'.length));
}

function main() {
  const { values, positionals } = parseCommandLine();
  if (values.help) {
    console.log(usage);
    return;
  }
  if (positionals.length > 1) fail(`expected one tool id, got ${positionals.join(' ')}\n\n${usage}`);
  const [id] = positionals;
  const idProblem = findToolIdProblem({ id, existingIds: existingToolIds() });
  if (idProblem) fail(idProblem);
  const icon = values.icon ?? DEFAULT_ICON;
  const iconProblem = findIconProblem(icon);
  if (iconProblem) fail(iconProblem);
  const unknownIcon = findUnknownIcon({ icon, lucideNames: lucideIconNames() });
  if (unknownIcon) fail(unknownIcon);
  let categories;
  try {
    categories = resolveCategories({ id, values: values.category });
  } catch (error) {
    fail(error.message);
  }
  const isDryRun = values['dry-run'] ?? false;

  const packageDir = join(root, 'packages', `tool-${id}`);
  if (existsSync(packageDir)) fail(`${relative(root, packageDir)} already exists; nothing was written.`);

  const placeholders = templateValues({
    id,
    categories,
    icon,
    flags: resolveFlags({ id }),
    date: new Date().toISOString().slice(0, 10),
  });
  // Everything is computed before anything is written, so a failure leaves the repo untouched.
  let files;
  let registry;
  let toolModules;
  let sitePackage;
  let toolIcon;
  try {
    files = listTemplate(templateDir).map((path) => ({
      path: join(packageDir, fillPlaceholders(path, placeholders)),
      text: fillPlaceholders(readFileSync(join(templateDir, path), 'utf8'), placeholders),
    }));
    registry = addToRegistry({
      source: readFileSync(registryPath, 'utf8'),
      id,
      binding: toolNames(id).camel,
    });
    toolModules = addToToolModules({ source: readFileSync(toolModulesPath, 'utf8'), id });
    sitePackage = addWorkspaceDependency({
      source: readFileSync(sitePackagePath, 'utf8'),
      name: `@toolbox/tool-${id}`,
    });
    toolIcon = addToolIcon({ source: readFileSync(toolIconPath, 'utf8'), icon });
  } catch (error) {
    fail(`${error.message}; nothing was written.`);
  }

  if (isDryRun) {
    console.log(`Dry run: would create ${relative(root, packageDir)}/ with`);
    for (const file of files)
      console.log(`  ${relative(packageDir, file.path)} (${file.text.length} characters)`);
    console.log(`\nwould add to ${relative(root, registryPath)}:`);
    console.log(`  import { manifest as ${placeholders.CAMEL} } from '@toolbox/tool-${id}/manifest';`);
    console.log(`  ${placeholders.CAMEL} at the end of the registry array`);
    console.log(`\nwould add '${id}' at the end of toolModules in ${relative(root, toolModulesPath)}`);
    console.log(`\nwould add to ${relative(root, sitePackagePath)} dependencies:`);
    console.log(`  "@toolbox/tool-${id}": "workspace:*"`);
    console.log(`\nwould map the icon '${icon}' in ${relative(root, toolIconPath)}`);
  } else {
    for (const file of files) {
      mkdirSync(dirname(file.path), { recursive: true });
      // `wx`: never overwrite, even if something appeared since the check above.
      writeFileSync(file.path, file.text, { flag: 'wx' });
    }
    writeFileSync(registryPath, registry);
    writeFileSync(toolModulesPath, toolModules);
    writeFileSync(sitePackagePath, sitePackage);
    writeFileSync(toolIconPath, toolIcon);
    console.log(`Created ${relative(root, packageDir)}/ (${files.length} files) for ${placeholders.NAME}.`);
    console.log(
      `Registered it in ${relative(root, registryPath)}, ${relative(root, toolModulesPath)} and ${relative(root, sitePackagePath)}, its icon in ${relative(root, toolIconPath)}.`,
    );
  }
  printNextSteps({ id, isDryRun });
}

function printNextSteps({ id, isDryRun }) {
  const steps = ['Run `npx -y pnpm@10.34.9 install` to link the new package into the site.'];
  if (!specTools.some((tool) => tool.id === id)) {
    steps.push(
      `${id} is not one of the 31 planned tools (tooling/scripts/spec-registry.json): it is registered with the categories you gave.`,
    );
  }
  steps.push(
    `Translate meta.name and meta.description in packages/tool-${id}/src/locales/zh.json and write meta.keywords in both locales.`,
    `Replace the sample core and UI with the tool; write what it does in packages/tool-${id}/CONTEXT.md.`,
    `Check it: npx -y pnpm@10.34.9 --filter @toolbox/tool-${id} test && npx -y pnpm@10.34.9 --filter @toolbox/tool-${id} typecheck`,
    `Run its end-to-end tests in Chromium: npx -y pnpm@10.34.9 e2e ${id}`,
  );
  console.log(`\n${isDryRun ? 'After a real run, next' : 'Next'} steps:`);
  steps.forEach((step, index) => {
    console.log(`  ${index + 1}. ${step}`);
  });
}

main();
