/**
 * World constraints as the safe commit reads them (CONTEXT.md Rules: Safe commit › Constraints):
 * `forbid:pathPrefix=…`, `forbid:hookNameIncludes=…`, or a legacy token.
 */
import { isRecord } from '../shapes';

export type WorldConstraint =
  | { kind: 'pathPrefix'; value: string; text: string }
  | { kind: 'hookNameIncludes'; value: string; text: string }
  | { kind: 'token'; value: string; text: string };

const FORBID = /^forbid:(pathPrefix|hookNameIncludes)=(.*)$/s;

/**
 * The constraints the commit can test. A blank rule, a `forbid:` rule with an empty value (it
 * would forbid everything) and a `forbid:` rule of another kind are left out: none names a path.
 */
export function readConstraints(constraints: readonly string[]): WorldConstraint[] {
  return constraints.flatMap((text): WorldConstraint[] => {
    const trimmed = text.trim();
    if (!trimmed) return [];
    const forbid = FORBID.exec(trimmed);
    if (forbid) {
      const value = (forbid[2] as string).trim();
      return value ? [{ kind: forbid[1] as 'pathPrefix' | 'hookNameIncludes', value, text }] : [];
    }
    if (trimmed.startsWith('forbid:')) return [];
    return [{ kind: 'token', value: trimmed, text }];
  });
}

/** A changed path breaks a path prefix (text prefix, case as written) or a legacy token (anywhere in it). */
export function pathViolates(constraint: WorldConstraint, path: string): boolean {
  if (constraint.kind === 'pathPrefix') return path.startsWith(constraint.value);
  if (constraint.kind === 'token') return path.includes(constraint.value);
  return false;
}

/**
 * Hook names the update brought in (new, or renamed) that contain the forbidden text, in any case.
 * Hooks on the card before the update are not its doing.
 */
export function forbiddenHookNames(
  constraint: WorldConstraint,
  before: readonly unknown[],
  after: readonly unknown[],
) {
  if (constraint.kind !== 'hookNameIncludes') return [];
  const known = new Set(before.map(hookName));
  const needle = constraint.value.toLowerCase();
  return after.flatMap((hook) => {
    const name = hookName(hook);
    return name !== undefined && !known.has(name) && name.toLowerCase().includes(needle) ? [name] : [];
  });
}

function hookName(hook: unknown): string | undefined {
  return isRecord(hook) && typeof hook.name === 'string' ? hook.name : undefined;
}
