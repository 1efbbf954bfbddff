import type { TFunction } from 'i18next';
import {
  LOOP_GUARD,
  MAX_MATCHES,
  MAX_REPLACE_RESULT,
  MAX_TEXT_LENGTH,
  REPLACE_BUDGET,
  REPLACE_FACTOR,
  type RegexError,
  TIMEOUT_MS,
} from '../core/limits';

/** The localised text of an error (CONTEXT.md § Errors), with the limits formatted for the language. */
export function errorMessage(t: TFunction, language: string, error: RegexError): string {
  const number = new Intl.NumberFormat(language);
  return t(`errors.${error.code}`, {
    detail: error.detail ?? '',
    limit: number.format(
      error.code === 'timeout'
        ? LOOP_GUARD
        : error.code === 'replaceResultTooLarge'
          ? MAX_REPLACE_RESULT
          : MAX_TEXT_LENGTH,
    ),
    seconds: number.format(TIMEOUT_MS / 1000),
    factor: number.format(REPLACE_FACTOR),
    budget: number.format(REPLACE_BUDGET),
    interpolation: { escapeValue: false },
  });
}

export function tooManyMatchesMessage(t: TFunction, language: string): string {
  return t('errors.tooManyMatches', { limit: new Intl.NumberFormat(language).format(MAX_MATCHES) });
}
