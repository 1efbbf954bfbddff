import type { Meta, StoryObj } from '@storybook/react-vite';
import { addPage, createBook, createPage, type StoryBook } from '@toolbox/story-world';
import { useState } from 'react';
import { SAMPLE_CARDS } from '../card-editor/sample-cards';
import { BookViewer, type BookViewerProps } from './book-viewer';

const NOW = new Date('2026-11-27T10:00:00Z');

/** A book of `count` pages written with two sample cards. */
function sampleBook(count: number): StoryBook {
  const made = createBook({
    title: 'The Clockwork City',
    description: 'A city that runs on one clock',
    now: NOW,
  });
  if (!made.ok) throw new Error(made.reason);
  let book = made.book;
  for (let index = 0; index < count; index++)
    book = addPage(
      book,
      createPage({
        title: `Chapter ${index + 1}: The tower bell`,
        content: `The bell rang ${index + 1} times before dawn.\n\nMira climbed the tower stairs, counting gears as she went. The clockmaker was waiting at the top, holding a brass key.`,
        suggestions: ['Follow the clockmaker into the vault', 'Ask the guild about the missing key'],
        selectedCards: [SAMPLE_CARDS.Character, SAMPLE_CARDS.Environment],
        cardUpdates: [
          {
            cardId: SAMPLE_CARDS.Character.id,
            changes: { 'resources.gold': 12, tags: ['wounded'] },
            reason: 'paid the ferryman and fell on the stairs',
          },
        ],
        now: NOW,
      }),
    );
  return { ...book, currentPageIndex: 0 };
}

/** The viewer with a parent that keeps every change (as the page does once saved). */
function Stateful({ book: initial, ...props }: BookViewerProps) {
  const [book, setBook] = useState(initial);
  return (
    <BookViewer
      {...props}
      book={book}
      onChange={async (next, reason) => {
        await props.onChange(next, reason);
        setBook(next);
        return true;
      }}
    />
  );
}

const meta = {
  title: 'Tools/Story World Builder/Book viewer',
  component: BookViewer,
  render: (args) => <Stateful {...args} />,
  args: {
    book: sampleBook(5),
    onChange: async (): Promise<boolean> => true,
    onExportMarkdown: () => {},
    onSave: async (): Promise<boolean> => true,
    onStartCreating: () => {},
  },
} satisfies Meta<typeof BookViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five pages; ← and → turn them, Ctrl/⌘+F searches, Ctrl/⌘+E edits. */
export const Default: Story = {};

/** 500 pages: only the current one is rendered. */
export const LongBook: Story = { args: { book: sampleBook(500) } };

/** One page: delete is disabled with the reason. */
export const SinglePage: Story = { args: { book: sampleBook(1) } };

/** A failed save keeps an edit on screen with an error line. */
export const SaveFails: Story = {
  render: (args) => <BookViewer {...args} />,
  args: { onChange: async () => false, onSave: async () => false },
};

export const EmptyBook: Story = { args: { book: sampleBook(0) } };

export const NoBook: Story = { args: { book: undefined } };
