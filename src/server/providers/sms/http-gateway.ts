import { SmsSendError, thaiMsisdn, type FetchLike, type OtpMessage, type OtpProvider } from './provider';

/**
 * Any HTTP SMS gateway, described by a request template (SMS_HTTP_URL, SMS_HTTP_BODY,
 * SMS_HTTP_CONTENT_TYPE, SMS_HTTP_HEADERS). Placeholders in the body (and URL):
 * `{{to}}` (0XXXXXXXXX), `{{msisdn}}` (66XXXXXXXXX), `{{text}}`, `{{code}}`, `{{ref}}`, `{{tenant}}`.
 * Values are escaped for where they land: JSON strings for a JSON body, form encoding for a form
 * body, URL encoding in the URL. Any 2xx answer is success; anything else rejects.
 */
export interface HttpGatewayConfig {
  url: string;
  method?: 'POST' | 'PUT';
  contentType: 'application/json' | 'application/x-www-form-urlencoded';
  body: string;
  /** Extra headers, e.g. `{ "Authorization": "Bearer …" }` (from SMS_HTTP_HEADERS, JSON). */
  headers?: Record<string, string>;
  timeoutMs?: number;
}

const PLACEHOLDER = /\{\{(to|msisdn|text|code|ref|tenant)\}\}/g;

function values(m: OtpMessage): Record<string, string> {
  return { to: m.mobileNo, msisdn: thaiMsisdn(m.mobileNo), text: m.text, code: m.code, ref: m.refCode, tenant: m.tenantId };
}

export function fillTemplate(template: string, m: OtpMessage, escape: (v: string) => string): string {
  const v = values(m);
  return template.replace(PLACEHOLDER, (_, key: string) => escape(v[key]));
}

const escapers = {
  'application/json': (v: string) => JSON.stringify(v).slice(1, -1),
  'application/x-www-form-urlencoded': (v: string) => encodeURIComponent(v),
} as const;

export class HttpSmsGateway implements OtpProvider {
  constructor(private readonly config: HttpGatewayConfig, private readonly fetchImpl: FetchLike = fetch as unknown as FetchLike) {
    if (!/^https?:\/\//.test(config.url)) throw new Error('SMS_HTTP_URL must be an http(s) URL');
  }

  async send(message: OtpMessage): Promise<void> {
    const c = this.config;
    const url = fillTemplate(c.url, message, encodeURIComponent);
    const body = fillTemplate(c.body, message, escapers[c.contentType]);
    const res = await this.fetchImpl(url, {
      method: c.method ?? 'POST',
      headers: { 'content-type': c.contentType, accept: 'application/json, text/plain, */*', ...(c.headers ?? {}) },
      body,
      signal: AbortSignal.timeout(c.timeoutMs ?? 10_000),
    });
    if (res.status < 200 || res.status > 299) throw new SmsSendError('SMS gateway', res.status, (await res.text()).slice(0, 200));
  }
}
