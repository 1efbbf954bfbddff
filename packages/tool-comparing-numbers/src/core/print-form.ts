/**
 * The worksheet's print form (CONTEXT.md § Print form): title, subtitle, header text,
 * footer text and whether the answer key is printed.
 */
export interface PrintForm {
  title: string;
  subtitle: string;
  headerText: string;
  footerText: string;
  showAnswerKey: boolean;
}

export type PrintTextField = Exclude<keyof PrintForm, 'showAnswerKey'>;

/** Longest text each field keeps, in characters: a title is one line, the rest a short paragraph. */
export const PRINT_FIELD_MAX_LENGTH: Record<PrintTextField, number> = {
  title: 80,
  subtitle: 160,
  headerText: 200,
  footerText: 200,
};

export const DEFAULT_SHOW_ANSWER_KEY = true;

/**
 * The form a new worksheet starts with. Title and subtitle are the translated defaults the caller
 * passes in; header and footer start empty (nothing is printed for them).
 */
export function defaultPrintForm({ title, subtitle }: { title: string; subtitle: string }): PrintForm {
  return { title, subtitle, headerText: '', footerText: '', showAnswerKey: DEFAULT_SHOW_ANSWER_KEY };
}

/** Clips a typed value to its field's limit (counted in characters, so a CJK title is not halved). */
export function clipPrintField(field: PrintTextField, value: string): string {
  const characters = Array.from(value);
  const max = PRINT_FIELD_MAX_LENGTH[field];
  return characters.length > max ? characters.slice(0, max).join('') : value;
}

/** What goes on paper: each text trimmed and clipped; a blank title prints the default title. */
export function printedForm({ form, defaultTitle }: { form: PrintForm; defaultTitle: string }): PrintForm {
  const clean = (field: PrintTextField) => clipPrintField(field, form[field]).trim();
  return {
    title: clean('title') || defaultTitle,
    subtitle: clean('subtitle'),
    headerText: clean('headerText'),
    footerText: clean('footerText'),
    showAnswerKey: form.showAnswerKey,
  };
}
