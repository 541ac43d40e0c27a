/** @jsxImportSource theme-ui */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumericInput } from './NumericInput';

/** Most a single unit line may hold; five digits matches the server's limit (100 000). */
export const MAX_QTY_DIGITS = 5;

interface Props {
  value: number;
  onChange: (value: number) => void;
  /** What the quantity counts ('Case', 'แพ็ค'), for screen readers. */
  unitLabel: string;
  disabled?: boolean;
  testId?: string;
  size?: 'small' | 'normal';
}

/** − [ n ] + for one unit of a product; the box takes digits only. */
export function QuantityStepper({ value, onChange, unitLabel, disabled, testId, size = 'normal' }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const side = size === 'small' ? 32 : 40;
  const commit = (raw: string) => {
    const n = raw === '' ? 0 : Number(raw);
    if (n !== value) onChange(n);
    else setText(String(value));
  };
  const button = {
    width: side,
    height: side,
    border: '1px solid',
    borderColor: 'border',
    bg: 'background',
    color: 'primaryText',
    fontSize: 3,
    lineHeight: 1,
    cursor: 'pointer',
    fontFamily: 'body',
    '&:disabled': { color: 'textMuted', cursor: 'not-allowed' },
  } as const;
  return (
    <div data-testid={testId} role="group" aria-label={unitLabel} sx={{ display: 'inline-flex', alignItems: 'stretch' }}>
      <button type="button" aria-label={t('buyer:qty.decrease', { unit: unitLabel })} disabled={disabled || value <= 0} onClick={() => onChange(Math.max(0, value - 1))} sx={{ ...button, borderRadius: '8px 0 0 8px' }}>
        −
      </button>
      <NumericInput
        value={text}
        onChange={setText}
        onBlur={() => commit(text)}
        onEnter={() => commit(text)}
        maxLength={MAX_QTY_DIGITS}
        label={t('buyer:qty.quantityOf', { unit: unitLabel })}
        width={size === 'small' ? 48 : 64}
        disabled={disabled}
      />
      <button type="button" aria-label={t('buyer:qty.increase', { unit: unitLabel })} disabled={disabled} onClick={() => onChange(value + 1)} sx={{ ...button, borderRadius: '0 8px 8px 0' }}>
        +
      </button>
    </div>
  );
}
