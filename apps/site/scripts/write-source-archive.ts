// Run after `react-router build`: the source of exactly what was built, served by the site at
// /source.tar.gz (the footer's "Source code" link: the licence offer stays true wherever the site
// is deployed, with no outside address to keep in step). Uncommitted changes are not included.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SOURCE_ARCHIVE_PATH } from '../app/lib/project.ts';

const siteDir = fileURLToPath(new URL('..', import.meta.url));
const output = join(siteDir, 'build', 'client', SOURCE_ARCHIVE_PATH.slice(1));
try {
  execFileSync('git', ['archive', '--format=tar.gz', '--prefix=toolbox/', '-o', output, 'HEAD'], {
    cwd: siteDir,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  console.log(`source: ${SOURCE_ARCHIVE_PATH} written from git HEAD`);
} catch (error) {
  // Built from a copy without git history: the link then answers 404, so say it loudly.
  console.warn(
    `source: could not write ${SOURCE_ARCHIVE_PATH} (${error instanceof Error ? error.message : error})`,
  );
}
