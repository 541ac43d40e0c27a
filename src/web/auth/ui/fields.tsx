/** @jsxImportSource theme-ui */
import { useId, useState, type ButtonHTMLAttributes, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ThemeUIStyleObject } from 'theme-ui';

export const MOBILE_LENGTH = 10;
export const OTP_LENGTH = 6;
export const MOBILE_PATTERN = /^0[0-9]{9}$/;

const inputSx: ThemeUIStyleObject = {
  width: '100%',
  fontFamily: 'body',
  fontSize: 2,
  px: 3,
  py: '10px',
  border: '1px solid',
  borderRadius: 'default',
  bg: 'background',
  color: 'text',
  outline: 'none',
  '&:focus': { borderColor: 'primary', boxShadow: '0 0 0 2px rgba(0,0,0,0.04)' },
  '&:disabled': { bg: 'muted', color: 'textMuted' },
};

/** Numeric-only input rule (spec section 5): non-digit keys and input past the maximum are blocked. */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D+/g, '').slice(0, max);
}

function blockNonDigitKeys(event: KeyboardEvent<HTMLInputElement>): void {
  if (event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1) return;
  if (!/\d/.test(event.key)) event.preventDefault();
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
  /** Digits only, at most this many. */
  digits?: number;
  big?: boolean;
}

/** A labelled input with its error below (announced to screen readers). */
export function Field({ label, value, onChange, error, hint, digits, big, type = 'text', ...rest }: FieldProps) {
  const id = useId();
  const { t } = useTranslation();
  const [reveal, setReveal] = useState(false);
  const password = type === 'password';
  return (
    <div sx={{ mb: 3 }}>
      <label htmlFor={id} sx={{ display: 'block', fontWeight: 'bold', fontSize: 1, mb: 1 }}>
        {label}
      </label>
      <div sx={{ position: 'relative' }}>
        <input
          id={id}
          type={password && reveal ? 'text' : type}
          value={value}
          inputMode={digits ? 'numeric' : undefined}
          maxLength={digits}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onKeyDown={digits ? blockNonDigitKeys : undefined}
          onChange={(e) => onChange(digits ? digitsOnly(e.target.value, digits) : e.target.value)}
          sx={{ ...inputSx, borderColor: error ? 'error' : 'border', ...(big ? { fontSize: 5, letterSpacing: '0.5em', textAlign: 'center', fontWeight: 'bold' } : {}), ...(password ? { pr: 6 } : {}) }}
          {...rest}
        />
        {password && (
          <button
            type="button"
            onClick={() => setReveal((r) => !r)}
            aria-label={t(reveal ? 'buyer:auth.hidePassword' : 'buyer:auth.showPassword')}
            aria-pressed={reveal}
            sx={{ position: 'absolute', right: 2, top: '50%', transform: 'translateY(-50%)', bg: 'transparent', border: 0, cursor: 'pointer', color: 'secondaryText', fontFamily: 'body', fontSize: 1, px: 2, py: 1 }}
          >
            {t(reveal ? 'buyer:auth.hide' : 'buyer:auth.show')}
          </button>
        )}
      </div>
      {hint && !error && <div sx={{ color: 'textMuted', fontSize: 0, mt: 1 }}>{hint}</div>}
      {error && (
        <div id={`${id}-error`} role="alert" sx={{ color: 'errorText', fontSize: 1, mt: 1 }}>
          {error}
        </div>
      )}
    </div>
  );
}

export function PrimaryButton({ children, busy, type = 'submit', disabled, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { busy?: boolean }) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
      sx={{ variant: 'buttons.primary', width: '100%', border: 0, py: '12px', fontSize: 2, '&:disabled': { opacity: 0.6, cursor: 'default' } }}
    >
      {children}
    </button>
  );
}

export function LinkButton({ children, onClick, disabled }: { children: ReactNode; onClick: () => void; disabled?: boolean }) {
  return (
    <button type="button" onClick={onClick} disabled={disabled} sx={{ bg: 'transparent', border: 0, p: 0, fontFamily: 'body', fontSize: 1, color: 'secondaryText', cursor: 'pointer', textDecoration: 'underline', '&:disabled': { color: 'textMuted', textDecoration: 'none', cursor: 'default' } }}>
      {children}
    </button>
  );
}
