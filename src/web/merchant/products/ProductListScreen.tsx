/** @jsxImportSource theme-ui */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { PAGE_SIZE } from '../../../domain';
import type { BlockProps } from '../../../engine';
import { fetchMerchantProducts, fetchToggleActive, type MerchantProduct, unitNameOf } from '../../api/merchant-products';
import { useDebounced } from '../../centres/use-debounced';
import { localized } from '../../layouts/shared/MenuLink';
import { merchantSession } from '../../session/merchant-session';
import { isSuperAdmin } from '../../session/roles';
import type { MerchantUser } from '../../session/types';
import { amountLabel } from '../home/labels';
import { Button, Card, Empty, Page, Pill, Switch, TextInput } from '../ui/kit';
import { BarcodeScanDialog, Dialog } from './BarcodeScanDialog';

const PAGE = PAGE_SIZE.merchantProducts;
const BARCODE_PAGE = PAGE_SIZE.barcodeScan;

type Source = { kind: 'text'; text: string } | { kind: 'barcode'; code: string };

/**
 * `/merchant/product`: 12 products, 'Load more' adds 12 (10 for a barcode scan); a load that returns
 * nothing stops loading more; a new search starts again. The switch flips Disable once the server
 * has done it. A scan that finds nothing opens the scan-not-found dialog.
 */
export default function ProductListScreen(_props: BlockProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const { token, selectedDist, user } = useSnapshot(merchantSession);
  // The catalogue is shared by every centre: only a super admin switches a product (server-enforced).
  const mayToggle = isSuperAdmin(user as MerchantUser | null);
  const [text, setText] = useState('');
  const search = useDebounced(text);
  const [source, setSource] = useState<Source>({ kind: 'text', text: '' });
  const [items, setItems] = useState<MerchantProduct[]>([]);
  const [more, setMore] = useState(true);
  const [loading, setLoading] = useState(false);
  const [scanning, setScanning] = useState(false);
  const [notFound, setNotFound] = useState<string | null>(null);
  const [toggling, setToggling] = useState<string | null>(null);
  const generation = useRef(0);

  const load = useCallback(async (src: Source, skip: number) => {
    const mine = ++generation.current;
    setLoading(true);
    try {
      const take = src.kind === 'barcode' ? BARCODE_PAGE : PAGE;
      const res = await fetchMerchantProducts({ take, skip, saleUnit: selectedDist ?? undefined, ...(src.kind === 'barcode' ? { barcode: src.code } : { SearchText: src.text || undefined }) });
      if (mine !== generation.current) return;
      const page = res.ok ? res.data ?? [] : [];
      setItems((prev) => (skip === 0 ? page : [...prev, ...page]));
      if (page.length === 0) setMore(false);
      if (src.kind === 'barcode' && skip === 0 && page.length === 0) setNotFound(src.code);
    } finally {
      if (mine === generation.current) setLoading(false);
    }
  }, [selectedDist]);

  useEffect(() => {
    if (!token) return;
    const src: Source = { kind: 'text', text: search.trim() };
    setSource(src);
    setMore(true);
    void load(src, 0);
  }, [search, token, load]);

  const onCode = useCallback((code: string) => {
    setScanning(false);
    const src: Source = { kind: 'barcode', code };
    setSource(src);
    setMore(true);
    void load(src, 0);
  }, [load]);

  const toggle = async (p: MerchantProduct) => {
    if (!selectedDist) return;
    setToggling(p.P_Code);
    try {
      const res = await fetchToggleActive(p.P_Code, selectedDist);
      // The spec: Disable flips locally only after the call succeeded.
      if (res.ok) setItems((list) => list.map((x) => (x.P_Code === p.P_Code ? { ...x, Disable: x.Disable === 'Y' ? 'N' : 'Y' } : x)));
    } finally {
      setToggling(null);
    }
  };

  return (
    <Page title={t('merchant:products.title')} subtitle={source.kind === 'barcode' ? t('merchant:products.barcodeResult', { code: source.code }) : undefined}
      actions={<Button onClick={() => setScanning(true)}>{t('merchant:products.scan')}</Button>}>
      <TextInput type="search" label={t('merchant:orders.search')} placeholder={t('merchant:products.searchHint')} value={text} onChange={(e) => setText(e.target.value)} />
      <Card>
        {!loading && items.length === 0 && <Empty>{t('merchant:products.empty')}</Empty>}
        <ul sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((p) => (
            <li key={p.P_Code} data-testid="product-row" sx={{ display: 'flex', alignItems: 'center', gap: 3, py: 2, borderBottom: '1px solid', borderColor: 'border', opacity: p.Disable === 'Y' ? 0.6 : 1 }}>
              {p.PIC_FILENAME ? <img src={p.PIC_FILENAME} alt="" sx={{ width: 56, height: 56, objectFit: 'contain', flexShrink: 0, bg: 'muted', borderRadius: 'small' }} /> : <span sx={{ width: 56, height: 56, flexShrink: 0, bg: 'muted', borderRadius: 'small' }} />}
              <Link to={localized(`/merchant/product/${encodeURIComponent(p.P_Code)}`, locale)} sx={{ flex: 1, minWidth: 0, color: 'text', textDecoration: 'none' }}>
                <strong sx={{ display: 'block', fontSize: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{locale === 'en' ? p.PRODUCTNAME_EN || p.PRODUCTNAME : p.PRODUCTNAME}</strong>
                <span sx={{ fontSize: 0, color: 'textMuted' }}>
                  {p.P_Code} · {p.UNIT1PRICELEVEL1 === null ? '-' : `${amountLabel(Number(p.UNIT1PRICELEVEL1), locale)} / ${unitNameOf(p, 1, locale)}`}
                  {p.Stock.StockAvailable !== null && ` · ${t('merchant:products.stock', { count: p.Stock.StockAvailable })}`}
                </span>
                {p.IsLessThanMinimumStock && <span sx={{ ml: 1 }}><Pill color="warning">{t('merchant:products.lowStock')}</Pill></span>}
              </Link>
              <Switch checked={p.Disable !== 'Y'} disabled={!mayToggle || toggling === p.P_Code || !selectedDist} onChange={() => void toggle(p)} label={t('merchant:products.active', { code: p.P_Code })} />
            </li>
          ))}
        </ul>
        {loading && <Empty>{t('common:label.loading')}</Empty>}
        {more && items.length > 0 && !loading && (
          <div sx={{ textAlign: 'center', mt: 3 }}><Button tone="outline" onClick={() => void load(source, items.length)}>{t('merchant:kit.loadMore')}</Button></div>
        )}
      </Card>
      {scanning && <BarcodeScanDialog onCode={onCode} onClose={() => setScanning(false)} />}
      {notFound && (
        <Dialog title={t('merchant:product.scanNotFoundTitle')} onClose={() => setNotFound(null)} testId="scan-not-found">
          <p sx={{ m: 0 }}>{t('merchant:product.scanNotFound', { code: notFound })}</p>
          <div sx={{ display: 'flex', gap: 2 }}>
            <Button onClick={() => { setNotFound(null); setScanning(true); }}>{t('merchant:product.scanAgain')}</Button>
            <Button tone="outline" onClick={() => { setNotFound(null); setText(''); setSource({ kind: 'text', text: '' }); setMore(true); void load({ kind: 'text', text: '' }, 0); }}>{t('merchant:kit.close')}</Button>
          </div>
        </Dialog>
      )}
    </Page>
  );
}
