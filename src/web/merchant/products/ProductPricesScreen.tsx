/** @jsxImportSource theme-ui */
import { useState } from 'react';
import type { BlockProps } from '../../../engine';
import { fetchSavePrices, type MerchantProduct, unitNameOf } from '../../api/merchant-products';
import { showToast } from '../../widgets/toast-store';
import { Button, Card } from '../ui/kit';
import { PriceGrid, cellsOf, draftOf } from './PriceGrid';
import { ProductFrame } from './ProductFrame';
import { useProductPage } from './use-product';

const unitsOf = (p: MerchantProduct) => [1, 2, 3].slice(0, p.UnitCount);

/** `/merchant/product/{code}/detail`: the standard prices, 5 levels per unit with tax types. */
export default function ProductPricesScreen(_props: BlockProps) {
  return <ProductFrame page={useProductPage()}>{(product) => <Prices key={product.P_Code} product={product} />}</ProductFrame>;
}

function Prices({ product }: { product: MerchantProduct }) {
  const { t, reload, locale, mayEdit } = useProductPage();
  const units = unitsOf(product);
  const [draft, setDraft] = useState(() => draftOf(product as unknown as Record<string, number | null>, units));
  const [invalid, setInvalid] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const { cells, invalid: bad } = cellsOf(draft);
    setInvalid(bad);
    if (bad.length) return;
    setBusy(true);
    try {
      const res = await fetchSavePrices(product.P_Code, cells);
      if (res.ok) { showToast(t('merchant:kit.saved'), { kind: 'success' }); await reload(); }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={t('merchant:product.prices')}>
      <fieldset disabled={!mayEdit} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <PriceGrid units={units} unitNames={{ 1: unitNameOf(product, 1, locale), 2: unitNameOf(product, 2, locale), 3: unitNameOf(product, 3, locale) }} draft={draft} onChange={setDraft} invalid={invalid} />
      </fieldset>
      {invalid.length > 0 && <p role="alert" sx={{ color: 'errorText', fontSize: 1 }}>{t('merchant:product.priceInvalid')}</p>}
      {mayEdit && <div sx={{ mt: 3 }}><Button busy={busy} onClick={() => void save()}>{t('merchant:kit.save')}</Button></div>}
    </Card>
  );
}
