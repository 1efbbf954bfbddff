import { localizePath } from '@toolbox/kit/link';
import { type Locale, locales } from '@toolbox/kit/locales';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useRootData } from '#app/lib/root-data';

const htmlLang: Record<Locale, string> = { en: 'en', zh: 'zh-CN' };

/** Links to the same page in the other languages (the spec's link helper keeps the path). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const { pathname, search, hash } = useLocation();
  return (
    <nav aria-label={t('language.label')} className="flex items-center gap-1">
      <Languages aria-hidden className="hidden size-4 text-muted-foreground sm:block" />
      {locales
        .filter((other) => other !== locale)
        .map((other) => (
          <Link
            key={other}
            to={localizePath(`${pathname}${search}${hash}`, other)}
            lang={htmlLang[other]}
            hrefLang={htmlLang[other]}
            className="whitespace-nowrap rounded-md px-2 py-1 text-sm font-medium hover:bg-muted"
          >
            {t(`language.${other}`)}
          </Link>
        ))}
    </nav>
  );
}
