import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AiSplitResponse } from '@toolbox/kit/api-schemas';
import { addChildren, addParent } from '@toolbox/task-store';
import { openTaskDatabase } from '@toolbox/task-store/database';
import GoblinSlayerTodoTool from './goblin-slayer-todo-tool';

const meta = {
  title: 'Tools/Goblin Slayer To-do',
  component: GoblinSlayerTodoTool,
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GoblinSlayerTodoTool>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A database of its own per story, so stories never touch the visitor's real list. */
function storyDatabase(seed?: (db: ReturnType<typeof openTaskDatabase>) => Promise<void>) {
  const db = openTaskDatabase(`todo-story-${Date.now()}-${Math.random()}`);
  void seed?.(db);
  return db;
}

const fakeSplit = async (): Promise<AiSplitResponse> => ({
  items: [
    { title: 'Gather the party', pomodoro: { estimateMinutes: 15 } },
    { title: 'Scout the cave' },
    { title: 'Clear the nest', pomodoro: { estimateMinutes: 50 } },
  ],
  confidence: 0.8,
  meta: { engine: 'offline' as const, model: 'offline' },
});

export const Empty: Story = {
  args: { database: storyDatabase(), split: fakeSplit, navigate: () => {} },
};

export const WithTasks: Story = {
  args: {
    database: storyDatabase(async (db) => {
      const trip = await addParent(db, 'Plan the autumn trip');
      if (!trip) return;
      const [book] = await addChildren(db, trip.id, [
        { title: 'Book flights', estimateMinutes: 30 },
        { title: 'Pack', estimateMinutes: 20 },
      ]);
      if (book) await addChildren(db, book.id, [{ title: 'Compare prices', estimateMinutes: 15 }]);
      await addParent(db, 'Write the quarterly report');
    }),
    split: fakeSplit,
    navigate: () => {},
  },
};
