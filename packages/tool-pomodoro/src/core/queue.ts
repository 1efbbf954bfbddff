import { DEFAULT_FOCUS_MINUTES, MAX_TASK_MINUTES, TASK_PATH_MAX_DEPTH } from './constants';

/** The fields of a `queue_v2` row this tool reads (task-store CONTEXT.md). */
export interface QueueEntryLike {
  id: string;
  kind: 'group' | 'leaf';
  taskId: string;
  groupId?: string | null;
  order: number;
  minutes: number;
  expanded?: boolean;
  createdAt?: string;
}

/** The fields of an `items` row this tool reads. */
export interface TaskLike {
  id: string;
  parentId?: string | null;
  title: string;
  status?: string;
  pomodoro?: { estimateMinutes?: number; actualMinutes?: number; pomodoroCount?: number };
}

export interface QueueLeafView {
  entryId: string;
  taskId: string;
  title: string;
  minutes: number;
  groupId: string | null;
}

export interface QueueGroupView {
  entryId: string;
  taskId: string;
  title: string;
  expanded: boolean;
  leaves: QueueLeafView[];
}

export type QueueRowView = ({ kind: 'group' } & QueueGroupView) | ({ kind: 'leaf' } & QueueLeafView);

export interface QueueView {
  rows: QueueRowView[];
  /** Every runnable leaf in play order; the first is the current task. */
  leaves: QueueLeafView[];
}

function byOrder(a: QueueEntryLike, b: QueueEntryLike): number {
  return (
    a.order - b.order || (a.createdAt ?? '').localeCompare(b.createdAt ?? '') || a.id.localeCompare(b.id)
  );
}

/** Queue minutes are whole and at least 1; a missing or broken value gives the default 25. */
export function entryMinutes(minutes: unknown): number {
  if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes <= 0) return DEFAULT_FOCUS_MINUTES;
  return Math.min(MAX_TASK_MINUTES, Math.max(1, Math.round(minutes)));
}

/**
 * Groups (with their leaves) and top-level leaves in queue order. A leaf whose group is gone is
 * shown at the top level; an entry whose task no longer exists is left out (the to-do tool deletes
 * queue entries with their tasks, so such rows are leftovers nobody can run or name).
 */
export function buildQueueView({
  entries,
  tasks,
}: {
  entries: readonly QueueEntryLike[];
  tasks: ReadonlyMap<string, TaskLike>;
}): QueueView {
  const groups = new Map<string, QueueEntryLike>();
  for (const entry of entries)
    if (entry.kind === 'group' && tasks.has(entry.taskId)) groups.set(entry.id, entry);
  const leavesByGroup = new Map<string, QueueEntryLike[]>();
  const topLevel: QueueEntryLike[] = [...groups.values()];
  for (const entry of entries) {
    if (entry.kind !== 'leaf' || !tasks.has(entry.taskId)) continue;
    const groupId = entry.groupId ?? null;
    if (groupId !== null && groups.has(groupId)) {
      const list = leavesByGroup.get(groupId) ?? [];
      list.push(entry);
      leavesByGroup.set(groupId, list);
    } else {
      topLevel.push(entry);
    }
  }
  topLevel.sort(byOrder);
  const toLeaf = (entry: QueueEntryLike, groupId: string | null): QueueLeafView => ({
    entryId: entry.id,
    taskId: entry.taskId,
    title: tasks.get(entry.taskId)?.title ?? '',
    minutes: entryMinutes(entry.minutes),
    groupId,
  });
  const rows: QueueRowView[] = [];
  const leaves: QueueLeafView[] = [];
  for (const entry of topLevel) {
    if (entry.kind === 'group') {
      const groupLeaves = (leavesByGroup.get(entry.id) ?? [])
        .sort(byOrder)
        .map((leaf) => toLeaf(leaf, entry.id));
      rows.push({
        kind: 'group',
        entryId: entry.id,
        taskId: entry.taskId,
        title: tasks.get(entry.taskId)?.title ?? '',
        expanded: entry.expanded !== false,
        leaves: groupLeaves,
      });
      leaves.push(...groupLeaves);
    } else {
      const leaf = toLeaf(entry, null);
      rows.push({ kind: 'leaf', ...leaf });
      leaves.push(leaf);
    }
  }
  return { rows, leaves };
}

export type ValidationResult<T> =
  | { ok: true; value: T }
  | { ok: false; error: 'emptyTitle' | 'invalidMinutes' };

function readMinutes(minutes: unknown): number | null {
  const number =
    typeof minutes === 'string' ? (minutes.trim() === '' ? Number.NaN : Number(minutes)) : minutes;
  if (typeof number !== 'number' || !Number.isFinite(number)) return null;
  return number;
}

/** Quick-add: title trimmed and non-empty; minutes rounded and at least 1, default 25 (CONTEXT.md Rules: Validation › Quick add). */
export function validateQuickAdd({
  title,
  minutes,
}: {
  title: string;
  minutes?: unknown;
}): ValidationResult<{ title: string; minutes: number }> {
  const trimmed = title.trim();
  if (trimmed === '') return { ok: false, error: 'emptyTitle' };
  const isBlank = minutes === undefined || (typeof minutes === 'string' && minutes.trim() === '');
  const number = isBlank ? DEFAULT_FOCUS_MINUTES : readMinutes(minutes);
  if (number === null) return { ok: false, error: 'invalidMinutes' };
  return {
    ok: true,
    value: { title: trimmed, minutes: Math.min(MAX_TASK_MINUTES, Math.max(1, Math.round(number))) },
  };
}

/**
 * Editing a queued task: title trimmed (an empty title is refused, so a task never loses its
 * name); minutes a positive number, rounded, forced to at least 1 (CONTEXT.md Rules: Validation › Edit).
 */
export function validateQueueEdit({
  title,
  minutes,
}: {
  title: string;
  minutes: unknown;
}): ValidationResult<{ title: string; minutes: number }> {
  const trimmed = title.trim();
  if (trimmed === '') return { ok: false, error: 'emptyTitle' };
  const number = readMinutes(minutes);
  if (number === null || number <= 0) return { ok: false, error: 'invalidMinutes' };
  return {
    ok: true,
    value: { title: trimmed, minutes: Math.min(MAX_TASK_MINUTES, Math.max(1, Math.round(number))) },
  };
}

/**
 * The titles from the top ancestor down to the task, at most 20 levels deep (CONTEXT.md Rules: Defaults and limits › Task path); a loop in
 * the parent links stops the walk. Empty when the task does not exist.
 */
export function buildTaskPath({
  taskId,
  tasks,
}: {
  taskId: string;
  tasks: ReadonlyMap<string, TaskLike>;
}): string[] {
  const path: string[] = [];
  const seen = new Set<string>();
  let current = tasks.get(taskId);
  while (current && path.length < TASK_PATH_MAX_DEPTH && !seen.has(current.id)) {
    seen.add(current.id);
    path.unshift(current.title);
    current = current.parentId ? tasks.get(current.parentId) : undefined;
  }
  return path;
}
