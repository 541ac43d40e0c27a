import { formatDate } from '../../engine';

/** Bangkok date and time as the back office shows them (DD/MM/YYYY HH:mm). */
export function formatWhen(iso: string, locale: 'th' | 'en'): string {
  return formatDate(iso, 'numericDateTime', locale);
}

/** Bangkok date and time as the buyer's order pages show them ('21 พ.ย. 2569 10:42', '21 Nov 2026, 10:42'). */
export function formatBuyerWhen(iso: string, locale: 'th' | 'en'): string {
  return formatDate(iso, 'dateTime', locale);
}

/** A `datetime-local` value (Bangkok wall time) → ISO instant. */
export function bangkokLocalToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const d = new Date(`${value}:00+07:00`);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** ISO instant → `datetime-local` value in Bangkok. */
export function isoToBangkokLocal(iso: string): string {
  const d = new Date(new Date(iso).getTime() + 7 * 3600_000);
  return d.toISOString().slice(0, 16);
}
