import { describe, expect, it } from 'vitest';
import { changeBlocks, packedBuffers, packResult, unpackLine, unpackSideRow } from './packed';
import { diffTexts } from './text-diff';

describe('packResult', () => {
  it.each([
    ['line', 'keep\nthe quick fox\nmoved block line\n', 'the slow fox\nkeep\nnew\nmoved block line\n'],
    ['word', 'a b c\nd e', 'a x c\nd\ne f'],
    ['char', 'colour\r\nflavour', 'color\r\nflavor!'],
    [
      'line',
      'function moved() {\n  return 42;\n}\none\ntwo\n',
      'one\ntwo\nfunction moved() {\n  return 42;\n}\n',
    ],
  ] as const)('unpacks every %s-mode row exactly as built', (mode, oldText, newText) => {
    const result = diffTexts({ oldText, newText, mode });
    const packed = packResult(result);
    const normalise = <T extends { parts?: { type: string }[] }>(row: T) => {
      const parts = row.parts;
      if (parts?.every((part) => part.type === parts[0]?.type)) {
        const { parts: _dropped, ...rest } = row;
        return rest;
      }
      return row;
    };
    expect(result.lines.map((_, index) => unpackLine(packed.lines, index))).toEqual(
      result.lines.map(normalise),
    );
    expect(result.rows.map((_, index) => unpackSideRow(packed.left, packed.right, index))).toEqual(
      result.rows.map((row) => ({
        ...(row.left ? { left: normalise(row.left) } : {}),
        ...(row.right ? { right: normalise(row.right) } : {}),
      })),
    );
    expect(packed.counts).toEqual(result.counts);
    expect(packedBuffers(packed)).toHaveLength(21);
  });
});

describe('changeBlocks (CONTEXT.md § Change navigation)', () => {
  const packed = packResult(
    diffTexts({ oldText: 'a\nb\nc\nd\ne\nf\n', newText: 'a\nB\nc\nd\nE\nx\nf\ny\n', mode: 'line' }),
  );
  it('finds each run of changed rows, unified and side by side', () => {
    // Unified: a, -b, +B, c, d, -e, +E, +x, f, +y.
    expect(changeBlocks([packed.lines])).toEqual([
      [1, 3],
      [5, 8],
      [9, 10],
    ]);
    // Side by side: a, b|B, c, d, e|E, -|x, f, -|y: a filler beside a change is part of it.
    expect(changeBlocks([packed.left, packed.right])).toEqual([
      [1, 2],
      [4, 6],
      [7, 8],
    ]);
  });

  it('has no blocks for identical texts', () => {
    expect(changeBlocks([packResult(diffTexts({ oldText: 'a', newText: 'a', mode: 'line' })).lines])).toEqual(
      [],
    );
  });
});
