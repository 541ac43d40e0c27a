/** @jsxImportSource theme-ui */
import 'react-day-picker/style.css';
import type { Theme } from 'theme-ui';
import { DayPicker } from 'react-day-picker';
import { DayPicker as BuddhistDayPicker } from 'react-day-picker/buddhist';
import { enGB } from 'react-day-picker/locale/en-GB';
import { th } from 'react-day-picker/locale/th';
import { isoDay, parseIsoDay } from '../../i18n/dates';

/*
 * The month grid of the date field, loaded only when a person opens it (the page's first render,
 * on the server too, has just the text box). react-day-picker gives the keyboard grid (arrows,
 * Page Up/Down, Home/End) and its screen-reader labels; its Buddhist build writes Thai years in
 * the Buddhist era. Dates here are local-midnight Dates built from the ISO day's parts, so no
 * zone can move the day.
 */
function toDate(iso: string | undefined): Date | undefined {
  const p = iso ? parseIsoDay(iso) : null;
  return p ? new Date(p.year, p.month - 1, p.day) : undefined;
}

const toIso = (d: Date) => isoDay(d.getFullYear(), d.getMonth() + 1, d.getDate());

export interface DateCalendarProps {
  locale: 'th' | 'en';
  value: string;
  today: string;
  min?: string;
  max?: string;
  onPick: (iso: string) => void;
}

export default function DateCalendar({ locale, value, today, min, max, onPick }: DateCalendarProps) {
  const selected = toDate(value);
  const todayDate = toDate(today)!;
  const from = toDate(min);
  const to = toDate(max);
  const props = {
    mode: 'single' as const,
    selected,
    onSelect: (d: Date | undefined) => d && onPick(toIso(d)),
    defaultMonth: selected ?? todayDate,
    today: todayDate,
    autoFocus: true,
    captionLayout: 'dropdown' as const,
    startMonth: from ?? new Date(todayDate.getFullYear() - 10, 0, 1),
    endMonth: to ?? new Date(todayDate.getFullYear() + 5, 11, 31),
    disabled: [...(from ? [{ before: from }] : []), ...(to ? [{ after: to }] : [])],
  };
  return (
    <div
      sx={{
        '--rdp-accent-color': (t: Theme) => String(t.rawColors?.primaryText ?? t.colors?.primaryText ?? 'currentColor'),
        '--rdp-accent-background-color': (t: Theme) => String(t.rawColors?.muted ?? t.colors?.muted ?? 'transparent'),
        '--rdp-day-height': '40px',
        '--rdp-day-width': '40px',
        '--rdp-day_button-height': '38px',
        '--rdp-day_button-width': '38px',
        fontSize: 1,
        '& .rdp-selected .rdp-day_button': { bg: 'primary', color: 'onPrimary' },
      }}
    >
      {locale === 'th' ? <BuddhistDayPicker {...props} locale={th} numerals="latn" /> : <DayPicker {...props} locale={enGB} />}
    </div>
  );
}
