import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { collectLicences, parseNotices } from './licences.server';

const siteDir = fileURLToPath(new URL('../..', import.meta.url));

describe('collectLicences', () => {
  const report = collectLicences(siteDir);

  it('lists the production dependency tree once per package and version, never the workspace itself', () => {
    const names = report.packages.map((entry) => entry.name);
    for (const name of ['react', 'hono', 'pdf-lib', 'i18next', '@neslinesli93/qpdf-wasm'])
      expect(names).toContain(name);
    expect(names.some((name) => name.startsWith('@toolbox/'))).toBe(false);
    expect(new Set(report.packages.map((entry) => `${entry.name}@${entry.version}`)).size).toBe(
      report.packages.length,
    );
    // Development tools are not shipped, so not listed.
    expect(names).not.toContain('vitest');
    expect(names).not.toContain('@biomejs/biome');
  });

  it('names each licence and a link where the package gives one', () => {
    expect(report.packages.find((entry) => entry.name === 'react')).toMatchObject({ licence: 'MIT' });
    expect(report.packages.find((entry) => entry.name === 'pdf-lib')?.url).toMatch(/^https:\/\//);
  });

  it('carries the notices of what the PDF password remover compiles in', () => {
    const notice = report.notices.find((entry) => entry.package === '@toolbox/tool-pdf-password-remover');
    expect(notice?.components.map((component) => component.component)).toEqual([
      'qpdf',
      'libjpeg-turbo',
      'zlib',
      'qpdf-wasm wrapper',
    ]);
  });

  it('names the one Toolbox package under another licence, and the AGPL engine it uses', () => {
    expect(report.exceptions).toEqual([
      { package: '@toolbox/tool-bpm-key-finder', licence: 'AGPL-3.0-or-later' },
    ]);
    expect(report.packages.find((entry) => entry.name === 'essentia.js')).toMatchObject({
      licence: 'AGPL-3.0',
    });
  });
});

describe('parseNotices', () => {
  it('reads the component table and the closing statement', () => {
    const markdown = `# Notices\n\nIntro.\n\n| component | version | licence | upstream |\n| - | - | - | - |\n| zlib | 1.3 | Zlib | <https://zlib.net> |\n\nKeep this sentence.\n`;
    expect(parseNotices(markdown)).toEqual({
      components: [{ component: 'zlib', version: '1.3', licence: 'Zlib', source: '<https://zlib.net>' }],
      statements: ['Keep this sentence.'],
    });
  });
});
