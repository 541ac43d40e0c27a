/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import type { PriceCells, TaxType } from '../../api/merchant-products';

export const LEVELS = [1, 2, 3, 4, 5] as const;
const TAX_TYPES: TaxType[] = ['1', '2', '0'];

/** Text of the inputs: '' is "no price" (null on the wire). */
export type PriceDraft = Record<string, string>;

export function draftOf(cells: PriceCells, units: number[]): PriceDraft {
  const d: PriceDraft = {};
  for (const u of units) {
    for (const l of LEVELS) {
      const v = cells[`UNIT${u}PRICELEVEL${l}`];
      d[`UNIT${u}PRICELEVEL${l}`] = v === null || v === undefined ? '' : String(v);
      d[`UNIT${u}PRICELEVEL${l}TYPE`] = String(cells[`UNIT${u}PRICELEVEL${l}TYPE`] ?? '2');
    }
  }
  return d;
}

/** Draft → body cells; the keys of invalid amounts are returned instead of being sent. */
export function cellsOf(draft: PriceDraft): { cells: PriceCells; invalid: string[] } {
  const cells: PriceCells = {};
  const invalid: string[] = [];
  for (const [k, v] of Object.entries(draft)) {
    if (k.endsWith('TYPE')) { cells[k] = v as TaxType; continue; }
    const text = v.trim().replace(/,/g, '');
    if (text === '') { cells[k] = null; continue; }
    const n = Number(text);
    if (!Number.isFinite(n) || n < 0 || !/^\d+(\.\d{1,2})?$/.test(text)) invalid.push(k);
    else cells[k] = n;
  }
  return { cells, invalid };
}

/** Five price levels per unit with their tax types ('1' VAT included, '2' not included, '0' non tax). */
export function PriceGrid({ units, unitNames, draft, onChange, invalid }: { units: number[]; unitNames: Record<number, string>; draft: PriceDraft; onChange: (d: PriceDraft) => void; invalid: string[] }) {
  const { t } = useTranslation();
  const set = (k: string, v: string) => onChange({ ...draft, [k]: v });
  return (
    <div sx={{ overflowX: 'auto' }}>
      <table sx={{ borderCollapse: 'collapse', fontSize: 1, minWidth: units.length * 220 + 80 }}>
        <thead>
          <tr>
            <th sx={{ textAlign: 'left', p: 1, color: 'textMuted', fontSize: 0 }}>{t('merchant:product.level')}</th>
            {units.map((u) => <th key={u} sx={{ textAlign: 'left', p: 1 }}>{unitNames[u] || t('merchant:product.unitN', { n: u })}</th>)}
          </tr>
        </thead>
        <tbody>
          {LEVELS.map((l) => (
            <tr key={l} sx={{ borderTop: '1px solid', borderColor: 'border' }}>
              <td sx={{ p: 1, fontWeight: 'bold' }}>{l}</td>
              {units.map((u) => {
                const k = `UNIT${u}PRICELEVEL${l}`;
                const name = `${unitNames[u] || u} ${t('merchant:product.level')} ${l}`;
                return (
                  <td key={u} sx={{ p: 1 }}>
                    <div sx={{ display: 'flex', gap: 1 }}>
                      <input aria-label={name} inputMode="decimal" value={draft[k] ?? ''} onChange={(e) => set(k, e.target.value)} aria-invalid={invalid.includes(k) || undefined}
                        sx={{ width: 100, fontFamily: 'body', fontSize: 1, p: 1, border: '1px solid', borderColor: invalid.includes(k) ? 'error' : 'border', borderRadius: 'small' }} />
                      <select aria-label={`${name} ${t('merchant:product.taxType')}`} value={draft[`${k}TYPE`] ?? '2'} onChange={(e) => set(`${k}TYPE`, e.target.value)}
                        sx={{ fontFamily: 'body', fontSize: 0, p: 1, border: '1px solid', borderColor: 'border', borderRadius: 'small' }}>
                        {TAX_TYPES.map((tt) => <option key={tt} value={tt}>{t(`merchant:product.tax.${tt}`)}</option>)}
                      </select>
                    </div>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
