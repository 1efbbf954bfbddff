import { cn } from '@toolbox/ui/cn';
import { CircleCheck, CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ValidationResult } from '../core/json-tools';

/** CONTEXT.md § Validate: validity with the error details and the line and column when known. */
export function ValidityPanel({ validation }: { validation: ValidationResult }) {
  const { t } = useTranslation('json-tools');
  const hasPosition = validation.lineNumber !== undefined && validation.columnNumber !== undefined;
  return (
    <div
      role="status"
      className={cn(
        'rounded-card border p-4',
        validation.isValid ? 'border-success/40 bg-success/5' : 'border-destructive/40 bg-destructive/5',
      )}
    >
      {/* The words in the text colour: red or green text on its own tint falls just short of 4.5:1. */}
      <p className="flex items-center gap-2 font-semibold">
        {validation.isValid ? (
          <CircleCheck aria-hidden className="size-5 text-success" />
        ) : (
          <CircleX aria-hidden className="size-5 text-destructive" />
        )}
        {validation.isValid ? t('validJson') : t('invalidJson')}
      </p>
      {!validation.isValid && (
        <div className="mt-3 space-y-1 text-sm">
          <h3 className="font-medium">{t('errorDetails')}</h3>
          <p className="font-mono break-words">
            {validation.reason === 'blank' ? t('errorEmpty') : validation.error}
          </p>
          {hasPosition && (
            <p className="text-muted-foreground">
              {t('position', { line: validation.lineNumber, column: validation.columnNumber })}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
