/** @jsxImportSource theme-ui */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockProps } from '../../../engine';
import { saveGatewaySetting, testGatewayConnection, useGatewaySettings, type GatewaySettings, type ProviderId } from '../../api/payment-gateway-settings';
import { showToast } from '../../widgets/toast-store';
import { Button, Card, Page, Pill, Select, Switch, TextArea, TextInput } from '../ui/kit';

/**
 * `/admin/payments/gateways` (super admin): the provider of each payment method per tenant ('' =
 * every centre) and centre, its ids and keys. Secrets are write-only: typed here, sealed on the
 * server, shown back only as "set" and their last 4 characters.
 */
export default function GatewaySettingsScreen(_props: BlockProps) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { data } = useGatewaySettings();
  const [saleUnit, setSaleUnit] = useState('');
  const [provider, setProvider] = useState<ProviderId>('sandbox');
  const [methods, setMethods] = useState<string[]>([]);
  const [enabled, setEnabled] = useState(true);
  const [ttl, setTtl] = useState('15');
  const [settings, setSettings] = useState<Record<string, string>>({});
  const [secrets, setSecrets] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [tested, setTested] = useState<{ Ok: boolean; Message: string } | null>(null);

  const saved = data?.Gateways.find((g) => g.SaleUnit === saleUnit && g.Provider === provider);
  const info = data?.Providers.find((p) => p.Id === provider);
  useEffect(() => {
    setMethods(saved?.Methods ?? []); setEnabled(saved?.Enabled ?? true); setTtl(String(saved?.TtlMinutes ?? 15));
    setSettings(saved?.Settings ?? {}); setSecrets({}); setErrors({}); setTested(null);
  }, [saved, saleUnit, provider]);

  const err = (path: string) => errors[path] ?? null;
  const save = async () => {
    setBusy('save'); setErrors({});
    try {
      const r = await saveGatewaySetting({ SaleUnit: saleUnit, Provider: provider, Methods: methods, Enabled: enabled, TtlMinutes: Number(ttl) || 0, Settings: settings, Secrets: secrets });
      if (r.status === 400) {
        setErrors(Object.fromEntries((r.exception?.Errors ?? []).map((e) => [e.field, e.reason])));
        showToast(t('merchant:gateways.fixFields'), { kind: 'error' });
        return;
      }
      if (r.ok) { await qc.invalidateQueries({ queryKey: ['admin', 'payment-gateways'] }); showToast(t('merchant:gateways.saved'), { kind: 'success' }); }
    } finally { setBusy(null); }
  };
  const test = async () => {
    setBusy('test');
    try { const r = await testGatewayConnection(saleUnit, provider); setTested(r.ok && r.data ? r.data : { Ok: false, Message: t('merchant:gateways.testUnreachable') }); } finally { setBusy(null); }
  };

  return (
    <Page title={t('merchant:gateways.title')} subtitle={t('merchant:gateways.subtitle')}>
      <Card title={t('merchant:gateways.configured')}>
        <ConfiguredList data={data} onPick={(su, p) => { setSaleUnit(su); setProvider(p); }} />
      </Card>
      <Card title={t('merchant:gateways.edit')}>
        <div sx={{ display: 'grid', gridTemplateColumns: ['1fr', '1fr 1fr'], gap: 3 }}>
          <Select label={t('merchant:gateways.scope')} value={saleUnit} onChange={(e) => setSaleUnit(e.target.value)} error={err('/body/SaleUnit')}
            options={[{ value: '', label: t('merchant:gateways.allCentres') }, ...(data?.Centres ?? []).map((c) => ({ value: c.SaleUnit, label: `${c.SaleUnit} ${c.Name}` }))]} />
          <Select label={t('merchant:gateways.provider')} value={provider} onChange={(e) => setProvider(e.target.value as ProviderId)}
            options={(data?.Providers ?? []).map((p) => ({ value: p.Id, label: t(`merchant:gateways.providers.${p.Id}`) }))} />
        </div>
        <fieldset sx={{ border: 'none', p: 0, m: 0, mt: 3 }} aria-describedby="gw-methods-error">
          <legend sx={{ fontWeight: 'bold', mb: 2 }}>{t('merchant:gateways.methods')}</legend>
          <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
            {(info?.Methods ?? []).map((m) => (
              <label key={m} sx={{ display: 'flex', gap: 1, alignItems: 'center', minHeight: 44 }}>
                <input type="checkbox" checked={methods.includes(m)} onChange={(e) => setMethods(e.target.checked ? [...methods, m] : methods.filter((x) => x !== m))} />
                {m}
              </label>
            ))}
          </div>
          {(err('/body/Methods') || Object.keys(errors).some((k) => k.startsWith('/body/Methods/'))) && (
            <p id="gw-methods-error" role="alert" sx={{ color: 'danger', fontSize: 1 }}>{err('/body/Methods') ?? Object.entries(errors).filter(([k]) => k.startsWith('/body/Methods/')).map(([, v]) => v).join('; ')}</p>
          )}
        </fieldset>
        <div sx={{ display: 'grid', gridTemplateColumns: ['1fr', '1fr 1fr'], gap: 3, mt: 3 }}>
          <Switch checked={enabled} onChange={setEnabled} label={t('merchant:gateways.enabled')} />
          <TextInput label={t('merchant:gateways.ttl')} type="number" min={1} max={1440} value={ttl} onChange={(e) => setTtl(e.target.value)} error={err('/body/TtlMinutes')} />
          {(info?.Fields ?? []).map((f) => {
            const label = `${t(`merchant:gateways.fields.${f.Name}`)}${f.Required ? ' *' : ''}`;
            if (f.Secret) {
              const s = saved?.Secrets[f.Name];
              const hint = s?.FromEnv ? t('merchant:gateways.fromEnv') : s?.Set ? t('merchant:gateways.secretSet', { last4: s.Last4 ?? '' }) : t('merchant:gateways.secretNotSet');
              const Input = f.Kind === 'pem' ? TextArea : TextInput;
              return <Input key={f.Name} label={label} autoComplete="off" {...(f.Kind === 'pem' ? { rows: 4 } : { type: 'password' })} value={secrets[f.Name] ?? ''}
                placeholder={hint} aria-description={hint} onChange={(e: { target: { value: string } }) => setSecrets({ ...secrets, [f.Name]: e.target.value })} error={err(`/body/Secrets/${f.Name}`)} />;
            }
            if (f.Kind === 'pem') return <TextArea key={f.Name} label={label} rows={4} value={settings[f.Name] ?? ''} onChange={(e) => setSettings({ ...settings, [f.Name]: e.target.value })} error={err(`/body/Settings/${f.Name}`)} />;
            return <TextInput key={f.Name} label={label} value={settings[f.Name] ?? ''} onChange={(e) => setSettings({ ...settings, [f.Name]: e.target.value })} error={err(`/body/Settings/${f.Name}`)} />;
          })}
        </div>
        {info && info.Fields.some((f) => f.Secret) && <p sx={{ fontSize: 1, color: 'textMuted' }}>{t('merchant:gateways.secretHint')}</p>}
        <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 3, alignItems: 'center' }}>
          <Button busy={busy === 'save'} onClick={() => void save()}>{t('merchant:gateways.save')}</Button>
          <Button tone="outline" busy={busy === 'test'} disabled={!saved} onClick={() => void test()}>{t('merchant:gateways.test')}</Button>
          {tested && <span role="status" data-testid="gateway-test"><Pill color={tested.Ok ? 'success' : 'danger'}>{tested.Ok ? t('merchant:gateways.testOk') : t('merchant:gateways.testFailed')}</Pill> {tested.Message}</span>}
        </div>
      </Card>
    </Page>
  );
}

function ConfiguredList({ data, onPick }: { data: GatewaySettings | null | undefined; onPick: (saleUnit: string, provider: ProviderId) => void }) {
  const { t } = useTranslation();
  if (!data?.Gateways.length) return <p>{t('merchant:gateways.none')}</p>;
  return (
    <ul sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="gateway-list">
      {data.Gateways.map((g) => (
        <li key={`${g.SaleUnit}/${g.Provider}`} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', py: 2, borderTop: '1px solid', borderColor: 'border' }}>
          <strong>{g.SaleUnit || t('merchant:gateways.allCentres')}</strong>
          <span>{t(`merchant:gateways.providers.${g.Provider}`)}</span>
          <span sx={{ color: 'textMuted' }}>{g.Methods.join(', ')}</span>
          <Pill color={g.Enabled ? 'success' : 'textMuted'}>{g.Enabled ? t('merchant:gateways.on') : t('merchant:gateways.off')}</Pill>
          <span sx={{ flex: 1 }} />
          <Button tone="outline" onClick={() => onPick(g.SaleUnit, g.Provider)}>{t('merchant:gateways.editOne')}</Button>
        </li>
      ))}
    </ul>
  );
}
