/** @jsxImportSource theme-ui */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../domain/format';
import { fetchImportColumns, fetchImportTemplate, type ImportKind } from '../../api/migrations';
import { Button } from '../ui/kit';
import { saveText } from './download';

/** The kind's columns (required ones marked) and a CSV template to start from. */
export function ColumnsHelp({ kind }: { kind: ImportKind }) {
  const { t, i18n } = useTranslation();
  const { data } = useQuery({
    queryKey: ['migration', 'columns', kind],
    queryFn: async () => { const r = await fetchImportColumns(kind); return r.ok ? r.data ?? null : null; },
    staleTime: Infinity,
  });
  const template = async () => {
    const r = await fetchImportTemplate(kind);
    if (r.ok && typeof r.data === 'string') saveText(`${kind}-template.csv`, r.data, 'text/csv;charset=utf-8');
  };
  return (
    <details sx={{ fontSize: 1 }}>
      <summary sx={{ cursor: 'pointer', fontWeight: 'bold', color: 'secondaryText' }}>{t('merchant:migration.columns')}</summary>
      <div sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 2 }}>
        {data && (
          <p sx={{ m: 0, color: 'textMuted', fontSize: 0 }}>
            {t('merchant:migration.limits', { rows: formatCount(data.MaxRows, i18n.language), mb: Math.round(data.MaxBytes / 1048576) })}
          </p>
        )}
        <ul sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
          {(data?.Columns ?? []).map((c) => (
            <li key={c.name}>
              <code>{c.name}</code>{c.required && <strong sx={{ color: 'errorText' }}> *</strong>} <span sx={{ color: 'textMuted' }}>{c.hint}</span>
            </li>
          ))}
        </ul>
        <div><Button tone="outline" onClick={() => void template()}>{t('merchant:migration.template')}</Button></div>
      </div>
    </details>
  );
}
