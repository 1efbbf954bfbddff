import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Card } from '@toolbox/story-world';
import { SAMPLE_CARDS } from './card-editor/sample-cards';
import { CardView } from './card-view';

/** A small picture for the card (a data: URL, as cards store them). */
const PICTURE =
  'data:image/svg+xml;base64,' +
  btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 120"><rect width="320" height="120" fill="#0e7490"/><circle cx="250" cy="40" r="22" fill="#fde68a"/><path d="M0 90 Q80 60 160 90 T320 90 V120 H0Z" fill="#164e63"/></svg>',
  );

const meta = {
  title: 'Tools/Story World Builder/Card view',
  component: CardView,
  decorators: [
    (Story, context) =>
      context.name === 'All Types' ? (
        <Story />
      ) : (
        <div className="max-w-md">
          <Story />
        </div>
      ),
  ],
  args: { card: SAMPLE_CARDS.Character },
} satisfies Meta<typeof CardView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Compact: summary and tags; the button shows the rest. */
export const Compact: Story = {};

export const CoreConcept: Story = { args: { card: SAMPLE_CARDS.CoreConcept, defaultExpanded: true } };
export const Character: Story = { args: { card: SAMPLE_CARDS.Character, defaultExpanded: true } };
export const Environment: Story = {
  args: { card: { ...SAMPLE_CARDS.Environment, picture: PICTURE }, defaultExpanded: true },
};
export const SpecialObject: Story = { args: { card: SAMPLE_CARDS.SpecialObject, defaultExpanded: true } };
export const Faction: Story = { args: { card: SAMPLE_CARDS.Faction, defaultExpanded: true } };
export const Goal: Story = { args: { card: SAMPLE_CARDS.Goal, defaultExpanded: true } };

/** Fields the AI just changed, as the editor's preview shows them until accepted. */
export const AiChanged: Story = {
  args: { card: SAMPLE_CARDS.Character, defaultExpanded: true, highlighted: ['name', 'desire', 'fear'] },
};

/** A card of a type this version does not know (from an import of a newer world). */
export const UnknownType: Story = {
  args: { card: { ...SAMPLE_CARDS.Goal, type: 'Spaceship' } as unknown as Card },
};

/** Every type side by side, compact. */
export const AllTypes: Story = {
  render: () => (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Object.values(SAMPLE_CARDS).map((card) => (
        <CardView key={card.id} card={card} />
      ))}
    </div>
  ),
};
