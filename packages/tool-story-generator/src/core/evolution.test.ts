import { storyLengthRange } from '@toolbox/kit/api-schemas';
import { addPage, createBook, createPage, defaultGenerationOptions } from '@toolbox/story-world';
import { describe, expect, it } from 'vitest';
import { STORY_LENGTH_GUIDANCE } from '../ui/books/evolution-controls';
import { SAMPLE_CARDS } from '../ui/card-editor/sample-cards';
import { buildStoryRequest, callOptions } from './evolution';

const made = createBook({ title: 'Book' });
if (!made.ok) throw new Error(made.reason);
const empty = made.book;
const withPage = addPage(empty, createPage({ content: 'x'.repeat(600), summary: 'S' }));
const cards = [SAMPLE_CARDS.Character];

describe('story-generator evolution rules', () => {
  it.each([
    ['no book', { book: undefined, selectedCards: cards, mode: 'newPage' as const }, 'noBook'],
    ['no cards', { book: withPage, selectedCards: [], mode: 'newPage' as const }, 'noCards'],
    ['continue without a page', { book: empty, selectedCards: cards, mode: 'continue' as const }, 'noPage'],
  ])('refuses %s', (_name, input, code) => {
    expect(buildStoryRequest({ ...input, locale: 'en' })).toEqual({ ok: false, code });
  });

  it('a new page goes in interactive mode; continuing keeps the options', () => {
    const options = defaultGenerationOptions();
    expect(callOptions(options, 'newPage')).toMatchObject({
      enableNewClocks: false,
      enableResourceChanges: false,
    });
    expect(callOptions(options, 'continue')).toEqual(options);
  });

  it('continue sends the last 500 characters', () => {
    const built = buildStoryRequest({ book: withPage, selectedCards: cards, mode: 'continue', locale: 'zh' });
    expect(built.ok && built.request.promptData.promptConstraints).toHaveLength(500);
    expect(built.ok && built.request.locale).toBe('zh');
  });

  it('the length guidance is the API contract’s', () => {
    expect(STORY_LENGTH_GUIDANCE).toEqual(storyLengthRange);
  });
});
