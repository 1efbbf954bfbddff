import plantumlEncoder from 'plantuml-encoder';
import { describe, expect, it } from 'vitest';
import { EDITOR_MIN_HEIGHT_PX, MAX_SOURCE_BYTES, PNG_SCALE } from './constants';
import { errorLine, exportName, isBlank, isTooLong, svgSize } from './diagram';
import { decodePlantUml, encodePlantUml } from './plantuml-encode';
import { readShareFragment } from './share';
import { parseSharedDiagram } from './share-state';
import { TEMPLATES, templateOf } from './templates';

describe('diagram-tools constants', () => {
  it('has the spec values', () => {
    expect([EDITOR_MIN_HEIGHT_PX, PNG_SCALE, MAX_SOURCE_BYTES]).toEqual([400, 2, 65536]);
  });
});

describe('diagram-tools templates', () => {
  it('has the four templates of each syntax', () => {
    expect(TEMPLATES.mermaid.map((template) => template.id)).toEqual([
      'flowchart',
      'sequence',
      'class',
      'gantt',
    ]);
    expect(TEMPLATES.plantuml.map((template) => template.id)).toEqual([
      'usecase',
      'activity',
      'component',
      'sequence',
    ]);
    for (const template of TEMPLATES.plantuml) expect(template.code).toMatch(/^@startuml\n[\s\S]+\n@enduml$/);
  });

  it('knows a template by its code, and not edited code', () => {
    const flowchart = TEMPLATES.mermaid[0]?.code as string;
    expect(templateOf('mermaid', flowchart)).toBe('flowchart');
    expect(templateOf('mermaid', `${flowchart}\n  E --> A`)).toBeUndefined();
  });
});

describe('diagram-tools PlantUML encoding', () => {
  it.each([
    '@startuml\nAlice -> Bob : hello\n@enduml',
    '@startuml\nactor 用户\n用户 -> 系统 : 登录 😀\n@enduml',
    'a',
    '',
  ])('encodes %j as PlantUML servers decode it', (source) => {
    const encoded = encodePlantUml(source);
    expect(encoded).toMatch(/^[0-9A-Za-z_-]*$/);
    expect(plantumlEncoder.decode(encoded)).toBe(source);
    expect(decodePlantUml(plantumlEncoder.encode(source))).toBe(source);
  });
});

describe('diagram-tools old share links (legacy reader)', () => {
  it('opens links made by the old share button', () => {
    expect(readShareFragment('#mermaid:IozABCXG277XKdW-PPEkhjsJdJC1')).toEqual({
      engine: 'mermaid',
      code: 'graph TD\n 甲-->乙',
    });
    expect(readShareFragment('#plantuml:SoWkIImgAStDuNBAJrBGjLDmpCbCJkLoICrB0Ge20000')).toEqual({
      engine: 'plantuml',
      code: '@startuml\nBob -> Alice\n@enduml',
    });
  });

  it.each(['mermaid', 'plantuml'] as const)('reads %s code of any template', (engine) => {
    const code = TEMPLATES[engine][1]?.code as string;
    expect(readShareFragment(`#${engine}:${encodePlantUml(code)}`)).toEqual({ engine, code });
  });

  it.each(['', '#', '#mermaid', '#other:abc', '#mermaid:@@@', '#mermaid:abc', '#s=1abc'])(
    'ignores %j',
    (hash) => {
      expect(readShareFragment(hash)).toBeUndefined();
    },
  );

  it('ignores code over the render limit', () => {
    expect(readShareFragment(`#mermaid:${encodePlantUml('a'.repeat(MAX_SOURCE_BYTES + 1))}`)).toBeUndefined();
  });
});

describe('diagram-tools link state (Export and share › Link)', () => {
  const state = { engine: 'plantuml', code: '@startuml\nA -> B\n@enduml', showPreview: false };
  it('takes a whole state', () => {
    expect(parseSharedDiagram(state)).toEqual(state);
  });
  it.each([
    ['not an object', 'graph TD'],
    ['an unknown syntax', { ...state, engine: 'graphviz' }],
    ['code that is not text', { ...state, code: 1 }],
    ['no preview setting', { engine: 'mermaid', code: 'graph TD' }],
    ['code over the render limit', { ...state, code: 'a'.repeat(MAX_SOURCE_BYTES + 1) }],
  ])('refuses %s', (_, raw) => {
    expect(parseSharedDiagram(raw)).toBeUndefined();
  });
});

describe('diagram-tools rules', () => {
  it('blank code cannot be rendered or copied', () => {
    expect([isBlank(''), isBlank(' \n\t'), isBlank('graph TD')]).toEqual([true, true, false]);
  });

  it('code over 64 KB is too long', () => {
    expect(isTooLong('a'.repeat(MAX_SOURCE_BYTES))).toBe(false);
    expect(isTooLong('a'.repeat(MAX_SOURCE_BYTES + 1))).toBe(true);
    expect(isTooLong('名'.repeat(22_000))).toBe(true);
  });

  it.each([
    ['Parse error on line 3:\n...', 3],
    ['PlantUML: Syntax Error? (line 2)', 2],
    ['Lexical error on line 12. Unrecognized text.', 12],
    ['No diagram type detected', undefined],
  ])('finds the line in %j', (message, line) => {
    expect(errorLine(message)).toBe(line);
  });

  it('names exports with a timestamp', () => {
    expect(exportName(new Date(2026, 0, 5, 9, 3, 7), 'svg')).toBe('diagram-20260105-090307.svg');
    expect(exportName(new Date(2026, 10, 27, 23, 59, 59), 'png')).toBe('diagram-20261127-235959.png');
  });

  it.each([
    ['<svg width="120" height="80">', { width: 120, height: 80 }],
    [
      '<svg xmlns="x" width="100%" viewBox="0 0 300.5 150" style="max-width: 300px;">',
      { width: 300.5, height: 150 },
    ],
    ['<svg width="40px" height="20px" viewBox="0 0 80 40">', { width: 40, height: 20 }],
    ['<svg>', undefined],
    ['<div>', undefined],
  ])('sizes %s', (svg, size) => {
    expect(svgSize(svg)).toEqual(size);
  });
});
