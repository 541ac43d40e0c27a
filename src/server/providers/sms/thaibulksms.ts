import { SmsSendError, type FetchLike, type OtpMessage, type OtpProvider } from './provider';

/**
 * ThaiBulkSMS API v2 (developer.thaibulksms.com): `POST https://api-v2.thaibulksms.com/sms`, HTTP
 * Basic auth with the API key and secret, form body `msisdn`, `message`, `sender`, `force`
 * (`standard` | `corporate` credit). 201 answers `{ remaining_credit, phone_number_list,
 * bad_phone_number_list }`; a number in `bad_phone_number_list` was not sent. Errors answer
 * `{ error: { code, name, description } }` with a 4xx/5xx status.
 */
export interface ThaiBulkSmsConfig {
  apiKey: string;
  apiSecret: string;
  /** A sender name registered with ThaiBulkSMS. */
  sender: string;
  force?: 'standard' | 'corporate';
  baseUrl?: string;
  timeoutMs?: number;
}

interface SendAnswer {
  phone_number_list?: { number: string; message_id: string; used_credit: number }[];
  bad_phone_number_list?: { number: string; message: string }[];
  error?: { code?: number; name?: string; description?: string };
}

export class ThaiBulkSmsProvider implements OtpProvider {
  constructor(private readonly config: ThaiBulkSmsConfig, private readonly fetchImpl: FetchLike = fetch as unknown as FetchLike) {}

  async send(message: OtpMessage): Promise<void> {
    const c = this.config;
    const form = new URLSearchParams({ msisdn: message.mobileNo, message: message.text, sender: c.sender, force: c.force ?? 'corporate' });
    const res = await this.fetchImpl(`${c.baseUrl ?? 'https://api-v2.thaibulksms.com'}/sms`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${c.apiKey}:${c.apiSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: form.toString(),
      signal: AbortSignal.timeout(c.timeoutMs ?? 10_000),
    });
    const text = await res.text();
    let answer: SendAnswer = {};
    try { answer = JSON.parse(text) as SendAnswer; } catch { /* not JSON: reported below */ }
    if (res.status < 200 || res.status > 299) {
      const e = answer.error;
      throw new SmsSendError('ThaiBulkSMS', res.status, e ? `${e.name ?? ''} ${e.description ?? ''}`.trim() : text.slice(0, 200));
    }
    const bad = answer.bad_phone_number_list ?? [];
    if (bad.length || !(answer.phone_number_list ?? []).length) {
      throw new SmsSendError('ThaiBulkSMS', res.status, bad.map((b) => b.message).join('; ') || 'no number accepted');
    }
  }
}
