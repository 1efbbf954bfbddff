import type { Card } from '@toolbox/story-world';
import { createTestI18n } from '@toolbox/vitest/i18n';
import { describe, expect, it } from 'vitest';
import { manifest } from '../../manifest';
import { readConditions, readHooks, readThemeVector } from './advanced-fields';
import { parseTags } from './general-fields';
import { cardProblems, checkSave, fieldLabel, problemMessage, tidyCard } from './problems';
import { SAMPLE_CARDS, sampleWorld } from './sample-cards';
import { en, zh } from './test-helpers';

const t = createTestI18n({ namespaces: { [manifest.id]: { en, zh } } }).getFixedT('en', manifest.id);

describe('story-generator card editor rules', () => {
  it.each([
    ['a, b', ['a', 'b']],
    [' a ,， b 、c ', ['a', 'b', 'c']],
    ['a,,a, ', ['a']],
    ['', []],
  ])('Tags: %j → %j', (text, tags) => {
    expect(parseTags(text)).toEqual(tags);
  });

  it.each([
    ['{"a": 1, "b": -2.5}', { a: 1, b: -2.5 }],
    ['{"a": "1"}', undefined],
    ['[1]', undefined],
    ['{"a": 1', undefined],
  ])('JSON settings › theme vector: %s', (text, value) => {
    expect(readThemeVector(text)).toEqual(value);
  });

  it.each([
    ['{"a": "x", "b": 2, "c": true, "d": null}', { a: 'x', b: 2, c: true, d: null }],
    ['{"a": {}}', undefined],
    ['null', undefined],
  ])('JSON settings › conditions: %s', (text, value) => {
    expect(readConditions(text)).toEqual(value);
  });

  it.each([
    [
      '[{"id": "h", "name": "Bell", "preconditions": {"x": 1}}]',
      [{ id: 'h', name: 'Bell', preconditions: { x: 1 } }],
    ],
    ['[]', []],
    ['[{"id": "h"}]', undefined],
    ['[{"id": "h", "name": "n", "preconditions": []}]', undefined],
    ['{}', undefined],
  ])('JSON settings › events: %s', (text, value) => {
    expect(readHooks(text)).toEqual(value);
  });

  it('Save › tidy: name trimmed, blank constraints and empty traits dropped', () => {
    expect(tidyCard({ ...SAMPLE_CARDS.CoreConcept, name: ' A ', constraints: ['x', ' ', ''] })).toMatchObject(
      {
        name: 'A',
        constraints: ['x'],
      },
    );
    const character = tidyCard({
      ...SAMPLE_CARDS.Character,
      traits: [
        { key: ' brave ', polarity: 1 },
        { key: '', polarity: 1 },
        { key: ' ', polarity: -1, notes: 'kept' },
      ],
    }) as Extract<Card, { type: 'Character' }>;
    expect(character.traits).toEqual([
      { key: 'brave', polarity: 1 },
      { key: '', polarity: -1, notes: 'kept' },
    ]);
    expect(cardProblems(character)).toEqual([{ field: 'traits.1.key', rule: 'required' }]);
  });

  it('Save › the world: another card’s error blocks; "no name" for this card is said once', () => {
    const world = sampleWorld();
    const check = checkSave({ ...SAMPLE_CARDS.Faction, name: '' }, world);
    expect(check.problems).toEqual([{ field: 'name', rule: 'required' }]);
    expect(check.errors).toEqual([]);
    world.cards.char_mira = { ...SAMPLE_CARDS.Character, name: '' };
    expect(checkSave(SAMPLE_CARDS.Faction, world).errors).toEqual([
      { level: 'error', cardId: 'char_mira', rule: 'missingName' },
    ]);
  });

  it.each([
    ['name', 'Name'],
    ['relations.Bob Lee', 'Relations › Bob Lee'],
    ['clocks.0.max', 'Clock 1 max'],
    ['traits.2.key', 'Trait 3 name'],
  ])('field words: %s → %s', (field, words) => {
    expect(fieldLabel(field, t)).toBe(words);
  });

  it.each([
    [{ field: 'relations.x', rule: 'invalidData' } as const, 'Invalid relation data: Relations › x.'],
    [{ field: 'resources.gold', rule: 'invalidData' } as const, 'Invalid resource data: Resources › gold.'],
    [{ field: 'tags', rule: 'invalidData' } as const, 'Invalid tag data.'],
    [
      { field: 'clocks.1.value', rule: 'outOfRange', min: 0, max: 6 } as const,
      'Clock 2 value must be between 0 and 6.',
    ],
  ])('problem words: %j', (problem, words) => {
    expect(problemMessage(problem, t)).toBe(words);
  });
});
