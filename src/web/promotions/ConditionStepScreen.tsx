/** @jsxImportSource theme-ui */
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { BlockProps } from '../../engine';
import { PAGE_SIZE } from '../../domain/constants';
import { validatePromotionStep2, type PromotionError } from '../../domain/promotion-validate';
import { fetchPromotionProducts, type ProductRef } from '../api/promotions';
import { BootFallback } from '../app/BootFallback';
import { localized } from '../layouts/shared/MenuLink';
import { Button, Card, Field, Page } from '../merchant/ui/kit';
import { editorState, emptyLine, toWire, type EditorDraft, type EditorLine } from './draft-store';
import { PickedList, PickerDialog, type PickerItem } from './PickerDialog';
import { Stepper, useErrorText, useRevealFirstError } from './ui';
import { usePromotionDraft } from './use-draft';

const NUMBERS = ['BuyMin', 'BuyMax', 'OrderBuy'] as const;
const cellSx = { width: '100%', boxSizing: 'border-box', px: 2, py: 1, minHeight: 36, border: '1px solid', borderColor: 'border', borderRadius: 'small', fontFamily: 'body', fontSize: 1 } as const;

/** `/merchant/promotion/{id}/condition` step 2: calculation lines, sale products, free products. */
export default function ConditionStepScreen(_props: BlockProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const navigate = useNavigate();
  const errorText = useErrorText();
  const { id, draft } = usePromotionDraft();
  // After the first Next, messages follow the draft as it is fixed (a stale one would mislead).
  const [tried, setTried] = useState(false);
  const [picker, setPicker] = useState<'ProductsSale' | 'ProductsFree' | null>(null);
  const reveal = useRevealFirstError();
  // Products the picker found, with both names: a picked product keeps its Thai and English name
  // (the picker hands back only the label of the page's language).
  const found = useRef(new Map<string, ProductRef>());
  const searchProducts = useCallback(async (text: string): Promise<PickerItem[]> => {
    const r = await fetchPromotionProducts(text, PAGE_SIZE.promotionProductPopup);
    const list = r.ok && r.data ? r.data.Data : [];
    for (const p of list) found.current.set(p.P_Code, { P_Code: p.P_Code, PRODUCTNAME: p.PRODUCTNAME, PRODUCTNAME_EN: p.PRODUCTNAME_EN ?? '' });
    return list.map((p) => ({ code: p.P_Code, label: locale === 'en' ? p.PRODUCTNAME_EN || p.PRODUCTNAME : p.PRODUCTNAME }));
  }, [locale]);
  if (!draft) return <BootFallback />;
  const errors: PromotionError[] = tried ? validatePromotionStep2(toWire(draft as EditorDraft)) : [];
  const type = String(draft.Promotion.PromotionType ?? '1');
  const freeItem = type === '1';
  // The message under the lines names no line: the line's field in error is marked (red, aria-invalid).
  const invalid = (i: number, k: string) => errors.some((e) => e.field === `/PromotionDetails/${i}/${k}`);
  const errorAt = (prefix: string) => errorText(errors.find((e) => e.field === prefix || e.field.startsWith(`${prefix}/`)));
  const asItems = (list: readonly ProductRef[]): PickerItem[] => list.map((p) => ({ code: p.P_Code, label: locale === 'en' ? p.PRODUCTNAME_EN || p.PRODUCTNAME : p.PRODUCTNAME }));
  const setLine = (i: number, key: keyof EditorLine, value: string) => {
    const line = editorState.draft?.PromotionDetails[i];
    if (!line) return;
    if (key === 'DiscType') line.DiscType = value as EditorLine['DiscType'];
    else line[key] = value === '' ? '' : Number(value);
  };
  const next = () => {
    if (!editorState.draft) return;
    const found = validatePromotionStep2(toWire(editorState.draft));
    setTried(true);
    if (found.length === 0) navigate(localized(`/merchant/promotion/${id}/detail`, locale));
    else reveal();
  };
  const lineCols = freeItem ? [...NUMBERS, 'FreeNumber'] as const : [...NUMBERS, 'DiscNumber'] as const;
  return (
    <Page title={draft.id === null ? t('merchant:promotion.newTitle') : t('merchant:promotion.editTitle', { id: draft.id })}
      subtitle={`${draft.Promotion.PromotionName} · ${t(`merchant:promotion.type.t${type}`)}`}>
      <Stepper id={id} current="condition" />
      <Card title={t('merchant:promotion.field.details')} actions={<Button tone="outline" onClick={() => editorState.draft?.PromotionDetails.push(emptyLine(type))}>{t('merchant:promotion.addLine')}</Button>}>
        <div sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {draft.PromotionDetails.map((line, i) => (
            <fieldset key={i} data-testid="promotion-line" sx={{ border: '1px solid', borderColor: 'border', borderRadius: 'small', p: 2, m: 0, display: 'grid', gridTemplateColumns: ['1fr 1fr', `repeat(${lineCols.length + (freeItem ? 0 : 1)}, 1fr) auto`], gap: 2, alignItems: 'end' }}>
              <legend sx={{ fontSize: 0, color: 'textMuted' }}>{t('merchant:promotion.line', { n: i + 1 })}</legend>
              {lineCols.map((k) => (
                <label key={k} sx={{ display: 'flex', flexDirection: 'column', gap: 1, fontSize: 0 }}>
                  {t(`merchant:promotion.field.${k.charAt(0).toLowerCase()}${k.slice(1)}`)}
                  <input type="number" min={0} inputMode="decimal" name={`${k}-${i}`} value={line[k]} onChange={(e) => setLine(i, k, e.target.value)}
                    aria-invalid={invalid(i, k) || undefined} sx={{ ...cellSx, borderColor: invalid(i, k) ? 'error' : 'border' }} />
                </label>
              ))}
              {!freeItem && (
                <label sx={{ display: 'flex', flexDirection: 'column', gap: 1, fontSize: 0 }}>
                  {t('merchant:promotion.field.discType')}
                  <select value={line.DiscType} name={`DiscType-${i}`} onChange={(e) => setLine(i, 'DiscType', e.target.value)} sx={cellSx}>
                    <option value="DiscountValue">{t('merchant:promotion.discType.DiscountValue')}</option>
                    <option value="DiscountPercent">{t('merchant:promotion.discType.DiscountPercent')}</option>
                  </select>
                </label>
              )}
              <Button tone="danger" aria-label={t('merchant:promotion.removeLine', { n: i + 1 })} onClick={() => editorState.draft?.PromotionDetails.splice(i, 1)}>
                {/* A lone red '×' filling a phone's grid cell read as a field in error: say what it does there. */}
                ×<span aria-hidden="true" sx={{ display: ['inline', 'none'], ml: 1 }}>{t('merchant:promotion.removeLine', { n: i + 1 })}</span>
              </Button>
            </fieldset>
          ))}
          <p sx={{ m: 0, fontSize: 0, color: 'textMuted' }}>{t('merchant:promotion.lineHint')}</p>
          {errorAt('/PromotionDetails') && <span role="alert" sx={{ color: 'errorText', fontSize: 1 }}>{errorAt('/PromotionDetails')}</span>}
        </div>
      </Card>
      <Card title={t('merchant:promotion.field.productsSale')} actions={<Button tone="outline" onClick={() => setPicker('ProductsSale')}>{t('merchant:promotion.pickProducts')}</Button>}>
        <Field label="" error={errorAt('/ProductsSale')}>
          <PickedList testId="products-sale" items={asItems(draft.ProductsSale)} empty={t(type === '3' ? 'merchant:promotion.saleOptional' : 'merchant:promotion.noneYet')}
            onRemove={(code) => { if (editorState.draft) editorState.draft.ProductsSale = editorState.draft.ProductsSale.filter((p) => p.P_Code !== code); }} />
        </Field>
      </Card>
      {freeItem && (
        <Card title={t('merchant:promotion.field.productsFree')} actions={<Button tone="outline" onClick={() => setPicker('ProductsFree')}>{t('merchant:promotion.pickFree')}</Button>}>
          <Field label="" error={errorAt('/ProductsFree')}>
            <PickedList testId="products-free" items={asItems(draft.ProductsFree)} empty={t('merchant:promotion.noneYet')}
              onRemove={(code) => { if (editorState.draft) editorState.draft.ProductsFree = editorState.draft.ProductsFree.filter((p) => p.P_Code !== code); }} />
          </Field>
        </Card>
      )}
      <div sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Button tone="outline" onClick={() => navigate(localized(`/merchant/promotion/${id}`, locale))}>{t('merchant:promotion.back')}</Button>
        <Button onClick={next}>{t('merchant:promotion.next')}</Button>
      </div>
      {picker && (
        <PickerDialog title={t(picker === 'ProductsSale' ? 'merchant:promotion.pickProducts' : 'merchant:promotion.pickFree')} search={searchProducts}
          selected={asItems(draft[picker])}
          onClose={() => setPicker(null)}
          onDone={(items) => {
            if (editorState.draft) {
              const known = new Map([...editorState.draft.ProductsSale, ...editorState.draft.ProductsFree].map((p) => [p.P_Code, p]));
              editorState.draft[picker] = items.map((i) => known.get(i.code) ?? found.current.get(i.code) ?? { P_Code: i.code, PRODUCTNAME: i.label, PRODUCTNAME_EN: i.label });
            }
            setPicker(null);
          }} />
      )}
    </Page>
  );
}
