import { type Locale, localeFromPath } from '@toolbox/kit/locales';
import { useLocation, useRouteLoaderData } from 'react-router';
import type { CatalogEntry } from './catalog';
import type { SiteMessages } from './i18n';

/**
 * What the root loader gives every page. It lives here, not in root.tsx, so the shell components
 * can read it without importing the root route that renders them.
 */
export interface RootData {
  locale: Locale;
  /** The site's public origin (`PUBLIC_ORIGIN`), never the request's Host header. */
  origin: string;
  catalog: CatalogEntry[];
  /** The tool icon sprite's address, with its version (`/tool-icons.svg?v=…`). */
  toolIconSprite: string;
  /** The page language's site and shared-component messages (absent on a failed root load). */
  messages?: SiteMessages;
}

/** The root loader's data; on an error page rendered before it ran, the locale from the URL. */
export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>('root');
  const location = useLocation();
  return (
    data ?? {
      locale: localeFromPath(location.pathname),
      origin: '',
      catalog: [],
      toolIconSprite: '/tool-icons.svg',
    }
  );
}
