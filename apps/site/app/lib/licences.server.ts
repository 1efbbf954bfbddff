import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, parse } from 'node:path';
// With its extension: scripts/write-licences.ts runs this file in Node, which needs it.
import { PROJECT_LICENCE } from './project.ts';

/** One package the site runs on (its production dependency tree), as its package.json says. */
export interface PackageLicence {
  name: string;
  version: string;
  licence: string;
  /** Homepage or repository, when the package names one. */
  url?: string;
}

/** A component compiled into a package's files (WebAssembly...), from its THIRD-PARTY-NOTICES.md. */
export interface BundledComponent {
  component: string;
  version: string;
  licence: string;
  /** Where the licence text is, as written in the notices (URLs). */
  source: string;
}

export interface BundledNotice {
  /** The workspace package that ships the components. */
  package: string;
  components: BundledComponent[];
  /** Sentences the licences ask to be reproduced (the IJG statement...). */
  statements: string[];
}

/** A Toolbox package under another licence than the project's (an AGPL engine inside it). */
export interface LicenceException {
  package: string;
  licence: string;
}

export interface LicenceReport {
  packages: PackageLicence[];
  notices: BundledNotice[];
  exceptions: LicenceException[];
}

interface PackageJson {
  name?: string;
  version?: string;
  license?: unknown;
  licenses?: unknown;
  homepage?: unknown;
  repository?: unknown;
  private?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const NOTICES_FILE = 'THIRD-PARTY-NOTICES.md';

function readJson(file: string): PackageJson {
  return JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
}

/** Node's lookup: `node_modules/<name>` in `fromDir` or an ancestor (pnpm links siblings there). */
function findPackageDir(name: string, fromDir: string): string | undefined {
  let dir = fromDir;
  const { root } = parse(dir);
  while (true) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    if (dir === root) return undefined;
    dir = dirname(dir);
  }
}

function licenceOf(pkg: PackageJson): string {
  const { license, licenses } = pkg;
  if (typeof license === 'string') return license;
  if (license && typeof license === 'object' && 'type' in license) return String(license.type);
  if (Array.isArray(licenses)) {
    return licenses
      .map((entry) => (entry && typeof entry === 'object' && 'type' in entry ? entry.type : entry))
      .join(' OR ');
  }
  return 'UNKNOWN';
}

/** `git+https://github.com/a/b.git`, `github:a/b` or `{ url }` as a web address. */
function urlOf(pkg: PackageJson): string | undefined {
  if (typeof pkg.homepage === 'string' && /^https?:\/\//.test(pkg.homepage)) return pkg.homepage;
  const repository =
    typeof pkg.repository === 'string'
      ? pkg.repository
      : pkg.repository && typeof pkg.repository === 'object' && 'url' in pkg.repository
        ? String(pkg.repository.url)
        : undefined;
  if (!repository) return undefined;
  if (/^github:|^[\w.-]+\/[\w.-]+$/.test(repository))
    return `https://github.com/${repository.replace(/^github:/, '')}`;
  const url = repository
    .replace(/^git\+/, '')
    .replace(/^git:\/\//, 'https://')
    .replace(/\.git$/, '');
  return /^https?:\/\//.test(url) ? url : undefined;
}

/** The component table and the plain sentences of a THIRD-PARTY-NOTICES.md. */
export function parseNotices(markdown: string): Omit<BundledNotice, 'package'> {
  const components: BundledComponent[] = [];
  const rows = markdown.split('\n').filter((line) => line.trim().startsWith('|'));
  for (const row of rows.slice(2)) {
    const cells = row
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    const [component, version, licence, source] = cells;
    if (component && version && licence)
      components.push({ component, version, licence, source: source ?? '' });
  }
  // Reproduced sentences are the notice's last paragraph ("This software is based in part on...").
  const paragraphs = markdown.trim().split(/\n\s*\n/);
  const last = paragraphs.at(-1)?.replace(/\s+/g, ' ').trim();
  return { components, statements: last && !last.startsWith('|') ? [last] : [] };
}

/**
 * Walks the production dependency tree from `siteDir` (dependencies and installed optional ones;
 * a peer is its parent's dependency already): every third-party package once per version, sorted,
 * and the notices of workspace packages that compile third-party code into their files.
 */
export function collectLicences(siteDir: string): LicenceReport {
  const packages = new Map<string, PackageLicence>();
  const notices: BundledNotice[] = [];
  const exceptions: LicenceException[] = [];
  const seen = new Set<string>();
  const queue = [realpathSync(siteDir)];
  while (queue.length > 0) {
    const dir = queue.shift() as string;
    if (seen.has(dir)) continue;
    seen.add(dir);
    const pkg = readJson(join(dir, 'package.json'));
    const isWorkspace = !dir.split(/[\\/]/).includes('node_modules');
    if (isWorkspace) {
      const licence = licenceOf(pkg);
      if (pkg.name && !pkg.private && licence !== PROJECT_LICENCE)
        exceptions.push({ package: pkg.name, licence });
      const noticesFile = join(dir, NOTICES_FILE);
      if (existsSync(noticesFile) && pkg.name) {
        notices.push({ package: pkg.name, ...parseNotices(readFileSync(noticesFile, 'utf8')) });
      }
    } else if (pkg.name && pkg.version) {
      const url = urlOf(pkg);
      packages.set(`${pkg.name}@${pkg.version}`, {
        name: pkg.name,
        version: pkg.version,
        licence: licenceOf(pkg),
        ...(url ? { url } : {}),
      });
    }
    for (const name of Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies })) {
      const found = findPackageDir(name, dir);
      if (found) queue.push(found);
    }
  }
  return {
    packages: [...packages.values()].sort(
      (a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version),
    ),
    notices: notices.sort((a, b) => a.package.localeCompare(b.package)),
    exceptions: exceptions.sort((a, b) => a.package.localeCompare(b.package)),
  };
}

/** Where the build writes the report (`node scripts/write-licences.ts`), beside the built site. */
export const LICENCE_REPORT_FILE = join('build', 'licences.json');

let cached: LicenceReport | undefined;

/**
 * The report written at build time; without a build (development) it is collected now. The server
 * runs in the site's folder (server.js).
 */
export function loadLicences(siteDir = process.cwd()): LicenceReport {
  if (cached) return cached;
  const file = join(siteDir, LICENCE_REPORT_FILE);
  cached = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as LicenceReport)
    : collectLicences(siteDir);
  return cached;
}
