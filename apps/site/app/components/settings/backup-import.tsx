import type { BackupNote, ImportMode } from '@toolbox/kit/backup';
import { formatBytes } from '@toolbox/kit/bytes';
import { Button } from '@toolbox/ui/button';
import { Upload } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BackupPreview, PartResult } from '#app/lib/backup/import-backup';
import { useRootData } from '#app/lib/root-data';
import { usePartLabel } from './part-labels';

const ConfirmDialog = lazy(() =>
  import('@toolbox/ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);

type ImportState =
  | { status: 'idle' | 'reading' }
  | { status: 'refused'; message: string }
  | { status: 'preview' | 'importing'; preview: BackupPreview }
  | { status: 'done'; preview: BackupPreview; results: PartResult[] };

const loadImporter = () => import('#app/lib/backup/import-backup');

/**
 * "Restore from a backup": the file is read and checked in full first, the visitor sees what each
 * part holds, picks the parts and merge or replace (replace asks again), and only then is
 * anything written.
 */
export function BackupImport() {
  const { t } = useTranslation();
  const [state, setState] = useState<ImportState>({ status: 'idle' });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [mode, setMode] = useState<ImportMode>('merge');
  const [isConfirming, setIsConfirming] = useState(false);
  const [wasConfirmAsked, setWasConfirmAsked] = useState(false);
  const fileInputId = useId();
  const resultRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (state.status === 'done') resultRef.current?.focus();
  }, [state.status]);

  async function onFile(file: File | undefined) {
    if (!file) return;
    setState({ status: 'reading' });
    try {
      const [{ previewBackup, MAX_BACKUP_BYTES }, { databaseBackups }] = await Promise.all([
        loadImporter(),
        import('#app/lib/backup/databases'),
      ]);
      if (file.size > MAX_BACKUP_BYTES) {
        setState({
          status: 'refused',
          message: t('settingsPage.import.tooLarge', { limit: formatBytes(MAX_BACKUP_BYTES) }),
        });
        return;
      }
      const read = await previewBackup(await file.text(), databaseBackups);
      if (!read.ok) {
        setState({
          status: 'refused',
          message:
            read.error === 'newerVersion'
              ? t('settingsPage.import.newerVersion', { version: read.version, supported: read.supported })
              : t(`settingsPage.import.${read.error}`),
        });
        return;
      }
      setSelected(new Set(read.preview.parts.filter((part) => !('error' in part)).map((part) => part.id)));
      setState({ status: 'preview', preview: read.preview });
    } catch (error) {
      setState({
        status: 'refused',
        message: t('settingsPage.import.readError', {
          message: error instanceof Error ? error.message : String(error),
        }),
      });
    }
  }

  async function runImport(preview: BackupPreview) {
    setState({ status: 'importing', preview });
    const { applyBackup } = await loadImporter();
    const parts = preview.parts.filter((part) => !('error' in part) && selected.has(part.id));
    const results = await applyBackup({ parts, mode, storage: window.localStorage });
    setState({ status: 'done', preview, results });
  }

  function onImport(preview: BackupPreview) {
    if (mode === 'replace') {
      setWasConfirmAsked(true);
      setIsConfirming(true);
    } else void runImport(preview);
  }

  const preview = 'preview' in state ? state.preview : undefined;

  return (
    <section aria-labelledby="backup-import" className="space-y-3">
      <h2 id="backup-import" className="font-semibold text-lg">
        {t('settingsPage.import.title')}
      </h2>
      <p>{t('settingsPage.import.text')}</p>
      <div className="space-y-1">
        <label htmlFor={fileInputId} className="block font-medium text-sm">
          {t('settingsPage.import.file')}
        </label>
        <input
          id={fileInputId}
          type="file"
          accept="application/json,.json"
          disabled={state.status === 'reading' || state.status === 'importing'}
          onChange={(event) => {
            void onFile(event.currentTarget.files?.[0]);
            // The same file may be chosen again after a change.
            event.currentTarget.value = '';
          }}
          className="block w-full max-w-full text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-background file:px-3 file:py-2 file:font-medium file:text-foreground hover:file:bg-accent"
        />
      </div>
      <div role="status" className="text-sm">
        {state.status === 'reading' && <p>{t('settingsPage.import.reading')}</p>}
        {state.status === 'importing' && <p>{t('settingsPage.import.working')}</p>}
      </div>
      {state.status === 'refused' && (
        <p role="alert" className="text-destructive text-sm">
          {state.message}
        </p>
      )}

      {preview && state.status !== 'done' && (
        <PreviewForm
          preview={preview}
          selected={selected}
          onToggle={(id, isOn) =>
            setSelected((current) => {
              const next = new Set(current);
              if (isOn) next.add(id);
              else next.delete(id);
              return next;
            })
          }
          mode={mode}
          onMode={setMode}
          isBusy={state.status === 'importing'}
          onImport={() => onImport(preview)}
        />
      )}

      {state.status === 'done' && (
        <ImportReport preview={state.preview} results={state.results} headingRef={resultRef} />
      )}

      {wasConfirmAsked && preview && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={isConfirming}
            onOpenChange={setIsConfirming}
            variant="destructive"
            title={t('settingsPage.import.confirmTitle')}
            description={t('settingsPage.import.confirmText', { count: selected.size })}
            confirmLabel={t('settingsPage.import.confirm')}
            onConfirm={() => void runImport(preview)}
          />
        </Suspense>
      )}
    </section>
  );
}

function PreviewForm({
  preview,
  selected,
  onToggle,
  mode,
  onMode,
  isBusy,
  onImport,
}: {
  preview: BackupPreview;
  selected: ReadonlySet<string>;
  onToggle: (id: string, isOn: boolean) => void;
  mode: ImportMode;
  onMode: (mode: ImportMode) => void;
  isBusy: boolean;
  onImport: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const partLabel = usePartLabel();
  const describe = useCountText();
  const exportedAt = preview.exportedAt ? new Date(preview.exportedAt) : undefined;
  return (
    <div className="space-y-4 rounded-lg border border-border p-4">
      {exportedAt && !Number.isNaN(exportedAt.getTime()) && (
        <p className="text-muted-foreground text-sm">
          {t('settingsPage.import.exportedAt', {
            date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
              exportedAt,
            ),
          })}
          {preview.siteVersion &&
            ` ${t('settingsPage.import.siteVersion', { version: preview.siteVersion })}`}
        </p>
      )}
      <fieldset className="space-y-2">
        <legend className="font-medium">{t('settingsPage.import.parts')}</legend>
        <p className="text-muted-foreground text-sm">{t('settingsPage.import.partsHint')}</p>
        <ul className="space-y-2">
          {preview.parts.map((part) => (
            <li key={part.id} className="flex gap-3 text-sm">
              {'error' in part ? (
                <div className="min-w-0">
                  <p className="break-words font-medium">{partLabel(part)}</p>
                  <p className="break-words text-destructive">
                    {t(`settingsPage.import.partError.${part.error.code}`, { detail: part.error.detail })}
                  </p>
                </div>
              ) : (
                <label className="flex min-w-0 cursor-pointer gap-3">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-4 shrink-0 accent-primary"
                    checked={selected.has(part.id)}
                    onChange={(event) => onToggle(part.id, event.currentTarget.checked)}
                  />
                  <span className="min-w-0">
                    <span className="block break-words font-medium">{partLabel(part)}</span>
                    <span className="block break-words text-muted-foreground">
                      {describe(part.counts)}
                      {part.skipped > 0 &&
                        ` · ${t('settingsPage.import.skippedRows', { count: part.skipped })}`}
                    </span>
                  </span>
                </label>
              )}
            </li>
          ))}
        </ul>
      </fieldset>
      <Notes notes={preview.notes} />
      <fieldset className="space-y-2">
        <legend className="font-medium">{t('settingsPage.import.mode')}</legend>
        {(['merge', 'replace'] as const).map((option) => (
          <label key={option} className="flex cursor-pointer gap-3 text-sm">
            <input
              type="radio"
              name="backup-import-mode"
              value={option}
              className="mt-0.5 size-4 shrink-0 accent-primary"
              checked={mode === option}
              onChange={() => onMode(option)}
            />
            <span>
              <span className="block font-medium">{t(`settingsPage.import.${option}`)}</span>
              <span className="block text-muted-foreground">{t(`settingsPage.import.${option}Hint`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {selected.size === 0 && <p className="text-sm">{t('settingsPage.import.nothingChosen')}</p>}
      <Button
        onClick={onImport}
        disabled={isBusy || selected.size === 0}
        variant={mode === 'replace' ? 'destructive' : 'primary'}
      >
        <Upload aria-hidden className="size-4" />
        {t(mode === 'replace' ? 'settingsPage.import.buttonReplace' : 'settingsPage.import.button')}
      </Button>
    </div>
  );
}

function ImportReport({
  preview,
  results,
  headingRef,
}: {
  preview: BackupPreview;
  results: PartResult[];
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation();
  const partLabel = usePartLabel();
  const byId = new Map(preview.parts.map((part) => [part.id, part]));
  const leftOut = preview.parts.filter((part) => 'error' in part);
  return (
    <div className="space-y-3 rounded-lg border border-border p-4">
      <h3 ref={headingRef} tabIndex={-1} className="font-medium outline-none">
        {t('settingsPage.import.result')}
      </h3>
      <ul className="space-y-2 text-sm">
        {results.map((result) => (
          <li key={result.id}>
            <span className="block break-words font-medium">
              {partLabel(byId.get(result.id) ?? { id: result.id })}
            </span>
            {result.status === 'imported' ? (
              <span className="block text-muted-foreground">
                {t('settingsPage.import.imported', { ...result.outcome })}
              </span>
            ) : (
              <span className="block break-words text-destructive">
                {t('settingsPage.import.failedPart', { message: result.message })}
              </span>
            )}
          </li>
        ))}
        {leftOut.map((part) => (
          <li key={part.id}>
            <span className="block break-words font-medium">{partLabel(part)}</span>
            <span className="block break-words text-destructive">
              {'error' in part &&
                t(`settingsPage.import.partError.${part.error.code}`, { detail: part.error.detail })}
            </span>
          </li>
        ))}
      </ul>
      <Notes notes={preview.notes} />
      <p className="text-sm">{t('settingsPage.import.reloadHint')}</p>
    </div>
  );
}

function Notes({ notes }: { notes: readonly BackupNote[] }) {
  const { t } = useTranslation();
  if (notes.length === 0) return null;
  return (
    <div className="space-y-1 text-sm">
      <p className="font-medium">{t('settingsPage.import.notes')}</p>
      <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
        {notes.map((note) => (
          <li
            key={`${note.code}:${'name' in note ? note.name : 'key' in note ? note.key : note.id}`}
            className="break-words"
          >
            {t(`settingsPage.import.note.${note.code}`, note)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** "2 tasks · 1 queue entry": the non-empty counts of a part, or "empty". */
function useCountText() {
  const { t } = useTranslation();
  return (counts: Record<string, number>) => {
    const parts = Object.entries(counts)
      .filter(([, count]) => count > 0)
      .map(([kind, count]) => t(`settingsPage.counts.${kind}`, { count }));
    return parts.length > 0 ? parts.join(' · ') : t('settingsPage.counts.empty');
  };
}
