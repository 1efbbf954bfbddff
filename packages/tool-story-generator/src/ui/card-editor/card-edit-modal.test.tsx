import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Card, type CardType, createBlankCard, type World } from '@toolbox/story-world';
import { beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { CardEditModal } from './card-edit-modal';
import { SAMPLE_CARDS, sampleWorld } from './sample-cards';
import { en, renderUi, zh } from './test-helpers';

const { toast } = vi.hoisted(() => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));
vi.mock('@toolbox/ui/toast', () => ({ toast }));

beforeEach(() => vi.clearAllMocks());

function renderModal(
  card: Card,
  {
    world = sampleWorld(),
    isNew = false,
    onSave = vi.fn(async (_card: Card) => true),
    language = 'en' as const,
  }: {
    world?: World;
    isNew?: boolean;
    onSave?: Mock<(card: Card) => Promise<boolean>>;
    language?: 'en' | 'zh';
  } = {},
) {
  const onClose = vi.fn();
  const view = renderUi(
    <CardEditModal card={card} world={world} isNew={isNew} open onSave={onSave} onClose={onClose} />,
    language,
  );
  return { onSave, onClose, view };
}

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
const spin = (name: string | RegExp) => screen.getByRole('spinbutton', { name });
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const save = async () => {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: en.editor.save })));
};
const savedCard = (onSave: Mock<(card: Card) => Promise<boolean>>) => onSave.mock.calls[0]?.[0] as Card;

describe('story-generator CardEditModal', () => {
  it('is a full-screen dialog titled by the card type, with the id and type read-only', () => {
    renderModal(SAMPLE_CARDS.Character);
    const dialog = screen.getByRole('dialog', { name: 'Edit Character card' });
    expect(dialog.className).toContain('inset-0!');
    expect(dialog.className).toContain('max-w-none!');
    expect(textbox(en.fields.id)).toHaveValue('char_mira');
    expect(textbox(en.fields.id)).toHaveAttribute('readonly');
    expect(textbox(en.fields.type)).toHaveValue(en.cardTypes.Character);
    expect(textbox(en.fields.type)).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: en.editor.ai.generate })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: en.editor.tabs.basic })).toHaveAttribute('aria-selected', 'true');
  });

  it('names a new card "New … card" and shows the tip', () => {
    renderModal(createBlankCard('Goal', { id: 'new_goal_1' }), { isNew: true });
    expect(screen.getByRole('dialog', { name: 'New Goal card' })).toBeInTheDocument();
    expect(screen.getByText(en.editor.newCardInfo)).toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const { onClose } = renderModal(SAMPLE_CARDS.Faction);
    await userEvent.setup().keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it.each([
    ['CoreConcept', ['Statement', 'Design guide'], ['Tension value'], ['Tension']],
    [
      'Character',
      ['Desire', 'Fear', 'Belief', 'Trait 1', 'Notes on trait 1'],
      ['Amount of gold', 'Relation with char_tobias'],
      [],
    ],
    [
      'Environment',
      ['Imagery', 'Rule', 'Secret', 'Name of clock 1'],
      ['Value of clock 1', 'Max of clock 1'],
      [],
    ],
    ['SpecialObject', ['Anomaly', 'Cost rule'], ['Durability value'], ['Durability']],
    ['Faction', ['Stance', 'New reputation target'], ['Reputation with env_harbour'], []],
    ['Goal', ['Success condition'], [], []],
  ] as const)('renders the %s editor', (cardType, textboxes, spinbuttons, sliders) => {
    renderModal(SAMPLE_CARDS[cardType as CardType]);
    for (const name of textboxes) expect(textbox(name)).toBeInTheDocument();
    for (const name of spinbuttons) expect(spin(name)).toBeInTheDocument();
    for (const name of sliders) expect(screen.getByRole('slider', { name })).toBeInTheDocument();
  });

  describe('limits and counters', () => {
    it('counts the name and turns the counter red over 60, and saving refuses it', async () => {
      const { onSave } = renderModal(SAMPLE_CARDS.Faction);
      const name = textbox(en.fields.name);
      expect(name).toHaveAccessibleDescription('18/60');
      type(name, 'x'.repeat(61));
      expect(screen.getByText('61/60')).toHaveAttribute('data-over', 'true');
      expect(name).toHaveAttribute('aria-invalid', 'true');
      await save();
      expect(onSave).not.toHaveBeenCalled();
      expect(screen.getByText('Name: at most 60 characters.')).toBeInTheDocument();
    });

    it('reads comma-separated tags, counts them n/10 and turns red over 10', async () => {
      const { onSave } = renderModal(SAMPLE_CARDS.Faction);
      const tags = textbox(en.fields.tags);
      expect(tags).toHaveValue('faction');
      type(tags, 'a, b，c, , a');
      expect(screen.getByText('3/10')).not.toHaveAttribute('data-over');
      type(tags, Array.from({ length: 11 }, (_, n) => `t${n}`).join(','));
      expect(screen.getByText('11/10')).toHaveAttribute('data-over', 'true');
      await save();
      expect(onSave).not.toHaveBeenCalled();
      expect(screen.getByText('Tags: at most 10 entries.')).toBeInTheDocument();
    });

    it.each([
      ['CoreConcept', 'Statement', 160],
      ['Character', 'Desire', 120],
      ['Environment', 'Imagery', 200],
      ['SpecialObject', 'Cost rule', 160],
      ['Faction', 'Stance', 120],
      ['Goal', 'Success condition', 300],
    ] as const)('counts %s %s up to %i', (cardType, label, max) => {
      renderModal(SAMPLE_CARDS[cardType]);
      type(textbox(label), 'y'.repeat(max + 1));
      expect(screen.getByText(`${max + 1}/${max}`)).toHaveAttribute('data-over', 'true');
    });

    it('allows 10 constraints and 10 traits, then disables Add', () => {
      renderModal(SAMPLE_CARDS.CoreConcept);
      const add = screen.getByRole('button', { name: en.editor.core.addConstraint });
      for (let n = 0; n < 8; n++) fireEvent.click(add);
      expect(screen.getByRole('textbox', { name: 'Constraint 10' })).toBeInTheDocument();
      expect(add).toBeDisabled();
      expect(screen.getByText('10/10 entries')).toBeInTheDocument();
    });

    it('allows 10 traits', () => {
      renderModal(SAMPLE_CARDS.Character);
      const add = screen.getByRole('button', { name: en.editor.character.addTrait });
      for (let n = 0; n < 8; n++) fireEvent.click(add);
      expect(add).toBeDisabled();
    });
  });

  describe('per type', () => {
    it('CoreConcept: the tension slider and number move together, in steps of 0.1, with its word', async () => {
      const { onSave } = renderModal(SAMPLE_CARDS.CoreConcept);
      const slider = screen.getByRole('slider', { name: en.fields.tension });
      expect(slider).toHaveAttribute('step', '0.1');
      expect(slider).toHaveAttribute('min', '-10');
      expect(slider).toHaveAttribute('aria-valuetext', '6.5 · Very tense');
      fireEvent.change(slider, { target: { value: '-3.2' } });
      expect(spin('Tension value')).toHaveValue(-3.2);
      type(spin('Tension value'), '0');
      expect(slider).toHaveAttribute('aria-valuetext', '0 · Balanced');
      fireEvent.click(screen.getByRole('button', { name: 'Remove Constraint 1' }));
      fireEvent.click(screen.getByRole('button', { name: en.editor.core.addConstraint }));
      await save();
      expect(savedCard(onSave)).toMatchObject({ tension: 0, constraints: ['The sea never speaks'] });
    });

    it('CoreConcept: a tension out of −10 … 10 is refused', async () => {
      const { onSave } = renderModal(SAMPLE_CARDS.CoreConcept);
      type(spin('Tension value'), '12');
      await save();
      expect(onSave).not.toHaveBeenCalled();
      expect(screen.getByText('Tension must be between -10 and 10.')).toBeInTheDocument();
    });

    it('Character: traits, whole resources and relations with their words', async () => {
      const { onSave } = renderModal(SAMPLE_CARDS.Character);
      fireEvent.click(screen.getByRole('button', { name: en.editor.character.addTrait }));
      type(textbox('Trait 3'), 'loyal');
      fireEvent.change(screen.getByRole('combobox', { name: 'Polarity of trait 3' }), {
        target: { value: '-1' },
      });
      type(textbox('Notes on trait 3'), 'to a fault');
      type(spin('Amount of gold'), '7.6');
      type(textbox(en.editor.character.newResource), 'rope');
      fireEvent.click(screen.getByRole('button', { name: en.editor.character.addResource }));
      type(spin('Relation with char_tobias'), '-80');
      expect(
        within(
          screen.getByRole('spinbutton', { name: 'Relation with char_tobias' }).closest('li') as HTMLElement,
        ).getByText(en.cardView.relation.nemesis),
      ).toBeInTheDocument();
      type(textbox(en.editor.character.newRelation), 'char_tobias');
      expect(screen.getByRole('button', { name: en.editor.character.addRelation })).toBeDisabled();
      expect(screen.getByText('char_tobias is already in the list.')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Remove faction_guild' }));
      await save();
      expect(savedCard(onSave)).toMatchObject({
        traits: [...SAMPLE_CARDS.Character.traits, { key: 'loyal', polarity: -1, notes: 'to a fault' }],
        resources: { gold: 8, lanterns: 2, rope: 0 },
        relations: { char_tobias: -80 },
      });
    });

    it('Character: a relation beyond ±100 is refused', async () => {
      const { onSave } = renderModal(SAMPLE_CARDS.Character);
      type(spin('Relation with char_tobias'), '150');
      await save();
      expect(onSave).not.toHaveBeenCalled();
      expect(screen.getByText('Relations › char_tobias must be between -100 and 100.')).toBeInTheDocument();
    });

    it('Environment: clocks get new ids, a max of 1 … 12 (6 when not a number), a value held to the max', async () => {
      const { onSave } = renderModal(SAMPLE_CARDS.Environment);
      fireEvent.click(screen.getByRole('button', { name: en.editor.environment.addClock }));
      type(textbox('Name of clock 2'), 'Flood');
      const max = spin('Max of clock 2');
      expect(max).toHaveValue(6);
      type(max, '');
      fireEvent.blur(max);
      expect(max).toHaveValue(6);
      type(max, '40');
      fireEvent.blur(max);
      expect(max).toHaveValue(12);
      type(spin('Value of clock 2'), '30');
      expect(spin('Value of clock 2')).toHaveValue(12);
      type(max, '3');
      fireEvent.blur(max);
      expect(spin('Value of clock 2')).toHaveValue(3);
      fireEvent.change(screen.getByRole('combobox', { name: 'Kind of clock 2' }), {
        target: { value: 'truth' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Remove Tide' }));
      await save();
      const clocks = (savedCard(onSave) as Extract<Card, { type: 'Environment' }>).clocks;
      expect(clocks).toHaveLength(1);
      expect(clocks[0]).toMatchObject({ name: 'Flood', value: 3, max: 3, kind: 'truth' });
      expect(clocks[0]?.id).toMatch(/^clock_\d+/);
    });

    it('SpecialObject: slider 0–100, number up to 1000, cleared = unlimited', async () => {
      const { onSave } = renderModal(SAMPLE_CARDS.SpecialObject);
      const slider = screen.getByRole('slider', { name: en.fields.durability });
      expect(slider).toHaveAttribute('max', '100');
      fireEvent.change(slider, { target: { value: '75' } });
      expect(spin('Durability value')).toHaveValue(75);
      type(spin('Durability value'), '800');
      expect(slider).toHaveValue('100');
      expect(slider).toHaveAttribute('aria-valuetext', '800');
      type(spin('Durability value'), '');
      expect(slider).toHaveAttribute('aria-valuetext', en.cardView.unlimited);
      await save();
      expect(savedCard(onSave)).not.toHaveProperty('durability');
    });

    it('SpecialObject: a durability over 1000 is refused', async () => {
      const { onSave } = renderModal(SAMPLE_CARDS.SpecialObject);
      type(spin('Durability value'), '1001');
      await save();
      expect(onSave).not.toHaveBeenCalled();
      expect(screen.getByText('Durability must be between 0 and 1000.')).toBeInTheDocument();
    });

    it('Faction: reputation targets with their words', async () => {
      const { onSave } = renderModal(SAMPLE_CARDS.Faction);
      type(textbox(en.editor.faction.newTarget), 'char_tobias');
      fireEvent.keyDown(textbox(en.editor.faction.newTarget), { key: 'Enter' });
      type(spin('Reputation with char_tobias'), '10');
      expect(
        within(spin('Reputation with char_tobias').closest('li') as HTMLElement).getByText('Friendly'),
      ).toBeInTheDocument();
      await save();
      expect(savedCard(onSave)).toMatchObject({
        reputation: { char_mira: -40, env_harbour: 80, char_tobias: 10 },
      });
    });

    it('Goal: the deadline offers world clocks then Environment clocks; examples and tips are shown', async () => {
      const { onSave } = renderModal(SAMPLE_CARDS.Goal);
      const deadline = screen.getByRole('combobox', { name: en.fields.deadlineClockId });
      expect(deadline).toHaveValue('clock_tide');
      expect(
        within(deadline)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([en.editor.goal.noDeadline, 'Storm · world', 'Tide · Old Harbour']);
      const examples = screen.getByRole('region', { name: en.editor.goal.examples });
      expect(within(examples).getAllByRole('listitem')).toHaveLength(4);
      expect(examples).toHaveTextContent('resource("gold") >= 10');
      expect(screen.getByRole('region', { name: en.editor.goal.tips })).toHaveTextContent(
        en.editor.goal.tipList.deadline,
      );
      fireEvent.change(deadline, { target: { value: '' } });
      await save();
      expect(savedCard(onSave)).not.toHaveProperty('deadlineClockId');
    });
  });

  describe('advanced JSON', () => {
    it('takes valid JSON at once and ignores invalid JSON with a hint, keeping the last valid value', async () => {
      const { onSave } = renderModal(SAMPLE_CARDS.CoreConcept);
      const theme = textbox(en.fields.themeVector);
      type(theme, '{"dread": 9}');
      expect(screen.queryByText(en.editor.json.invalid)).not.toBeInTheDocument();
      type(theme, '{"dread": 9, ');
      expect(screen.getByText(en.editor.json.invalid)).toBeInTheDocument();
      expect(theme).toHaveValue('{"dread": 9, ');
      type(textbox(en.fields.conditions), '{"season": ["no lists"]}');
      expect(screen.getAllByText(en.editor.json.invalid)).toHaveLength(2);
      await save();
      expect(savedCard(onSave)).toMatchObject({ themeVector: { dread: 9 }, conditions: {} });
    });

    it('the preview shows the last valid value', () => {
      renderModal(SAMPLE_CARDS.CoreConcept);
      type(textbox(en.fields.themeVector), '{"wonder": 4}');
      type(textbox(en.fields.themeVector), '{"wonder": oops}');
      fireEvent.click(screen.getByRole('tab', { name: en.editor.tabs.preview }));
      expect(screen.getByText('wonder')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('tab', { name: en.editor.tabs.basic }));
      expect(textbox(en.fields.themeVector)).toHaveValue('{"wonder": oops}');
    });
  });

  describe('saving', () => {
    it('lists every problem, marks the fields and saves nothing', async () => {
      const card = { ...SAMPLE_CARDS.Character, name: ' ', desire: '', fear: '' };
      const { onSave, onClose } = renderModal(card);
      await save();
      const list = screen.getByRole('heading', { name: en.editor.validation.errors }).closest('section');
      expect(list).toHaveAttribute('role', 'alert');
      expect(
        within(list as HTMLElement)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Name is required.', 'Desire is required.', 'Fear is required.']);
      expect(textbox(en.fields.desire)).toHaveAttribute('aria-invalid', 'true');
      expect(onSave).not.toHaveBeenCalled();
      expect(onClose).not.toHaveBeenCalled();
      // Fixed as you type: the list follows the draft.
      type(textbox(en.fields.name), 'Mira');
      type(textbox(en.fields.desire), 'To know');
      type(textbox(en.fields.fear), 'Water');
      expect(screen.queryByRole('heading', { name: en.editor.validation.errors })).not.toBeInTheDocument();
    });

    it('checks the world with the card in it: a retired precondition blocks the save', async () => {
      const { onSave } = renderModal(SAMPLE_CARDS.Goal);
      type(
        textbox(en.fields.hooks),
        JSON.stringify([{ id: 'h', name: 'Arrive', preconditions: { 'scene.locationId': 'env_harbour' } }]),
      );
      await save();
      expect(onSave).not.toHaveBeenCalled();
      expect(
        screen.getByText(/Card "Reach the dry room": an event uses a retired precondition/),
      ).toBeInTheDocument();
    });

    it('saves the tidied card and closes; warnings do not block and are shown', async () => {
      const world = sampleWorld();
      world.clocks.clock_storm = { id: 'clock_storm', name: 'Storm', value: 9, max: 6, kind: 'crisis' };
      const { onSave, onClose } = renderModal(SAMPLE_CARDS.CoreConcept, { world });
      type(textbox(en.fields.name), '  The Drowned Bells, again  ');
      fireEvent.click(screen.getByRole('button', { name: en.editor.core.addConstraint }));
      await save();
      expect(savedCard(onSave)).toMatchObject({
        name: 'The Drowned Bells, again',
        constraints: SAMPLE_CARDS.CoreConcept.constraints,
      });
      expect(onClose).toHaveBeenCalled();
      expect(toast.warning).toHaveBeenCalledWith(en.editor.validation.warnings, {
        description: 'Clock "Storm" is above its max.',
      });
    });

    it('keeps the modal and the edit when the save fails, and says so', async () => {
      const onSave = vi.fn(async () => false);
      const { onClose } = renderModal(SAMPLE_CARDS.Faction, { onSave });
      type(textbox(en.fields.stance), 'Bells before people');
      await save();
      expect(onSave).toHaveBeenCalled();
      expect(onClose).not.toHaveBeenCalled();
      expect(screen.getByRole('alert')).toHaveTextContent(en.editor.saveFailed);
      expect(textbox(en.fields.stance)).toHaveValue('Bells before people');
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });

    it('treats a save that throws as failed', async () => {
      const { onClose } = renderModal(SAMPLE_CARDS.Faction, {
        onSave: vi.fn(async () => Promise.reject(new Error('disk full'))),
      });
      await save();
      expect(onClose).not.toHaveBeenCalled();
      expect(screen.getByRole('alert')).toHaveTextContent(en.editor.saveFailed);
    });
  });

  it('previews the draft live', () => {
    renderModal(SAMPLE_CARDS.Character);
    type(textbox(en.fields.name), 'Mira the Bold');
    fireEvent.click(screen.getByRole('tab', { name: en.editor.tabs.preview }));
    const preview = screen.getByRole('article', { name: 'Mira the Bold' });
    expect(within(preview).getByRole('button', { name: en.cardView.collapse })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(preview).toHaveTextContent(SAMPLE_CARDS.Character.desire);
  });

  it('speaks Chinese', async () => {
    renderModal({ ...SAMPLE_CARDS.Character, desire: '' }, { language: 'zh' });
    expect(screen.getByRole('dialog', { name: '编辑角色卡片' })).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: zh.editor.save })));
    expect(screen.getByText('欲望不能为空。')).toBeInTheDocument();
  });
});
