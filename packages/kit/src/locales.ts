/** The interface languages. `en` is the default and carries no URL prefix; others are `/<locale>/...`. */
export const locales = ['en', 'zh'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The locale a URL path is in: its first segment when that is a prefixed locale, else the default. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/')[1] ?? '';
  return isLocale(first) && first !== defaultLocale ? first : defaultLocale;
}
