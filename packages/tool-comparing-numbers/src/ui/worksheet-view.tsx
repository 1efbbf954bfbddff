import { Button } from '@toolbox/ui/button';
import { ArrowLeft, Printer, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { relationSymbols } from '../core/compare-numbers';
import type { Worksheet } from '../core/session';

/**
 * Print rules: on paper only the worksheet shows, on A4. Visibility (not display) hides the rest
 * so the worksheet keeps working inside whatever page layout hosts the tool.
 */
const PRINT_CSS = `
@page { size: A4; margin: 15mm; }
@media print {
  body * { visibility: hidden; }
  .cn-worksheet, .cn-worksheet * { visibility: visible; }
  .cn-worksheet { position: absolute; inset: 0 auto auto 0; width: 100%; color: #000; background: #fff; }
  .cn-worksheet-answers { break-before: page; }
}
`;

/** The printable worksheet: questions with a box each, then the answer key 5 to a row. */
export function WorksheetView({
  worksheet,
  onBack,
  onRegenerate,
}: {
  worksheet: Worksheet;
  onBack(): void;
  onRegenerate(): void;
}) {
  const { t } = useTranslation('comparing-numbers');
  return (
    <div className="space-y-4">
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden className="size-4" />
          {t('worksheet.back')}
        </Button>
        <Button variant="outline" onClick={onRegenerate}>
          <RefreshCw aria-hidden className="size-4" />
          {t('worksheet.newSheet')}
        </Button>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden className="size-4" />
          {t('worksheet.print')}
        </Button>
      </div>
      <article
        aria-label={t('worksheet.title')}
        className="cn-worksheet space-y-4 rounded-lg border border-border p-6"
      >
        <header className="space-y-1">
          <h3 className="text-xl font-semibold">{t('worksheet.title')}</h3>
          <p className="text-sm">{t('worksheet.subtitle')}</p>
          <div className="flex flex-wrap gap-6 text-sm">
            <span>{t('worksheet.name')}</span>
            <span>{t('worksheet.date')}</span>
            <span>{t('worksheet.estimated', { minutes: worksheet.estimatedMinutes })}</span>
          </div>
        </header>
        <ol className="grid list-decimal gap-x-10 gap-y-3 pl-6 font-mono sm:grid-cols-2 print:grid-cols-2">
          {worksheet.questions.map((question) => (
            <li key={question.id}>
              {question.leftNumber}{' '}
              <span className="inline-block h-6 w-8 border border-current align-middle" />{' '}
              {question.rightNumber}
            </li>
          ))}
        </ol>
        <section className="cn-worksheet-answers space-y-1">
          <h4 className="font-semibold">{t('worksheet.answerKey')}</h4>
          <table className="font-mono text-sm">
            <tbody>
              {worksheet.answerKeyRows.map((row) => (
                <tr key={row[0]?.number}>
                  {row.map((cell) => (
                    <td key={cell.number} className="pr-6">
                      {cell.number}. {relationSymbols[cell.answer]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </article>
    </div>
  );
}
