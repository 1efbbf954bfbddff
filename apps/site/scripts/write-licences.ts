// Run after `react-router build`: writes build/licences.json, the /licences page's data, from the
// production dependency tree as it is installed now.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectLicences, LICENCE_REPORT_FILE } from '../app/lib/licences.server.ts';

const siteDir = fileURLToPath(new URL('..', import.meta.url));
const report = collectLicences(siteDir);
writeFileSync(join(siteDir, LICENCE_REPORT_FILE), `${JSON.stringify(report, null, 2)}\n`);
console.log(`licences: ${report.packages.length} packages, ${report.notices.length} notice files`);
