import { describe, expect, it } from 'vitest';
import {
  clipPrintField,
  DEFAULT_SHOW_ANSWER_KEY,
  defaultPrintForm,
  PRINT_FIELD_MAX_LENGTH,
  type PrintForm,
  printedForm,
} from './print-form';

const defaults = { title: 'Worksheet', subtitle: 'Write <, > or =' };
const form = (overrides: Partial<PrintForm>): PrintForm => ({ ...defaultPrintForm(defaults), ...overrides });

describe('print form defaults and limits (CONTEXT.md § Print form)', () => {
  it('starts with the given title and subtitle, empty header and footer, and the answer key shown', () => {
    expect(defaultPrintForm(defaults)).toEqual({
      title: 'Worksheet',
      subtitle: 'Write <, > or =',
      headerText: '',
      footerText: '',
      showAnswerKey: true,
    });
    expect(DEFAULT_SHOW_ANSWER_KEY).toBe(true);
  });

  it('limits title 80, subtitle 160, header and footer 200 characters', () => {
    expect(PRINT_FIELD_MAX_LENGTH).toEqual({ title: 80, subtitle: 160, headerText: 200, footerText: 200 });
  });

  it.each([
    ['title', 'a'.repeat(81), 'a'.repeat(80)],
    ['title', 'a'.repeat(80), 'a'.repeat(80)],
    ['subtitle', 'b'.repeat(200), 'b'.repeat(160)],
    ['headerText', 'c'.repeat(201), 'c'.repeat(200)],
    ['footerText', 'd'.repeat(250), 'd'.repeat(200)],
    // Counted in characters: an emoji (two UTF-16 units) is never cut in half.
    ['title', '😀'.repeat(81), '😀'.repeat(80)],
    ['title', '数'.repeat(90), '数'.repeat(80)],
  ] as const)('clips %s of %i characters', (field, value, expected) => {
    expect(clipPrintField(field, value)).toBe(expected);
  });
});

describe('printedForm', () => {
  it.each([
    [
      'texts as typed, trimmed',
      form({ title: ' Class 5B ', headerText: ' School ' }),
      { title: 'Class 5B', headerText: 'School' },
    ],
    ['a blank title prints the default title', form({ title: '   ' }), { title: 'Default' }],
    [
      'blank subtitle, header and footer print nothing',
      form({ subtitle: ' ' }),
      { subtitle: '', headerText: '', footerText: '' },
    ],
    [
      'an over-long footer is clipped',
      form({ footerText: 'f'.repeat(300) }),
      { footerText: 'f'.repeat(200) },
    ],
    ['the answer key switch is kept', form({ showAnswerKey: false }), { showAnswerKey: false }],
  ] as const)('%s', (_, input, expected) => {
    expect(printedForm({ form: input, defaultTitle: 'Default' })).toMatchObject(expected);
  });
});
