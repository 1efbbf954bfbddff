import type { Meta, StoryObj } from '@storybook/react-vite';
import { type Card, type CardType, createBlankCard } from '@toolbox/story-world';
import { Button } from '@toolbox/ui/button';
import { useState } from 'react';
import { standInSleep, standInStream } from '../story-ai-stand-in';
import { CardEditModal } from './card-edit-modal';
import { SAMPLE_CARDS, sampleWorld } from './sample-cards';

/** What the stand-in AI writes for each type. */
const PATCHES: Record<CardType, Record<string, unknown>> = {
  CoreConcept: { statement: 'Every secret kept dry costs a room to the sea.', tags: ['tide', 'secrets'] },
  Character: { desire: 'To be believed', fear: 'The bell tower', belief: 'The sea keeps accounts' },
  Environment: {
    image: 'Lamps under green water',
    rule: 'Nobody may ring the bell twice',
    secret: 'A key in the rope',
  },
  SpecialObject: { anomaly: 'It is always wet', costRule: 'Each use floods a room' },
  Faction: { stance: 'The bells must never stop' },
  Goal: { successCondition: 'clock("clock_tide") < 6' },
};

/** A stand-in for the AI service (no service in the story book): streams the patch as JSON text. */
const demoFetch: typeof fetch = async (input, init) => {
  const request = JSON.parse(String(init?.body)) as { type: CardType };
  const cardPatch = PATCHES[request.type];
  const final = { success: true, data: { cardPatch }, error: null };
  if (!String(input).endsWith('/stream')) {
    await standInSleep(800, init?.signal);
    return Response.json(final);
  }
  const text = JSON.stringify(cardPatch, null, 1);
  return standInStream({ text, final, chunk: 8, delayMs: 50, signal: init?.signal });
};

/** The modal over a page, reopened with the button; saving waits a moment and succeeds unless told. */
function EditorDemo({ card, isNew = false, saves = true }: { card: Card; isNew?: boolean; saves?: boolean }) {
  const [open, setOpen] = useState(true);
  const [saved, setSaved] = useState<Card | undefined>();
  return (
    <div className="space-y-3">
      <Button onClick={() => setOpen(true)}>Open the editor</Button>
      {saved && <pre className="max-w-xl overflow-auto text-xs">{JSON.stringify(saved, null, 2)}</pre>}
      <CardEditModal
        card={card}
        world={sampleWorld()}
        isNew={isNew}
        open={open}
        apiOptions={{ fetch: demoFetch }}
        onClose={() => setOpen(false)}
        onSave={async (next) => {
          await standInSleep(300);
          if (saves) setSaved(next);
          return saves;
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Tools/Story World Builder/Card editor',
  component: EditorDemo,
  args: { card: SAMPLE_CARDS.Character },
} satisfies Meta<typeof EditorDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Edit a character; Generate with AI streams from a stand-in. */
export const EditCharacter: Story = {};

/** A new, blank card: the tip shows, and Save lists what is required. */
export const NewGoal: Story = { args: { card: createBlankCard('Goal', { id: 'new_goal_1' }), isNew: true } };

export const CoreConcept: Story = { args: { card: SAMPLE_CARDS.CoreConcept } };
export const Environment: Story = { args: { card: SAMPLE_CARDS.Environment } };
export const SpecialObject: Story = { args: { card: SAMPLE_CARDS.SpecialObject } };
export const Faction: Story = { args: { card: SAMPLE_CARDS.Faction } };
export const Goal: Story = { args: { card: SAMPLE_CARDS.Goal } };

/** Saving fails (storage full, say): the modal stays with the edit and says so. */
export const SaveFails: Story = { args: { card: SAMPLE_CARDS.Faction, saves: false } };
