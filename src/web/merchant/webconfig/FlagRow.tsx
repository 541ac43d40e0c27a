/** @jsxImportSource theme-ui */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminFlag } from '../../api/webconfig-admin';
import type { Locale } from '../../app/locale';
import { Badge, MobileLabel, Toggle, shownValue } from './ui';
import { flagTexts } from './flag-meta';
import { formatDateTime, isYesNo } from './format';

interface Props {
  flag: AdminFlag;
  locale: Locale;
  busy: boolean;
  onSave: (value: string) => void;
  onReset: () => void;
}

const fieldSx = { flex: 1, minWidth: 0, fontFamily: 'monospace', fontSize: 1, px: 2, py: 1, border: '1px solid', borderRadius: 'small', bg: 'background', color: 'text' } as const;

/**
 * One flag as ops read it: its label and description in the page's language first, the raw key
 * secondary; its type; default and current value; the control its type calls for (a switch for
 * Y/N, a choice for a list of values, a number or text field with Save). The server validates.
 */
export function FlagRow({ flag, locale, busy, onSave, onReset }: Props) {
  const { t } = useTranslation();
  const meta = flagTexts(flag.Opt, t);
  const label = meta?.label ?? flag.Opt;
  const type = flag.Type.type;
  const yesNo = type === 'yn' && isYesNo(flag.OptValue);
  const [draft, setDraft] = useState(flag.OptValue);
  useEffect(() => setDraft(flag.OptValue), [flag.OptValue]);
  const changed = draft !== flag.OptValue;
  return (
    <tr data-testid="flag-row" data-flag={flag.Opt} sx={{ borderTop: '1px solid', borderColor: 'border', bg: flag.Overridden ? 'highlight' : 'background' }}>
      <td sx={{ p: 2, verticalAlign: 'top' }}>
        <div sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <strong data-testid="flag-label">{label}</strong>
          <Badge tone="muted">{t(`merchant:webconfig.type.${type}`)}</Badge>
        </div>
        {meta && <p data-testid="flag-description" sx={{ m: 0, mt: 1, fontSize: 1, color: 'textMuted' }}>{meta.description}</p>}
        <code sx={{ display: 'block', mt: 1, fontFamily: 'monospace', fontSize: 0, color: 'textMuted', wordBreak: 'break-all' }}>{flag.Opt}</code>
        {flag.Overridden && (
          <div sx={{ fontSize: 0, color: 'textMuted', mt: 1 }}>
            {t('merchant:webconfig.changedBy', { who: flag.UpdatedBy ?? '—', when: formatDateTime(flag.UpdatedAt, locale) })}
          </div>
        )}
      </td>
      <td sx={{ p: 2, verticalAlign: 'top' }}>
        <MobileLabel>{t('merchant:webconfig.default')}</MobileLabel>
        <code sx={{ fontFamily: 'monospace', fontSize: 1 }}>{shownValue(flag.Default)}</code>
      </td>
      <td sx={{ p: 2, verticalAlign: 'top' }}>
        <div sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          {yesNo ? (
            <>
              <Toggle checked={flag.OptValue === 'Y'} disabled={busy} label={label} onChange={(on) => onSave(on ? 'Y' : 'N')} />
              <code data-testid="flag-value" sx={{ fontFamily: 'monospace', fontWeight: 'bold', color: flag.OptValue === 'Y' ? 'successText' : 'textMuted' }}>{flag.OptValue}</code>
            </>
          ) : (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                if (changed) onSave(draft);
              }}
              sx={{ display: 'flex', gap: 1, flex: 1, minWidth: 180 }}
            >
              {flag.Type.type === 'enum' ? (
                <select aria-label={label} value={draft} disabled={busy} onChange={(e) => setDraft(e.target.value)} sx={{ ...fieldSx, borderColor: changed ? 'primary' : 'border' }}>
                  {(flag.Type.values.includes(draft) ? flag.Type.values : [draft, ...flag.Type.values]).map((v) => <option key={v} value={v}>{v}</option>)}
                </select>
              ) : (
                <input
                  aria-label={label}
                  value={draft}
                  disabled={busy}
                  inputMode={type === 'int' ? 'numeric' : undefined}
                  onChange={(e) => setDraft(e.target.value)}
                  sx={{ ...fieldSx, borderColor: changed ? 'primary' : 'border' }}
                />
              )}
              <button type="submit" disabled={!changed || busy} sx={{ variant: 'buttons.primary', border: 0, px: 3, py: 1, fontSize: 1, '&:disabled': { opacity: 0.5, cursor: 'default' } }}>
                {t('common:action.save')}
              </button>
            </form>
          )}
          {flag.Overridden && (
            <>
              <Badge tone="warning">{t('merchant:webconfig.overridden')}</Badge>
              <button type="button" disabled={busy} onClick={onReset} sx={{ bg: 'transparent', border: 0, p: 0, color: 'secondaryText', textDecoration: 'underline', cursor: 'pointer', fontFamily: 'body', fontSize: 0 }}>
                {t('merchant:webconfig.reset')}
              </button>
            </>
          )}
        </div>
      </td>
    </tr>
  );
}
