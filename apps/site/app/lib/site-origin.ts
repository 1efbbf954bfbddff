import { createContext, type RouterContextProvider } from 'react-router';

/**
 * The site's public origin (`PUBLIC_ORIGIN`, parsed and checked at start-up), set by the server
 * (server/app.ts) for every request. Canonical, hreflang, sitemap, robots and Open Graph URLs are
 * built from it and never from the request's Host header, which any client can set.
 */
export const siteOriginContext = createContext<string | undefined>(undefined);

export function getSiteOrigin(context: Readonly<RouterContextProvider>): string {
  const origin = context.get(siteOriginContext);
  if (!origin) throw new Error('The server sets siteOriginContext for every request (server/app.ts)');
  return origin;
}
