import type { Meta, StoryObj } from '@storybook/react-vite';
import { addPage, type Card, createBook, createPage, type StoryBook, type World } from '@toolbox/story-world';
import { useState } from 'react';
import { SAMPLE_CARDS, sampleWorld } from '../card-editor/sample-cards';
import { standInSleep, standInStream } from '../story-ai-stand-in';
import { EvolutionPanel } from './evolution-panel';

const SEGMENT =
  'Mira climbed the bell tower at dusk, the ledger under her arm. Below, the harbour lamps flickered under green water, and the tide rose a finger’s width with every lie the town told itself.';

/** A stand-in for the story service (no service in the story book): streams a segment, then done. */
const demoFetch: typeof fetch = async (_input, init) => {
  const final = {
    storySegment: SEGMENT,
    summary: 'Mira climbs the tower.',
    title: 'The Tower',
    cardUpdates: [{ cardId: 'char_mira', changes: { 'resources.gold': 10 }, reason: 'paid the keeper' }],
    newClocks: [],
    resourceChanges: {},
    nextSuggestions: ['Ring the bell', 'Hide the ledger', 'Call Tobias'],
  };
  return standInStream({ text: SEGMENT, final, chunk: 12, delayMs: 60, signal: init?.signal });
};

function book(pages: number): StoryBook {
  const made = createBook({ title: 'The Drowned Bells' });
  if (!made.ok) throw new Error(made.reason);
  let result = made.book;
  for (let index = 0; index < pages; index++)
    result = addPage(
      result,
      createPage({
        title: `Page ${index + 1}`,
        content: SEGMENT,
        summary: 'Mira reads the ledger.',
        suggestions: ['Ask Tobias'],
      }),
    );
  return result;
}

/** The panel with the page's state; saving waits a moment and succeeds unless told. */
function Demo({
  pages = 0,
  saves = true,
  hasBook = true,
}: {
  pages?: number;
  saves?: boolean;
  hasBook?: boolean;
}) {
  const [state, setState] = useState<{ book: StoryBook | undefined; world: World }>({
    book: hasBook ? book(pages) : undefined,
    world: sampleWorld(),
  });
  return (
    <EvolutionPanel
      book={state.book}
      world={state.world}
      selectedCards={[SAMPLE_CARDS.Character, SAMPLE_CARDS.Environment] as Card[]}
      apiOptions={{ fetch: demoFetch }}
      onCommit={async (next) => {
        await standInSleep(200);
        if (saves) setState(next);
        return saves;
      }}
      onCreateBook={() => setState((before) => ({ ...before, book: book(0) }))}
      onSelectBook={() => setState((before) => ({ ...before, book: book(2) }))}
      onPickCards={() => {}}
    />
  );
}

const meta = {
  title: 'Tools/Story World Builder/Evolution panel',
  component: Demo,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyBook: Story = { args: { pages: 0 } };
export const WithPages: Story = { args: { pages: 2 } };
export const NoBook: Story = { args: { hasBook: false } };
export const SaveFails: Story = { args: { pages: 1, saves: false } };
