import { Button } from '@toolbox/ui/button';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePartLabel } from './part-labels';

type ExportState =
  | { status: 'idle' | 'working' }
  | { status: 'done'; fileName: string; unreadable: number; failed: Array<{ id: string; message: string }> }
  | { status: 'error'; message: string };

/** "Download a backup": the file is built on click (the backup code and Dexie load then). */
export function BackupExport() {
  const { t } = useTranslation();
  const partLabel = usePartLabel();
  const [state, setState] = useState<ExportState>({ status: 'idle' });

  async function onExport() {
    setState({ status: 'working' });
    try {
      const { downloadBackup } = await import('#app/lib/backup/export-backup');
      const built = await downloadBackup();
      setState({
        status: 'done',
        fileName: built.fileName,
        unreadable: built.unreadable.length,
        failed: built.failed,
      });
    } catch (error) {
      setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <section aria-labelledby="backup-export" className="space-y-3">
      <h2 id="backup-export" className="font-semibold text-lg">
        {t('settingsPage.export.title')}
      </h2>
      <p>{t('settingsPage.export.text')}</p>
      <Button onClick={() => void onExport()} disabled={state.status === 'working'}>
        <Download aria-hidden className="size-4" />
        {t('settingsPage.export.button')}
      </Button>
      <div role="status" className="space-y-1 text-sm">
        {state.status === 'working' && <p>{t('settingsPage.export.working')}</p>}
        {state.status === 'done' && (
          <>
            <p>{t('settingsPage.export.done', { fileName: state.fileName })}</p>
            {state.unreadable > 0 && (
              <p>{t('settingsPage.export.unreadable', { count: state.unreadable })}</p>
            )}
            {state.failed.map(({ id, message }) => (
              <p key={id} className="text-destructive">
                {t('settingsPage.export.failed', { part: partLabel({ id }), message })}
              </p>
            ))}
          </>
        )}
      </div>
      {state.status === 'error' && (
        <p role="alert" className="text-destructive text-sm">
          {t('settingsPage.export.error', { message: state.message })}
        </p>
      )}
    </section>
  );
}
