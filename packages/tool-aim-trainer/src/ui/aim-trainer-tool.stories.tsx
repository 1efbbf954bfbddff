import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LeaderboardEntry, SubmitAnswer } from '../core/leaderboard';
import { createMemorySessionStore } from '../data/session-store';
import AimTrainerTool from './aim-trainer-tool';
import type { LeaderboardApi } from './leaderboard-api';

const today: LeaderboardEntry[] = [
  { id: 1, name: 'Mochi 777', score: 182, avgMs: 312, hits: 118, attempts: 121 },
  { id: 2, name: '小熊猫 520', score: 151, avgMs: 355, hits: 96, attempts: 104 },
  { id: 3, name: 'Otter 314', score: 129, avgMs: 402, hits: 82, attempts: 95 },
];

/** A server in the story: it hands out rounds with a fixed seed and ranks every score it gets. */
function storyApi(entries: LeaderboardEntry[], { failing = false } = {}): LeaderboardApi {
  let list = [...entries];
  let nextId = 100;
  return {
    fetchToday: async () => {
      if (failing) throw new Error('HTTP 503');
      return list;
    },
    requestRound: async () => ({ roundId: `story-${nextId}`, seed: 20_261_127, minDurationMs: 62_000 }),
    submitScore: async ({ roundId: _roundId, ...body }): Promise<SubmitAnswer> => {
      const entry = { id: nextId++, ...body };
      list = [...list, entry].sort((a, b) => b.score - a.score);
      return { status: 'accepted', entry };
    },
  };
}

const pastRounds = Array.from({ length: 14 }, (_, index) => ({
  id: index + 1,
  ts: Date.UTC(2026, 10, 14 + index, 18, 5),
  mode: 'reaction',
  durationMs: 60_000,
  hits: 60 + index * 3,
  attempts: 70 + index * 3,
  avgReactionMs: 480 - index * 9,
  score: 110 + index * 4,
}));

const meta = {
  title: 'Tools/Aim Trainer',
  component: AimTrainerTool,
  decorators: [
    (Story) => (
      <div className="max-w-6xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AimTrainerTool>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press Start: a ranked round on the story's server, with three players already on the board. */
export const Playing: Story = {
  args: { api: storyApi(today), store: createMemorySessionStore(pastRounds) },
};

/** Nobody has played today: the leaderboard invites the first place. */
export const EmptyLeaderboard: Story = {
  args: { api: storyApi([]), store: createMemorySessionStore() },
};

/** The server is down: the leaderboard says so, and rounds are played unranked on local targets. */
export const ServerDown: Story = {
  args: {
    api: {
      ...storyApi([], { failing: true }),
      requestRound: async () => Promise.reject(new Error('HTTP 503')),
    },
    store: createMemorySessionStore(),
  },
};
