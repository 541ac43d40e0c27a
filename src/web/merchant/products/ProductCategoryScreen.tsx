/** @jsxImportSource theme-ui */
import { useState } from 'react';
import type { BlockProps } from '../../../engine';
import { fetchSaveCategory, useCategories, useMaTypes, type MerchantProduct } from '../../api/merchant-products';
import { showToast } from '../../widgets/toast-store';
import { Button, Card, Select } from '../ui/kit';
import { ProductFrame } from './ProductFrame';
import { useProductPage } from './use-product';

/** `/merchant/product/{code}/category`: category levels 1–3 (each under the one above) and material type. */
export default function ProductCategoryScreen(_props: BlockProps) {
  return <ProductFrame page={useProductPage()}>{(product) => <CategoryForm key={product.P_Code} product={product} />}</ProductFrame>;
}

function CategoryForm({ product }: { product: MerchantProduct }) {
  const { t, locale, token, reload, mayEdit } = useProductPage();
  const categories = useCategories(token);
  const matypes = useMaTypes(token);
  const [h, setH] = useState([product.Hierarchy1, product.Hierarchy2, product.Hierarchy3]);
  const [matype, setMatype] = useState(product.matype);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const options = (level: number) => (categories.data ?? [])
    .filter((c) => c.Level === level && (level < 2 || c.h1 === h[0]) && (level < 3 || c.h2 === h[1]))
    .map((c) => ({ value: c.Code, label: locale === 'en' ? c.NameEn : c.Name }));
  const choose = (level: number, code: string) => setH((prev) => prev.map((v, i) => (i === level - 1 ? code : i > level - 1 ? '' : v)));
  const save = async () => {
    setBusy(true);
    try {
      const res = await fetchSaveCategory(product.P_Code, { Hierarchy1: h[0], Hierarchy2: h[1], Hierarchy3: h[2], matype });
      if (res.ok) { setErrors({}); showToast(t('merchant:kit.saved'), { kind: 'success' }); await reload(); }
      else setErrors(Object.fromEntries((res.exception?.Errors ?? []).map((e) => [e.field.replace('/body/', ''), e.reason])));
    } finally {
      setBusy(false);
    }
  };
  const none = { value: '', label: '—' };
  return (
    <Card title={t('merchant:product.category')}>
      <fieldset disabled={!mayEdit} sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 3, maxWidth: 480 }}>
        {[1, 2, 3].map((level) => (
          <Select key={level} label={t('merchant:product.categoryLevel', { n: level })} value={h[level - 1]} error={errors[`Hierarchy${level}`]}
            disabled={level > 1 && !h[level - 2]} onChange={(e) => choose(level, e.target.value)} options={[none, ...options(level)]} />
        ))}
        <Select label={t('merchant:product.matype')} value={matype} error={errors.matype} onChange={(e) => setMatype(e.target.value)}
          options={[none, ...(matypes.data ?? []).map((m) => ({ value: m.Code, label: `${m.Code} ${m.Name}` }))]} />
        {mayEdit && <Button busy={busy} onClick={() => void save()}>{t('merchant:kit.save')}</Button>}
      </fieldset>
    </Card>
  );
}
