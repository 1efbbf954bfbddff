// A tool's precompiled stylesheet (dist/styles.css) for apps without Tailwind, and the CSS entry
// (dist/tailwind.css) Tailwind 4 apps import instead (CONTEXT.md Rules: Packages › Styles).
import { readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, optimize } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';

const here = dirname(fileURLToPath(import.meta.url));

/** The source folders of a package and of every @toolbox package it depends on, deeply. */
function toolboxSources(packageDir, seen = new Set()) {
  if (seen.has(packageDir)) return [];
  seen.add(packageDir);
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const dependencies = Object.keys(manifest.dependencies ?? {}).filter((name) =>
    name.startsWith('@toolbox/'),
  );
  return [
    join(packageDir, 'src'),
    ...dependencies.flatMap((name) =>
      toolboxSources(realpathSync(join(packageDir, 'node_modules', name)), seen),
    ),
  ];
}

/**
 * Everything is in the `toolbox` cascade layer, so the host's own (unlayered) styles always win
 * and nothing of the host is restyled: utilities apply only to elements carrying their classes,
 * the base only inside `[data-toolbox]`, and there is no global reset. Theme tokens are the
 * `--tb-*` variables on :root (`.dark` switches them), which the host may override.
 */
export async function buildToolStylesheet(packageDir) {
  const sources = toolboxSources(packageDir);
  const input = [
    '@layer toolbox.theme, toolbox.base, toolbox.utilities;',
    "@import 'tailwindcss/theme.css' layer(toolbox.theme);",
    `@import '${join(here, 'scoped-base.css')}' layer(toolbox.base);`,
    "@import 'tailwindcss/utilities.css' layer(toolbox.utilities);",
    "@import '@toolbox/ui/tokens.css' layer(toolbox.theme);",
    "@import '@toolbox/ui/tailwind-theme.css';",
    ...sources.map((source) => `@source '${source}';`),
    "@source not '**/*.{test,stories}.{ts,tsx}';",
  ].join('\n');
  const compiler = await compile(input, { base: packageDir, onDependency: () => {} });
  const scanner = new Scanner({ sources: compiler.sources });
  const css = optimize(compiler.build(scanner.scan()), { minify: true }).code;
  writeFileSync(join(packageDir, 'dist/styles.css'), css);
  // Tailwind 4 apps: the package's own classes (read from its built files) and the ui package's.
  writeFileSync(
    join(packageDir, 'dist/tailwind.css'),
    "@import '@toolbox/ui/tailwind.css';\n@source './';\n",
  );
}
