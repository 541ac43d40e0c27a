/** @jsxImportSource theme-ui */
import type { KeyboardEvent } from 'react';

const CONTROL_KEYS = new Set(['Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Tab', 'Home', 'End', 'Enter', 'Escape']);

/**
 * Buyer spec section 5: numeric-only inputs block non-digit keys and input beyond a maximum length.
 * Pasted text is cleaned the same way.
 */
export function blockNonDigitKey(event: KeyboardEvent<HTMLInputElement>, maxLength: number): void {
  if (event.ctrlKey || event.metaKey || event.altKey || CONTROL_KEYS.has(event.key)) return;
  if (!/^\d$/.test(event.key)) {
    event.preventDefault();
    return;
  }
  const el = event.currentTarget;
  const selected = (el.selectionEnd ?? 0) - (el.selectionStart ?? 0);
  if (el.value.length - selected >= maxLength) event.preventDefault();
}

export function digitsOnly(text: string, maxLength: number): string {
  return text.replace(/\D/g, '').slice(0, maxLength);
}

interface Props {
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  label: string;
  id?: string;
  width?: number | string;
  testId?: string;
  onBlur?: () => void;
  onEnter?: () => void;
  disabled?: boolean;
}

/** A text box that only ever holds up to `maxLength` digits. */
export function NumericInput({ value, onChange, maxLength, label, id, width = 64, testId, onBlur, onEnter, disabled }: Props) {
  return (
    <input
      id={id}
      type="text"
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="off"
      aria-label={label}
      data-testid={testId}
      value={value}
      disabled={disabled}
      maxLength={maxLength}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onEnter?.();
        blockNonDigitKey(e, maxLength);
      }}
      onChange={(e) => onChange(digitsOnly(e.target.value, maxLength))}
      onBlur={onBlur}
      onFocus={(e) => e.currentTarget.select()}
      sx={{ width, textAlign: 'center', fontFamily: 'body', fontSize: 2, py: 1, px: 1, border: '1px solid', borderColor: 'border', borderRadius: 'small', bg: 'background', color: 'text', '&:focus': { borderColor: 'primary', outline: 'none' }, '&:disabled': { bg: 'muted' } }}
    />
  );
}
