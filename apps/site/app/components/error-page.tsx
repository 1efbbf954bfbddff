import { localizePath } from '@toolbox/kit/link';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useParams, useRouteError } from 'react-router';
import { useRootData } from '#app/lib/root-data';
import { PageMeta } from './page-meta';

/** The 404 and error pages, in the URL's language. */
export function ErrorPage({ kind, toolId }: { kind: 'not-found' | 'error'; toolId?: string }) {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const title = kind === 'error' ? t('error.title') : toolId ? t('notFound.toolTitle') : t('notFound.title');
  const description =
    kind === 'error'
      ? t('error.description')
      : toolId
        ? t('notFound.toolDescription', { id: toolId })
        : t('notFound.description');
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <PageMeta title={`${title} · ${t('site.name')}`} description={description} />
      <p className="text-6xl font-bold text-muted-foreground" aria-hidden>
        {kind === 'error' ? '500' : '404'}
      </p>
      <h1 className="mt-4 text-2xl font-semibold">{title}</h1>
      <p className="mt-2 text-muted-foreground">{description}</p>
      <Link
        to={localizePath('/', locale)}
        className="mt-6 inline-flex rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground"
      >
        {t('notFound.backHome')}
      </Link>
    </section>
  );
}

/** For routes inside the shell: a thrown 404 or error renders in place of the page, shell kept. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const params = useParams();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  if (!isNotFound) console.error(error);
  return <ErrorPage kind={isNotFound ? 'not-found' : 'error'} toolId={isNotFound ? params.id : undefined} />;
}
