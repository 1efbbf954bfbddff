import { fireEvent, screen, within } from '@testing-library/react';
import type { Card } from '@toolbox/story-world';
import { describe, expect, it } from 'vitest';
import { SAMPLE_CARDS } from './card-editor/sample-cards';
import { en, renderUi, zh } from './card-editor/test-helpers';
import { CardView } from './card-view';

const expand = () => fireEvent.click(screen.getByRole('button', { name: en.cardView.expand }));

describe('story-generator CardView', () => {
  it('shows the compact form: type badge, name, summary and tags; details folded', () => {
    renderUi(<CardView card={SAMPLE_CARDS.Character} />);
    const card = screen.getByRole('article', { name: 'Mira Vale' });
    expect(within(card).getByText(en.cardTypes.Character)).toBeInTheDocument();
    expect(within(card).getByText(SAMPLE_CARDS.Character.summary)).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: en.fields.tags })).toHaveTextContent('protagonist');
    const button = screen.getByRole('button', { name: en.cardView.expand });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(en.fields.desire)).not.toBeInTheDocument();
  });

  it('expands to the fields and collapses again', () => {
    renderUi(<CardView card={SAMPLE_CARDS.Character} />);
    expand();
    const button = screen.getByRole('button', { name: en.cardView.collapse });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(SAMPLE_CARDS.Character.desire)).toBeVisible();
    fireEvent.click(button);
    expect(screen.queryByText(SAMPLE_CARDS.Character.desire)).not.toBeInTheDocument();
  });

  it.each([
    [
      'CoreConcept',
      ['Every lie raises the tide', '6.5 · Very tense', 'No magic beyond the tide', 'Quiet dread'],
    ],
    [
      'Character',
      ['To prove the tide', 'That her father', 'Numbers do not lie', '+ stubborn', '− secretive'],
    ],
    [
      'Environment',
      ['Green water over cobbles', 'The bell rings once', 'lowest room', 'Tide', '4 / 8 · Countdown'],
    ],
    ['SpecialObject', ['Its ink is seawater', 'one true memory', '40']],
    ['Faction', ['The tide is a blessing', 'env_harbour', '+80', 'Ally']],
    ['Goal', ['clock("clock_tide") < 8', 'clock_tide']],
  ] as const)('shows the %s fields', (type, texts) => {
    renderUi(<CardView card={SAMPLE_CARDS[type]} defaultExpanded />);
    const details = screen.getByRole('article');
    for (const text of texts) expect(details).toHaveTextContent(text);
  });

  it('renders resources as a grid and relations with their words', () => {
    renderUi(<CardView card={SAMPLE_CARDS.Character} defaultExpanded />);
    const gold = screen.getByText('gold').closest('li');
    expect(gold).toHaveTextContent('gold12');
    const tobias = screen.getByText('char_tobias').closest('li');
    expect(tobias).toHaveTextContent('+65');
    expect(tobias).toHaveTextContent(en.cardView.relation.ally);
    expect(screen.getByText('faction_guild').closest('li')).toHaveTextContent(en.cardView.relation.hostile);
  });

  it('draws bars 10 % wide per unit, held to 100 %', () => {
    const card = { ...SAMPLE_CARDS.CoreConcept, themeVector: { dread: 7, awe: 14, calm: -2 } } as Card;
    renderUi(<CardView card={card} defaultExpanded />);
    const widths = screen.getAllByTestId('bar').map((bar) => bar.style.width);
    expect(widths).toEqual(['70%', '100%', '0%']);
  });

  it('shows conditions, the theme vector and the events with their count', () => {
    renderUi(<CardView card={SAMPLE_CARDS.Character} defaultExpanded />);
    expect(screen.getByText(en.fields.conditions)).toBeInTheDocument();
    expect(screen.getByText('"harbour"')).toBeInTheDocument();
    expect(screen.getByText('Events (1)')).toBeInTheDocument();
    expect(screen.getByText('Finds a forged page')).toBeInTheDocument();
  });

  it('says unlimited for a durability that is absent, and "not set" for an empty field', () => {
    const { durability: _none, ...card } = SAMPLE_CARDS.SpecialObject;
    renderUi(<CardView card={{ ...card, costRule: '' } as Card} defaultExpanded />);
    expect(screen.getByText(en.cardView.unlimited)).toBeInTheDocument();
    expect(screen.getAllByText(en.cardView.notSet).length).toBeGreaterThan(0);
  });

  it('says so for an unknown card type', () => {
    renderUi(<CardView card={{ ...SAMPLE_CARDS.Goal, type: 'Spaceship' } as unknown as Card} />);
    expect(screen.getByText('Unknown card type: Spaceship')).toBeInTheDocument();
  });

  it('shows the picture with its alt text', () => {
    const picture = 'data:image/png;base64,iVBORw0KGgo=';
    renderUi(<CardView card={{ ...SAMPLE_CARDS.Environment, picture }} />);
    expect(screen.getByRole('img', { name: 'Picture of Old Harbour' })).toHaveAttribute('src', picture);
  });

  it('marks the fields the AI changed', () => {
    renderUi(<CardView card={SAMPLE_CARDS.Character} defaultExpanded highlighted={['name', 'desire']} />);
    const marks = screen.getAllByText(en.cardView.changedByAi);
    expect(marks).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Mira Vale' }).closest('[data-highlighted]')).not.toBeNull();
    expect(screen.getByText(SAMPLE_CARDS.Character.desire).closest('[data-highlighted]')).not.toBeNull();
    expect(screen.getByText(SAMPLE_CARDS.Character.fear).closest('[data-highlighted]')).toBeNull();
  });

  it('speaks Chinese', () => {
    renderUi(<CardView card={SAMPLE_CARDS.Faction} defaultExpanded />, 'zh');
    expect(screen.getByText(zh.cardTypes.Faction)).toBeInTheDocument();
    expect(screen.getByText(zh.fields.reputation)).toBeInTheDocument();
    expect(screen.getAllByText(zh.cardView.relation.ally).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: zh.cardView.collapse })).toBeInTheDocument();
  });
});
