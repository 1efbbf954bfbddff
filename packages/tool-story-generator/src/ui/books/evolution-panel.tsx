import {
  addPage,
  BOOK_LIMITS,
  CARD_TYPES,
  type Card,
  type CardType,
  createPage,
  currentPage,
  type StoryBook,
  type StoryIssue,
  truncateText,
  updatePreferences,
  type World,
} from '@toolbox/story-world';
import { Button } from '@toolbox/ui/button';
import { cn } from '@toolbox/ui/cn';
import { toast } from '@toolbox/ui/toast';
import { BookOpenIcon, BookPlusIcon, PlayIcon, RotateCcwIcon, SparklesIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { buildStoryRequest, commitStory, type EvolutionMode } from '../../core/evolution';
import { type DraftPatch, EvolutionControls, type EvolutionDraft } from './evolution-controls';
import { streamDraftStore } from './stream-draft';
import { type StoryApiOptions, useStoryGeneration } from './use-story-generation';

export interface EvolutionPanelProps {
  book: StoryBook | undefined;
  world: World;
  /** The cards in the slots, sent with every request. */
  selectedCards: Card[];
  /** Saves the book and the world together; resolves false when they were not saved. */
  onCommit(next: { book: StoryBook; world: World }): Promise<boolean>;
  onCreateBook(): void;
  onSelectBook(): void;
  onPickCards(type: CardType): void;
  apiOptions?: StoryApiOptions;
}

const COMPACT_QUERY = '(max-height: 699px)';

function subscribeCompact(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(COMPACT_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the window is under 700 px high (no matchMedia: not compact). */
function useIsCompact() {
  return useSyncExternalStore(
    subscribeCompact,
    () => typeof window.matchMedia === 'function' && window.matchMedia(COMPACT_QUERY).matches,
    () => false,
  );
}

const draftOf = (book: StoryBook | undefined): EvolutionDraft | undefined =>
  book && {
    generation: { ...book.preferences.generation },
    styleReference: book.preferences.authoring.styleReference,
    customUserText: truncateText(book.preferences.authoring.customUserText, BOOK_LIMITS.customUserText),
  };

type Notice =
  | { kind: 'blocked'; refusals: StoryIssue[] }
  | { kind: 'unsaved'; next: { book: StoryBook; world: World }; text: string; mode: EvolutionMode };

/**
 * The evolution panel (CONTEXT.md Rules: Books › Evolution panel): the generation settings kept
 * in the book's preferences, the cards, generate-new-page and continue with a streamed preview
 * and Cancel, and the commit of the answer into the book and the world.
 */
export function EvolutionPanel({
  book,
  world,
  selectedCards,
  onCommit,
  onCreateBook,
  onSelectBook,
  onPickCards,
  apiOptions,
}: EvolutionPanelProps) {
  const { t, i18n } = useTranslation('story-generator');
  const isCompact = useIsCompact();
  const headingId = useId();
  const [draft, setDraft] = useState(() => draftOf(book));
  const [notice, setNotice] = useState<Notice | undefined>();
  const streamDraft = useSyncExternalStore(streamDraftStore.subscribe, streamDraftStore.read, () => null);
  const [isSaving, setIsSaving] = useState(false);
  const latest = useRef({ book, world, selectedCards, onCommit });
  useEffect(() => {
    latest.current = { book, world, selectedCards, onCommit };
  });
  // Startup and preferences: a different book brings its own stored preferences.
  const bookId = book?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloaded only when the book changes, not on each save
  useEffect(() => {
    setDraft(draftOf(latest.current.book));
    setNotice(undefined);
  }, [bookId]);
  const { state, run, cancel } = useStoryGeneration({
    apiOptions,
    onError: (message) => toast.error(message),
  });
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }),
    [i18n.language],
  );
  const isGenerating = state.status === 'generating';

  if (!book || !draft) {
    return (
      <section
        aria-labelledby={headingId}
        className="space-y-3 rounded-card border border-border p-6 text-center"
      >
        <h2 id={headingId} className="font-semibold text-lg">
          {t('evolution.welcome.title')}
        </h2>
        <p className="text-muted-foreground text-sm">{t('evolution.rules.noBook')}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={onCreateBook}>
            <BookPlusIcon aria-hidden />
            {t('evolution.welcome.create')}
          </Button>
          <Button variant="outline" onClick={onSelectBook}>
            <BookOpenIcon aria-hidden />
            {t('evolution.welcome.select')}
          </Button>
        </div>
      </section>
    );
  }

  function changeDraft(patch: DraftPatch) {
    setDraft(
      (before) =>
        before && { ...before, ...patch, generation: { ...before.generation, ...patch.generation } },
    );
    const { book: current, world: currentWorld, onCommit: commit } = latest.current;
    if (!current) return;
    void commit({ book: updatePreferences(current, patch), world: currentWorld })
      .catch(() => false)
      .then((saved) => {
        if (!saved) toast.error(t('evolution.toast.prefsNotSaved'), { id: 'evolution-prefs' });
      });
  }

  async function save(next: { book: StoryBook; world: World }, text: string, mode: EvolutionMode) {
    setIsSaving(true);
    const saved = await latest.current.onCommit(next).catch(() => false);
    setIsSaving(false);
    if (saved) {
      setNotice(undefined);
      streamDraftStore.write(null);
      toast.success(t(mode === 'continue' ? 'evolution.toast.continued' : 'evolution.toast.pageAdded'));
    } else setNotice({ kind: 'unsaved', next, text, mode });
  }

  async function generate(mode: EvolutionMode) {
    const { book: current, selectedCards: cards } = latest.current;
    const built = buildStoryRequest({
      book: current,
      selectedCards: cards,
      mode,
      locale: i18n.language.startsWith('zh') ? 'zh' : 'en',
    });
    if (!built.ok) {
      toast.error(t(`evolution.rules.${built.code}`));
      return;
    }
    setNotice(undefined);
    const final = await run(built.request, mode, { bookId: current?.id ?? '' });
    if (final === undefined) return;
    const now = latest.current;
    if (!now.book) return;
    const outcome = commitStory({
      book: now.book,
      world: now.world,
      final,
      selectedCards: cards,
      mode,
      options: built.options,
      fallbackTitle: t('evolution.pageTitle', { number: now.book.pages.length + 1 }),
    });
    if (!outcome.ok) {
      if (outcome.code === 'SAFE_COMMIT_BLOCKED') {
        setNotice({ kind: 'blocked', refusals: outcome.issues });
        toast.error(t('evolution.errors.SAFE_COMMIT_BLOCKED'));
      } else if (outcome.code === 'VALIDATION_FAILED') {
        toast.error(
          t('evolution.errors.VALIDATION_FAILED', {
            details: outcome.issues.map((found) => issueText(found)).join('; '),
          }),
        );
      } else toast.error(t('evolution.rules.noPage'));
      return;
    }
    if (outcome.warnings.length > 0)
      toast.info(
        t('evolution.toast.warnings', { list: outcome.warnings.map((found) => issueText(found)).join('; ') }),
      );
    await save({ book: outcome.book, world: outcome.world }, outcome.segment, mode);
  }

  function issueText(found: StoryIssue) {
    const where = [found.cardId, found.path ?? found.resource ?? found.clockId].filter(Boolean).join(' · ');
    const reason = t(`evolution.issues.${found.code}`, { defaultValue: found.message });
    return where ? `${where}: ${reason}` : reason;
  }

  const page = currentPage(book);
  const gap = isCompact ? 'gap-2' : 'gap-4';
  const leftover =
    streamDraft &&
    streamDraft.bookId === book.id &&
    streamDraft.text.trim() !== '' &&
    state.status !== 'generating' &&
    notice?.kind !== 'unsaved'
      ? streamDraft
      : undefined;

  async function keepDraft(text: string) {
    const { book: current, world: currentWorld } = latest.current;
    if (!current) return;
    const next = addPage(
      current,
      createPage({ title: t('evolution.pageTitle', { number: current.pages.length + 1 }), content: text }),
    );
    await save({ book: next, world: currentWorld }, text, 'newPage');
  }
  return (
    <section
      aria-labelledby={headingId}
      data-compact={isCompact || undefined}
      className={cn('flex flex-col rounded-card border border-border', gap, isCompact ? 'p-2' : 'p-4')}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-semibold text-lg">
          {t('evolution.title', { title: book.title })}
        </h2>
        <dl className="flex flex-wrap gap-x-4 text-muted-foreground text-sm">
          <div className="flex gap-1">
            <dt>{t('evolution.info.total')}</dt>
            <dd>{book.pages.length}</dd>
          </div>
          <div className="flex gap-1">
            <dt>{t('evolution.info.current')}</dt>
            <dd>
              {page
                ? t('evolution.info.pageOf', { current: book.currentPageIndex + 1, total: book.pages.length })
                : '—'}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>{t('evolution.info.created')}</dt>
            <dd>{dateFormat.format(new Date(book.createdAt))}</dd>
          </div>
        </dl>
      </header>
      {book.pages.length === 0 && (
        <p className="rounded-md bg-accent p-3 text-sm">{t('evolution.firstPageHint')}</p>
      )}
      <div className={cn('grid md:grid-cols-2', gap)}>
        <EvolutionControls draft={draft} disabled={isGenerating} onChange={changeDraft} />
        <div className={cn('flex flex-col', isCompact ? 'gap-2' : 'gap-3')}>
          <section aria-label={t('evolution.cards.title')} className="space-y-1.5">
            <p className="font-medium text-sm">
              {t('evolution.cards.count', { count: selectedCards.length })}
            </p>
            <ul className="flex flex-wrap gap-1.5">
              {CARD_TYPES.map((type) => {
                const count = selectedCards.filter((card) => card.type === type).length;
                return (
                  <li key={type}>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={isGenerating}
                      onClick={() => onPickCards(type)}
                    >
                      {t('evolution.cards.pick', { type: t(`cardTypes.${type}`), count })}
                    </Button>
                  </li>
                );
              })}
            </ul>
          </section>
          <div className="flex flex-wrap gap-2">
            <Button disabled={isGenerating || isSaving} onClick={() => void generate('newPage')}>
              <SparklesIcon aria-hidden />
              {t('evolution.generate')}
            </Button>
            <Button
              variant="outline"
              disabled={isGenerating || isSaving || !page}
              onClick={() => void generate('continue')}
            >
              <PlayIcon aria-hidden />
              {t('evolution.continue')}
            </Button>
          </div>
          {state.status === 'generating' && (
            <section
              aria-busy="true"
              aria-label={t('evolution.preview')}
              className="space-y-2 rounded-md border border-border bg-muted/50 p-3"
            >
              <div className="flex items-center justify-between gap-2">
                <h3 className="font-medium text-sm">{t('evolution.preview')}</h3>
                <Button size="sm" variant="outline" onClick={cancel}>
                  <XIcon aria-hidden />
                  {t('evolution.cancel')}
                </Button>
              </div>
              <p
                data-testid="story-preview"
                className="max-h-60 overflow-auto whitespace-pre-wrap break-words text-sm"
              >
                {state.text || t('evolution.waiting')}
              </p>
            </section>
          )}
          {leftover && (
            <section
              role="status"
              aria-labelledby={`${headingId}-draft`}
              className="space-y-2 rounded-md border border-border bg-muted/40 p-3 text-sm"
            >
              <h3 id={`${headingId}-draft`} className="font-semibold">
                {t('evolution.draft.title')}
              </h3>
              <p className="text-muted-foreground">
                {t('evolution.draft.text', {
                  count: leftover.text.length,
                  date: new Date(leftover.at).toLocaleString(i18n.language),
                })}
              </p>
              <p data-testid="draft-text" className="max-h-40 overflow-auto whitespace-pre-wrap break-words">
                {leftover.text}
              </p>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" disabled={isSaving} onClick={() => void keepDraft(leftover.text)}>
                  {t('evolution.draft.keep')}
                </Button>
                <Button size="sm" variant="outline" onClick={() => streamDraftStore.write(null)}>
                  {t('evolution.draft.discard')}
                </Button>
              </div>
            </section>
          )}
          {notice?.kind === 'blocked' && (
            <section role="alert" className="space-y-1 rounded-md border border-destructive/50 p-3 text-sm">
              <h3 className="font-semibold text-destructive">{t('evolution.blocked.title')}</h3>
              <p>{t('evolution.blocked.text')}</p>
              <ul className="list-disc space-y-0.5 pl-5">
                {notice.refusals.map((refusal, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
                  <li key={index}>{issueText(refusal)}</li>
                ))}
              </ul>
            </section>
          )}
          {notice?.kind === 'unsaved' && (
            <section role="alert" className="space-y-2 rounded-md border border-destructive/50 p-3 text-sm">
              <p className="font-semibold text-destructive">{t('evolution.unsaved.title')}</p>
              <p
                data-testid="unsaved-text"
                className="max-h-60 overflow-auto whitespace-pre-wrap break-words"
              >
                {notice.text}
              </p>
              <Button
                size="sm"
                variant="outline"
                disabled={isSaving}
                onClick={() => void save(notice.next, notice.text, notice.mode)}
              >
                <RotateCcwIcon aria-hidden />
                {t('evolution.unsaved.retry')}
              </Button>
            </section>
          )}
          {page && page.suggestions.length > 0 && (
            <section aria-label={t('evolution.suggestionsTitle')} className="space-y-1">
              <h3 className="font-medium text-sm">{t('evolution.suggestionsTitle')}</h3>
              <ul className="list-disc space-y-0.5 pl-5 text-sm">
                {page.suggestions.map((suggestion, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: suggestions may repeat and never move
                  <li key={index}>{suggestion}</li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
    </section>
  );
}
