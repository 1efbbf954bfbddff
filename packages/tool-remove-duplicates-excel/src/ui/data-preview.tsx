/**
 * The first rows of a sheet as a table, scrolling sideways on a phone. A native scroll box, not
 * ui's ScrollArea: Radix's would add 4 KB to a page already at its budget.
 */
export function DataPreview({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: readonly string[];
  rows: readonly (readonly string[])[];
}) {
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls sideways; keyboard users scroll it by focusing it.
      tabIndex={0}
      aria-label={caption}
      className="max-w-full overflow-x-auto rounded-md border border-border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted">
          <tr>
            {headers.map((header, column) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions; names may repeat
              <th key={column} scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a preview's rows are positions
            <tr key={index} className="border-border border-t">
              {headers.map((_, column) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions
                <td key={column} className="max-w-48 truncate whitespace-nowrap px-3 py-1.5">
                  {row[column] ?? ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
