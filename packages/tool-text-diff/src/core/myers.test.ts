import { describe, expect, it } from 'vitest';
import { COARSE_COST_LIMIT, DEFAULT_COST_LIMIT, diffSequences, type EditRun } from './myers';
import { applyRuns, editCount, lcsLength, seededRandom } from './test-helpers';

const codes = (text: string) => [...text].map((char) => char.charCodeAt(0));
const script = (runs: EditRun[]) => runs.map((run) => `${run.op[0]}${run.count}`).join(' ');

describe('diffSequences', () => {
  it.each([
    ['', '', ''],
    ['abc', 'abc', 'e3'],
    ['abc', '', 'd3'],
    ['', 'abc', 'i3'],
    ['abc', 'abxc', 'e2 i1 e1'],
    ['abcd', 'acd', 'e1 d1 e2'],
    ['abc', 'xyz', 'd3 i3'],
    // Lines matched across an insertion, not compared by position.
    ['abc', 'xxabc', 'i2 e3'],
    ['abcdef', 'abXYdef', 'e2 d1 i2 e3'],
    ['aXbXc', 'abc', 'e1 d1 e1 d1 e1'],
  ])('%j → %j is %s', (a, b, expected) => {
    const { runs, isMinimal } = diffSequences({ a: codes(a), b: codes(b) });
    expect(script(runs)).toBe(expected);
    expect(isMinimal).toBe(true);
  });

  it("finds Myers' paper example at its minimal cost of 5", () => {
    const a = codes('abcabba');
    const b = codes('cbabac');
    const { runs } = diffSequences({ a, b });
    expect(applyRuns(a, b, runs)).toEqual(b);
    expect(editCount(runs)).toBe(5);
  });

  it('gives a script that turns A into B, minimal for small inputs (property, 3000 random cases)', () => {
    const random = seededRandom(7);
    for (let trial = 0; trial < 3000; trial++) {
      const alphabet = 1 + Math.floor(random() * 4);
      const make = () =>
        Array.from({ length: Math.floor(random() * 14) }, () => Math.floor(random() * alphabet));
      const a = make();
      const b = make();
      const { runs, isMinimal } = diffSequences({ a, b });
      expect(applyRuns(a, b, runs)).toEqual(b);
      expect(editCount(runs)).toBe(a.length + b.length - 2 * lcsLength(a, b));
      expect(isMinimal).toBe(true);
    }
  });

  it('stays exact with an unlimited cost on mid-sized inputs', () => {
    const random = seededRandom(11);
    for (let trial = 0; trial < 30; trial++) {
      const a = Array.from({ length: 200 }, () => Math.floor(random() * 6));
      const b = a.filter(() => random() > 0.2).map((value) => (random() < 0.1 ? 9 : value));
      const { runs } = diffSequences({ a, b, costLimit: Number.POSITIVE_INFINITY });
      expect(editCount(runs)).toBe(a.length + b.length - 2 * lcsLength(a, b));
    }
  });

  it('with a tiny cost limit still gives a valid script and says it may not be minimal', () => {
    const random = seededRandom(3);
    const a = Array.from({ length: 3000 }, () => Math.floor(random() * 4));
    const b = Array.from({ length: 3000 }, () => Math.floor(random() * 4));
    const { runs, isMinimal } = diffSequences({ a, b, costLimit: 8 });
    expect(applyRuns(a, b, runs)).toEqual(b);
    expect(isMinimal).toBe(false);
  });

  it('switches to the coarse limit once the work budget is spent, and still finishes correctly', () => {
    const random = seededRandom(5);
    const a = Array.from({ length: 20_000 }, () => Math.floor(random() * 3));
    const b = Array.from({ length: 20_000 }, () => Math.floor(random() * 3));
    const { runs, isMinimal } = diffSequences({ a, b, workBudget: 1000 });
    expect(applyRuns(a, b, runs)).toEqual(b);
    expect(isMinimal).toBe(false);
  });

  it('sets aside elements the other side lacks: two unrelated 20,000-element inputs are one change', () => {
    const a = Array.from({ length: 20_000 }, (_, index) => index);
    const b = Array.from({ length: 20_000 }, (_, index) => index + 20_000);
    expect(script(diffSequences({ a, b }).runs)).toBe('d20000 i20000');
  });

  it('reports progress up to 1', () => {
    const seen: number[] = [];
    diffSequences({ a: codes('abcdefgh'), b: codes('abXdefYh'), onProgress: (ratio) => seen.push(ratio) });
    expect(seen.at(-1)).toBe(1);
    expect(seen.every((ratio, index) => index === 0 || ratio >= (seen[index - 1] as number))).toBe(true);
  });

  it('uses GNU diff’s cost floor and a coarse fallback limit', () => {
    expect(DEFAULT_COST_LIMIT).toBe(4096);
    expect(COARSE_COST_LIMIT).toBe(64);
  });
});
