import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt N=2^15, r=8, p=1: about 50–100 ms per hash on this class of machine, 32 MiB of memory.
export const PASSWORD_HASH_N = 2 ** 15;
let N = PASSWORD_HASH_N;
const R = 8;
const P = 1;
const KEYLEN = 32;
const MAXMEM = 64 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, keylen: number, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCb(password.normalize('NFC'), salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash` (base64url), so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEYLEN, { N, r: R, p: P, maxmem: MAXMEM });
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

// Hashed when the user does not exist, so a wrong mobile number costs as much time as a wrong password.
let dummyHash: Promise<string> | undefined;

/**
 * Test hook, never called by the server: the scrypt cost N of new hashes and of the unknown-user
 * dummy, in this process. The server tests' database holds demo hashes at a low N, so their dummy
 * must cost the same to stand for them, and each unknown-number login or password the tests set
 * would otherwise cost a full 2^15 hash (docs/testing.md "CI duration", session 18). A stored hash
 * names its parameters, so verifying runs the same code at any N. Returns the previous N.
 */
export function setPasswordHashCost(n: number): number {
  const previous = N;
  if (n !== N) {
    N = n;
    dummyHash = undefined;
  }
  return previous;
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const encoded = stored ?? (await (dummyHash ??= hashPassword('not-a-password')));
  const [scheme, n, r, p, salt, hash] = encoded.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n), r: Number(r), p: Number(p), maxmem: MAXMEM,
  });
  return stored != null && timingSafeEqual(expected, actual);
}
