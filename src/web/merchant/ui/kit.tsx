/** @jsxImportSource theme-ui */
import type { ButtonHTMLAttributes, InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../widgets/Icon';
import { TEXT_SHADED } from '../../../engine';
import { DatePicker } from '../../../engine/date-picker';

/** Building blocks of the back-office screens (one look across them; colours from the tenant theme). */

/** Text for assistive technology only: an action column's header (axe empty-table-header), a hidden label. */
export const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, m: 0, p: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;

export function Page({ title, subtitle, actions, back, children }: { title: ReactNode; subtitle?: ReactNode; actions?: ReactNode; back?: { to: string; label: string }; children: ReactNode }) {
  return (
    <section sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      {back && (
        <Link to={back.to} sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'secondaryText', textDecoration: 'none', fontSize: 1 }}>
          <Icon name="back" size={18} />{back.label}
        </Link>
      )}
      <div sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2 }}>
        <div sx={{ minWidth: 0 }}>
          <h1 sx={{ fontSize: [3, 4], m: 0 }}>{title}</h1>
          {subtitle && <p sx={{ m: 0, mt: 1, color: 'textMuted', fontSize: 1 }}>{subtitle}</p>}
        </div>
        {actions && <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>{actions}</div>}
      </div>
      {children}
    </section>
  );
}

export function Card({ title, children, actions, testId }: { title?: ReactNode; children: ReactNode; actions?: ReactNode; testId?: string }) {
  return (
    <div data-testid={testId} sx={{ bg: 'background', borderRadius: 'default', boxShadow: 'card', p: [3, 4], minWidth: 0 }}>
      {(title || actions) && (
        <div sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3, flexWrap: 'wrap' }}>
          {title && <h2 sx={{ fontSize: [2, 3], m: 0 }}>{title}</h2>}
          {actions}
        </div>
      )}
      {children}
    </div>
  );
}

type Tone = 'primary' | 'secondary' | 'outline' | 'danger' | 'plain';
const TONES: Record<Tone, object> = {
  primary: { bg: 'primary', color: 'onPrimary', borderColor: 'primary' },
  secondary: { bg: 'secondary', color: 'onSecondary', borderColor: 'secondary' },
  outline: { bg: 'background', color: 'secondaryText', borderColor: 'secondary' },
  danger: { bg: 'background', color: 'errorText', borderColor: 'error' },
  plain: { bg: 'transparent', color: 'text', borderColor: 'transparent' },
};

export function Button({ tone = 'primary', busy, children, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { tone?: Tone; busy?: boolean }) {
  return (
    <button
      type="button"
      {...rest}
      disabled={rest.disabled || busy}
      aria-busy={busy || undefined}
      sx={{ ...TONES[tone], border: '1px solid', borderRadius: 'default', px: 3, py: 2, fontFamily: 'body', fontSize: 1, fontWeight: 'bold', cursor: 'pointer', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', gap: 1, minHeight: 40, '&:disabled': { opacity: 0.55, cursor: 'default' } }}
    >
      {children}
    </button>
  );
}

export function ButtonLink({ to, tone = 'outline', children }: { to: string; tone?: Tone; children: ReactNode }) {
  return (
    <Link to={to} sx={{ ...TONES[tone], border: '1px solid', borderRadius: 'default', px: 3, py: 2, fontSize: 1, fontWeight: 'bold', textDecoration: 'none', display: 'inline-flex', alignItems: 'center', gap: 1, minHeight: 40, boxSizing: 'border-box' }}>
      {children}
    </Link>
  );
}

const inputSx = { width: '100%', boxSizing: 'border-box', fontFamily: 'body', fontSize: 1, px: 2, py: 2, border: '1px solid', borderColor: 'border', borderRadius: 'small', bg: 'background', color: 'text', minHeight: 40, '&:focus': { borderColor: 'primary', outline: 'none' } } as const;

export function Field({ label, error, hint, children, id }: { label: ReactNode; error?: string | null; hint?: ReactNode; children: ReactNode; id?: string }) {
  return (
    <div sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
      <label htmlFor={id} sx={{ fontSize: 1, fontWeight: 'bold' }}>{label}</label>
      {children}
      {hint && !error && <span id={id && `${id}-note`} sx={{ fontSize: 0, color: 'textMuted' }}>{hint}</span>}
      {error && <span id={id && `${id}-note`} role="alert" sx={{ fontSize: 0, color: 'errorText' }}>{error}</span>}
    </div>
  );
}

/** What a screen reader reads after a control's name: the field's error, or else its hint (Field's note). */
const describedBy = (id: string, error?: string | null, hint?: ReactNode) => (error || hint ? `${id}-note` : undefined);

export function TextInput({ label, error, hint, ...rest }: InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; error?: string | null; hint?: ReactNode }) {
  const id = useId();
  return (
    <Field label={label} error={error} hint={hint} id={id}>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...rest} sx={{ ...inputSx, borderColor: error ? 'error' : 'border' }} />
    </Field>
  );
}

/** A date field (the app's DatePicker): the page's calendar on screen, an ISO day in `value`. */
export function DateInput({ label, error, hint, value, onChange, min, max, 'data-testid': testId }: { label: string; error?: string | null; hint?: ReactNode; value: string; onChange: (iso: string) => void; min?: string; max?: string; 'data-testid'?: string }) {
  const id = useId();
  return (
    <Field label={label} error={error} hint={hint} id={id}>
      <DatePicker id={id} label={label} value={value} onChange={onChange} min={min} max={max} invalid={Boolean(error)} data-testid={testId} />
    </Field>
  );
}

export function TextArea({ label, error, ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: ReactNode; error?: string | null }) {
  const id = useId();
  return (
    <Field label={label} error={error} id={id}>
      <textarea id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error)} {...rest} sx={{ ...inputSx, minHeight: 80, resize: 'vertical' }} />
    </Field>
  );
}

export function Select({ label, options, error, ...rest }: SelectHTMLAttributes<HTMLSelectElement> & { label: ReactNode; options: { value: string; label: string }[]; error?: string | null }) {
  const id = useId();
  return (
    <Field label={label} error={error} id={id}>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error)} {...rest} sx={inputSx}>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </Field>
  );
}

/** Tabs as a row of buttons (aria tablist); scrolls sideways on a phone. */
export function Tabs<T extends string>({ tabs, value, onChange, label }: { tabs: { id: T; label: ReactNode }[]; value: T; onChange: (id: T) => void; label: string }) {
  return (
    <div role="tablist" aria-label={label} sx={{ display: 'flex', gap: 1, overflowX: 'auto', borderBottom: '1px solid', borderColor: 'border' }}>
      {tabs.map((tab) => {
        const active = tab.id === value;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            aria-selected={active}
            onClick={() => onChange(tab.id)}
            sx={{ bg: 'transparent', border: 0, borderBottom: '3px solid', borderColor: active ? 'primary' : 'transparent', color: active ? 'primaryText' : 'textMuted', fontWeight: active ? 'bold' : 'body', fontFamily: 'body', fontSize: 1, px: 3, py: 2, whiteSpace: 'nowrap', cursor: 'pointer', mb: '-1px' }}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

export function Pager({ skip, take, total, onChange, labels }: { skip: number; take: number; total: number; onChange: (skip: number) => void; labels: { previous: string; next: string; page: string } }) {
  if (total <= take) return null;
  return (
    <nav aria-label={labels.page} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mt: 3 }}>
      <Button tone="outline" disabled={skip === 0} onClick={() => onChange(Math.max(0, skip - take))}>{labels.previous}</Button>
      <span sx={{ fontSize: 1, color: 'textMuted' }}>{labels.page}</span>
      <Button tone="outline" disabled={skip + take >= total} onClick={() => onChange(skip + take)}>{labels.next}</Button>
    </nav>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p sx={{ textAlign: 'center', color: 'textMuted', py: 4, m: 0 }}>{children}</p>;
}

export function Pill({ color, children }: { color: string; children: ReactNode }) {
  // The border keeps the brand colour; the text uses its readable shade (docs/accessibility.md).
  const text = (TEXT_SHADED as readonly string[]).includes(color) ? `${color}Text` : color;
  return (
    <span sx={{ display: 'inline-block', px: 2, py: '1px', borderRadius: 'pill', fontSize: 0, fontWeight: 'bold', whiteSpace: 'nowrap', color: text, border: '1px solid', borderColor: color, bg: 'background' }}>
      {children}
    </span>
  );
}

/** Two columns of label/value pairs (one column on a phone). */
export function Facts({ rows }: { rows: [ReactNode, ReactNode][] }) {
  return (
    <dl sx={{ display: 'grid', gridTemplateColumns: ['1fr', 'minmax(120px, max-content) 1fr'], columnGap: 3, rowGap: 1, m: 0, fontSize: 1 }}>
      {rows.map(([k, v], i) => (
        <div key={i} sx={{ display: 'contents' }}>
          <dt sx={{ color: 'textMuted' }}>{k}</dt>
          <dd sx={{ m: 0, mb: [2, 0], overflowWrap: 'anywhere' }}>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** On/off as a switch (role="switch"). */
export function Switch({ checked, onChange, label, disabled }: { checked: boolean; onChange: (next: boolean) => void; label: string; disabled?: boolean }) {
  return (
    <button type="button" role="switch" aria-checked={checked} aria-label={label} disabled={disabled} onClick={() => onChange(!checked)}
      sx={{ position: 'relative', width: 52, height: 28, flexShrink: 0, borderRadius: 'pill', border: 0, cursor: 'pointer', bg: checked ? 'success' : 'border', '&:disabled': { opacity: 0.6, cursor: 'default' } }}>
      <span sx={{ position: 'absolute', top: '3px', left: checked ? '27px' : '3px', width: 22, height: 22, borderRadius: '50%', bg: 'background', boxShadow: 'card', transition: 'left 120ms' }} />
    </button>
  );
}

/** One entry of a side list that picks what the page shows (content pages, banners): the current one is marked. */
export function NavItemButton({ current, children, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { current: boolean; 'data-testid'?: string; 'data-state'?: string }) {
  return (
    <button type="button" aria-current={current ? 'page' : undefined} {...rest}
      sx={{ width: '100%', textAlign: 'left', bg: current ? 'muted' : 'transparent', border: 0, borderLeft: '3px solid', borderColor: current ? 'primary' : 'transparent', px: 2, py: 2, cursor: 'pointer', fontFamily: 'body', color: 'text' }}>
      {children}
    </button>
  );
}
