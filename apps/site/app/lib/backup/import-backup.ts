import {
  BACKUP_VERSION,
  type BackupNote,
  BackupPartError,
  type DatabaseBackup,
  type ImportMode,
  type PartOutcome,
  type PreparedDatabase,
  readBackupFile,
} from '@toolbox/kit/backup';
import { announceStorageChange, importStorageNamespace } from '@toolbox/kit/backup-storage';

export interface PartError {
  code: 'damaged' | 'newerVersion' | 'unavailable';
  /** Technical detail (a path in the file, an error message), shown as it is. */
  detail: string;
}

interface PartBase {
  /** Unique in a preview: `storage:<namespace>`, or a database's id. */
  id: string;
  /** Readable records per kind (`records`, or a database's tables), what the preview lists. */
  counts: Record<string, number>;
  /** Records left out because they could not be read. */
  skipped: number;
}

export type PreviewPart =
  | (PartBase & { kind: 'storage'; namespace: string; records: Record<string, unknown> })
  | (PartBase & { kind: 'database'; prepared: PreparedDatabase })
  | { kind: 'storage' | 'database'; id: string; namespace?: string; error: PartError };

export interface BackupPreview {
  exportedAt?: string;
  siteVersion?: string;
  parts: PreviewPart[];
  notes: BackupNote[];
}

export type PreviewResult =
  | { ok: false; error: 'notJson' | 'notBackup' | 'tooLarge' }
  | { ok: false; error: 'newerVersion'; version: number; supported: number }
  | { ok: true; preview: BackupPreview };

/** A backup larger than this is refused before it is read (the site's own are far smaller). */
export const MAX_BACKUP_BYTES = 200 * 1024 * 1024;

const sum = (values: Record<string, number>) =>
  Object.values(values).reduce((total, value) => total + value, 0);

/**
 * Reads and checks everything in the file before anything is written (CONTEXT.md § Backup): each
 * part is either ready to import, with its counts, or carries the reason it cannot be.
 */
export async function previewBackup(
  text: string,
  databases: ReadonlyArray<{ id: string; load: () => Promise<DatabaseBackup> }>,
): Promise<PreviewResult> {
  const read = readBackupFile(text);
  if (!read.ok) return read.error === 'newerVersion' ? { ...read, supported: BACKUP_VERSION } : read;
  const { file } = read;
  const parts: PreviewPart[] = [];
  const notes = [...file.notes];

  if (file.storage === 'damaged') {
    parts.push({ kind: 'storage', id: 'storage', error: { code: 'damaged', detail: 'localStorage' } });
  } else {
    for (const [namespace, records] of file.storage) {
      parts.push({
        kind: 'storage',
        id: `storage:${namespace}`,
        namespace,
        records,
        counts: { records: Object.keys(records).length },
        skipped: 0,
      });
    }
  }

  if (file.databases === 'damaged') {
    parts.push({ kind: 'database', id: 'databases', error: { code: 'damaged', detail: 'databases' } });
  } else {
    const known = new Set(databases.map(({ id }) => id));
    for (const id of Object.keys(file.databases)) {
      if (!known.has(id)) notes.push({ code: 'unknownDatabase', id });
    }
    for (const { id, load } of databases) {
      if (!(id in file.databases)) continue;
      let backup: DatabaseBackup;
      try {
        backup = await load();
      } catch (error) {
        parts.push({ kind: 'database', id, error: { code: 'unavailable', detail: messageOf(error) } });
        continue;
      }
      try {
        const prepared = backup.prepare(file.databases[id]);
        parts.push({
          kind: 'database',
          id,
          prepared,
          counts: prepared.counts,
          skipped: sum(prepared.skipped),
        });
      } catch (error) {
        const partError: PartError =
          error instanceof BackupPartError
            ? { code: error.code, detail: error.detail }
            : { code: 'damaged', detail: messageOf(error) };
        parts.push({ kind: 'database', id, error: partError });
      }
    }
  }

  return {
    ok: true,
    preview: {
      ...(file.exportedAt ? { exportedAt: file.exportedAt } : {}),
      ...(file.siteVersion ? { siteVersion: file.siteVersion } : {}),
      parts,
      notes,
    },
  };
}

export type PartResult =
  | { id: string; status: 'imported'; outcome: PartOutcome }
  | { id: string; status: 'failed'; message: string };

/**
 * Writes the chosen parts: localStorage namespace by namespace (a refused write puts back what it
 * touched), then each database in one transaction. A part that fails leaves its data as it was;
 * the others still import. Open pages are told about every changed key.
 */
export async function applyBackup({
  parts,
  mode,
  storage,
}: {
  parts: readonly PreviewPart[];
  mode: ImportMode;
  storage: Storage;
}): Promise<PartResult[]> {
  const results: PartResult[] = [];
  const changed: string[] = [];
  for (const part of parts) {
    if ('error' in part || part.kind !== 'storage') continue;
    const result = importStorageNamespace({
      storage,
      namespace: part.namespace,
      records: part.records,
      mode,
    });
    if (result.ok) {
      changed.push(...result.changedKeys);
      results.push({ id: part.id, status: 'imported', outcome: result.outcome });
    } else {
      results.push({ id: part.id, status: 'failed', message: result.message });
    }
  }
  announceStorageChange(changed);
  for (const part of parts) {
    if ('error' in part || part.kind !== 'database') continue;
    try {
      results.push({ id: part.id, status: 'imported', outcome: await part.prepared.apply(mode) });
    } catch (error) {
      results.push({ id: part.id, status: 'failed', message: messageOf(error) });
    }
  }
  return results;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
