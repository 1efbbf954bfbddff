/**
 * Dotted paths into a card (`relations.seed_faction_guild`, `conditions.season`, `traits.0.key`)
 * and the JSON data an AI may write there (CONTEXT.md Rules: Safe commit › Paths).
 */
import { isRecord } from '../shapes';

/** Keys that reach an object's prototype: never a path segment, never a key inside a value. */
export const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export type PathProblem = 'malformed' | 'prototype';

/** The path's segments, or why it cannot be used (an empty segment, a prototype key). */
export function parsePath(
  path: string,
): { ok: true; segments: string[] } | { ok: false; problem: PathProblem } {
  const segments = path.split('.');
  if (segments.some((segment) => segment.trim() === '')) return { ok: false, problem: 'malformed' };
  if (segments.some((segment) => PROTOTYPE_KEYS.has(segment))) return { ok: false, problem: 'prototype' };
  return { ok: true, segments };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (!isRecord(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * Whether `value` is JSON data a card may hold: null, a boolean, a finite number, a string, or
 * lists and plain objects of those, with no prototype key at any depth.
 */
export function isJsonData(value: unknown): boolean {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) {
    // A sparse list has holes that JSON cannot say.
    for (let index = 0; index < value.length; index++) {
      if (!(index in value) || !isJsonData(value[index])) return false;
    }
    return true;
  }
  if (!isPlainObject(value)) return false;
  return Object.keys(value).every((key) => !PROTOTYPE_KEYS.has(key) && isJsonData(value[key]));
}

/** Deep equality of JSON data; key order does not matter. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameJson(item, b[index]));
  }
  if (!isRecord(a) || !isRecord(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && sameJson(a[key], b[key]));
}

const isIndex = (segment: string) => /^(0|[1-9]\d*)$/.test(segment);

/**
 * Sets `value` at `segments` inside `target`, which must be the caller's own copy: missing
 * intermediate objects are created; a list takes an index up to its length (one past the end
 * appends). Returns the path prefix that could not be entered (a text, a number, a list given a
 * name or an index past its end), or undefined when set.
 */
export function setPath(target: Record<string, unknown>, segments: readonly string[], value: unknown) {
  let node: Record<string, unknown> | unknown[] = target;
  for (let depth = 0; depth < segments.length; depth++) {
    const segment = segments[depth] as string;
    const blocked = segments.slice(0, depth + 1).join('.');
    if (Array.isArray(node) && (!isIndex(segment) || Number(segment) > node.length)) return blocked;
    const container = node as Record<string, unknown>;
    if (depth === segments.length - 1) {
      container[segment] = value;
      return undefined;
    }
    // Own properties only: `summary.toString` must not walk into a prototype's function.
    const next = Object.hasOwn(container, segment) ? container[segment] : undefined;
    if (next === undefined) {
      const created: Record<string, unknown> = {};
      container[segment] = created;
      node = created;
    } else if (Array.isArray(next) || isRecord(next)) node = next;
    else return blocked;
  }
  return undefined;
}
