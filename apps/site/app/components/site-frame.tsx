import { localizePath } from '@toolbox/kit/link';
import { onStoredValueReset } from '@toolbox/kit/storage';
import { Wrench } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CATALOGUE_PATH, SOURCE_ARCHIVE_PATH } from '#app/lib/project';
import { useRootData } from '#app/lib/root-data';
import { CommandPalette } from './command-palette';
import { LanguageSwitch } from './language-switch';
import { NavMenu } from './nav-menu';
import { Sidebar } from './sidebar';
import { ThemeToggle } from './theme';

// Shows nothing until a tool puts an output on the tab's shelf: loaded after the page, not with it.
const RecentOutputs = lazy(() =>
  import('./recent-outputs').then((module) => ({ default: module.RecentOutputs })),
);

/** Header, sidebar and footer around every page, error pages included. */
export function SiteFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { locale } = useRootData();

  // Damaged localStorage is reset by the kit; say so once instead of failing silently.
  useEffect(
    () =>
      onStoredValueReset(() => {
        void import('@toolbox/ui/toast').then(({ toast }) =>
          toast.warning(t('storage.reset'), { id: 'storage-reset' }),
        );
      }),
    [t],
  );

  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2"
      >
        {t('site.skipToContent')}
      </a>
      <header className="sticky top-0 z-30 border-b border-border bg-background/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-3 sm:px-4">
          <NavMenu />
          <Link
            to={localizePath('/', locale)}
            className="flex shrink-0 items-center gap-2 rounded-md font-semibold"
          >
            <span className="inline-flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
              <Wrench aria-hidden className="size-4" />
            </span>
            {/* Below `sm` the logo alone stands for the name; readers still hear it. */}
            <span className="max-sm:sr-only">{t('site.name')}</span>
          </Link>
          <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-2">
            <Suspense fallback={null}>
              <RecentOutputs />
            </Suspense>
            <CommandPalette />
            <LanguageSwitch />
            <ThemeToggle />
          </div>
        </div>
      </header>
      <div className="mx-auto flex max-w-7xl gap-6 px-4">
        <Sidebar />
        <main id="main" className="min-w-0 flex-1 py-6">
          {children}
        </main>
      </div>
      <footer className="border-t border-border py-6 text-center text-sm text-muted-foreground">
        <p>{t('site.footer')}</p>
        <nav aria-label={t('footerLinks.label')} className="mt-2">
          <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1">
            <li>
              <Link to={localizePath('/privacy', locale)} className="underline-offset-4 hover:underline">
                {t('footerLinks.privacy')}
              </Link>
            </li>
            <li>
              <Link to={localizePath('/settings', locale)} className="underline-offset-4 hover:underline">
                {t('footerLinks.settings')}
              </Link>
            </li>
            <li>
              <Link to={localizePath('/licences', locale)} className="underline-offset-4 hover:underline">
                {t('footerLinks.licences')}
              </Link>
            </li>
            <li>
              {/* Static files served beside the app (server/catalogue.ts): a full page load. */}
              <a href={CATALOGUE_PATH} className="underline-offset-4 hover:underline">
                {t('footerLinks.catalogue')}
              </a>
            </li>
            <li>
              <a href={SOURCE_ARCHIVE_PATH} className="underline-offset-4 hover:underline">
                {t('site.sourceCode')}
              </a>
            </li>
          </ul>
        </nav>
      </footer>
    </>
  );
}
