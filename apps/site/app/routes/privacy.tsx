import { useTranslation } from 'react-i18next';
import { PageMeta } from '#app/components/page-meta';
import { SOURCE_ARCHIVE_PATH } from '#app/lib/project';

/** What leaves the device, feature by feature, and what the server keeps (CONTEXT.md § Privacy). */
const SERVER_FEATURES = ['ai', 'crawler', 'leaderboard', 'ip', 'diagrams', 'rateLimits'] as const;
const ON_DEVICE = ['files', 'settings', 'tasks'] as const;

/** `/privacy`: exactly which features send data to the server and what is kept. */
export default function Privacy() {
  const { t } = useTranslation();
  return (
    <article className="max-w-3xl space-y-6">
      <PageMeta title={`${t('privacy.title')} · ${t('site.name')}`} description={t('privacy.description')} />
      <header className="space-y-2">
        <h1 className="font-bold text-2xl tracking-tight">{t('privacy.title')}</h1>
        <p className="text-muted-foreground">{t('privacy.intro')}</p>
      </header>
      <section aria-labelledby="privacy-device" className="space-y-2">
        <h2 id="privacy-device" className="font-semibold text-lg">
          {t('privacy.onDevice.title')}
        </h2>
        <ul className="list-disc space-y-2 pl-5">
          {ON_DEVICE.map((key) => (
            <li key={key}>{t(`privacy.onDevice.${key}`)}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="privacy-server" className="space-y-2">
        <h2 id="privacy-server" className="font-semibold text-lg">
          {t('privacy.server.title')}
        </h2>
        <p>{t('privacy.server.intro')}</p>
        <dl className="space-y-3">
          {SERVER_FEATURES.map((key) => (
            <div key={key}>
              <dt className="font-medium">{t(`privacy.server.${key}.name`)}</dt>
              <dd className="text-muted-foreground">{t(`privacy.server.${key}.what`)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="privacy-none" className="space-y-2">
        <h2 id="privacy-none" className="font-semibold text-lg">
          {t('privacy.none.title')}
        </h2>
        <p>{t('privacy.none.text')}</p>
        <p>
          {t('privacy.check')}{' '}
          <a
            href={SOURCE_ARCHIVE_PATH}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('site.sourceCode')}
          </a>
        </p>
      </section>
    </article>
  );
}
