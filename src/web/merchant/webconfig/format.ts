import type { Locale } from '../../app/locale';
import { formatDate } from '../../../engine';

/** A timestamp as the back office shows it: Bangkok time, Buddhist calendar in Thai. */
export function formatDateTime(iso: string | null | undefined, locale: Locale): string {
  return formatDate(iso, 'dateTimeSeconds', locale);
}

/** A before/after value of the audit log in one line: `FLAG: value` pairs, or the JSON. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value !== 'object') return String(value);
  if (!Array.isArray(value)) {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.every(([, v]) => v === null || typeof v !== 'object')) return entries.map(([k, v]) => `${k}: ${v === null || v === undefined ? '—' : String(v)}`).join(', ');
  }
  return JSON.stringify(value);
}

export function isYesNo(value: string | null | undefined): boolean {
  return value === 'Y' || value === 'N';
}
