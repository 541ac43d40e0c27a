/** @jsxImportSource theme-ui */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assignTag, fetchTagCustomers, TAG_PAGE_SIZE, type TagCustomer, type TagView } from '../api/tags';
import { useDebounced } from '../centres/use-debounced';
import { Button, Card, Empty, Pager, Tabs, TextInput } from '../merchant/ui/kit';
import { showToast } from '../widgets/toast-store';

type View = 'Y' | 'N';

/**
 * Who carries the tag ("with this tag") and who could ("add customers"), customers of the
 * salesperson's centres, searched and paged 20 at a time. Each button changes the customer's
 * RouteStep2 at once.
 */
export function TagCustomers({ tag, onCount }: { tag: TagView; onCount: (count: number) => void }) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('Y');
  const [text, setText] = useState('');
  const search = useDebounced(text).trim();
  const [skip, setSkip] = useState(0);
  const [rows, setRows] = useState<TagCustomer[] | null>(null);
  const [total, setTotal] = useState(0);
  const [pending, setPending] = useState<string | null>(null);
  const [reload, setReload] = useState(0);

  useEffect(() => { setSkip(0); }, [view, search]);
  useEffect(() => {
    let live = true;
    setRows(null);
    void fetchTagCustomers(tag.Id, { assigned: view, text: search, skip }).then((r) => {
      if (!live) return;
      setRows(r.ok && r.data ? r.data.Data : []);
      setTotal(r.ok && r.data ? r.data.Total : 0);
    });
    return () => { live = false; };
  }, [tag.Id, view, search, skip, reload]);

  const toggle = async (c: TagCustomer) => {
    setPending(c.CUSTOMERCODE);
    const r = await assignTag(tag.Id, c.Assigned ? { Remove: [c.CUSTOMERCODE] } : { Add: [c.CUSTOMERCODE] });
    setPending(null);
    if (!r.ok || !r.data) {
      showToast(r.exception?.Message ?? t('merchant:tag.assignFailed'), { kind: 'error' });
      return;
    }
    onCount(r.data.CustomerCount);
    showToast(t(c.Assigned ? 'merchant:tag.removed' : 'merchant:tag.added', { name: c.CUSTOMERNAME }), { kind: 'success' });
    // The row leaves this view; the page is read again so paging stays right.
    setReload((n) => n + 1);
  };

  const page = Math.floor(skip / TAG_PAGE_SIZE) + 1;
  const pages = Math.max(1, Math.ceil(total / TAG_PAGE_SIZE));
  return (
    <Card title={t('merchant:tag.customers')} testId="tag-customers">
      <div sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <Tabs label={t('merchant:tag.customers')} value={view} onChange={setView}
          tabs={[{ id: 'Y', label: t('merchant:tag.withTag', { count: tag.CustomerCount }) }, { id: 'N', label: t('merchant:tag.addCustomers') }]} />
        {view === 'N' && !tag.Active && <p sx={{ m: 0, fontSize: 1, color: 'warningText' }}>{t('merchant:tag.inactiveHint')}</p>}
        <TextInput type="search" label={t('merchant:tag.searchCustomers')} value={text} onChange={(e) => setText(e.target.value)} />
        {rows === null && <Empty>{t('common:label.loading')}</Empty>}
        {rows?.length === 0 && <Empty>{t(view === 'Y' ? 'merchant:tag.noneWithTag' : 'merchant:tag.noneToAdd')}</Empty>}
        <ul sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {rows?.map((c) => (
            <li key={c.CUSTOMERCODE} data-testid="tag-customer" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, py: 2, borderBottom: '1px solid', borderColor: 'border' }}>
              <span sx={{ minWidth: 0 }}>
                <strong sx={{ display: 'block', fontSize: 1, overflowWrap: 'anywhere' }}>{c.CUSTOMERNAME}</strong>
                <span sx={{ fontSize: 0, color: 'textMuted' }}>{c.CUSTOMERCODE} · {c.MobileNo} · {c.SaleUnits.join(', ')}</span>
              </span>
              <Button tone={c.Assigned ? 'danger' : 'outline'} busy={pending === c.CUSTOMERCODE} disabled={!c.Assigned && !tag.Active}
                aria-label={t(c.Assigned ? 'merchant:tag.removeFrom' : 'merchant:tag.addTo', { name: c.CUSTOMERNAME })} onClick={() => void toggle(c)}>
                {t(c.Assigned ? 'merchant:tag.remove' : 'merchant:tag.add')}
              </Button>
            </li>
          ))}
        </ul>
        <Pager skip={skip} take={TAG_PAGE_SIZE} total={total} onChange={setSkip}
          labels={{ previous: t('merchant:tag.previous'), next: t('merchant:tag.next'), page: t('merchant:tag.page', { page, pages }) }} />
      </div>
    </Card>
  );
}
