import { HttpSmsGateway, type HttpGatewayConfig } from './http-gateway';
import { DevOutboxProvider } from './local';
import type { FetchLike, OtpProvider } from './provider';
import { ThaiBulkSmsProvider } from './thaibulksms';

/** SMS settings read from the environment once (config.ts); secrets never come from the repo. */
export type SmsConfig =
  | { provider: 'local' }
  | { provider: 'none' }
  | { provider: 'http'; http: Partial<HttpGatewayConfig> }
  | { provider: 'thaibulksms'; apiKey?: string; apiSecret?: string; sender?: string; force?: string };

export function smsConfigFromEnv(env: NodeJS.ProcessEnv): SmsConfig {
  const kind = (env.SMS_PROVIDER ?? '').trim().toLowerCase();
  if (kind === 'http') {
    let headers: Record<string, string> | undefined;
    if (env.SMS_HTTP_HEADERS) {
      try { headers = JSON.parse(env.SMS_HTTP_HEADERS) as Record<string, string>; } catch { throw new Error('SMS_HTTP_HEADERS must be a JSON object of header names to values'); }
    }
    const contentType = env.SMS_HTTP_CONTENT_TYPE === 'application/x-www-form-urlencoded' ? 'application/x-www-form-urlencoded' : 'application/json';
    return { provider: 'http', http: { url: env.SMS_HTTP_URL, body: env.SMS_HTTP_BODY, contentType, headers, method: env.SMS_HTTP_METHOD === 'PUT' ? 'PUT' : 'POST' } };
  }
  if (kind === 'thaibulksms') {
    return { provider: 'thaibulksms', apiKey: env.THAIBULKSMS_API_KEY, apiSecret: env.THAIBULKSMS_API_SECRET, sender: env.THAIBULKSMS_SENDER, force: env.THAIBULKSMS_FORCE };
  }
  if (kind === 'local') return { provider: 'local' };
  if (kind === '') return { provider: 'none' };
  throw new Error(`SMS_PROVIDER must be one of http, thaibulksms, local (got '${env.SMS_PROVIDER}')`);
}

const required = (value: string | undefined, name: string, why: string): string => {
  if (!value) throw new Error(`${name} is required ${why}`);
  return value;
};

/**
 * The provider the settings name. Production refuses the local outbox and a missing provider,
 * with a message naming the variable to set; elsewhere no setting means the local outbox.
 */
export function smsProviderFromConfig(sms: SmsConfig, o: { production: boolean; dataDir: string; clock?: () => number; fetch?: FetchLike }): { provider: OtpProvider; outbox: DevOutboxProvider | null } {
  if (sms.provider === 'none' || sms.provider === 'local') {
    if (o.production) {
      throw new Error(sms.provider === 'local'
        ? 'SMS_PROVIDER=local writes codes to a file and is refused with NODE_ENV=production: set SMS_PROVIDER to http or thaibulksms'
        : 'SMS_PROVIDER is required with NODE_ENV=production (http or thaibulksms): OTP codes need a real SMS gateway');
    }
    const outbox = new DevOutboxProvider(o.dataDir, o.clock);
    return { provider: outbox, outbox };
  }
  if (sms.provider === 'thaibulksms') {
    const why = 'when SMS_PROVIDER=thaibulksms';
    return {
      provider: new ThaiBulkSmsProvider({
        apiKey: required(sms.apiKey, 'THAIBULKSMS_API_KEY', why), apiSecret: required(sms.apiSecret, 'THAIBULKSMS_API_SECRET', why),
        sender: required(sms.sender, 'THAIBULKSMS_SENDER', why), force: sms.force === 'standard' ? 'standard' : 'corporate',
      }, o.fetch),
      outbox: null,
    };
  }
  const why = 'when SMS_PROVIDER=http';
  const h = sms.http;
  return {
    provider: new HttpSmsGateway({
      url: required(h.url, 'SMS_HTTP_URL', why), body: required(h.body, 'SMS_HTTP_BODY', why),
      contentType: h.contentType ?? 'application/json', headers: h.headers, method: h.method,
    }, o.fetch),
    outbox: null,
  };
}
