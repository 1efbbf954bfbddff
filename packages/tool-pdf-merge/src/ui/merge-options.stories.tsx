import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MergeOptions } from './merge-options';

function Stateful({
  start,
  wrongCount = false,
}: {
  start: { bookmarks: boolean; interleave: boolean };
  wrongCount?: boolean;
}) {
  const [bookmarks, setBookmarks] = useState(start.bookmarks);
  const [interleave, setInterleave] = useState(start.interleave);
  const [reverseSecond, setReverseSecond] = useState(true);
  return (
    <MergeOptions
      disabled={false}
      bookmarks={bookmarks}
      onBookmarksChange={setBookmarks}
      interleave={interleave}
      onInterleaveChange={setInterleave}
      reverseSecond={reverseSecond}
      onReverseSecondChange={setReverseSecond}
      wrongCount={wrongCount}
    />
  );
}

const meta = {
  title: 'Tools/PDF Merge/Options',
  component: Stateful,
  args: { start: { bookmarks: false, interleave: false } },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const Interleaving: Story = { args: { start: { bookmarks: true, interleave: true } } };
export const InterleavingThreeFiles: Story = {
  args: { start: { bookmarks: false, interleave: true }, wrongCount: true },
};
