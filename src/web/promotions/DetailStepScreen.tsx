/** @jsxImportSource theme-ui */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import type { BlockProps } from '../../engine';
import { PAGE_SIZE } from '../../domain/constants';
import { ALL } from '../../domain/promotion-types';
import { PROMOTION_MESSAGES, validatePromotion, validatePromotionStep3, type PromotionError } from '../../domain/promotion-validate';
import { fetchPromotionCustomers, savePromotion, usePromotionMasterdata, type CustomerRef, type TypeRef } from '../api/promotions';
import { BootFallback } from '../app/BootFallback';
import { localized } from '../layouts/shared/MenuLink';
import { merchantSession } from '../session/merchant-session';
import { showToast } from '../widgets/toast-store';
import { Button, Card, Field, Page } from '../merchant/ui/kit';
import { editorState, toWire, type EditorDraft } from './draft-store';
import { PickedList, PickerDialog, type PickerItem } from './PickerDialog';
import { TagAdder } from './TagAdder';
import { Stepper, useErrorText, useRevealFirstError } from './ui';
import { usePromotionDraft } from './use-draft';
import { serverText } from '../api/server-texts';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];
type Marker = 'CustomerList' | 'Opt15' | 'CustomerTypeList';

/** A server 400 reason back to the domain message (so it shows in the page's language). */
function fromServer(errors: { field: string; reason: string }[]): PromotionError[] {
  const byEn = new Map<string, (typeof PROMOTION_MESSAGES)[keyof typeof PROMOTION_MESSAGES]>(Object.values(PROMOTION_MESSAGES).map((m) => [m.en, m]));
  return errors.flatMap((e) => {
    const m = byEn.get(e.reason);
    return m ? [{ ...m, step: 3 as const, field: e.field.replace(/^\/body/, '') }] : [];
  });
}

/** `/merchant/promotion/{id}/detail` step 3: customers (or all, minus those not in), store types, customer types, weekdays; saves. */
export default function DetailStepScreen(_props: BlockProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const navigate = useNavigate();
  const errorText = useErrorText();
  const { token } = useSnapshot(merchantSession);
  const { id, draft } = usePromotionDraft();
  const master = usePromotionMasterdata(token).data;
  // Local messages follow the draft once Save was tried; the server's stay until the next save.
  const [tried, setTried] = useState(false);
  const [serverErrors, setErrors] = useState<PromotionError[]>([]);
  const [picker, setPicker] = useState<'Customers' | 'CustomersNotIn' | null>(null);
  const [busy, setBusy] = useState(false);
  const reveal = useRevealFirstError();
  const searchCustomers = useCallback(async (text: string): Promise<PickerItem[]> => {
    const r = await fetchPromotionCustomers(text, PAGE_SIZE.customerPopup);
    return (r.ok && r.data ? r.data.Data : []).map((c) => ({ code: c.CUSTOMERCODE, label: c.CUSTOMERNAME, hint: c.MobileNo }));
  }, []);
  if (!draft) return <BootFallback />;
  const errors: PromotionError[] = [...(tried ? validatePromotionStep3(toWire(draft as EditorDraft)) : []), ...serverErrors];
  const p = draft.Promotion;
  const isAll = (m: Marker) => p[m] === ALL;
  const setAll = (m: Marker, all: boolean) => { if (editorState.draft) editorState.draft.Promotion[m] = all ? ALL : ''; };
  const errorAt = (field: string) => errorText(errors.find((e) => e.field === field));
  const asItems = (list: readonly CustomerRef[]): PickerItem[] => list.map((c) => ({ code: c.CUSTOMERCODE, label: c.CUSTOMERNAME }));
  const typeName = (x: TypeRef) => (locale === 'en' ? x.NameEn : x.Name);
  const toggleCode = (list: 'Stores' | 'CustomerTypes', code: string) => {
    const d = editorState.draft;
    if (!d) return;
    d[list] = d[list].includes(code) ? d[list].filter((c) => c !== code) : [...d[list], code];
  };
  const toggleDay = (day: number) => {
    const d = editorState.draft;
    if (!d) return;
    d.Weekdays = d.Weekdays.includes(day) ? d.Weekdays.filter((x) => x !== day) : [...d.Weekdays, day].sort();
  };

  const save = async () => {
    const d = editorState.draft;
    if (!d) return;
    const body = toWire(d);
    const found = validatePromotion(body);
    const earlier = found.find((e) => e.step < 3);
    if (earlier) {
      // A step before this one is incomplete (e.g. opened straight on this page): go back to it with its message.
      showToast(t(earlier.key, earlier.en), { kind: 'error' });
      navigate(localized(`/merchant/promotion/${id}${earlier.step === 1 ? '' : '/condition'}`, locale));
      return;
    }
    setTried(true);
    setErrors([]);
    if (found.length > 0) { reveal(); return; }
    setBusy(true);
    const r = await savePromotion(d.id, body);
    setBusy(false);
    if (r.ok && r.data) {
      showToast(t('merchant:promotion.saved'), { kind: 'success' });
      editorState.draft = null;
      editorState.key = null;
      navigate(localized('/merchant/promotion', locale));
    } else if (r.exception?.Errors) {
      const mapped = fromServer(r.exception.Errors);
      setErrors(mapped);
      if (mapped.length === 0) showToast(serverText(r.exception.Message), { kind: 'error' });
      else reveal();
    }
  };

  const typeBoxes = (list: 'Stores' | 'CustomerTypes', marker: Marker, options: readonly TypeRef[], title: string, field: string) => (
    <Card title={title}>
      <Field label="" error={errorAt(field)}>
        <label sx={{ display: 'flex', gap: 2, alignItems: 'center', fontSize: 1, fontWeight: 'bold' }}>
          <input type="checkbox" name={`${marker}-all`} checked={isAll(marker)} onChange={(e) => setAll(marker, e.target.checked)} />{t('merchant:promotion.allOf', { what: title })}
        </label>
        {!isAll(marker) && (
          <div sx={{ display: 'grid', gridTemplateColumns: ['1fr', '1fr 1fr'], gap: 1, mt: 2 }}>
            {options.map((o) => (
              <label key={o.Code} sx={{ display: 'flex', gap: 2, alignItems: 'center', fontSize: 1 }}>
                <input type="checkbox" checked={draft[list].includes(o.Code)} onChange={() => toggleCode(list, o.Code)} />{o.Code} {typeName(o)}
              </label>
            ))}
          </div>
        )}
      </Field>
    </Card>
  );

  return (
    <Page title={draft.id === null ? t('merchant:promotion.newTitle') : t('merchant:promotion.editTitle', { id: draft.id })} subtitle={p.PromotionName ?? ''}>
      <Stepper id={id} current="detail" />
      <Card title={t('merchant:promotion.field.customers')} actions={!isAll('CustomerList') && <Button tone="outline" onClick={() => setPicker('Customers')}>{t('merchant:promotion.pickCustomers')}</Button>}>
        <Field label="" error={errorAt('/Customers')}>
          <label sx={{ display: 'flex', gap: 2, alignItems: 'center', fontSize: 1, fontWeight: 'bold', mb: 2 }}>
            <input type="checkbox" name="CustomerList-all" checked={isAll('CustomerList')} onChange={(e) => setAll('CustomerList', e.target.checked)} />{t('merchant:promotion.allCustomers')}
          </label>
          {!isAll('CustomerList') && (
            <>
              <PickedList testId="customers" items={asItems(draft.Customers)} empty={t('merchant:promotion.noneYet')}
                onRemove={(code) => { if (editorState.draft) editorState.draft.Customers = editorState.draft.Customers.filter((c) => c.CUSTOMERCODE !== code); }} />
              <TagAdder onAdd={(found, tag) => {
                const d = editorState.draft;
                if (!d) return;
                const have = new Set(d.Customers.map((c) => c.CUSTOMERCODE));
                const added = found.filter((c) => !have.has(c.CUSTOMERCODE)).map((c) => ({ CUSTOMERCODE: c.CUSTOMERCODE, CUSTOMERNAME: c.CUSTOMERNAME }));
                d.Customers = [...d.Customers, ...added];
                showToast(t('merchant:promotion.tagCustomersAdded', { count: added.length, tag }), { kind: 'success' });
              }} />
            </>
          )}
        </Field>
      </Card>
      <Card title={t('merchant:promotion.field.customersNotIn')} actions={<Button tone="outline" onClick={() => setPicker('CustomersNotIn')}>{t('merchant:promotion.pickExcluded')}</Button>}>
        <PickedList testId="customers-not-in" items={asItems(draft.CustomersNotIn)} empty={t('merchant:promotion.noneYet')}
          onRemove={(code) => { if (editorState.draft) editorState.draft.CustomersNotIn = editorState.draft.CustomersNotIn.filter((c) => c.CUSTOMERCODE !== code); }} />
      </Card>
      {typeBoxes('Stores', 'Opt15', master?.StoreTypes ?? [], t('merchant:promotion.field.stores'), '/Stores')}
      {typeBoxes('CustomerTypes', 'CustomerTypeList', master?.CustomerTypes ?? [], t('merchant:promotion.field.customerTypes'), '/CustomerTypes')}
      <Card title={t('merchant:promotion.field.weekdays')}>
        <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
          {WEEKDAYS.map((d) => (
            <label key={d} sx={{ display: 'flex', gap: 1, alignItems: 'center', fontSize: 1 }}>
              <input type="checkbox" checked={draft.Weekdays.includes(d)} onChange={() => toggleDay(d)} />{t(`merchant:promotion.weekday.d${d}`)}
            </label>
          ))}
        </div>
        {draft.Weekdays.length === 0 && <p sx={{ m: 0, mt: 2, fontSize: 0, color: 'textMuted' }}>{t('merchant:promotion.everyDay')}</p>}
      </Card>
      <div sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Button tone="outline" onClick={() => navigate(localized(`/merchant/promotion/${id}/condition`, locale))}>{t('merchant:promotion.back')}</Button>
        <Button busy={busy} onClick={() => void save()}>{t('merchant:promotion.save')}</Button>
      </div>
      {picker && (
        <PickerDialog title={t(picker === 'Customers' ? 'merchant:promotion.pickCustomers' : 'merchant:promotion.pickExcluded')} search={searchCustomers}
          selected={asItems(draft[picker])} onClose={() => setPicker(null)}
          onDone={(items) => {
            if (editorState.draft) editorState.draft[picker] = items.map((i) => ({ CUSTOMERCODE: i.code, CUSTOMERNAME: i.label }));
            setPicker(null);
          }} />
      )}
    </Page>
  );
}
