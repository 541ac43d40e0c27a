import { describe, expect, it } from 'vitest';
import { expiredTokenChallenge, invalidTokenChallenge, parseBearerChallenge } from '../../src/domain/bearer-challenge';

describe('bearer challenge', () => {
  it('writes the expired-token header the contract shows', () => {
    expect(expiredTokenChallenge(new Date('2026-11-20T10:00:00.123Z'))).toBe(
      `Bearer error="invalid_token", error_description="The token expired at '2026-11-20T10:00:00Z'"`,
    );
  });

  it('reads expiry and its time back', () => {
    expect(parseBearerChallenge(expiredTokenChallenge(new Date('2026-11-20T10:00:00Z')))).toEqual({
      error: 'invalid_token', errorDescription: "The token expired at '2026-11-20T10:00:00Z'", expired: true, expiredAt: '2026-11-20T10:00:00Z',
    });
  });

  it('does not mark other failures as expiry', () => {
    expect(parseBearerChallenge(invalidTokenChallenge())).toMatchObject({ error: 'invalid_token', expired: false, expiredAt: null });
    expect(parseBearerChallenge('Basic realm="x"')).toMatchObject({ error: null, expired: false });
    expect(parseBearerChallenge(null).expired).toBe(false);
  });
});

describe('bearer challenge edges', () => {
  it('writes the default invalid-token header, and a description with quotes in single quotes', () => {
    expect(invalidTokenChallenge()).toBe('Bearer error="invalid_token", error_description="The token is invalid"');
    expect(invalidTokenChallenge('The "kid" is unknown')).toBe(`Bearer error="invalid_token", error_description="The 'kid' is unknown"`);
  });

  it('reads a challenge with a realm first, spaces in front and names in any case', () => {
    expect(parseBearerChallenge('  bearer realm="api", ERROR="invalid_token", Error_Description="The token expired at \'2026-11-20T10:00:00Z\'"')).toEqual({
      error: 'invalid_token', errorDescription: "The token expired at '2026-11-20T10:00:00Z'", expired: true, expiredAt: '2026-11-20T10:00:00Z',
    });
  });

  it('ignores the parameters of another scheme, even one naming Bearer', () => {
    const none = { error: null, errorDescription: null, expired: false, expiredAt: null };
    expect(parseBearerChallenge('Basic realm="Bearer", error="invalid_token"')).toEqual(none);
    expect(parseBearerChallenge('XBearer error="invalid_token"')).toEqual(none);
  });
});
