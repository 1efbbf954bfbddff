import { describe, expect, it } from 'vitest';
import { toggleFavourite } from './favourites';

describe('toggleFavourite', () => {
  it('adds a tool at the front', () => {
    expect(toggleFavourite({ favourites: ['a'], toolId: 'b' })).toEqual(['b', 'a']);
  });
  it('removes a tool that is already a favourite', () => {
    expect(toggleFavourite({ favourites: ['b', 'a'], toolId: 'b' })).toEqual(['a']);
  });
});
