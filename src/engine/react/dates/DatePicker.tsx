/** @jsxImportSource theme-ui */
import { lazy, Suspense, useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ThemeUIStyleObject } from 'theme-ui';
import { bangkokIsoDay, formatDate, parseTypedDate } from '../../i18n/dates';

const DateCalendar = lazy(() => import('./DateCalendar'));

export interface DatePickerProps {
  /** Id of the text box, for the caller's `<label htmlFor>`. */
  id?: string;
  /** The field's name as people read it: names the calendar button and the calendar. */
  label: string;
  /** 'YYYY-MM-DD' or ''. */
  value: string;
  onChange: (iso: string) => void;
  min?: string;
  max?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  /** Extra ids for aria-describedby (the caller's error or hint). */
  describedBy?: string;
  autoFocus?: boolean;
  onBlur?: () => void;
  'data-testid'?: string;
  inputSx?: ThemeUIStyleObject;
}

const inRange = (iso: string, min?: string, max?: string) => (!min || iso >= min) && (!max || iso <= max);

/**
 * The one date field of the app, in place of `<input type="date">` (whose text follows the
 * browser's language, not the page's). People type day/month/year in the page's calendar (the
 * Buddhist era on Thai pages: 20/11/2569) or pick a day from the calendar button; the form always
 * gets the ISO day '2026-11-20'. Escape closes the calendar and gives the focus back to its button.
 */
export function DatePicker(props: DatePickerProps) {
  const { id: givenId, label, value, onChange, min, max, name, required, disabled, invalid, describedBy, autoFocus, onBlur, inputSx } = props;
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const ownId = useId();
  const id = givenId ?? `date-${ownId}`;
  const formatId = `${id}-format`;
  const errorId = `${id}-typed-error`;
  const example = formatDate('2026-11-20', 'numericDate', locale);
  const shownFor = `${value}|${locale}`;
  const [text, setText] = useState(() => formatDate(value, 'numericDate', locale));
  const [synced, setSynced] = useState(shownFor);
  const [bad, setBad] = useState(false);
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const popover = useRef<HTMLDivElement>(null);
  const [flip, setFlip] = useState<{ right: boolean; up: boolean }>({ right: false, up: false });

  // A new value from outside (a pick, a reset, another language) rewrites the text, unless the
  // text already says that day (the person is still typing it).
  if (synced !== shownFor) {
    setSynced(shownFor);
    if (parseTypedDate(text, locale) !== value || !synced.endsWith(`|${locale}`)) setText(formatDate(value, 'numericDate', locale));
  }

  useEffect(() => {
    if (!open) return undefined;
    const away = (event: PointerEvent) => {
      if (!wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  // A field near the right or bottom edge would push the calendar off screen: open it towards
  // the side with room (measured once it has its real size, after the lazy grid has loaded).
  useLayoutEffect(() => {
    if (!open) return undefined;
    const place = () => {
      const field = wrap.current?.getBoundingClientRect();
      const box = popover.current?.getBoundingClientRect();
      if (!field || !box) return;
      const right = field.left + box.width > window.innerWidth - 8 && field.right - box.width >= 8;
      const up = field.bottom + box.height > window.innerHeight - 8 && field.top - box.height >= 8;
      setFlip((f) => (f.right === right && f.up === up ? f : { right, up }));
    };
    place();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    if (popover.current) observer?.observe(popover.current);
    return () => observer?.disconnect();
  }, [open]);

  const commit = (iso: string) => {
    setSynced(`${iso}|${locale}`);
    setBad(false);
    if (iso !== value) onChange(iso);
  };

  const typed = (next: string) => {
    setText(next);
    if (next.trim() === '') return commit('');
    const iso = parseTypedDate(next, locale);
    if (iso && inRange(iso, min, max)) commit(iso);
  };

  const blurred = () => {
    const iso = text.trim() === '' ? '' : parseTypedDate(text, locale);
    if (iso === null || (iso && !inRange(iso, min, max))) setBad(true);
    else setText(formatDate(iso, 'numericDate', locale));
    onBlur?.();
  };

  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };

  const keys = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      event.preventDefault();
      close(true);
    }
  };

  const leaving = (event: FocusEvent) => {
    if (open && !wrap.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget) setOpen(false);
  };

  const described = [formatId, bad ? errorId : '', describedBy ?? ''].filter(Boolean).join(' ');
  return (
    <div ref={wrap} onKeyDown={keys} onBlur={leaving} sx={{ position: 'relative', minWidth: 0 }}>
      <div sx={{ display: 'flex', alignItems: 'stretch', gap: 1 }}>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          placeholder={t('common:dateField.placeholder')}
          required={required}
          disabled={disabled}
          autoFocus={autoFocus}
          aria-invalid={invalid || bad ? true : undefined}
          aria-describedby={described}
          data-testid={props['data-testid']}
          data-value={value}
          onChange={(event) => typed(event.target.value)}
          onBlur={blurred}
          sx={{ flex: 1, minWidth: 0, width: '100%', boxSizing: 'border-box', fontFamily: 'body', fontSize: 1, px: 2, py: 2, border: '1px solid', borderColor: invalid || bad ? 'error' : 'border', borderRadius: 'small', bg: 'background', color: 'text', minHeight: 40, ...inputSx }}
        />
        {name ? <input type="hidden" name={name} value={value} /> : null}
        <button
          ref={button}
          type="button"
          disabled={disabled}
          aria-label={t('common:dateField.choose', { label })}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          sx={{ flex: 'none', width: 40, minHeight: 40, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', border: '1px solid', borderColor: 'border', borderRadius: 'small', bg: 'background', color: 'text', cursor: 'pointer', '&:disabled': { opacity: 0.55, cursor: 'default' } }}
        >
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M3 10h18M8 3v4M16 3v4" />
          </svg>
        </button>
      </div>
      <span id={formatId} sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>
        {t('common:dateField.format', { example })}
      </span>
      {bad ? <span id={errorId} role="alert" sx={{ display: 'block', fontSize: 0, color: 'errorText', mt: 1 }}>{t('common:dateField.invalid', { example })}</span> : null}
      {open ? (
        <div
          ref={popover}
          role="dialog"
          aria-label={t('common:dateField.calendar', { label })}
          data-placement={`${flip.up ? 'top' : 'bottom'}-${flip.right ? 'end' : 'start'}`}
          sx={{ position: 'absolute', zIndex: 30, ...(flip.up ? { bottom: '100%', mb: 1 } : { top: '100%', mt: 1 }), ...(flip.right ? { right: 0 } : { left: 0 }), p: 2, bg: 'background', color: 'text', border: '1px solid', borderColor: 'border', borderRadius: 'default', boxShadow: '0 8px 24px rgba(0,0,0,0.18)', maxWidth: 'calc(100vw - 16px)', overflowX: 'auto' }}
        >
          <Suspense fallback={<span aria-busy="true">…</span>}>
            <DateCalendar locale={locale} value={value} today={bangkokIsoDay()} min={min} max={max} onPick={(iso) => { setText(formatDate(iso, 'numericDate', locale)); commit(iso); close(true); }} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
