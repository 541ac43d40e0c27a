import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_HASH_N, setPasswordHashCost, verifyPassword } from '../../src/server/auth/password';
import { TEST_PASSWORD_HASH_N } from './helpers';

/**
 * The server tests hash at a low scrypt cost (helpers.ts, TEST_PASSWORD_HASH_N): this file checks
 * what the app itself stores, and that a hash is verified with the parameters it names.
 */
afterEach(() => { setPasswordHashCost(TEST_PASSWORD_HASH_N); });

describe('password hashes', () => {
  it('are scrypt N=2^15, r=8, p=1 in the app, and only the right password matches', async () => {
    setPasswordHashCost(PASSWORD_HASH_N);
    expect(PASSWORD_HASH_N).toBe(32768);
    const stored = await hashPassword('right horse battery');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('right horse battery', stored)).toBe(true);
    expect(await verifyPassword('wrong horse battery', stored)).toBe(false);
    // An unknown account (no stored hash) is refused, after a dummy check of the same cost.
    expect(await verifyPassword('right horse battery', null)).toBe(false);
  });

  it('are verified with the parameters they name, whatever the cost of new hashes', async () => {
    const cheap = await hashPassword('pw');
    expect(cheap.split('$')[1]).toBe(String(TEST_PASSWORD_HASH_N));
    setPasswordHashCost(PASSWORD_HASH_N);
    expect(await verifyPassword('pw', cheap)).toBe(true);
    expect(await verifyPassword('pW', cheap)).toBe(false);
    expect(await verifyPassword('pw', undefined)).toBe(false);
  });
});
