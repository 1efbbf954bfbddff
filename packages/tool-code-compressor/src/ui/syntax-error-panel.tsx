import { Button } from '@toolbox/ui/button';
import { useTranslation } from 'react-i18next';
import type { CodeSyntaxError } from '../core/options';

/** The failing tool's message with the line and column, and a button that selects the spot. */
export function SyntaxErrorPanel({ error, onGoTo }: { error: CodeSyntaxError; onGoTo(): void }) {
  const { t } = useTranslation('code-compressor');
  const hasPosition = error.line !== undefined && error.column !== undefined;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-start justify-between gap-2 rounded-lg border border-destructive/50 p-3 text-sm"
    >
      <div>
        <p className="font-medium text-destructive">
          {t('syntaxError.title')}
          {hasPosition && `: ${t('syntaxError.position', { line: error.line, column: error.column })}`}
        </p>
        <p className="font-mono">{error.message}</p>
      </div>
      {hasPosition && (
        <Button variant="outline" size="sm" onClick={onGoTo}>
          {t('syntaxError.goTo')}
        </Button>
      )}
    </div>
  );
}
