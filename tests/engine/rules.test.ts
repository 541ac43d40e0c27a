import { describe, expect, it } from 'vitest';
import { evalRule, inCsv, makeRuleContext, oneOf, present, startsWith } from '../../src/engine/index';

describe('custom rule operations', () => {
  it('inCsv finds a tag in a comma list, ignoring spaces, never by substring', () => {
    expect(inCsv('VIP', 'NEW, VIP ,GOLD')).toBe(true);
    expect(inCsv('VI', 'NEW,VIP')).toBe(false);
    expect(inCsv('', 'A,,B')).toBe(false);
    expect(inCsv('A', null)).toBe(false);
  });
  it('startsWith, oneOf and present', () => {
    expect(startsWith('SINGHAONLINE', 'SINGHA')).toBe(true);
    expect(startsWith(undefined, 'X')).toBe(false);
    expect(oneOf(3, ['3', '4', '5'])).toBe(true);
    expect(oneOf('1', ['3', '4'])).toBe(false);
    expect(present(' ')).toBe(false);
    expect(present('x')).toBe(true);
  });
});

describe('evalRule', () => {
  const ctx = makeRuleContext({
    flags: { ENABLE_CHAT: 'Y', HIDE_CHAT_BUTTON: 'N', CATEGORY_DRAWER_MODE: 'displayGroup' },
    user: { RouteStep2: 'NEW,VIP', userRole: 4 },
    session: { authenticated: true, guest: false },
    tenant: { id: 't', companyCode: 'SINGHAONLINE' },
  });

  it('treats a missing rule as visible and booleans as themselves', () => {
    expect(evalRule(undefined, ctx)).toBe(true);
    expect(evalRule(false, ctx)).toBe(false);
  });

  it('reads the context with plain json-logic', () => {
    expect(evalRule({ var: 'session.authenticated' }, ctx)).toBe(true);
    expect(evalRule({ '!': { var: 'session.guest' } }, ctx)).toBe(true);
    expect(evalRule({ '==': [{ var: 'tenant.companyCode' }, 'TCP'] }, ctx)).toBe(false);
  });

  it('expands the flag macros against the context flags', () => {
    expect(evalRule({ flag: 'ENABLE_CHAT' }, ctx)).toBe(true);
    expect(evalRule({ flag: 'HIDE_CHAT_BUTTON' }, ctx)).toBe(false);
    expect(evalRule({ flag: 'NOT_A_FLAG' }, ctx)).toBe(false);
    expect(evalRule({ and: [{ flag: 'ENABLE_CHAT' }, { '!': { flag: 'HIDE_CHAT_BUTTON' } }] }, ctx)).toBe(true);
    expect(evalRule({ flagIs: ['CATEGORY_DRAWER_MODE', 'displayGroup'] }, ctx)).toBe(true);
    expect(evalRule({ flagIs: ['CATEGORY_DRAWER_MODE', 'hierarchy'] }, ctx)).toBe(false);
  });

  it('runs the custom operations on context values', () => {
    expect(evalRule({ inCsv: ['VIP', { var: 'user.RouteStep2' }] }, ctx)).toBe(true);
    expect(evalRule({ inCsv: ['GOLD', { var: 'user.RouteStep2' }] }, ctx)).toBe(false);
    expect(evalRule({ startsWith: [{ var: 'tenant.companyCode' }, 'SINGHA'] }, ctx)).toBe(true);
    expect(evalRule({ oneOf: [{ var: 'user.userRole' }, ['3', '4', '5', '7', '8']] }, ctx)).toBe(true);
  });

  it('gives the same answer when the same rule object is evaluated again (compiled cache)', () => {
    const rule = { flag: 'ENABLE_CHAT' };
    expect(evalRule(rule, ctx)).toBe(true);
    expect(evalRule(rule, { ...ctx, flags: { ENABLE_CHAT: 'N' } })).toBe(false);
    expect(rule).toEqual({ flag: 'ENABLE_CHAT' });
  });

  it('answers false for a rule json-logic cannot run, without throwing', () => {
    const warn = console.warn;
    console.warn = () => {};
    try {
      expect(evalRule({ noSuchOperation: [1] }, ctx)).toBe(false);
    } finally {
      console.warn = warn;
    }
  });
});
