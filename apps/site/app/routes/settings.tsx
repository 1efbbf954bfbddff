import { useTranslation } from 'react-i18next';
import { PageMeta } from '#app/components/page-meta';
import { BackupExport } from '#app/components/settings/backup-export';
import { BackupImport } from '#app/components/settings/backup-import';

/**
 * `/settings`: every saved setting and record of the site, downloaded as one backup file and
 * brought back (CONTEXT.md § Backup). The backup code and the databases load on first use.
 */
export default function Settings() {
  const { t } = useTranslation();
  return (
    <article className="max-w-3xl space-y-8">
      <PageMeta
        title={`${t('settingsPage.title')} · ${t('site.name')}`}
        description={t('settingsPage.description')}
      />
      <header className="space-y-2">
        <h1 className="font-bold text-2xl tracking-tight">{t('settingsPage.title')}</h1>
        <p className="text-muted-foreground">{t('settingsPage.intro')}</p>
      </header>
      <BackupExport />
      <BackupImport />
    </article>
  );
}
