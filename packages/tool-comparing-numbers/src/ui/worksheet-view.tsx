import { Button } from '@toolbox/ui/button';
import { Input } from '@toolbox/ui/input';
import { ArrowLeft, Printer, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { relationSymbols } from '../core/compare-numbers';
import {
  clipPrintField,
  PRINT_FIELD_MAX_LENGTH,
  type PrintForm,
  type PrintTextField,
  printedForm,
} from '../core/print-form';
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

/**
 * The printable worksheet (CONTEXT.md § Worksheet, § Print form): the print form, then
 * the sheet as it prints: header text, title, subtitle, questions with a box each, footer text and
 * the answer key 5 to a row on its own page.
 */
export function WorksheetView({
  worksheet,
  printForm,
  onPrintFormChange,
  onBack,
  onRegenerate,
}: {
  worksheet: Worksheet;
  printForm: PrintForm;
  onPrintFormChange(form: PrintForm): void;
  onBack(): void;
  onRegenerate(): void;
}) {
  const { t } = useTranslation('comparing-numbers');
  const sheet = printedForm({ form: printForm, defaultTitle: t('worksheet.title') });
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
      <PrintFormFields form={printForm} onChange={onPrintFormChange} />
      <article
        aria-label={sheet.title}
        className="cn-worksheet space-y-4 rounded-lg border border-border p-6"
      >
        <header className="space-y-1">
          {sheet.headerText && (
            <p data-print="header" className="whitespace-pre-wrap text-sm">
              {sheet.headerText}
            </p>
          )}
          <h3 className="break-words text-xl font-semibold">{sheet.title}</h3>
          {sheet.subtitle && <p className="break-words text-sm">{sheet.subtitle}</p>}
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
        {sheet.footerText && (
          <footer data-print="footer" className="whitespace-pre-wrap break-words text-sm">
            {sheet.footerText}
          </footer>
        )}
        {sheet.showAnswerKey && (
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
        )}
      </article>
    </div>
  );
}

const textFields: { field: PrintTextField; placeholder?: string }[] = [
  { field: 'title' },
  { field: 'subtitle' },
  { field: 'headerText', placeholder: 'printForm.headerPlaceholder' },
  { field: 'footerText', placeholder: 'printForm.footerPlaceholder' },
];

/** The print form: four texts, each held to its limit, and the answer key switch. Not printed. */
function PrintFormFields({ form, onChange }: { form: PrintForm; onChange(form: PrintForm): void }) {
  const { t } = useTranslation('comparing-numbers');
  const id = useId();
  return (
    <fieldset className="grid gap-3 rounded-lg border border-border p-4 sm:grid-cols-2 print:hidden">
      <legend className="px-1 text-sm font-medium">{t('printForm.legend')}</legend>
      {textFields.map(({ field, placeholder }) => (
        <div key={field} className="space-y-1">
          <label htmlFor={`${id}-${field}`} className="text-sm">
            {t(`printForm.${field}`)}
          </label>
          <Input
            id={`${id}-${field}`}
            value={form[field]}
            maxLength={PRINT_FIELD_MAX_LENGTH[field]}
            placeholder={placeholder ? t(placeholder) : undefined}
            onChange={(event) => onChange({ ...form, [field]: clipPrintField(field, event.target.value) })}
          />
        </div>
      ))}
      <label className="flex items-center gap-2 text-sm sm:col-span-2">
        <input
          type="checkbox"
          checked={form.showAnswerKey}
          onChange={(event) => onChange({ ...form, showAnswerKey: event.target.checked })}
        />
        {t('printForm.showAnswerKey')}
      </label>
    </fieldset>
  );
}
