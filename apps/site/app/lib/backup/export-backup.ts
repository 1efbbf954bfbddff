import { type BackupFile, backupFileName, createBackupFile, type DatabaseBackup } from '@toolbox/kit/backup';
import { collectStorage } from '@toolbox/kit/backup-storage';
import { downloadBlob } from '@toolbox/kit/download';
import { version as siteVersion } from '../../../package.json';
import { databaseBackups } from './databases';

export interface BuiltBackup {
  file: BackupFile;
  /** localStorage keys whose value is not JSON, left out. */
  unreadable: string[];
  /** Databases that could not be read, left out of the file (the rest is still saved). */
  failed: Array<{ id: string; message: string }>;
}

/**
 * Every saved record of the site as one backup file (CONTEXT.md § Backup). A database the browser
 * will not open is left out and named, never the whole backup.
 */
export async function buildBackup({
  storage,
  databases,
  now = new Date(),
}: {
  storage: Storage;
  databases: ReadonlyArray<{ id: string; load: () => Promise<DatabaseBackup> }>;
  now?: Date;
}): Promise<BuiltBackup> {
  const { entries, unreadable } = collectStorage(storage);
  const failed: BuiltBackup['failed'] = [];
  const sections: BackupFile['databases'] = {};
  for (const { id, load } of databases) {
    try {
      sections[id] = await (await load()).export();
    } catch (error) {
      failed.push({ id, message: error instanceof Error ? error.message : String(error) });
    }
  }
  return {
    file: createBackupFile({ exportedAt: now, siteVersion, localStorage: entries, databases: sections }),
    unreadable,
    failed,
  };
}

/** Builds the backup of this browser and downloads it as `toolbox-backup-YYYY-MM-DD.json`. */
export async function downloadBackup(): Promise<BuiltBackup & { fileName: string }> {
  const now = new Date();
  const built = await buildBackup({ storage: window.localStorage, databases: databaseBackups, now });
  const fileName = backupFileName(now);
  downloadBlob(new Blob([JSON.stringify(built.file, null, 2)], { type: 'application/json' }), fileName);
  return { ...built, fileName };
}
