import { defaultLocale, isLocale, type Locale } from './locales';

const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * The spec's link helper: keeps or swaps a leading language segment.
 * - absolute links (`http:`, `https:`, `mailto:`, `//host`) are returned unchanged;
 * - an empty path gives the root of the locale (`/` or `/zh`);
 * - a leading locale segment is replaced, the default locale gets no prefix;
 * - query strings and hashes are kept.
 */
export function localizePath(path: string, locale: Locale): string {
  if (EXTERNAL.test(path)) return path;
  const prefix = locale === defaultLocale ? '' : `/${locale}`;
  const trimmed = path.trim();
  if (trimmed === '' || trimmed === '/') return prefix || '/';

  const suffixStart = trimmed.search(/[?#]/);
  const pathname = suffixStart === -1 ? trimmed : trimmed.slice(0, suffixStart);
  const suffix = suffixStart === -1 ? '' : trimmed.slice(suffixStart);

  const segments = pathname.replace(/^\/+/, '').split('/');
  if (isLocale(segments[0])) segments.shift();

  const rest = segments.join('/');
  if (rest === '') return `${prefix || '/'}${suffix}`;
  return `${prefix}/${rest}${suffix}`;
}

/** The same path in another locale: what the language switch links to. */
export function switchLocale(currentPath: string, locale: Locale): string {
  return localizePath(currentPath, locale);
}
