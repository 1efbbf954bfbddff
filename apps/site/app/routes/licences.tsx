import { useTranslation } from 'react-i18next';
import { PageMeta } from '#app/components/page-meta';
import { loadLicences } from '#app/lib/licences.server';
import { PROJECT_LICENCE, SOURCE_ARCHIVE_PATH } from '#app/lib/project';
import type { Route } from './+types/licences';

export function loader() {
  return loadLicences();
}

/** The web addresses written in a notice (`<https://...>`), as links. */
function noticeLinks(source: string): string[] {
  return [...source.matchAll(/<(https?:\/\/[^>]+)>/g)].map((match) => match[1] as string);
}

/** `/licences`: the project's licence, every package the site runs on, and compiled-in components. */
export default function Licences({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { packages, notices, exceptions = [] } = loaderData;
  return (
    <article className="max-w-4xl space-y-6">
      <PageMeta
        title={`${t('licences.title')} · ${t('site.name')}`}
        description={t('licences.description')}
      />
      <header className="space-y-2">
        <h1 className="font-bold text-2xl tracking-tight">{t('licences.title')}</h1>
        <p className="text-muted-foreground">
          {t('licences.project', { licence: PROJECT_LICENCE })}{' '}
          <a
            href={SOURCE_ARCHIVE_PATH}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('site.sourceCode')}
          </a>
        </p>
        {exceptions.map((exception) => (
          <p key={exception.package} className="text-muted-foreground">
            {t('licences.exception', { package: exception.package, licence: exception.licence })}
          </p>
        ))}
        <p className="text-muted-foreground">{t('licences.intro', { count: packages.length })}</p>
      </header>

      {notices.map((notice) => (
        <section key={notice.package} aria-labelledby={`notice-${notice.package}`} className="space-y-2">
          <h2 id={`notice-${notice.package}`} className="font-semibold text-lg">
            {t('licences.bundled', { package: notice.package })}
          </h2>
          <div className="overflow-x-auto rounded-card border border-border">
            <table className="w-full text-left text-sm">
              <thead className="bg-muted text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('licences.component')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('licences.version')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('licences.licence')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('licences.text')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {notice.components.map((component) => (
                  <tr key={component.component} className="border-border border-t align-top">
                    <td className="px-3 py-2 font-medium">{component.component}</td>
                    <td className="px-3 py-2">{component.version}</td>
                    <td className="px-3 py-2">{component.licence}</td>
                    <td className="px-3 py-2">
                      <ul className="space-y-1">
                        {noticeLinks(component.source).map((url) => (
                          <li key={url}>
                            <a
                              href={url}
                              className="break-all text-primary underline-offset-4 hover:underline"
                            >
                              {url}
                            </a>
                          </li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {notice.statements.map((statement) => (
            <p key={statement} lang="en" className="text-sm">
              {statement}
            </p>
          ))}
        </section>
      ))}

      <section aria-labelledby="licences-packages" className="space-y-2">
        <h2 id="licences-packages" className="font-semibold text-lg">
          {t('licences.packages')}
        </h2>
        <div className="overflow-x-auto rounded-card border border-border">
          <table className="w-full text-left text-sm">
            <thead className="bg-muted text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('licences.package')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('licences.version')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('licences.licence')}
                </th>
              </tr>
            </thead>
            <tbody>
              {packages.map((entry) => (
                <tr key={`${entry.name}@${entry.version}`} className="border-border border-t">
                  <td className="px-3 py-2">
                    {entry.url ? (
                      <a
                        href={entry.url}
                        className="break-all text-primary underline-offset-4 hover:underline"
                      >
                        {entry.name}
                      </a>
                    ) : (
                      <span className="break-all">{entry.name}</span>
                    )}
                  </td>
                  <td className="px-3 py-2">{entry.version}</td>
                  <td className="px-3 py-2">{entry.licence}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </article>
  );
}
