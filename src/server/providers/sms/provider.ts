/**
 * Sending a one-time password by SMS. Implementations: `local.ts` (development outbox, no network),
 * `http-gateway.ts` (any HTTP SMS gateway from a request template), `thaibulksms.ts` (ThaiBulkSMS
 * API v2). `from-config.ts` picks one from the environment (SMS_PROVIDER).
 */
export type OtpAudience = 'customer' | 'merchant' | 'rider';

export interface OtpMessage {
  tenantId: string;
  audience: OtpAudience;
  /** Thai mobile number as the user typed it (0XXXXXXXXX). */
  mobileNo: string;
  code: string;
  refCode: string;
  purpose: string;
  expiresAt: string;
  /** The SMS text. */
  text: string;
}

/** A way to deliver an OTP; `send` rejects when the gateway did not accept the message. */
export interface OtpProvider {
  send(message: OtpMessage): Promise<void>;
}

/** A gateway's refusal, with what it said (never the code itself). */
export class SmsSendError extends Error {
  constructor(readonly provider: string, readonly status: number, detail: string) {
    super(`${provider} refused the SMS (${status}): ${detail}`);
    this.name = 'SmsSendError';
  }
}

/** 0812345678 → 66812345678 (what international gateways expect). */
export function thaiMsisdn(mobileNo: string): string {
  const digits = mobileNo.replace(/\D/g, '');
  return digits.startsWith('0') ? `66${digits.slice(1)}` : digits;
}

export type FetchLike = (url: string, init: { method: string; headers: Record<string, string>; body: string; signal?: AbortSignal }) => Promise<{ status: number; text(): Promise<string> }>;
