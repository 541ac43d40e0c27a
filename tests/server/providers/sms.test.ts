// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../../src/server/config';
import { buildApp } from '../../../src/server/app';
import { smsConfigFromEnv, smsProviderFromConfig } from '../../../src/server/providers/sms/from-config';
import { HttpSmsGateway } from '../../../src/server/providers/sms/http-gateway';
import type { FetchLike, OtpMessage } from '../../../src/server/providers/sms/provider';
import { ThaiBulkSmsProvider } from '../../../src/server/providers/sms/thaibulksms';

/**
 * Issue 20, must-fix 4: real SMS adapters, replayed against recorded gateway answers (no network),
 * and a production start that refuses to run without JWT_SECRET and a provider.
 */
interface Recorded { request?: { method: string; url: string; headers: Record<string, string>; form?: Record<string, string>; body?: unknown }; response: { status: number; body: unknown } }
const fixture = (name: string): Recorded => JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8'));

interface Sent { url: string; method: string; headers: Record<string, string>; body: string }
function replay(rec: Recorded): { fetch: FetchLike; sent: Sent[] } {
  const sent: Sent[] = [];
  const fetch: FetchLike = async (url, init) => {
    sent.push({ url, method: init.method, headers: init.headers, body: init.body });
    return { status: rec.response.status, text: async () => JSON.stringify(rec.response.body) };
  };
  return { fetch, sent };
}

const message = (extra: Partial<OtpMessage> = {}): OtpMessage => ({
  tenantId: 'sabai', audience: 'customer', mobileNo: '0812345678', code: '123456', refCode: 'ABC234', purpose: 'login',
  expiresAt: '2026-11-20T10:10:00.000Z', text: 'Talad OTP 123456 (Ref. ABC234) valid for 10 minutes. Never share this code.', ...extra,
});

describe('ThaiBulkSMS', () => {
  const config = { apiKey: 'key-1', apiSecret: 'secret-1', sender: 'TALAD' };

  it('posts the documented form with Basic auth and accepts a 201 listing the number', async () => {
    const rec = fixture('thaibulksms-send-201.json');
    const { fetch, sent } = replay(rec);
    await new ThaiBulkSmsProvider(config, fetch).send(message());
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe(rec.request!.url);
    expect(sent[0].method).toBe('POST');
    expect(sent[0].headers.authorization).toBe(`Basic ${Buffer.from('key-1:secret-1').toString('base64')}`);
    expect(sent[0].headers).toMatchObject(rec.request!.headers);
    const form = Object.fromEntries(new URLSearchParams(sent[0].body));
    expect(form).toMatchObject(rec.request!.form!);
    expect(form.message).toBe(message().text);
  });

  it('rejects when the number is in bad_phone_number_list', async () => {
    const { fetch } = replay(fixture('thaibulksms-bad-number-201.json'));
    await expect(new ThaiBulkSmsProvider(config, fetch).send(message({ mobileNo: '0800000000' }))).rejects.toThrow(/Invalid phone number/);
  });

  it('rejects with the gateway\'s error on 401', async () => {
    const { fetch } = replay(fixture('thaibulksms-unauthorized-401.json'));
    await expect(new ThaiBulkSmsProvider(config, fetch).send(message())).rejects.toThrow(/\(401\): UNAUTHORIZED Invalid API key or secret/);
  });
});

describe('generic HTTP gateway', () => {
  it('fills the template, escaping values for JSON and the URL, with the configured headers', async () => {
    const rec = fixture('http-gateway-accepted-200.json');
    const { fetch, sent } = replay(rec);
    const sms = smsConfigFromEnv({
      SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example.test/v1/messages?tenant={{tenant}}',
      SMS_HTTP_BODY: '{"to":"{{msisdn}}","text":"{{text}}"}', SMS_HTTP_HEADERS: '{"authorization":"Bearer test-token"}',
    });
    const { provider, outbox } = smsProviderFromConfig(sms, { production: true, dataDir: os.tmpdir(), fetch });
    expect(outbox).toBeNull();
    await provider.send(message({ text: `${message().text} "quoted"` }));
    expect(sent[0].url).toBe(rec.request!.url);
    expect(sent[0].headers).toMatchObject(rec.request!.headers);
    expect(JSON.parse(sent[0].body)).toEqual(rec.request!.body);
  });

  it('form-encodes values for a form body and rejects a non-2xx answer', async () => {
    const sent: string[] = [];
    const fetch: FetchLike = async (_url, init) => { sent.push(init.body); return { status: 500, text: async () => 'gateway down' }; };
    const gw = new HttpSmsGateway({ url: 'https://sms.example.test/send', contentType: 'application/x-www-form-urlencoded', body: 'to={{to}}&msg={{text}}' }, fetch);
    await expect(gw.send(message({ text: 'a&b=c ไทย' }))).rejects.toThrow(/\(500\): gateway down/);
    expect(Object.fromEntries(new URLSearchParams(sent[0]))).toEqual({ to: '0812345678', msg: 'a&b=c ไทย' });
  });
});

describe('production start', () => {
  const base = { NODE_ENV: 'production', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'talad-prod-')), LOG_LEVEL: 'silent' };
  const start = (env: Record<string, string>) => buildApp({ config: configFromEnv({ ...base, ...env }), watchTenants: false });

  it('refuses to start without JWT_SECRET, naming it', async () => {
    await expect(start({ SMS_PROVIDER: 'thaibulksms', THAIBULKSMS_API_KEY: 'k', THAIBULKSMS_API_SECRET: 's', THAIBULKSMS_SENDER: 'TALAD' }))
      .rejects.toThrow(/^JWT_SECRET is required with NODE_ENV=production/);
  });

  it('refuses to start without an SMS provider, or with the local outbox, naming SMS_PROVIDER', async () => {
    const secret = { JWT_SECRET: 'x'.repeat(40) };
    await expect(start(secret)).rejects.toThrow(/^SMS_PROVIDER is required with NODE_ENV=production/);
    await expect(start({ ...secret, SMS_PROVIDER: 'local' })).rejects.toThrow(/SMS_PROVIDER=local .* refused with NODE_ENV=production/);
  });

  it('names each missing setting of the chosen provider', async () => {
    const secret = { JWT_SECRET: 'x'.repeat(40) };
    await expect(start({ ...secret, SMS_PROVIDER: 'thaibulksms', THAIBULKSMS_API_KEY: 'k' })).rejects.toThrow(/^THAIBULKSMS_API_SECRET is required when SMS_PROVIDER=thaibulksms/);
    await expect(start({ ...secret, SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example.test' })).rejects.toThrow(/^SMS_HTTP_BODY is required when SMS_PROVIDER=http/);
    expect(() => configFromEnv({ ...base, SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/^SMS_PROVIDER must be one of http, thaibulksms, local/);
  });
});
