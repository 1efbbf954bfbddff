import { DEFAULT_ESTIMATE_MINUTES, type TaskItem } from './schema';

/** Pure helpers over a list of `items` rows: the task tree, orders and estimates (CONTEXT.md Rules: Orders, Estimates). */

const byOrder = (a: TaskItem, b: TaskItem) => a.order - b.order || a.createdAt.localeCompare(b.createdAt);

/** The direct children of `parentId` (the parents themselves for undefined), in display order. */
export function childrenOf(items: readonly TaskItem[], parentId: string | undefined): TaskItem[] {
  return items.filter((item) => item.parentId === parentId).sort(byOrder);
}

/** Every descendant of `id`, at any depth (not `id` itself). */
export function descendantsOf(items: readonly TaskItem[], id: string): TaskItem[] {
  const byParent = new Map<string, TaskItem[]>();
  for (const item of items) {
    if (item.parentId === undefined) continue;
    const siblings = byParent.get(item.parentId) ?? [];
    siblings.push(item);
    byParent.set(item.parentId, siblings);
  }
  const found: TaskItem[] = [];
  const pending = [id];
  const seen = new Set(pending); // a corrupted parent loop must not spin forever
  while (pending.length > 0) {
    for (const child of (byParent.get(pending.pop() as string) ?? []).sort(byOrder)) {
      if (seen.has(child.id)) continue;
      seen.add(child.id);
      found.push(child);
      pending.push(child.id);
    }
  }
  return found;
}

/** The descendants of `id` that have no children of their own: the work a pomodoro queue runs. */
export function leafDescendantsOf(items: readonly TaskItem[], id: string): TaskItem[] {
  const parents = new Set(items.map((item) => item.parentId));
  return orderDepthFirst(items, id).filter((item) => !parents.has(item.id));
}

/** Descendants of `id` in the order the list shows them (each child followed by its subtree). */
function orderDepthFirst(items: readonly TaskItem[], id: string, seen = new Set<string>([id])): TaskItem[] {
  return childrenOf(items, id).flatMap((child) => {
    if (seen.has(child.id)) return [];
    seen.add(child.id);
    return [child, ...orderDepthFirst(items, child.id, seen)];
  });
}

/** The ancestors of `id`, nearest first. */
export function ancestorsOf(items: readonly TaskItem[], id: string): TaskItem[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const chain: TaskItem[] = [];
  const seen = new Set([id]);
  let current = byId.get(id);
  while (current?.parentId !== undefined && !seen.has(current.parentId)) {
    seen.add(current.parentId);
    current = byId.get(current.parentId);
    if (current) chain.push(current);
  }
  return chain;
}

/** CONTEXT.md Rules: Orders › New parent: a new parent goes on top, its order below the current minimum. */
export function newParentOrder(items: readonly TaskItem[]): number {
  const orders = items.filter((item) => item.parentId === undefined).map((item) => item.order);
  return orders.length === 0 ? 0 : Math.min(...orders) - 1;
}

/** CONTEXT.md Rules: Orders › New child: a new child gets the largest sibling order plus one. */
export function newChildOrder(items: readonly TaskItem[], parentId: string): number {
  const orders = items.filter((item) => item.parentId === parentId).map((item) => item.order);
  return orders.length === 0 ? 0 : Math.max(...orders) + 1;
}

/** CONTEXT.md Rules: Estimates › Minutes: whole minutes, at least 1; anything invalid becomes the default 25. */
export function normaliseEstimate(value: unknown): number {
  const minutes = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof minutes !== 'number' || !Number.isFinite(minutes)) return DEFAULT_ESTIMATE_MINUTES;
  const whole = Math.round(minutes);
  return whole >= 1 ? whole : DEFAULT_ESTIMATE_MINUTES;
}

/**
 * CONTEXT.md Rules: Estimates › Roll-up: a task with children estimates the sum of its children's estimates (each of them
 * already the sum of its own subtree), at least 1, recomputed up the ancestor chain. Returns the
 * new estimate of `startId` and each of its ancestors whose value changes, computed bottom-up.
 * Call it with the parent of the task that was added, deleted, edited or split.
 */
export function rollUpEstimates(
  items: readonly TaskItem[],
  startId: string | undefined,
): Map<string, number> {
  const changed = new Map<string, number>();
  const start = items.find((item) => item.id === startId);
  if (!start) return changed;
  const estimates = new Map(items.map((item) => [item.id, item.pomodoro.estimateMinutes]));
  for (const ancestor of [start, ...ancestorsOf(items, start.id)]) {
    const children = items.filter((item) => item.parentId === ancestor.id);
    if (children.length === 0) continue;
    const sum = children.reduce((total, child) => total + (estimates.get(child.id) ?? 0), 0);
    const next = Math.max(1, sum);
    estimates.set(ancestor.id, next);
    if (next !== ancestor.pomodoro.estimateMinutes) changed.set(ancestor.id, next);
  }
  return changed;
}
