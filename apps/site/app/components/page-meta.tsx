import { localizePath } from '@toolbox/kit/link';
import { locales } from '@toolbox/kit/locales';
import { useLocation } from 'react-router';
import { useRootData } from '#app/lib/root-data';

/** Per-page <title>, description, canonical and hreflang links (React 19 hoists them into <head>). */
export function PageMeta({ title, description }: { title: string; description: string }) {
  const { origin } = useRootData();
  const { pathname } = useLocation();
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <link rel="canonical" href={`${origin}${pathname}`} />
      {locales.map((locale) => (
        <link
          key={locale}
          rel="alternate"
          hrefLang={locale}
          href={`${origin}${localizePath(pathname, locale)}`}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${localizePath(pathname, 'en')}`} />
    </>
  );
}
