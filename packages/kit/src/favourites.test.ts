// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { favouritesStore, toggleFavourite } from './favourites';

describe('toggleFavourite', () => {
  it('adds a tool at the front', () => {
    expect(toggleFavourite({ favourites: ['a'], toolId: 'b' })).toEqual(['b', 'a']);
  });
  it('removes a tool that is already a favourite', () => {
    expect(toggleFavourite({ favourites: ['b', 'a'], toolId: 'b' })).toEqual(['a']);
  });
});

describe('favouritesStore', () => {
  it('keeps the other favourites when one stored entry is damaged', () => {
    localStorage.setItem(favouritesStore.key, JSON.stringify(['json-tools', 42, 'pdf-merge']));
    expect(favouritesStore.read()).toEqual(['json-tools', 'pdf-merge']);
    localStorage.clear();
  });
});
