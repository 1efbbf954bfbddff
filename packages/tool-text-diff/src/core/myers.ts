/**
 * Myers' O(ND) difference algorithm in linear space (the divide-and-conquer "middle snake"), after
 * GNU diff's diffseq.h. Sequences are arrays of interned ids, so comparing two lines is one integer
 * comparison. Two things keep it fast without giving up minimality where it matters:
 * - elements that occur nowhere in the other sequence are set aside first (they can never be part
 *   of a common subsequence, so the result stays minimal); two unrelated files become trivial;
 * - past `costLimit` edit steps inside one split, the search takes the diagonal that got furthest
 *   (GNU's "too expensive" heuristic), and past `workBudget` comparisons overall the limit drops to
 *   `COARSE_COST_LIMIT`, so hopeless inputs still finish; `isMinimal` then reports false.
 */

export type EditOp = 'equal' | 'delete' | 'insert';

export interface EditRun {
  op: EditOp;
  count: number;
}

export interface DiffSequencesOptions {
  a: ArrayLike<number>;
  b: ArrayLike<number>;
  /** Edit steps one split may search before it settles for the best diagonal; Infinity = exact. */
  costLimit?: number;
  /** Total snake steps before the whole diff switches to the coarse limit. */
  workBudget?: number;
  /** One more than the largest id, when the caller knows it (saves a pass over both inputs). */
  idCount?: number;
  onProgress?: (ratio: number) => void;
}

export interface DiffSequencesResult {
  runs: EditRun[];
  /** False when a cost limit cut a search short: the script is valid but may not be the shortest. */
  isMinimal: boolean;
}

/** GNU diff's floor for its "too expensive" limit. */
export const DEFAULT_COST_LIMIT = 4096;
export const DEFAULT_WORK_BUDGET = 300_000_000;
export const COARSE_COST_LIMIT = 64;

interface Frame {
  xoff: number;
  xlim: number;
  yoff: number;
  ylim: number;
  isMinimal: boolean;
}

/** Returns the shortest (or, past the limits, a short) edit script turning `a` into `b`. */
export function diffSequences({
  a,
  b,
  costLimit = DEFAULT_COST_LIMIT,
  workBudget = DEFAULT_WORK_BUDGET,
  idCount,
  onProgress,
}: DiffSequencesOptions): DiffSequencesResult {
  const n = a.length;
  const m = b.length;
  const changedA = new Uint8Array(n);
  const changedB = new Uint8Array(m);

  // Elements without any counterpart are changes whatever the alignment. Ids are small integers
  // (interned), so presence is a typed-array lookup rather than a Set.
  let maxId = (idCount ?? 0) - 1;
  if (idCount === undefined) {
    for (let i = 0; i < n; i++) maxId = Math.max(maxId, a[i] as number);
    for (let j = 0; j < m; j++) maxId = Math.max(maxId, b[j] as number);
  }
  const seen = new Uint8Array(maxId + 1);
  for (let i = 0; i < n; i++) seen[a[i] as number] = 1;
  for (let j = 0; j < m; j++) seen[b[j] as number] = (seen[b[j] as number] as number) | 2;
  const keep = (source: ArrayLike<number>, length: number, other: number, changed: Uint8Array) => {
    const values = new Int32Array(length);
    const map = new Int32Array(length);
    let kept = 0;
    for (let i = 0; i < length; i++) {
      const value = source[i] as number;
      if ((seen[value] as number) & other) {
        values[kept] = value;
        map[kept++] = i;
      } else changed[i] = 1;
    }
    return { values: values.subarray(0, kept), map: map.subarray(0, kept) };
  };
  const { values: x, map: mapA } = keep(a, n, 2, changedA);
  const { values: y, map: mapB } = keep(b, m, 1, changedB);

  return solve({ x, y, mapA, mapB, changedA, changedB, costLimit, workBudget, onProgress });
}

interface SolveInput {
  x: Int32Array;
  y: Int32Array;
  mapA: Int32Array;
  mapB: Int32Array;
  changedA: Uint8Array;
  changedB: Uint8Array;
  costLimit: number;
  workBudget: number;
  onProgress?: (ratio: number) => void;
}

/** The divide-and-conquer loop over the kept elements; changes are marked through mapA/mapB. */
function solve({
  x,
  y,
  mapA,
  mapB,
  changedA,
  changedB,
  costLimit,
  workBudget,
  onProgress,
}: SolveInput): DiffSequencesResult {
  const xn = x.length;
  const yn = y.length;
  const offset = yn + 1;
  const fd = new Int32Array(xn + yn + 3);
  const bd = new Int32Array(xn + yn + 3);
  let work = 0;
  let limit = costLimit;
  let isMinimal = true;
  let resolved = 0;
  const total = xn + yn || 1;
  let nextReport = 0;

  const stack: Frame[] = [{ xoff: 0, xlim: xn, yoff: 0, ylim: yn, isMinimal: !Number.isFinite(costLimit) }];
  while (stack.length > 0) {
    const frame = stack.pop() as Frame;
    let { xoff, xlim, yoff, ylim } = frame;
    while (xoff < xlim && yoff < ylim && x[xoff] === y[yoff]) {
      xoff++;
      yoff++;
      resolved += 2;
    }
    while (xlim > xoff && ylim > yoff && x[xlim - 1] === y[ylim - 1]) {
      xlim--;
      ylim--;
      resolved += 2;
    }
    if (xoff === xlim || yoff === ylim) {
      for (let i = xoff; i < xlim; i++) changedA[mapA[i] as number] = 1;
      for (let j = yoff; j < ylim; j++) changedB[mapB[j] as number] = 1;
      resolved += xlim - xoff + ylim - yoff;
      if (onProgress && resolved >= nextReport) {
        onProgress(resolved / total);
        nextReport = resolved + total / 100;
      }
      continue;
    }
    if (work > workBudget) limit = Math.min(limit, COARSE_COST_LIMIT);
    const split = middleSnake(xoff, xlim, yoff, ylim, frame.isMinimal ? Infinity : limit);
    work += split.work;
    if (!split.isExact) isMinimal = false;
    // The upper half is pushed last so it is solved first, which keeps progress moving forward.
    stack.push({ xoff: split.xmid, xlim, yoff: split.ymid, ylim, isMinimal: split.hiMinimal });
    stack.push({ xoff, xlim: split.xmid, yoff, ylim: split.ymid, isMinimal: split.loMinimal });
  }

  function middleSnake(xoff: number, xlim: number, yoff: number, ylim: number, cap: number) {
    const dmin = xoff - ylim;
    const dmax = xlim - yoff;
    const fmid = xoff - yoff;
    const bmid = xlim - ylim;
    let fmin = fmid;
    let fmax = fmid;
    let bmin = bmid;
    let bmax = bmid;
    let steps = 0;
    const isOdd = ((fmid - bmid) & 1) !== 0;
    fd[fmid + offset] = xoff;
    bd[bmid + offset] = xlim;
    for (let cost = 1; ; cost++) {
      if (fmin > dmin) fd[--fmin - 1 + offset] = -1;
      else ++fmin;
      if (fmax < dmax) fd[++fmax + 1 + offset] = -1;
      else --fmax;
      for (let d = fmax; d >= fmin; d -= 2) {
        const tlo = fd[d - 1 + offset] as number;
        const thi = fd[d + 1 + offset] as number;
        let px = tlo >= thi ? tlo + 1 : thi;
        let py = px - d;
        const start = px;
        while (px < xlim && py < ylim && x[px] === y[py]) {
          px++;
          py++;
        }
        steps += px - start + 1;
        fd[d + offset] = px;
        if (isOdd && bmin <= d && d <= bmax && (bd[d + offset] as number) <= px) {
          return { xmid: px, ymid: py, loMinimal: true, hiMinimal: true, isExact: true, work: steps };
        }
      }
      if (bmin > dmin) bd[--bmin - 1 + offset] = 0x7fffffff;
      else ++bmin;
      if (bmax < dmax) bd[++bmax + 1 + offset] = 0x7fffffff;
      else --bmax;
      for (let d = bmax; d >= bmin; d -= 2) {
        const tlo = bd[d - 1 + offset] as number;
        const thi = bd[d + 1 + offset] as number;
        let px = tlo < thi ? tlo : thi - 1;
        let py = px - d;
        const start = px;
        while (px > xoff && py > yoff && x[px - 1] === y[py - 1]) {
          px--;
          py--;
        }
        steps += start - px + 1;
        bd[d + offset] = px;
        if (!isOdd && fmin <= d && d <= fmax && px <= (fd[d + offset] as number)) {
          return { xmid: px, ymid: py, loMinimal: true, hiMinimal: true, isExact: true, work: steps };
        }
      }
      if (cost < cap) continue;
      // Too expensive: split at whichever search reached furthest along its diagonals.
      let fxybest = -1;
      let fxbest = xoff;
      for (let d = fmax; d >= fmin; d -= 2) {
        let px = Math.min(fd[d + offset] as number, xlim);
        let py = px - d;
        if (ylim < py) {
          px = ylim + d;
          py = ylim;
        }
        if (fxybest < px + py) {
          fxybest = px + py;
          fxbest = px;
        }
      }
      let bxybest = 0x7fffffff;
      let bxbest = xlim;
      for (let d = bmax; d >= bmin; d -= 2) {
        let px = Math.max(xoff, bd[d + offset] as number);
        let py = px - d;
        if (py < yoff) {
          px = yoff + d;
          py = yoff;
        }
        if (px + py < bxybest) {
          bxybest = px + py;
          bxbest = px;
        }
      }
      if (xlim + ylim - bxybest < fxybest - (xoff + yoff)) {
        return {
          xmid: fxbest,
          ymid: fxybest - fxbest,
          loMinimal: true,
          hiMinimal: false,
          isExact: false,
          work: steps,
        };
      }
      return {
        xmid: bxbest,
        ymid: bxybest - bxbest,
        loMinimal: false,
        hiMinimal: true,
        isExact: false,
        work: steps,
      };
    }
  }

  onProgress?.(1);
  return { runs: runsFromChanges(changedA, changedB), isMinimal };
}

/** Unchanged elements of both sides form the common subsequence, in order: pair them up. */
function runsFromChanges(changedA: Uint8Array, changedB: Uint8Array): EditRun[] {
  const runs: EditRun[] = [];
  const push = (op: EditOp, count: number) => {
    if (count === 0) return;
    const last = runs[runs.length - 1];
    if (last?.op === op) last.count += count;
    else runs.push({ op, count });
  };
  let i = 0;
  let j = 0;
  while (i < changedA.length || j < changedB.length) {
    const start = i;
    while (i < changedA.length && changedA[i]) i++;
    push('delete', i - start);
    const startB = j;
    while (j < changedB.length && changedB[j]) j++;
    push('insert', j - startB);
    const equalStart = i;
    while (i < changedA.length && j < changedB.length && !changedA[i] && !changedB[j]) {
      i++;
      j++;
    }
    push('equal', i - equalStart);
  }
  return runs;
}
