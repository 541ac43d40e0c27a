import { describe, expect, it } from 'vitest';
import { categoryChildren, nonEmptyGroups } from '../../src/domain/category';

describe('categories', () => {
  const levels = [
    [{ code: 'BEV', name: 'Beverages' }, { code: 'FOOD', name: 'Food' }],
    [{ code: 'SOFT', name: 'Soft drinks', h1: 'BEV' }, { code: 'SNACK', name: 'Snacks', h1: 'FOOD' }],
    [{ code: 'COLA', name: 'Cola', h1: 'BEV', h2: 'SOFT' }, { code: 'CHIPS', name: 'Chips', h1: 'FOOD', h2: 'SNACK' }],
  ];

  it('lists the children of a parent path', () => {
    expect(categoryChildren(levels, 1, []).map((c) => c.code)).toEqual(['BEV', 'FOOD']);
    expect(categoryChildren(levels, 2, ['BEV']).map((c) => c.code)).toEqual(['SOFT']);
    expect(categoryChildren(levels, 3, ['FOOD', 'SNACK']).map((c) => c.code)).toEqual(['CHIPS']);
    expect(categoryChildren(levels, 3, ['FOOD', 'SOFT'])).toEqual([]);
    expect(categoryChildren(levels, 5, [])).toEqual([]);
  });

  it('a level shows the same children when the path picked deeper is still given (going back up)', () => {
    expect(categoryChildren(levels, 2, ['BEV', 'SOFT']).map((c) => c.code)).toEqual(['SOFT']);
    expect(categoryChildren(levels, 1, ['FOOD', 'SNACK']).map((c) => c.code)).toEqual(['BEV', 'FOOD']);
  });

  it('drops groups without items', () => {
    expect(nonEmptyGroups([{ Key: 'a', Items: [1] }, { Key: 'b', Items: [] }, { Key: 'c' }]).map((g) => g.Key)).toEqual(['a']);
  });
});
