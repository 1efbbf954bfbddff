import { formatBytes } from '@toolbox/kit/bytes';
import { FileDropZone, type FileRejection } from '@toolbox/ui/file-drop-zone';
import { ShieldCheckIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_EXTENSIONS } from '../core/constants';

/** Step 1: the uploader and the help panel (formats, size, principle, privacy). */
export function UploadStep({
  disabled,
  onFile,
  onReject,
}: {
  disabled: boolean;
  onFile: (file: File) => void;
  onReject: (rejections: FileRejection[]) => void;
}) {
  const { t } = useTranslation('remove-duplicates-excel');
  return (
    <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
      <FileDropZone
        accept={ACCEPTED_EXTENSIONS.join(',')}
        label={t('upload.drop')}
        hint={t('upload.hint')}
        disabled={disabled}
        onFiles={([file]) => {
          if (file) onFile(file);
        }}
        onReject={onReject}
      />
      <HelpPanel />
    </div>
  );
}

export function HelpPanel() {
  const { t } = useTranslation('remove-duplicates-excel');
  return (
    <section
      aria-labelledby="remove-duplicates-help"
      className="space-y-2 rounded-lg border border-border bg-card p-4 text-sm"
    >
      <h3 id="remove-duplicates-help" className="flex items-center gap-2 font-semibold">
        <ShieldCheckIcon aria-hidden className="size-4 text-success" />
        {t('help.title')}
      </h3>
      <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
        <li>{t('help.formats')}</li>
        <li>{t('help.size')}</li>
        <li>{t('help.principle')}</li>
        <li>{t('help.privacy')}</li>
      </ul>
    </section>
  );
}

/** The file's facts: name, size, type, last modified, rows and columns. */
export function FileFacts({
  file,
  rows,
  columns,
  kind,
}: {
  file: File;
  rows: number;
  columns: number;
  kind: string;
}) {
  const { t, i18n } = useTranslation('remove-duplicates-excel');
  const facts: [string, string][] = [
    [t('file.name'), file.name],
    [t('file.size'), formatBytes(file.size)],
    [t('file.type'), file.type || kind.toUpperCase()],
    [t('file.modified'), new Date(file.lastModified).toLocaleString(i18n.language)],
    [t('file.rows'), rows.toLocaleString(i18n.language)],
    [t('file.columns'), columns.toLocaleString(i18n.language)],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="min-w-0 break-all">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
