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
import { SITE_NAMESPACE, type SiteMessages, UI_MESSAGES_NAMESPACE } from './lib/i18n';
import { getLocale, i18nextMiddleware } from './lib/i18n.server';
import { siteMessages } from './lib/messages.server';
import { type RootData, useRootData } from './lib/root-data';
import { getSiteOrigin } from './lib/site-origin';
import { toolIconSpriteUrl } from './lib/tool-icon-sprite.server';

export const middleware = [i18nextMiddleware];

// Toasts only follow user actions, so the toaster loads after hydration, outside the initial bundle.
const Toaster = lazy(() => import('@toolbox/ui/toaster').then((module) => ({ default: module.Toaster })));

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ context }: Route.LoaderArgs) {
  const locale = getLocale(context) as Locale;
  const origin = getSiteOrigin(context);
  return {
    locale,
    origin,
    catalog: await loadCatalog(locale),
    toolIconSprite: toolIconSpriteUrl(),
    messages: siteMessages(locale),
  } satisfies RootData;
}

/** The catalogue only changes with the language. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname);
}

const htmlLang: Record<Locale, string> = { en: 'en', zh: 'zh-CN' };

/** Adds the page language's messages from the loader, before anything renders a string. */
function addSiteMessages(
  i18n: ReturnType<typeof useTranslation>['i18n'],
  locale: Locale,
  messages: SiteMessages,
) {
  for (const namespace of [SITE_NAMESPACE, UI_MESSAGES_NAMESPACE] as const) {
    if (!i18n.hasResourceBundle(locale, namespace))
      i18n.addResourceBundle(locale, namespace, messages[namespace]);
  }
}

export function Layout({ children }: { children: ReactNode }) {
  const { locale, messages } = useRootData();
  const { i18n } = useTranslation();
  if (messages) addSiteMessages(i18n, locale, messages);
  // The URL decides the language; its messages are in place, so this switch is synchronous.
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  useMessagesWhenLoaderFailed(locale, messages === undefined);
  const theme = useResolvedTheme();
  const [isHydrated, setIsHydrated] = useState(false);
  // Marks the page interactive (error pages too): end-to-end tests wait for it before clicking.
  useEffect(() => {
    setIsHydrated(true);
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  useServiceWorker();
  return (
    <html lang={htmlLang[locale] ?? defaultLocale} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content="#ffffff" />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#0b1120" />
        {/* One manifest per language: the installed app's name and start page follow the page's language. */}
        <link rel="manifest" href={locale === 'zh' ? '/zh/manifest.webmanifest' : '/manifest.webmanifest'} />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
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

/**
 * The service worker (installable, offline, update prompt), in production builds only: development
 * serves unhashed modules that a cache would keep stale. Its module loads after hydration, outside
 * the initial JavaScript.
 */
function useServiceWorker() {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    void import('./lib/service-worker-client').then(({ startServiceWorker }) =>
      startServiceWorker((key) => i18n.t(key, { ns: SITE_NAMESPACE })),
    );
  }, [i18n]);
}

/**
 * An error page shown before the root loader ran has no messages: they are fetched here (one
 * small chunk per language), and the page re-renders translated.
 */
function useMessagesWhenLoaderFailed(locale: Locale, isMissing: boolean) {
  const { i18n } = useTranslation();
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (!isMissing || i18n.hasResourceBundle(locale, SITE_NAMESPACE)) return;
    void Promise.all([import(`./locales/${locale}.json`), import('@toolbox/ui/i18n')]).then(([site, ui]) => {
      addSiteMessages(i18n, locale, {
        [SITE_NAMESPACE]: site.default,
        [UI_MESSAGES_NAMESPACE]: ui.uiMessages[locale],
      });
      setLoaded((count) => count + 1);
    });
  }, [i18n, locale, isMissing]);
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
