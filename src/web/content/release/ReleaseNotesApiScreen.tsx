/** @jsxImportSource theme-ui */
import type { ThemeUIStyleObject } from 'theme-ui';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useApiChanges } from '../../api/release-notes';
import { localized } from '../../layouts/shared/MenuLink';
import { PAGE } from './ReleaseNotesScreen';

const METHOD_COLORS: Record<string, string> = { GET: 'info', POST: 'success', PUT: 'warning', PATCH: 'warning', DELETE: 'error' };

function Op({ method, path, children }: { method: string; path: string; children?: React.ReactNode }) {
  return (
    <li data-testid="api-op" sx={{ py: 2, borderBottom: '1px solid', borderColor: 'border' }}>
      <code sx={{ fontWeight: 'bold', color: METHOD_COLORS[method] ?? 'text', mr: 2 }}>{method}</code>
      <code sx={{ wordBreak: 'break-all' }}>{path}</code>
      {children}
    </li>
  );
}

/** `/release/notes/api`: what changed in the API between two versions (kept OpenAPI snapshots or this server). */
export default function ReleaseNotesApiScreen() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const [params, setParams] = useSearchParams();
  const { data, isPending } = useApiChanges(params.get('from') ?? undefined, params.get('to') ?? undefined);
  const pick = (k: 'from' | 'to', v: string) => { const next = new URLSearchParams(params); next.set(k, v); setParams(next); };
  const d = data?.Diff;
  const section: ThemeUIStyleObject = { mt: 4, bg: 'background', borderRadius: 'default', boxShadow: 'card', p: [3, 4] };
  return (
    <main sx={PAGE} data-testid="release-notes-api">
      <div sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', gap: 2 }}>
        <h1 sx={{ fontSize: [4, 5], m: 0 }}>{t('buyer:release.api')}</h1>
        <Link to={localized('/release/notes', locale)} sx={{ color: 'primary' }}>{t('buyer:release.product')}</Link>
      </div>
      {data && (
        <div sx={{ display: 'flex', gap: 3, mt: 3, flexWrap: 'wrap' }}>
          {(['from', 'to'] as const).map((k) => (
            <label key={k} sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
              {t(`buyer:release.${k}`)}
              <select data-testid={`api-${k}`} value={k === 'from' ? data.From : data.To} onChange={(e) => pick(k, e.target.value)} sx={{ p: 1, fontFamily: 'body' }}>
                {data.Versions.map((v) => <option key={v} value={v}>{v}</option>)}
              </select>
            </label>
          ))}
        </div>
      )}
      {isPending ? <p>…</p> : !d ? null : !d.added.length && !d.removed.length && !d.changed.length ? <p data-testid="api-no-diff">{t('buyer:release.noDiff')}</p> : (
        <>
          {d.added.length > 0 && (
            <section sx={section} data-testid="api-added">
              <h2 sx={{ mt: 0 }}>{t('buyer:release.added')} <small>({t('buyer:release.operations', { count: d.added.length })})</small></h2>
              <ul sx={{ listStyle: 'none', p: 0, m: 0 }}>{d.added.map((o) => <Op key={`${o.method} ${o.path}`} {...o}>{o.summary && <div sx={{ fontSize: 1, color: 'textMuted' }}>{o.summary}</div>}</Op>)}</ul>
            </section>
          )}
          {d.removed.length > 0 && (
            <section sx={section} data-testid="api-removed">
              <h2 sx={{ mt: 0 }}>{t('buyer:release.removed')} <small>({t('buyer:release.operations', { count: d.removed.length })})</small></h2>
              <ul sx={{ listStyle: 'none', p: 0, m: 0 }}>{d.removed.map((o) => <Op key={`${o.method} ${o.path}`} {...o} />)}</ul>
            </section>
          )}
          {d.changed.length > 0 && (
            <section sx={section} data-testid="api-changed">
              <h2 sx={{ mt: 0 }}>{t('buyer:release.changed')} <small>({t('buyer:release.operations', { count: d.changed.length })})</small></h2>
              <ul sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {d.changed.map((o) => (
                  <Op key={`${o.method} ${o.path}`} {...o}><ul sx={{ fontSize: 1, m: 0, mt: 1 }}>{o.changes.map((c) => <li key={c}>{c}</li>)}</ul></Op>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </main>
  );
}
