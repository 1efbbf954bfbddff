/**
 * The evolution panel's two verbs (CONTEXT.md Rules: Books › Evolution panel): the story request
 * for a new page or a continuation, and the commit of the AI's answer into the book and the world.
 * Pure: no DOM, no network.
 */
import type { StoryCard, StoryGenerateRequest } from '@toolbox/kit/api-schemas';
import {
  addPage,
  BOOK_LIMITS,
  type Card,
  type CardUpdate,
  checkStoryResult,
  continueContext,
  continuePage,
  createPage,
  currentPage,
  type GenerationOptions,
  type StoryBook,
  type StoryIssue,
  safeCommit,
  truncateText,
  updatePage,
  type World,
  type WorldStateSnapshot,
} from '@toolbox/story-world';

export type EvolutionMode = 'newPage' | 'continue';

/** Why a request cannot be sent. */
export type EvolutionRuleCode = 'noBook' | 'noCards' | 'noPage';

/**
 * The options a call uses. A new page always goes with new clocks and resource changes off
 * (interactive mode); continuing uses the book's options as they are.
 */
export function callOptions(options: GenerationOptions, mode: EvolutionMode): GenerationOptions {
  return mode === 'newPage'
    ? { ...options, enableNewClocks: false, enableResourceChanges: false }
    : { ...options };
}

export interface StoryRequestInput {
  book: StoryBook | undefined;
  selectedCards: readonly Card[];
  mode: EvolutionMode;
  locale: 'en' | 'zh';
}

/**
 * The story request: the selected cards in full, the summaries of all pages joined by newlines
 * (blank ones left out), the style and custom text from the book's preferences (custom text cut to
 * 4000), `resolverContext.selectedCardIds`, the call options, and for a continuation the last 500
 * characters of the current page as `promptConstraints`. Refused without a book, without cards,
 * or (continuing) without a page.
 */
export function buildStoryRequest({
  book,
  selectedCards,
  mode,
  locale,
}: StoryRequestInput):
  | { ok: true; request: StoryGenerateRequest; options: GenerationOptions }
  | { ok: false; code: EvolutionRuleCode } {
  if (!book) return { ok: false, code: 'noBook' };
  if (selectedCards.length === 0) return { ok: false, code: 'noCards' };
  if (mode === 'continue' && !currentPage(book)) return { ok: false, code: 'noPage' };
  const { authoring, generation } = book.preferences;
  const context = mode === 'continue' ? continueContext(book) : '';
  const customUserText = truncateText(authoring.customUserText, BOOK_LIMITS.customUserText);
  const options = callOptions(generation, mode);
  return {
    ok: true,
    options,
    request: {
      promptData: {
        // The contract's card is a loose object: every field of ours goes through as it is.
        selectedCards: selectedCards as unknown as StoryCard[],
        previousSummary: book.pages
          .map((page) => page.summary.trim())
          .filter(Boolean)
          .join('\n'),
        ...(context ? { promptConstraints: context } : {}),
        ...(authoring.styleReference ? { styleReference: authoring.styleReference } : {}),
        ...(customUserText.trim() ? { customUserText } : {}),
        resolverContext: { selectedCardIds: selectedCards.map((card) => card.id) },
        generationOptions: options,
      },
      locale,
    },
  };
}

export interface CommitStoryInput {
  book: StoryBook;
  world: World;
  /** The `done` event's final result, unchecked. */
  final: unknown;
  selectedCards: readonly Card[];
  mode: EvolutionMode;
  /** The options the call went with (`callOptions`). */
  options: GenerationOptions;
  /** Title of a new page when the AI gave none ("Page 3"). */
  fallbackTitle: string;
  now?: Date;
  random?: () => number;
}

export type CommitStoryOutcome =
  | { ok: true; book: StoryBook; world: World; warnings: StoryIssue[]; segment: string }
  | { ok: false; code: 'VALIDATION_FAILED' | 'SAFE_COMMIT_BLOCKED'; issues: StoryIssue[] }
  | { ok: false; code: 'NO_PAGE'; issues: [] };

/** The world a page was written against: its selected and updated cards, resources, clocks, constraints. */
function snapshotOf(world: World, cardIds: Iterable<string>): WorldStateSnapshot {
  const cards: WorldStateSnapshot['cards'] = {};
  for (const id of cardIds) {
    const card = Object.hasOwn(world.cards, id) ? world.cards[id] : undefined;
    if (card) cards[id] = structuredClone(card);
  }
  return {
    cards,
    resources: { ...world.resources },
    clocks: structuredClone(world.clocks),
    constraints: [...world.constraints],
  };
}

/**
 * Checks the AI's answer (`checkStoryResult`: errors → VALIDATION_FAILED, nothing changes), commits
 * it into the world (`safeCommit`: a refusal → SAFE_COMMIT_BLOCKED with every refusal, nothing
 * changes), then writes the page: a new page appended and made current, or the segment appended to
 * the current page (summary and suggestions replaced, the applied card updates added to the
 * page's). Warnings are the checks' and the commit's together.
 */
export function commitStory({
  book,
  world,
  final,
  selectedCards,
  mode,
  options,
  fallbackTitle,
  now = new Date(),
  random = Math.random,
}: CommitStoryInput): CommitStoryOutcome {
  const checked = checkStoryResult(final);
  if (!checked.result) return { ok: false, code: 'VALIDATION_FAILED', issues: checked.errors };
  const result = checked.result;
  const committed = safeCommit(world, result, {
    constraintMode: options.constraintMode,
    enableCardUpdates: options.enableCardUpdates,
    enableResourceChanges: options.enableResourceChanges,
    enableNewClocks: options.enableNewClocks,
    now: now.getTime(),
  });
  if (!committed.ok) return { ok: false, code: 'SAFE_COMMIT_BLOCKED', issues: committed.refusals };
  const warnings = [...checked.warnings, ...committed.warnings];
  const cardUpdates: CardUpdate[] = options.enableCardUpdates
    ? result.cardUpdates.map((update) => ({
        cardId: update.cardId,
        changes: structuredClone(update.changes),
        reason: update.reason ?? '',
      }))
    : [];
  const suggestions = result.nextSuggestions.slice(0, options.maxSuggestions);
  if (mode === 'continue') {
    const continued = continuePage(book, result.storySegment, result.summary, suggestions, now);
    if (!continued.ok) return { ok: false, code: 'NO_PAGE', issues: [] };
    const page = currentPage(continued.book);
    const withUpdates =
      page && cardUpdates.length > 0
        ? updatePage(continued.book, continued.book.currentPageIndex, {
            cardUpdates: [...page.cardUpdates, ...cardUpdates],
          })
        : continued;
    if (!withUpdates.ok) return { ok: false, code: 'NO_PAGE', issues: [] };
    return {
      ok: true,
      book: withUpdates.book,
      world: committed.world,
      warnings,
      segment: result.storySegment,
    };
  }
  const selectedIds = selectedCards.map((card) => card.id);
  const page = createPage({
    title: result.title.trim() || fallbackTitle,
    content: result.storySegment,
    summary: result.summary,
    suggestions,
    selectedCards: selectedCards.map((card) => structuredClone(card)),
    worldStateSnapshot: snapshotOf(world, new Set([...selectedIds, ...cardUpdates.map((u) => u.cardId)])),
    cardUpdates,
    generationOptions: { ...options },
    now,
    random,
  });
  return {
    ok: true,
    book: addPage(book, page),
    world: committed.world,
    warnings,
    segment: result.storySegment,
  };
}
