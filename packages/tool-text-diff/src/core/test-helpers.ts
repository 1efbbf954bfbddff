import type { EditRun } from './myers';

/** Applies an edit script to `a`, taking inserted elements from `b`: must give `b` back. */
export function applyRuns<T>(a: readonly T[], b: readonly T[], runs: readonly EditRun[]): T[] {
  const out: T[] = [];
  let i = 0;
  let j = 0;
  for (const run of runs) {
    if (run.op === 'equal') {
      for (let k = 0; k < run.count; k++) {
        if (a[i + k] !== b[j + k]) throw new Error(`equal run pairs different elements at ${i + k}/${j + k}`);
        out.push(a[i + k] as T);
      }
      i += run.count;
      j += run.count;
    } else if (run.op === 'delete') i += run.count;
    else {
      out.push(...b.slice(j, j + run.count));
      j += run.count;
    }
  }
  if (i !== a.length || j !== b.length) throw new Error('the script does not cover both sequences');
  return out;
}

/** Length of the longest common subsequence by the textbook O(nm) table. */
export function lcsLength<T>(a: readonly T[], b: readonly T[]): number {
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = table[i] as number[];
      row[j] =
        a[i - 1] === b[j - 1]
          ? ((table[i - 1] as number[])[j - 1] as number) + 1
          : Math.max((table[i - 1] as number[])[j] as number, row[j - 1] as number);
    }
  }
  return (table[a.length] as number[])[b.length] as number;
}

export function editCount(runs: readonly EditRun[]): number {
  return runs.reduce((sum, run) => sum + (run.op === 'equal' ? 0 : run.count), 0);
}

/** The seeded generator property tests replay their cases with. */
export { seededRandom } from '@toolbox/kit/seeded-random';
