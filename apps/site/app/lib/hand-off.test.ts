import { describe, expect, it } from 'vitest';
import type { CatalogEntry } from './catalog';
import { suggestTools } from './hand-off';
import { handOffTargets } from './hand-off-targets';

function entry(id: string, accepts?: CatalogEntry['accepts']): CatalogEntry {
  return {
    id,
    name: id,
    description: '',
    keywords: [],
    categories: ['code'],
    icon: 'braces',
    flags: { isNew: false, moreFeatures: false, hiddenInSidebar: false },
    ...(accepts ? { accepts } : {}),
  };
}

const catalog = [
  entry('json-tools', { text: ['json'] }),
  entry('text-diff', { text: ['text'] }),
  entry('crypto-tools', { files: ['*/*'], multipleFiles: true }),
  entry('pdf-merge', { files: ['application/pdf'], multipleFiles: true }),
  entry('pdf-split', { files: ['application/pdf'] }),
  entry('image-base64', { files: ['image/*'], text: ['data-url'] }),
  entry('countdown-timer'),
];
const ids = (suggestions: { tool: CatalogEntry }[]) => suggestions.map((suggestion) => suggestion.tool.id);

describe('smart paste suggestions', () => {
  it('puts the tools for the detected format before those taking any text', () => {
    const suggestions = suggestTools(catalog, { text: '{"a": 1}' });
    expect(ids(suggestions)).toEqual(['json-tools', 'text-diff']);
    expect(suggestions[0]?.items).toEqual([{ kind: 'text', text: '{"a": 1}', format: 'json' }]);
    expect(suggestions[1]?.detected).toBe('text');
  });

  it('offers a data URL to the image tool', () => {
    expect(ids(suggestTools(catalog, { text: 'data:image/png;base64,iVBORw0KGgo=' }))).toEqual([
      'image-base64',
      'text-diff',
    ]);
  });

  it('offers files to the tools taking their type, any-file tools last, several only where allowed', () => {
    const pdf = new File(['%PDF'], 'a.pdf', { type: 'application/pdf' });
    expect(ids(suggestTools(catalog, { files: [pdf] }))).toEqual(['pdf-merge', 'pdf-split', 'crypto-tools']);
    expect(ids(suggestTools(catalog, { files: [pdf, pdf] }))).toEqual(['pdf-merge', 'crypto-tools']);
    const suggestion = suggestTools(catalog, { files: [new File(['x'], 'p.png', { type: 'image/png' })] })[0];
    expect(suggestion).toMatchObject({ detected: 'image', tool: { id: 'image-base64' } });
    expect(suggestTools(catalog, { files: [] })).toEqual([]);
  });
});

describe('hand-off targets', () => {
  it('lists the other tools that accept the output', () => {
    const merged = [
      { kind: 'file' as const, file: new File(['%PDF'], 'merged.pdf', { type: 'application/pdf' }) },
    ];
    expect(handOffTargets(catalog, 'pdf-merge', merged).map((tool) => tool.id)).toEqual([
      'crypto-tools',
      'pdf-split',
    ]);
  });
});
