import type { DatabaseBackup } from '@toolbox/kit/backup';

/**
 * Every IndexedDB database the backup file holds, each through the exporter its own package owns
 * (`<package>/backup`). Loaded on demand: the settings page's first load carries none of them, nor
 * Dexie. A package with a new database adds one line here (and its labels in the site's locales).
 */
export const databaseBackups: ReadonlyArray<{ id: string; load: () => Promise<DatabaseBackup> }> = [
  { id: 'tasks', load: () => import('@toolbox/task-store/backup').then((module) => module.taskBackup) },
  {
    id: 'story-generator',
    load: () => import('@toolbox/tool-story-generator/backup').then((module) => module.storyBackup),
  },
  {
    id: 'aim-trainer',
    load: () => import('@toolbox/tool-aim-trainer/backup').then((module) => module.aimBackup),
  },
];
