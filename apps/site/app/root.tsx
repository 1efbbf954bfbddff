import { defaultLocale, type Locale, localeFromPath } from '@toolbox/kit/locales';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { ErrorPage } from './components/error-page';
import { SiteFrame } from './components/site-frame';
import { THEME_BOOTSTRAP_SCRIPT, useResolvedTheme } from './components/theme';
import { loadCatalog } from './lib/catalog.server';
import { getLocale, i18nextMiddleware } from './lib/i18n.server';
import { type RootData, useRootData } from './lib/root-data';
import { getSiteOrigin } from './lib/site-origin';

export const middleware = [i18nextMiddleware];

// Toasts only follow user actions, so the toaster loads after hydration, outside the initial bundle.
const Toaster = lazy(() => import('@toolbox/ui/toast').then((module) => ({ default: module.Toaster })));

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ context }: Route.LoaderArgs) {
  const locale = getLocale(context) as Locale;
  const origin = getSiteOrigin(context);
  return { locale, origin, catalog: await loadCatalog(locale) } satisfies RootData;
}

/** The catalogue only changes with the language. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname);
}

const htmlLang: Record<Locale, string> = { en: 'en', zh: 'zh-CN' };

export function Layout({ children }: { children: ReactNode }) {
  const { locale } = useRootData();
  const { i18n } = useTranslation();
  // The URL decides the language; resources are already loaded, so this switch is synchronous.
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  const theme = useResolvedTheme();
  const [isHydrated, setIsHydrated] = useState(false);
  // Marks the page interactive (error pages too): end-to-end tests wait for it before clicking.
  useEffect(() => {
    setIsHydrated(true);
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang={htmlLang[locale] ?? defaultLocale} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, so the theme applies before first paint */}
        <script dangerouslySetInnerHTML={{ __html: THEME_BOOTSTRAP_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        {children}
        {isHydrated && (
          <Suspense fallback={null}>
            <Toaster theme={theme} />
          </Suspense>
        )}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  if (!isNotFound) console.error(error);
  return (
    <SiteFrame>
      <ErrorPage kind={isNotFound ? 'not-found' : 'error'} />
    </SiteFrame>
  );
}
