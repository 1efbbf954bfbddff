import { describe, expect, it } from 'vitest';
import { searchTools } from './search';

const tools = [
  { id: 'pdf-merge', name: 'PDF Merge', description: 'Combine PDFs', keywords: ['join'] },
  {
    id: 'json-tools',
    name: 'JSON Tools',
    description: 'Format, compress and validate JSON',
    keywords: ['beautify'],
  },
  { id: 'json-zh', name: 'JSON 工具', description: '格式化、压缩和校验 JSON', keywords: ['美化'] },
];

describe('searchTools', () => {
  it('returns every tool for a blank query', () => {
    expect(searchTools({ tools, query: '  ' })).toHaveLength(3);
  });
  it('matches names case-insensitively', () => {
    expect(searchTools({ tools, query: 'json' }).map((tool) => tool.id)).toEqual(['json-tools', 'json-zh']);
  });
  it('matches descriptions and keywords', () => {
    expect(searchTools({ tools, query: 'combine' }).map((tool) => tool.id)).toEqual(['pdf-merge']);
    expect(searchTools({ tools, query: 'beautify' }).map((tool) => tool.id)).toEqual(['json-tools']);
  });
  it('matches Chinese substrings without word breaks', () => {
    expect(searchTools({ tools, query: '格式' }).map((tool) => tool.id)).toEqual(['json-zh']);
    expect(searchTools({ tools, query: '美化' }).map((tool) => tool.id)).toEqual(['json-zh']);
  });
  it('needs every term to match', () => {
    expect(searchTools({ tools, query: 'json compress' }).map((tool) => tool.id)).toEqual(['json-tools']);
    expect(searchTools({ tools, query: 'json nothing' })).toEqual([]);
  });
  it('ranks name matches above description matches', () => {
    const ranked = searchTools({
      tools: [
        { id: 'a', name: 'Other', description: 'mentions pdf', keywords: [] },
        { id: 'b', name: 'PDF Split', description: '', keywords: [] },
      ],
      query: 'pdf',
    });
    expect(ranked.map((tool) => tool.id)).toEqual(['b', 'a']);
  });
});
