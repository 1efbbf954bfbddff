import { localizePath } from '@toolbox/kit/link';
import { locales } from '@toolbox/kit/locales';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useRootData } from '#app/lib/root-data';

const ogLocale = { en: 'en_US', zh: 'zh_CN' } as const;

/**
 * Per-page <title>, description, canonical and hreflang links, and the Open Graph / Twitter card
 * tags (React 19 hoists them into <head>). Every URL is built on the configured origin. `image` is
 * a tool id for that tool's card (`/og/<id>.png`); other pages use the site's card.
 */
export function PageMeta({
  title,
  description,
  image = 'toolbox',
}: {
  title: string;
  description: string;
  image?: string;
}) {
  const { t } = useTranslation();
  const { origin, locale } = useRootData();
  const { pathname } = useLocation();
  const url = `${origin}${pathname}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {locales.map((alternate) => (
        <link
          key={alternate}
          rel="alternate"
          hrefLang={alternate}
          href={`${origin}${localizePath(pathname, alternate)}`}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${localizePath(pathname, 'en')}`} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={t('site.name')} />
      <meta property="og:locale" content={ogLocale[locale]} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={`${origin}/og/${image}.png`} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={title} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
