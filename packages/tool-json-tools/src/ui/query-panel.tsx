import { Input } from '@toolbox/ui/input';
import { isEnter } from '@toolbox/ui/keys';
import { NativeSelect } from '@toolbox/ui/native-select';
import { ResultPane } from '@toolbox/ui/result-pane';
import { SegmentedControl } from '@toolbox/ui/segmented-control';
import { CircleX } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PREVIEW_LIMIT_CHARS } from '../core/json-tools';
import type { QueryOutcome } from '../core/query';
import { type QuerySyntax, queryExamples, querySyntaxes } from '../core/query-options';
import { ValidityPanel } from './validity-panel';

/** The query tab's controls (CONTEXT.md § Query): syntax, query field and examples menu. */
export function QueryControls({
  syntax,
  onSyntaxChange,
  query,
  onQueryChange,
  onRun,
  invalid,
}: {
  syntax: QuerySyntax;
  onSyntaxChange: (syntax: QuerySyntax) => void;
  query: string;
  onQueryChange: (query: string) => void;
  onRun: () => void;
  invalid: boolean;
}) {
  const { t } = useTranslation('json-tools');
  const queryId = useId();
  const helpId = useId();
  return (
    <div className="space-y-2">
      <SegmentedControl<QuerySyntax>
        label={t('query.syntaxLabel')}
        value={syntax}
        onValueChange={onSyntaxChange}
        options={querySyntaxes.map((value) => ({ value, label: t(`query.syntax.${value}`) }))}
      />
      <label htmlFor={queryId} className="block text-sm font-medium">
        {t('query.label')}
      </label>
      <div className="flex flex-wrap gap-2 sm:flex-nowrap">
        <Input
          id={queryId}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          onKeyDown={(event) => {
            if (isEnter(event)) {
              event.preventDefault();
              onRun();
            }
          }}
          placeholder={t(`query.placeholder.${syntax}`)}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          aria-describedby={helpId}
          invalid={invalid}
          className="font-mono"
        />
        {/* The browser's own select: no positioning code on the page's first load, the phone's own picker. */}
        <NativeSelect
          aria-label={t('query.examples')}
          value=""
          onValueChange={(id) => {
            const example = queryExamples[syntax].find((item) => item.id === id);
            if (example) onQueryChange(example.query);
          }}
          options={[
            { value: '', label: t('query.examplesPlaceholder') },
            ...queryExamples[syntax].map((example) => ({
              value: example.id,
              label: `${t(`query.example.${syntax}.${example.id}`)}: ${example.query}`,
            })),
          ]}
          className="w-full sm:w-56 sm:shrink-0"
        />
      </div>
      <p id={helpId} className="text-muted-foreground text-xs">
        {t(`query.help.${syntax}`)}
      </p>
    </div>
  );
}

/** The query's outcome: the result with its count, or what went wrong and where. */
export function QueryResult({ outcome }: { outcome: QueryOutcome | undefined }) {
  const { t } = useTranslation('json-tools');
  const alert = (title: string, detail?: string, position?: { line?: number; column?: number }) => (
    <div role="alert" className="rounded-card border border-destructive/40 bg-destructive/5 p-4 text-sm">
      <p className="flex items-center gap-2 font-semibold">
        <CircleX aria-hidden className="size-5 shrink-0 text-destructive" />
        {title}
      </p>
      {detail && <p className="mt-1 break-words font-mono">{detail}</p>}
      {position?.column !== undefined && (
        <p className="mt-1 text-muted-foreground">
          {t('position', { line: position.line ?? 1, column: position.column })}
        </p>
      )}
    </div>
  );
  let problem: React.ReactNode;
  if (outcome?.status === 'invalid-input') problem = <ValidityPanel validation={outcome.validation} />;
  else if (outcome?.status === 'invalid-query')
    problem = alert(t('query.invalidQuery'), outcome.message, {
      line: outcome.lineNumber,
      column: outcome.columnNumber,
    });
  else if (outcome?.status === 'query-error') problem = alert(t('query.queryError'), outcome.message);
  else if (outcome?.status === 'jq-memory') problem = alert(t('query.jqMemory'));
  else if (outcome?.status === 'too-large') problem = alert(t('query.tooLarge'));
  const result = outcome?.status === 'ok' ? outcome : undefined;
  // A jq filter may give several values: that text is not one JSON document.
  const isDocument = result !== undefined && (result.syntax === 'jsonpath' || result.count === 1);
  return (
    <>
      {problem}
      <ResultPane
        label={t('output.label')}
        value={result?.output ?? ''}
        characterCount={result?.characterCount}
        placeholder={t('output.empty')}
        previewLimit={PREVIEW_LIMIT_CHARS}
        download={
          result && {
            fileName: isDocument ? 'query-result.json' : 'query-result.txt',
            mimeType: isDocument ? 'application/json' : 'text/plain',
          }
        }
        stats={
          result && (
            <span>
              {t(result.syntax === 'jsonpath' ? 'query.matches' : 'query.results', {
                count: result.count,
              })}
            </span>
          )
        }
        textareaClassName="min-h-64 text-sm"
      />
    </>
  );
}
