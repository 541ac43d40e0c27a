import { describe, expect, it } from 'vitest';
import {
  biggestUnit, defaultQuickAddUnit, isShown, requiredProductFields, splitBaseUnits, toBaseUnits, unitCount, unitsOf,
} from '../../src/domain/units';

const threeUnits = { UNIT1: 'PC', UNIT1NAME: 'ชิ้น', UNIT1RATE: 1, UNIT2: 'PK', UNIT2NAME: 'แพ็ค', UNIT2RATE: 12, UNIT3: 'CS', UNIT3NAME: 'ลัง', UNIT3RATE: 48 };

describe('unit count', () => {
  it('follows the standard rule', () => {
    expect(unitCount(threeUnits)).toBe(3);
    expect(unitCount({ UNIT1RATE: 1, UNIT2RATE: 6, UNIT3RATE: 0 })).toBe(2);
    expect(unitCount({ UNIT1RATE: 1, UNIT2RATE: 0, UNIT3RATE: 24 })).toBe(1);
    expect(unitCount({ UNIT1RATE: 0, UNIT2RATE: 6, UNIT3RATE: 24 })).toBe(1);
    expect(unitCount({ UNIT1RATE: '1', UNIT2RATE: '12', UNIT3RATE: '48' })).toBe(3);
    expect(unitCount({})).toBe(1);
  });

  it('follows the other deployment’s variant', () => {
    expect(unitCount({ UNIT1RATE: 0, UNIT2RATE: 0, UNIT3RATE: 24 }, 'variant')).toBe(3);
    expect(unitCount({ UNIT1RATE: 1, UNIT2RATE: 1, UNIT3RATE: 0 }, 'variant')).toBe(1);
    expect(unitCount({ UNIT1RATE: 1, UNIT2RATE: 6 }, 'variant')).toBe(2);
  });
});

describe('units', () => {
  it('lists units with names and rates', () => {
    expect(unitsOf(threeUnits).map((u) => [u.index, u.name, u.rate])).toEqual([[1, 'ชิ้น', 1], [2, 'แพ็ค', 12], [3, 'ลัง', 48]]);
    expect(unitsOf({ UNIT1: 'BT' })).toEqual([{ index: 1, code: 'BT', name: 'BT', rate: 1, shown: true }]);
  });

  it('converts to base units and back', () => {
    expect(toBaseUnits({ qty1: 2, qty2: 1, qty3: 1 }, threeUnits)).toBe(62);
    // Quantities for units the product does not have do not count.
    expect(toBaseUnits({ qty1: 2, qty2: 5, qty3: 5 }, { UNIT1RATE: 1 })).toBe(2);
    expect(splitBaseUnits(62, threeUnits)).toEqual({ qty1: 2, qty2: 1, qty3: 1 });
    expect(splitBaseUnits(50, threeUnits)).toEqual({ qty1: 2, qty2: 0, qty3: 1 });
  });

  it('finds the biggest unit by rate, whichever slot it is in', () => {
    expect(biggestUnit(threeUnits)).toBe(3);
    expect(biggestUnit({ UNIT1RATE: 24, UNIT2RATE: 6, UNIT3RATE: 1 })).toBe(1);
    expect(biggestUnit({ UNIT1RATE: 1 })).toBe(1);
  });

  it('reads ShowPrice flags, all units shown when none is set', () => {
    expect(isShown(threeUnits, 2)).toBe(true);
    const flagged = { ...threeUnits, ShowPrice1: 'N', ShowPrice2: 'Y', ShowPrice3: false };
    expect([1, 2, 3].map((i) => isShown(flagged, i as 1 | 2 | 3))).toEqual([false, true, false]);
  });

  it('quick-adds the biggest unit when the option is on, else the first shown unit', () => {
    const flagged = { ...threeUnits, ShowPrice1: 'N', ShowPrice2: 'Y', ShowPrice3: 'Y' };
    expect(defaultQuickAddUnit(flagged, { biggestUnit: true })).toBe(3);
    expect(defaultQuickAddUnit(flagged, { biggestUnit: false })).toBe(2);
    expect(defaultQuickAddUnit({ ...threeUnits, ShowPrice1: 'N', ShowPrice2: 'N', ShowPrice3: 'N' }, { biggestUnit: false })).toBe(1);
  });

  it('lists the merchant’s required product fields per unit count', () => {
    expect(requiredProductFields(1)).toEqual(['P_Code', 'PRODUCTNAME', 'UNIT1', 'UNIT1NAME', 'UNIT1RATE']);
    expect(requiredProductFields(3)).toHaveLength(11);
    expect(requiredProductFields(2)).toContain('UNIT2RATE');
    expect(requiredProductFields(2)).not.toContain('UNIT3');
  });
});

describe('unit edges a buyer would notice', () => {
  it('gives an empty code and name when a unit has neither', () => {
    expect(unitsOf({ UNIT1RATE: 1 })).toEqual([{ index: 1, code: '', name: '', rate: 1, shown: true }]);
  });

  it('treats null and empty ShowPrice flags as absent: every unit shown', () => {
    const p = { UNIT1: 'PC', UNIT2: 'PK', UNIT1RATE: 1, UNIT2RATE: 12, ShowPrice1: null, ShowPrice2: '', ShowPrice3: undefined };
    expect(unitsOf(p).map((u) => u.shown)).toEqual([true, true]);
    expect(unitsOf({ ...p, ShowPrice1: '', ShowPrice2: null }).map((u) => u.shown)).toEqual([true, true]);
  });

  it('picks the lower unit when two have the same rate', () => {
    expect(biggestUnit({ UNIT1RATE: 12, UNIT2RATE: 12 })).toBe(1);
  });

  it('splits into every unit field, zero for the units a product lacks', () => {
    expect(splitBaseUnits(5, { UNIT1RATE: 1 })).toEqual({ qty1: 5, qty2: 0, qty3: 0 });
  });
});
