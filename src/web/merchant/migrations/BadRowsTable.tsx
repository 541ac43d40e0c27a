/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../domain/format';
import type { RowError } from '../../api/migrations';

/** The bad rows of an import: line, column and reason (scrolls inside itself on a phone). */
export function BadRowsTable({ rows, truncated, max = 500 }: { rows: RowError[]; truncated?: boolean; max?: number }) {
  const { t } = useTranslation();
  if (!rows.length) return null;
  const shown = rows.slice(0, max);
  return (
    <div sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <div sx={{ overflowX: 'auto', maxHeight: 420, overflowY: 'auto', border: '1px solid', borderColor: 'border', borderRadius: 'small' }}>
        <table data-testid="bad-rows" sx={{ width: '100%', borderCollapse: 'collapse', fontSize: 1, th: { textAlign: 'left', p: 2, bg: 'muted', position: 'sticky', top: 0 }, td: { p: 2, borderTop: '1px solid', borderColor: 'border', verticalAlign: 'top' } }}>
          <thead>
            <tr>
              <th scope="col">{t('merchant:migration.line')}</th>
              <th scope="col">{t('merchant:migration.field')}</th>
              <th scope="col">{t('merchant:migration.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((r, i) => (
              <tr key={`${r.line}-${r.field}-${i}`}>
                <td sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{r.line}</td>
                <td sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{r.field || '—'}</td>
                <td sx={{ overflowWrap: 'anywhere' }}>{r.code ? t(`merchant:migration.reasons.${r.code}`, { ...r.params, defaultValue: r.reason }) : r.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {(truncated || rows.length > max) && <p sx={{ m: 0, fontSize: 0, color: 'textMuted' }}>{t('merchant:migration.moreBadRows', { shown: shown.length })}</p>}
    </div>
  );
}

/** Processed / total as a bar with its numbers (role progressbar for screen readers). */
export function ProgressBar({ value, total, label }: { value: number; total: number; label: string }) {
  const { i18n } = useTranslation();
  const pct = total > 0 ? Math.min(100, Math.round((value / total) * 1000) / 10) : 0;
  return (
    <div sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={total} aria-valuenow={value}
        sx={{ height: 14, bg: 'muted', borderRadius: 'pill', overflow: 'hidden', border: '1px solid', borderColor: 'border' }}>
        <div sx={{ height: '100%', width: `${pct}%`, bg: 'primary', transition: 'width 200ms' }} />
      </div>
      <span sx={{ fontSize: 0, color: 'textMuted', fontVariantNumeric: 'tabular-nums' }}>{`${formatCount(value, i18n.language)} / ${formatCount(total, i18n.language)} (${pct}%)`}</span>
    </div>
  );
}
