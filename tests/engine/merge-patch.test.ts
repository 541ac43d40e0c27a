import { describe, expect, it } from 'vitest';
import { applyVariant, mergePatch, mergeTenant, overlayFlags, resolveBundle, type TenantBundle } from '../../src/engine/index';

describe('mergePatch (RFC 7396)', () => {
  // The examples of RFC 7396 appendix A.
  const cases: [unknown, unknown, unknown][] = [
    [{ a: 'b' }, { a: 'c' }, { a: 'c' }],
    [{ a: 'b' }, { b: 'c' }, { a: 'b', b: 'c' }],
    [{ a: 'b' }, { a: null }, {}],
    [{ a: 'b', b: 'c' }, { a: null }, { b: 'c' }],
    [{ a: ['b'] }, { a: 'c' }, { a: 'c' }],
    [{ a: 'c' }, { a: ['b'] }, { a: ['b'] }],
    [{ a: { b: 'c' } }, { a: { b: 'd', c: null } }, { a: { b: 'd' } }],
    [{ a: [{ b: 'c' }] }, { a: [1] }, { a: [1] }],
    [['a', 'b'], ['c', 'd'], ['c', 'd']],
    [{ a: 'b' }, ['c'], ['c']],
    [{ a: 'foo' }, null, null],
    [{ a: 'foo' }, 'bar', 'bar'],
    [{ e: null }, { a: 1 }, { e: null, a: 1 }],
    [[1, 2], { a: 'b', c: null }, { a: 'b' }],
    [{}, { a: { bb: { ccc: null } } }, { a: { bb: {} } }],
  ];
  it.each(cases)('%j + %j', (target, patch, expected) => {
    expect(mergePatch(target, patch)).toEqual(expected);
  });

  it('mutates neither argument and shares no objects with them', () => {
    const target = { menu: { items: { a: { order: 1 } } }, list: [1, 2] };
    const patch = { menu: { items: { b: { order: 2 } } } };
    const snapshot = JSON.stringify([target, patch]);
    const out = mergePatch(target, patch);
    expect(JSON.stringify([target, patch])).toBe(snapshot);
    out.menu.items.a.order = 99;
    out.list.push(3);
    expect(target.menu.items.a.order).toBe(1);
    expect(target.list).toEqual([1, 2]);
  });
});

function bundle(over: Partial<TenantBundle> = {}): TenantBundle {
  return {
    id: '_base',
    name: { th: 'ฐาน', en: 'Base' },
    hosts: [],
    companyCode: '',
    branding: { logo: 'logo.svg', colors: { primary: '#f57c00', secondary: '#1565c0' } },
    flags: { A: 'N', B: 'N', C: 'N' },
    wording: {},
    routes: {},
    guards: {},
    menus: { m: { items: { x: { label: 'common:x', to: '/x', order: 1 }, y: { label: 'common:y', to: '/y', order: 2 } } } },
    screens: {},
    forms: {},
    variants: {},
    ...over,
  };
}

describe('resolveBundle', () => {
  const base = bundle();
  const tenant = {
    id: 't1',
    companyCode: 'ACME',
    flags: { A: 'Y', B: 'Y' },
    menus: { m: { items: { y: null } } },
    variants: { ACME: { flags: { B: 'V' }, branding: { colors: { primary: '#000000' } } }, OTHER: { flags: { C: 'O' } } },
  };

  it('applies base ← tenant ← variant ← remote flags, in that order', () => {
    const out = resolveBundle({ base, tenant, remoteFlags: { C: 'R', B: 'R' } });
    expect(out.id).toBe('t1');
    expect(out.flags).toEqual({ A: 'Y', B: 'R', C: 'R' });
    expect(out.branding.colors.primary).toBe('#000000');
    expect(Object.keys(out.menus.m.items)).toEqual(['x']);
    expect(out.appliedVariant).toBe('ACME');
  });

  it("uses the tenant's company code unless the user's is given; null means no variant", () => {
    expect(resolveBundle({ base, tenant }).flags.B).toBe('V');
    const other = resolveBundle({ base, tenant, companyCode: 'OTHER' });
    expect(other.flags).toEqual({ A: 'Y', B: 'Y', C: 'O' });
    expect(other.branding.colors.primary).toBe('#f57c00');
    expect(resolveBundle({ base, tenant, companyCode: null }).flags.B).toBe('Y');
    expect(resolveBundle({ base, tenant, companyCode: 'NOPE' }).appliedVariant).toBeUndefined();
  });

  it('gives the same result from the raw patch, a loader-merged bundle and an explicit merged bundle', () => {
    const expected = resolveBundle({ base, tenant, companyCode: 'OTHER' });
    expect(resolveBundle({ base, tenant: mergeTenant(base, tenant), companyCode: 'OTHER' })).toEqual(expected);
    expect(resolveBundle({ bundle: mergePatch(base, tenant) as TenantBundle, companyCode: 'OTHER' })).toEqual(expected);
    // Entries the tenant removed with null stay removed (a second base merge would bring 'y' back).
    expect(Object.keys(expected.menus.m.items)).toEqual(['x']);
  });

  it('keeps the variant table so the client can re-resolve with the user company code', () => {
    const out = resolveBundle({ base, tenant });
    expect(Object.keys(out.variants)).toEqual(['ACME', 'OTHER']);
  });

  it('remote flags overlay only string flag values, never other keys', () => {
    const out = overlayFlags(base, { A: 'Y', menus: 'x' } as Record<string, string>);
    expect(out.flags.A).toBe('Y');
    expect(out.menus).toBe(base.menus);
    expect(overlayFlags(base, null)).toBe(base);
  });

  it('a variant cannot rename the tenant', () => {
    const withVariant = bundle({ id: 't2', variants: { X: { id: 'evil', flags: { A: 'Y' } } } });
    const out = applyVariant(withVariant, 'X');
    expect(out.id).toBe('t2');
    expect(out.flags.A).toBe('Y');
  });
});
