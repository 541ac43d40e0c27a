/** @jsxImportSource theme-ui */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import type { BlockProps } from '../../../engine';
import { useFreeCentres } from '../../api/merchant-register';
import { useDebounced } from '../../centres/use-debounced';
import { localized } from '../../layouts/shared/MenuLink';
import { Button, Empty, TextInput } from '../ui/kit';
import { RegisterFrame } from './RegisterFrame';
import { StartOver } from './StartOver';
import { registerStore } from './register-store';
import { submitRegistration } from './submit';

/** `/merchant/register/dist/select`: tick the centres nobody sells for yet (72 nearest), then register. */
export default function DistSelectScreen(_props: BlockProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const navigate = useNavigate();
  const { saleman, selected } = useSnapshot(registerStore);
  const [text, setText] = useState('');
  const search = useDebounced(text);
  const centres = useFreeCentres(search.trim());
  const [busy, setBusy] = useState(false);
  if (!saleman) return <StartOver />;
  const toggle = (su: string) => {
    registerStore.selected = selected.includes(su) ? selected.filter((x) => x !== su) : [...selected, su];
  };
  const submit = async () => {
    setBusy(true);
    try {
      registerStore.dist = {};
      if ((await submitRegistration()) === 'ok') navigate(localized('/merchant/register/success', locale));
    } finally {
      setBusy(false);
    }
  };
  return (
    <RegisterFrame step="centre" title={t('merchant:register.selectTitle')}>
      <TextInput type="search" label={t('common:dist.searchLabel', { defaultValue: t('merchant:register.searchCentre') })} value={text} onChange={(e) => setText(e.target.value)} />
      {centres.data?.length === 0 && <Empty>{t('merchant:register.noFreeCentre')}</Empty>}
      <ul sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 400, overflowY: 'auto' }}>
        {(centres.data ?? []).map((c) => (
          <li key={c.SaleUnit} sx={{ borderBottom: '1px solid', borderColor: 'border' }}>
            <label sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', py: 2, cursor: 'pointer' }}>
              <input type="checkbox" checked={selected.includes(c.SaleUnit)} onChange={() => toggle(c.SaleUnit)} sx={{ mt: 1 }} />
              <span><strong sx={{ fontSize: 1 }}>{c.SaleUnit} {c.DIST_NAME}</strong><span sx={{ display: 'block', fontSize: 0, color: 'textMuted' }}>{c.FullAddress}</span></span>
            </label>
          </li>
        ))}
      </ul>
      <Button busy={busy} disabled={selected.length === 0} onClick={() => void submit()}>{t('merchant:register.submit')}</Button>
    </RegisterFrame>
  );
}
