import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/index';
import { HttpError, badRequest, tooMany, waitMessage } from '../errors';
import type { OtpAudience, OtpProvider } from '../providers/sms/provider';

export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_COOLDOWN_SECONDS = 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_MESSAGES = {
  invalid: 'Invalid OTP Code',
  limit: 'OTP attempt limit exceed',
  expired: 'OTP Code has expired. Please request a new one.',
} as const;

const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export interface OtpTarget {
  tenantId: string;
  audience: OtpAudience;
  mobileNo: string;
}

interface OtpRow {
  id: number;
  ref_code: string;
  code_hash: string;
  attempts: number;
  created_at: Date | string;
  expires_at: Date | string;
  used_at: Date | string | null;
}

const ms = (v: Date | string) => (v instanceof Date ? v.getTime() : new Date(v).getTime());

/**
 * One-time passwords: 6 digits, single use, 10 minutes, stored as an HMAC (keyed by the server
 * secret, so a database dump alone does not give the codes away), 5 wrong answers lock the code,
 * one request per number per 60 s.
 */
export class OtpService {
  constructor(
    private readonly db: Db,
    private readonly provider: OtpProvider,
    private readonly secret: Uint8Array,
    private readonly now: () => number = Date.now,
  ) {}

  private hash(t: OtpTarget, refCode: string, code: string): string {
    return createHmac('sha256', this.secret).update(`${t.tenantId}|${t.audience}|${t.mobileNo}|${refCode}|${code}`).digest('hex');
  }

  /** `via`: another way to deliver this one code (a rider's linked LINE); the SMS provider otherwise. */
  async request(t: OtpTarget, purpose: string, via: OtpProvider = this.provider): Promise<{ refCode: string; expiresAt: string }> {
    const now = this.now();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const refCode = Array.from({ length: 6 }, () => REF_ALPHABET[randomInt(REF_ALPHABET.length)]).join('');
    const expiresAt = new Date(now + OTP_TTL_SECONDS * 1000);
    await this.db.transaction(async (tx) => {
      // Locks the latest row of this number so two simultaneous requests cannot both pass the cool-down.
      const [last] = await tx.query<Pick<OtpRow, 'created_at'>>(
        `SELECT created_at FROM otp_codes WHERE tenant_id = $1 AND audience = $2 AND mobile_no = $3
         ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
        [t.tenantId, t.audience, t.mobileNo],
      );
      if (last) {
        const waitMs = ms(last.created_at) + OTP_COOLDOWN_SECONDS * 1000 - now;
        if (waitMs > 0) {
          const seconds = Math.ceil(waitMs / 1000);
          throw tooMany(waitMessage(seconds), seconds);
        }
      }
      await tx.query(
        `INSERT INTO otp_codes (tenant_id, audience, mobile_no, purpose, ref_code, code_hash, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [t.tenantId, t.audience, t.mobileNo, purpose, refCode, this.hash(t, refCode, code), new Date(now), expiresAt],
      );
    });
    try {
      await via.send({
        ...t, code, refCode, purpose, expiresAt: expiresAt.toISOString(),
        text: `Talad OTP ${code} (Ref. ${refCode}) valid for 10 minutes. Never share this code.`,
      });
    } catch (err) {
      // The gateway's refusal is logged by the error handler's cause; the user may ask again.
      throw new HttpError(503, 'The SMS could not be sent. Please try again later.', undefined, {}, err);
    }
    return { refCode, expiresAt: expiresAt.toISOString() };
  }

  /** Resolves when the code is right (and burns it); otherwise throws the spec's message. */
  async verify(t: OtpTarget, refCode: string, code: string): Promise<void> {
    const now = this.now();
    // The attempt counter must be committed even when the answer is wrong, so the outcome is
    // decided inside the transaction and thrown after it.
    const failure = await this.db.transaction(async (tx): Promise<HttpError | null> => {
      const [row] = await tx.query<OtpRow>(
        `SELECT id, ref_code, code_hash, attempts, created_at, expires_at, used_at FROM otp_codes
         WHERE tenant_id = $1 AND audience = $2 AND mobile_no = $3
         ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
        [t.tenantId, t.audience, t.mobileNo],
      );
      // Only the latest code of a number counts, and only once.
      if (!row || row.used_at || row.ref_code !== refCode.toUpperCase()) return badRequest(OTP_MESSAGES.invalid);
      if (row.attempts >= OTP_MAX_ATTEMPTS) return tooMany(OTP_MESSAGES.limit);
      if (ms(row.expires_at) <= now) return badRequest(OTP_MESSAGES.expired);
      const expected = Buffer.from(row.code_hash, 'hex');
      const actual = Buffer.from(this.hash(t, row.ref_code, code), 'hex');
      if (expected.length === actual.length && timingSafeEqual(expected, actual)) {
        await tx.query('UPDATE otp_codes SET used_at = $3 WHERE tenant_id = $1 AND id = $2', [t.tenantId, row.id, new Date(now)]);
        return null;
      }
      const attempts = row.attempts + 1;
      await tx.query('UPDATE otp_codes SET attempts = $3 WHERE tenant_id = $1 AND id = $2', [t.tenantId, row.id, attempts]);
      return attempts >= OTP_MAX_ATTEMPTS ? tooMany(OTP_MESSAGES.limit) : badRequest(OTP_MESSAGES.invalid);
    });
    if (failure) throw failure;
  }
}
