/** @jsxImportSource theme-ui */
import { Suspense, useState } from 'react';
import { SchemaForm, type BlockProps, type ExtraIssue, type JsonSchema } from '../../../engine';
import productEditSchema from '../../../../schemas/forms/product-edit.json';
import { fetchSaveProduct, type MerchantProduct, type ProductEdit } from '../../api/merchant-products';
import { BootFallback } from '../../app/BootFallback';
import { formPointer } from '../../auth/server-messages';
import { showToast } from '../../widgets/toast-store';
import { Card } from '../ui/kit';
import { ProductImages } from './ProductImages';
import { ProductFrame } from './ProductFrame';
import { useProductPage } from './use-product';

/** Sales staff see the fields without a Save button. */
const READ_ONLY = { 'ui:submitButtonOptions': { norender: true } };

function formOf(p: MerchantProduct): ProductEdit {
  const out: ProductEdit = {
    UnitCount: p.UnitCount, PRODUCTNAME: p.PRODUCTNAME, PRODUCTNAME_EN: p.PRODUCTNAME_EN, PRODUCTSHORTNAME_TH: p.PRODUCTSHORTNAME_TH,
    PRODUCTSHORTNAME_EN: p.PRODUCTSHORTNAME_EN, P_Description: p.P_Description, BARCODE1: p.BARCODE1, BARCODE2: p.BARCODE2, BARCODE3: p.BARCODE3,
  };
  for (const u of [1, 2, 3] as const) {
    if (u > p.UnitCount) continue;
    out[`UNIT${u}`] = p[`UNIT${u}`];
    out[`UNIT${u}NAME`] = p[`UNIT${u}NAME`];
    out[`UNIT${u}RATE`] = p[`UNIT${u}RATE`];
  }
  return out;
}

/**
 * `/merchant/product/{code}`: names, units and barcodes with `schemas/forms/product-edit.json`
 * (the fields required grow with the unit count, on the page and on the server alike), and the
 * five pictures.
 */
export default function ProductEditScreen(_props: BlockProps) {
  const page = useProductPage();
  const { t, reload } = page;
  return (
    <ProductFrame page={page}>
      {(product) => (
        <>
          <ProductImages product={product} onChanged={reload} readOnly={!page.mayEdit} />
          <Card title={t('merchant:product.general')}>
            <Suspense fallback={<BootFallback />}>
              <EditForm key={`${product.P_Code}-${product.UnitCount}`} product={product} onSaved={reload} />
            </Suspense>
          </Card>
        </>
      )}
    </ProductFrame>
  );
}

function EditForm({ product, onSaved }: { product: MerchantProduct; onSaved: () => Promise<unknown> }) {
  const { t, mayEdit } = useProductPage();
  const [form, setForm] = useState<ProductEdit>(() => formOf(product));
  const [issues, setIssues] = useState<ExtraIssue[]>([]);
  const [busy, setBusy] = useState(false);
  const submit = async (data: ProductEdit) => {
    setBusy(true);
    try {
      const res = await fetchSaveProduct(product.P_Code, data);
      if (res.ok) {
        setIssues([]);
        showToast(t('merchant:kit.saved'), { kind: 'success' });
        await onSaved();
      } else if (res.exception?.Errors) {
        setIssues(res.exception.Errors.map((e) => ({ field: formPointer(e.field), message: e.reason })));
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <SchemaForm
      id="product-edit-form"
      schema={productEditSchema as JsonSchema}
      formData={form as unknown as Record<string, unknown>}
      onChange={(d) => setForm(d as unknown as ProductEdit)}
      onSubmit={(d) => void submit(d as unknown as ProductEdit)}
      submitLabel="merchant:kit.save"
      disabled={busy || !mayEdit}
      uiSchema={mayEdit ? undefined : READ_ONLY}
      extraIssues={issues}
    />
  );
}
