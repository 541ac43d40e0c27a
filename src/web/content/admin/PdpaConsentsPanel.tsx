/** @jsxImportSource theme-ui */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePdpaConsents } from '../../api/admin-contents';
import { Card, Empty, Pager, Pill, Select } from '../../merchant/ui/kit';
import { formatDate } from '../../../engine';

const TAKE = 50;

/** Who accepted or declined which PDPA version: each customer's latest decision, by version and decision. */
export function PdpaConsentsPanel() {
  const { t, i18n } = useTranslation();
  const [version, setVersion] = useState('');
  const [decision, setDecision] = useState<'' | 'accepted' | 'declined'>('');
  const [skip, setSkip] = useState(0);
  const { data } = usePdpaConsents({ version: version || undefined, decision: decision || undefined, skip, take: TAKE });
  return (
    <Card title={t('merchant:contents.consentsTitle')} testId="pdpa-consents">
      {data && (
        <>
          <p sx={{ mt: 0, fontSize: 1 }}>{t('merchant:contents.currentVersion', { version: data.Current ?? '-' })}</p>
          <table sx={{ width: '100%', borderCollapse: 'collapse', fontSize: 1, mb: 3, '& th, & td': { textAlign: 'left', p: 2, borderBottom: '1px solid', borderColor: 'border' } }}>
            <thead><tr><th>{t('merchant:contents.versionCol')}</th><th>{t('merchant:contents.acceptedCol')}</th><th>{t('merchant:contents.declinedCol')}</th></tr></thead>
            <tbody>
              {data.Summary.map((s) => (
                <tr key={s.Version} data-testid="pdpa-summary-row"><td>{s.Version}{s.Version === data.Current ? ' ★' : ''}</td><td>{s.Accepted}</td><td>{s.Declined}</td></tr>
              ))}
            </tbody>
          </table>
          <div sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 3 }}>
            <Select label={t('merchant:contents.versionCol')} value={version} onChange={(e) => { setVersion(e.target.value); setSkip(0); }}
              options={[{ value: '', label: t('merchant:contents.all') }, ...data.Summary.map((s) => ({ value: s.Version, label: s.Version }))]} />
            <Select label={t('merchant:contents.decisionCol')} value={decision} onChange={(e) => { setDecision(e.target.value as typeof decision); setSkip(0); }}
              options={[{ value: '', label: t('merchant:contents.all') }, { value: 'accepted', label: t('merchant:contents.accepted') }, { value: 'declined', label: t('merchant:contents.declined') }]} />
          </div>
          {!data.Items.length ? <Empty>{t('merchant:contents.noConsents')}</Empty> : (
            <div sx={{ overflowX: 'auto' }}>
              <table sx={{ width: '100%', borderCollapse: 'collapse', fontSize: 1, '& th, & td': { textAlign: 'left', p: 2, borderBottom: '1px solid', borderColor: 'border', whiteSpace: 'nowrap' } }}>
                <thead><tr><th>{t('merchant:contents.customerCol')}</th><th>{t('merchant:contents.versionCol')}</th><th>{t('merchant:contents.decisionCol')}</th><th>{t('merchant:contents.atCol')}</th></tr></thead>
                <tbody>
                  {data.Items.map((c) => (
                    <tr key={c.CustomerCode} data-testid="pdpa-consent-row">
                      <td>{c.CustomerCode} {c.CustomerName ? `· ${c.CustomerName}` : ''}</td>
                      <td>{c.Version}{!c.Current && <> <Pill color="warning">{t('merchant:contents.outdated')}</Pill></>}</td>
                      <td><Pill color={c.Accepted ? 'success' : 'error'}>{t(c.Accepted ? 'merchant:contents.accepted' : 'merchant:contents.declined')}</Pill></td>
                      <td>{formatDate(c.At, 'dateTimeSeconds', i18n.language)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager skip={skip} take={TAKE} total={data.Total} onChange={setSkip} labels={{ previous: t('merchant:contents.previous'), next: t('merchant:contents.next'), page: t('merchant:contents.pageOf') }} />
        </>
      )}
    </Card>
  );
}
