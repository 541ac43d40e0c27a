import { describe, expect, it } from 'vitest';
import { chooseActiveDist, haversineKm, orderForPicker, roundKm, withDistances } from '../../src/domain/distance';

const bangkok = { lat: 13.7563, lng: 100.5018 };
const chiangMai = { lat: 18.7883, lng: 98.9853 };

describe('distance', () => {
  it('computes great-circle km with earth radius 6371', () => {
    // Bangkok–Chiang Mai is about 580 km as the crow flies.
    expect(haversineKm(bangkok, chiangMai)).toBeGreaterThan(575);
    expect(haversineKm(bangkok, chiangMai)).toBeLessThan(590);
    // One degree of latitude on a 6371 km sphere.
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo((6371 * Math.PI) / 180, 6);
    expect(haversineKm(bangkok, bangkok)).toBe(0);
  });

  it('is 0 when a coordinate is missing or unreadable, and reads numeric strings', () => {
    expect(haversineKm(bangkok, { lat: null, lng: 100 })).toBe(0);
    expect(haversineKm({ lat: '', lng: '' }, chiangMai)).toBe(0);
    expect(haversineKm(bangkok, { lat: 'abc', lng: 99 })).toBe(0);
    expect(haversineKm({ lat: '13.7563', lng: '100.5018' }, chiangMai)).toBeCloseTo(haversineKm(bangkok, chiangMai), 9);
  });

  it('rounds for display', () => {
    expect(roundKm(3.14159)).toBe(3.14);
    expect(roundKm(3.14159, 1)).toBe(3.1);
    expect(roundKm(Number.NaN)).toBe(0);
  });

  it('lists the selected centre first, then nearest first, unknown distances last', () => {
    const dists = withDistances(
      [
        { SaleUnit: 'FAR', LatDecimal: 18.7883, LonDecimal: 98.9853 },
        { SaleUnit: 'NOLOC' },
        { SaleUnit: 'NEAR', lat: '13.80', lon: '100.55' },
        { SaleUnit: 'SEL', lat: 7.88, lon: 98.39 },
      ],
      bangkok,
    );
    expect(dists.find((d) => d.SaleUnit === 'NOLOC')?.Distance).toBe(0);
    expect(orderForPicker(dists, 'SEL').map((d) => d.SaleUnit)).toEqual(['SEL', 'NEAR', 'FAR', 'NOLOC']);
    expect(withDistances([{ SaleUnit: 'A', lat: 1, lon: 1 }], null)[0].Distance).toBe(0);
  });

  it('keeps the saved centre when it is still the user’s, otherwise the first', () => {
    const list = [{ SaleUnit: 'A' }, { SaleUnit: 'B' }];
    expect(chooseActiveDist(list, 'B')?.SaleUnit).toBe('B');
    expect(chooseActiveDist(list, 'Z')?.SaleUnit).toBe('A');
    expect(chooseActiveDist(list, undefined)?.SaleUnit).toBe('A');
    expect(chooseActiveDist([], 'A')).toBeNull();
  });
});

describe('distance edges', () => {
  it('is 0 when any one of the four coordinates is missing', () => {
    expect(haversineKm({ lat: null, lng: 100.5 }, chiangMai)).toBe(0);
    expect(haversineKm({ lat: 13.75, lng: undefined }, chiangMai)).toBe(0);
    expect(haversineKm(bangkok, { lat: 18.79, lng: null })).toBe(0);
  });

  it('gives Bangkok–Chiang Mai to the hundredth of a km', () => {
    expect(roundKm(haversineKm(bangkok, chiangMai))).toBe(582.46);
  });
});
