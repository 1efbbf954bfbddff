import type { FontWeight, IconFont } from '../core/design';

/** The bundled font files by family and weight, and the Chinese subsets (CONTEXT.md Rules: Text). */

type UrlModule = () => Promise<{ default: string }>;

/** Weight → file, the nearest the family has where it lacks one (Lato 500 → 400, Open Sans 900 → 800). */
export const LATIN: Record<IconFont, Record<FontWeight, UrlModule>> = {
  Roboto: {
    300: () => import('@fontsource/roboto/files/roboto-latin-300-normal.woff?url'),
    400: () => import('@fontsource/roboto/files/roboto-latin-400-normal.woff?url'),
    500: () => import('@fontsource/roboto/files/roboto-latin-500-normal.woff?url'),
    700: () => import('@fontsource/roboto/files/roboto-latin-700-normal.woff?url'),
    900: () => import('@fontsource/roboto/files/roboto-latin-900-normal.woff?url'),
  },
  Poppins: {
    300: () => import('@fontsource/poppins/files/poppins-latin-300-normal.woff?url'),
    400: () => import('@fontsource/poppins/files/poppins-latin-400-normal.woff?url'),
    500: () => import('@fontsource/poppins/files/poppins-latin-500-normal.woff?url'),
    700: () => import('@fontsource/poppins/files/poppins-latin-700-normal.woff?url'),
    900: () => import('@fontsource/poppins/files/poppins-latin-900-normal.woff?url'),
  },
  Lato: {
    300: () => import('@fontsource/lato/files/lato-latin-300-normal.woff?url'),
    400: () => import('@fontsource/lato/files/lato-latin-400-normal.woff?url'),
    500: () => import('@fontsource/lato/files/lato-latin-400-normal.woff?url'),
    700: () => import('@fontsource/lato/files/lato-latin-700-normal.woff?url'),
    900: () => import('@fontsource/lato/files/lato-latin-900-normal.woff?url'),
  },
  'Open Sans': {
    300: () => import('@fontsource/open-sans/files/open-sans-latin-300-normal.woff?url'),
    400: () => import('@fontsource/open-sans/files/open-sans-latin-400-normal.woff?url'),
    500: () => import('@fontsource/open-sans/files/open-sans-latin-500-normal.woff?url'),
    700: () => import('@fontsource/open-sans/files/open-sans-latin-700-normal.woff?url'),
    900: () => import('@fontsource/open-sans/files/open-sans-latin-800-normal.woff?url'),
  },
  Montserrat: {
    300: () => import('@fontsource/montserrat/files/montserrat-latin-300-normal.woff?url'),
    400: () => import('@fontsource/montserrat/files/montserrat-latin-400-normal.woff?url'),
    500: () => import('@fontsource/montserrat/files/montserrat-latin-500-normal.woff?url'),
    700: () => import('@fontsource/montserrat/files/montserrat-latin-700-normal.woff?url'),
    900: () => import('@fontsource/montserrat/files/montserrat-latin-900-normal.woff?url'),
  },
};

export const CHINESE = import.meta.glob<string>(
  '../../node_modules/@fontsource/noto-sans-sc/files/noto-sans-sc-*-{400,700}-normal.woff',
  {
    query: '?url',
    import: 'default',
  },
);
