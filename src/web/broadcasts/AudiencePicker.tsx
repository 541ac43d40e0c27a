/** @jsxImportSource theme-ui */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { PAGE_SIZE } from '../../domain/constants';
import type { AudienceKind } from '../api/broadcasts';
import { fetchPromotionCustomers } from '../api/promotions';
import { fetchTags, type TagView } from '../api/tags';
import { Button, Empty } from '../merchant/ui/kit';
import { PickedList, PickerDialog, type PickerItem } from '../promotions/PickerDialog';
import { merchantSession } from '../session/merchant-session';
import { TagChip } from '../tags/TagChip';

export interface Audience { kind: AudienceKind; codes: string[]; labels: Record<string, string> }

/** Who receives a broadcast: active tags, the salesperson's centres, or customers picked one by one. */
export function AudiencePicker({ value, onChange }: { value: Audience; onChange: (next: Audience) => void }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const { dists } = useSnapshot(merchantSession);
  const [tags, setTags] = useState<TagView[] | null>(null);
  const [picking, setPicking] = useState(false);
  useEffect(() => {
    let live = true;
    void fetchTags({ active: 'Y', take: 200 }).then((r) => { if (live) setTags(r.ok && r.data ? r.data.Data : []); });
    return () => { live = false; };
  }, []);
  const searchCustomers = useCallback(async (text: string): Promise<PickerItem[]> => {
    const r = await fetchPromotionCustomers(text, PAGE_SIZE.customerPopup);
    return (r.ok && r.data ? r.data.Data : []).map((c) => ({ code: c.CUSTOMERCODE, label: c.CUSTOMERNAME, hint: c.MobileNo }));
  }, []);
  const toggle = (code: string, label: string) => {
    const has = value.codes.includes(code);
    onChange({ ...value, codes: has ? value.codes.filter((c) => c !== code) : [...value.codes, code], labels: { ...value.labels, [code]: label } });
  };
  const kinds: AudienceKind[] = ['TAG', 'CENTRE', 'LIST'];
  return (
    <div sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <div role="radiogroup" aria-label={t('merchant:broadcast.audience')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        {kinds.map((k) => (
          <label key={k} sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: 1 }}>
            <input type="radio" name="AudienceKind" checked={value.kind === k} onChange={() => onChange({ kind: k, codes: [], labels: {} })} />
            {t(`merchant:broadcast.kind.${k}`)}
          </label>
        ))}
      </div>
      {value.kind === 'TAG' && (
        <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {tags === null && <Empty>{t('common:label.loading')}</Empty>}
          {tags?.length === 0 && <Empty>{t('merchant:tag.empty')}</Empty>}
          {tags?.map((tag) => {
            const name = locale === 'en' ? tag.NameEn || tag.NameTh : tag.NameTh;
            return (
              <label key={tag.Code} sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: 1, border: '1px solid', borderColor: 'border', borderRadius: 'small', px: 2, py: 1 }}>
                <input type="checkbox" checked={value.codes.includes(tag.Code)} onChange={() => toggle(tag.Code, name)} aria-label={`${tag.Code} ${name}`} />
                <TagChip code={tag.Code} color={tag.Color} /> <span>{name} ({tag.CustomerCount})</span>
              </label>
            );
          })}
        </div>
      )}
      {value.kind === 'CENTRE' && (
        <div sx={{ display: 'grid', gridTemplateColumns: ['1fr', '1fr 1fr'], gap: 1 }}>
          {dists.map((d) => {
            const label = `${d.SaleUnit} ${d.DIST_SHORTNAME || d.DIST_NAME || ''}`.trim();
            return (
              <label key={d.SaleUnit} sx={{ display: 'flex', alignItems: 'center', gap: 2, fontSize: 1 }}>
                <input type="checkbox" checked={value.codes.includes(d.SaleUnit)} onChange={() => toggle(d.SaleUnit, label)} />{label}
              </label>
            );
          })}
        </div>
      )}
      {value.kind === 'LIST' && (
        <div sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
          <PickedList testId="broadcast-customers" items={value.codes.map((c) => ({ code: c, label: value.labels[c] ?? c }))} empty={t('merchant:promotion.noneYet')}
            onRemove={(code) => onChange({ ...value, codes: value.codes.filter((c) => c !== code) })} />
          <Button tone="outline" onClick={() => setPicking(true)}>{t('merchant:promotion.pickCustomers')}</Button>
        </div>
      )}
      {picking && (
        <PickerDialog title={t('merchant:promotion.pickCustomers')} search={searchCustomers}
          selected={value.codes.map((c) => ({ code: c, label: value.labels[c] ?? c }))} onClose={() => setPicking(false)}
          onDone={(items) => {
            onChange({ ...value, codes: items.map((i) => i.code), labels: Object.fromEntries(items.map((i) => [i.code, i.label])) });
            setPicking(false);
          }} />
      )}
    </div>
  );
}
