import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { tenantBundle } from '../tenants/resolve';

const cache = new Map<string, Record<string, unknown>>();

function localeFile(dir: string, lang: string, ns: string): Record<string, unknown> {
  const file = path.join(dir, lang, `${ns}.json`);
  let v = cache.get(file);
  if (!v) {
    try {
      v = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    } catch {
      v = {};
    }
    cache.set(file, v);
  }
  return v;
}

/**
 * Server-side text for messages sent outside the browser (LINE pushes): the tenant's wording
 * overlay ("ns:key") first, then locales/<lang>/<ns>.json, then the fallback; `{{name}}` filled in.
 */
export function serverText(app: FastifyInstance, tenantId: string, lang: 'th' | 'en', key: string, fallback: string, vars: Record<string, string> = {}): string {
  const [ns, rest] = key.split(':');
  const wording = tenantBundle(app, tenantId).wording?.[lang] as Record<string, string> | undefined;
  let text: unknown = wording?.[key];
  if (typeof text !== 'string') {
    const dir = path.join(app.config.tenantsDir, '..', 'locales');
    text = rest.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), localeFile(dir, lang, ns));
  }
  const s = typeof text === 'string' ? text : fallback;
  return s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => vars[k] ?? '');
}
