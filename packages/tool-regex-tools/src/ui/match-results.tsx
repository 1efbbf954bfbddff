import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { segmentText } from '../core/highlight';
import type { RegexMatch } from '../core/match';

/** Group colours cycle; the whole match is yellow, each group a stronger tint on top. */
const GROUP_CLASSES = [
  'bg-sky-300/70 dark:bg-sky-700/70',
  'bg-emerald-300/70 dark:bg-emerald-700/70',
  'bg-fuchsia-300/70 dark:bg-fuchsia-700/70',
  'bg-orange-300/70 dark:bg-orange-700/70',
];

function groupClass(group: number): string {
  return GROUP_CLASSES[(group - 1) % GROUP_CLASSES.length] ?? '';
}

/** The tested text with each match and group highlighted, and the table of matches under it. */
export function MatchResults({
  text,
  matches,
  groupNames = [],
}: {
  text: string;
  matches: readonly RegexMatch[];
  /** Name of each numbered group (from `listGroupNames`), so a named group reads "$1 <year>". */
  groupNames?: readonly (string | undefined)[];
}) {
  const { t } = useTranslation('regex-tools');
  const segments = useMemo(() => segmentText({ text, matches }), [text, matches]);

  function show(value: string | undefined) {
    if (value === undefined) return <span className="text-muted-foreground">{t('results.unmatched')}</span>;
    if (value === '') return <span className="text-muted-foreground">{t('results.empty')}</span>;
    return <code className="whitespace-pre-wrap break-all">{value}</code>;
  }

  return (
    <div className="space-y-4">
      <section aria-label={t('results.highlighted')}>
        <pre className="max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-md border border-border bg-muted/30 p-3 font-mono text-sm">
          {segments.map((segment) =>
            segment.match === undefined ? (
              segment.text
            ) : (
              <mark
                key={segment.start}
                data-match={segment.match + 1}
                data-group={segment.group}
                className={`rounded-sm text-foreground ${segment.group ? groupClass(segment.group) : 'bg-yellow-200 dark:bg-yellow-700/60'}`}
              >
                {segment.text}
              </mark>
            ),
          )}
        </pre>
      </section>
      {matches.length > 0 && (
        <div className="max-h-96 overflow-auto rounded-md border border-border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('results.table')}</caption>
            <thead className="sticky top-0 bg-background">
              <tr className="border-b border-border">
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('results.number')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('results.match')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('results.index')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('results.groups')}
                </th>
              </tr>
            </thead>
            <tbody>
              {matches.map((found, row) => (
                <tr key={found.index} className="border-b border-border align-top last:border-0">
                  <td className="px-3 py-2 tabular-nums">{row + 1}</td>
                  <td className="px-3 py-2 font-mono">{show(found.match)}</td>
                  <td className="px-3 py-2 tabular-nums">{found.index}</td>
                  <td className="px-3 py-2">
                    {found.groups.length === 0 ? (
                      t('results.noGroups')
                    ) : (
                      <ul className="space-y-1 font-mono">
                        {found.groups.map((value, group) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: groups are positional by nature
                          <li key={group}>
                            <span className={`mr-1 rounded-sm px-1 ${groupClass(group + 1)}`}>
                              {`$${group + 1}${groupNames[group] ? ` <${groupNames[group]}>` : ''}`}
                            </span>
                            {show(value)}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
