/** @jsxImportSource theme-ui */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { BlockProps } from '../../../engine';
import { fetchApproveCustomer, useNotLoggedIn, type NotLoggedInTab } from '../../api/merchant-customers';
import { useDebounced } from '../../centres/use-debounced';
import { merchantSession } from '../../session/merchant-session';
import { showToast } from '../../widgets/toast-store';
import { Button, Card, Empty, Page, Pager, Tabs, TextInput } from '../ui/kit';
import { CustomerRows } from './CustomerListScreen';

const TAKE = 20;

/**
 * `/merchant/customer/not-logged-in` ("Customer unverified", flag CUSTOMER_PROFILE_MIGRATION):
 * customers who never set up a login (imported profiles) and new customers awaiting approval,
 * whom the salesperson approves here.
 */
export default function NotLoggedInScreen(_props: BlockProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const queryClient = useQueryClient();
  const { token } = useSnapshot(merchantSession);
  const [tab, setTab] = useState<NotLoggedInTab>('never');
  const [text, setText] = useState('');
  const [skip, setSkip] = useState(0);
  const [busy, setBusy] = useState<string | null>(null);
  const search = useDebounced(text);
  const { data, isPending } = useNotLoggedIn(token, { tab, text: search.trim(), saleUnit: '', skip, take: TAKE });
  const approve = async (code: string) => {
    setBusy(code);
    try {
      const res = await fetchApproveCustomer(code);
      if (res.ok) {
        showToast(t('merchant:customers.approved'), { kind: 'success' });
        await queryClient.invalidateQueries({ queryKey: ['merchant', 'customers'] });
      }
    } finally {
      setBusy(null);
    }
  };
  return (
    <Page title={t('merchant:customers.unverifiedTitle')} subtitle={t(`merchant:customers.unverified.${tab}Hint`)}>
      <Tabs label={t('merchant:customers.unverifiedTitle')} value={tab} onChange={(v) => { setTab(v); setSkip(0); }}
        tabs={[{ id: 'never', label: t('merchant:customers.unverified.never') }, { id: 'pending', label: t('merchant:customers.unverified.pending') }]} />
      <TextInput type="search" label={t('merchant:orders.search')} placeholder={t('merchant:customers.searchHint')} value={text} onChange={(e) => { setText(e.target.value); setSkip(0); }} />
      <Card>
        {isPending && <Empty>{t('common:label.loading')}</Empty>}
        {data?.Data.length === 0 && <Empty>{t('merchant:customers.empty')}</Empty>}
        <CustomerRows rows={data?.Data ?? []} locale={locale}
          action={tab === 'pending' ? (c) => <Button busy={busy === c.Code} onClick={() => void approve(c.Code)}>{t('merchant:customers.approve')}</Button> : undefined} />
        {data && <Pager skip={skip} take={TAKE} total={data.Total} onChange={setSkip} labels={{ previous: t('merchant:kit.previous'), next: t('merchant:kit.next'), page: t('merchant:kit.pageOf', { page: Math.floor(skip / TAKE) + 1, pages: Math.max(1, Math.ceil(data.Total / TAKE)) }) }} />}
      </Card>
    </Page>
  );
}
