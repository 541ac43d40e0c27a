import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieAttributes, writeCookie } from '../../../src/web/session/cookies';

/** Issue 20: session cookies are `Secure` over HTTPS (never sent over plain HTTP). */
describe('cookie attributes', () => {
  afterEach(() => { vi.restoreAllMocks(); });

  it('adds Secure on an https page and not on http (local development)', () => {
    expect(cookieAttributes('https:')).toEqual(['path=/', 'SameSite=Lax', 'Secure']);
    expect(cookieAttributes('http:')).toEqual(['path=/', 'SameSite=Lax']);
  });

  it('writes the token cookie with the page\'s attributes', () => {
    const written: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((v: string) => { written.push(v); });
    writeCookie('token', 'abc', { maxAge: 60 });
    expect(written[0]).toBe('token=abc; path=/; SameSite=Lax; max-age=60');
  });
});
