/** @jsxImportSource theme-ui */
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { SchemaForm, type BlockProps, type ExtraIssue, type JsonSchema } from '../../engine';
import { ddmmyyyyToYyyymmdd } from '../../domain/dates';
import type { PromotionHeader } from '../../domain/promotion-types';
import { validatePromotionStep1 } from '../../domain/promotion-validate';
import generalSchema from '../../../schemas/forms/promotion-general.json';
import { BootFallback } from '../app/BootFallback';
import { localized } from '../layouts/shared/MenuLink';
import { merchantSession } from '../session/merchant-session';
import { Button, Card, Empty, Page, Select } from '../merchant/ui/kit';
import type { Dist } from '../session/types';
import { editorState, type EditorDraft } from './draft-store';
import { Stepper } from './ui';
import { usePromotionDraft } from './use-draft';

type GeneralData = Pick<PromotionHeader, 'PromotionName' | 'Opt30' | 'PromotionRemark' | 'DateBegin' | 'DateEnd' | 'FlagEnabled' | 'PromotionType' | 'SalesNumber'>;

/** `/merchant/promotion/{id}` step 1: name, short name, remark, period (DD/MM/YYYY), enabled, type, what tiers count. */
export default function GeneralStepScreen(_props: BlockProps) {
  const { t } = useTranslation();
  const { id, draft, failed } = usePromotionDraft();
  const { dists } = useSnapshot(merchantSession);
  const uiSchema = useMemo(() => ({
    PromotionRemark: { 'ui:widget': 'textarea' },
    DateBegin: { 'ui:placeholder': 'DD/MM/YYYY' },
    DateEnd: { 'ui:placeholder': 'DD/MM/YYYY' },
    FlagEnabled: { 'ui:enumNames': [t('merchant:promotion.enabledY'), t('merchant:promotion.enabledN')] },
    PromotionType: { 'ui:enumNames': ['1', '2', '3'].map((c) => t(`merchant:promotion.type.t${c}`)) },
    SalesNumber: { 'ui:enumNames': [t('merchant:promotion.salesNumber.s1'), t('merchant:promotion.salesNumber.s2')] },
  }), [t]);

  if (failed) return <Page title={t('merchant:promotion.title')}><Empty>{t('merchant:promotion.notFound')}</Empty></Page>;
  if (!draft) return <BootFallback />;
  return <GeneralForm key={id} id={id} draft={draft} dists={dists} uiSchema={uiSchema} />;
}

function GeneralForm({ id, draft, dists, uiSchema }: { id: string; draft: EditorDraft; dists: readonly Dist[]; uiSchema: Record<string, unknown> }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const navigate = useNavigate();
  const [issues, setIssues] = useState<ExtraIssue[]>([]);
  const p = draft.Promotion;
  const [formData, setFormData] = useState<GeneralData>(() => ({
    PromotionName: p.PromotionName ?? '', Opt30: p.Opt30 ?? '', PromotionRemark: p.PromotionRemark ?? '', DateBegin: p.DateBegin ?? '', DateEnd: p.DateEnd ?? '',
    FlagEnabled: p.FlagEnabled ?? 'Y', PromotionType: p.PromotionType ?? '1', SalesNumber: p.SalesNumber ?? '1',
  }));
  const submit = (data: GeneralData) => {
    const header: PromotionHeader = { ...p, ...data, DateBeginT: ddmmyyyyToYyyymmdd(String(data.DateBegin ?? '')) ?? '', DateEndT: ddmmyyyyToYyyymmdd(String(data.DateEnd ?? '')) ?? '' };
    const errors = validatePromotionStep1({ Promotion: header });
    if (errors.length > 0) {
      setIssues(errors.map((e) => ({ field: e.field.replace('/Promotion', ''), messageKey: e.key, message: e.en })));
      return;
    }
    if (editorState.draft) {
      const typeChanged = editorState.draft.Promotion.PromotionType !== header.PromotionType;
      editorState.draft.Promotion = header;
      if (typeChanged) {
        for (const line of editorState.draft.PromotionDetails) line.DiscType = header.PromotionType === '1' ? 'FreeItem' : 'DiscountValue';
      }
    }
    navigate(localized(`/merchant/promotion/${id}/condition`, locale));
  };
  return (
    <Page title={draft.id === null ? t('merchant:promotion.newTitle') : t('merchant:promotion.editTitle', { id: draft.id })}
      back={{ to: localized('/merchant/promotion', locale), label: t('merchant:promotion.backToList') }}>
      <Stepper id={id} current="general" />
      <Card>
        <div sx={{ mb: 3, maxWidth: 320 }}>
          <Select label={t('merchant:promotion.field.saleUnit')} value={draft.SaleUnit} disabled={draft.id !== null}
            onChange={(e) => { if (editorState.draft) editorState.draft.SaleUnit = e.target.value; }}
            options={dists.map((d) => ({ value: d.SaleUnit, label: `${d.SaleUnit} ${d.DIST_SHORTNAME || d.DIST_NAME || ''}` }))} />
        </div>
        {/* No frame of the form's own fieldset inside the card: the fields line up with the centre select. */}
        <div sx={{ '& fieldset': { border: 0, p: 0, m: 0, minWidth: 0 } }}>
          <Suspense fallback={<BootFallback />}>
            <SchemaForm id="promotion-general" schema={generalSchema as JsonSchema} uiSchema={uiSchema} formData={formData as Record<string, unknown>}
              onChange={(d) => setFormData(d as GeneralData)} onSubmit={(d) => submit(d as GeneralData)} extraIssues={issues} submitLabel="merchant:promotion.next">
              <div sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}><Button type="submit">{t('merchant:promotion.next')}</Button></div>
            </SchemaForm>
          </Suspense>
        </div>
      </Card>
    </Page>
  );
}
