/** @jsxImportSource theme-ui */
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { PAGE_SIZE } from '../../../domain';
import { formatDate, type BlockProps } from '../../../engine';
import { fetchCustomerFiles, usePhotoGroups, type CustomerFileFilter } from '../../api/merchant-customers';
import { localized } from '../../layouts/shared/MenuLink';
import { merchantSession } from '../../session/merchant-session';
import { dateTimeLabel } from '../orders/status';
import { AuthImage } from '../../widgets/AuthImage';
import { Button, ButtonLink, Card, Empty, Page, DateInput } from '../ui/kit';

const TAKE = PAGE_SIZE.customerPhotos;

/** The filters' keys in the page's query string (comma lists for the chips). */
const Q = { groups: 'groups', months: 'months', from: 'from', to: 'to' } as const;
const listOf = (v: string | null) => (v ? v.split(',').filter(Boolean) : []);
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * `/merchant/customer/{code}/{saleunit}/photo`: the customer's photos, 24 at a time, filtered by
 * photo groups (chips), month-years (chips of the months that have photos, newest first, 'พ.ย. 2569'
 * / 'Nov 2026') and a date range, all combined. The filters live in the query string
 * (`?groups=SHELF&months=2026-11,2026-10&from=&to=`), so a reload, a shared link or coming back
 * from taking a photo keeps them.
 */
export default function CustomerPhotoScreen(_props: BlockProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const { code = '', saleunit = '' } = useParams();
  const { token } = useSnapshot(merchantSession);
  const groups = usePhotoGroups(token, saleunit, '');
  const [params, setParams] = useSearchParams();
  // Held here and copied to the link (a link's update lands a render later, and two quick taps
  // would each start from the same link and one would be lost).
  const [filter, setFilter] = useState<CustomerFileFilter>(() => ({
    CustomerCode: code, saleUnit: saleunit, customerType: '', photoGroupCodes: listOf(params.get(Q.groups)),
    // The server answers 400 to anything but YYYY-MM: a mistyped link filters by nothing instead.
    monthYears: listOf(params.get(Q.months)).filter((m) => MONTH.test(m)), fromDate: params.get(Q.from) ?? '', toDate: params.get(Q.to) ?? '',
  }));
  const link = new URLSearchParams(Object.entries({ [Q.groups]: filter.photoGroupCodes.join(','), [Q.months]: filter.monthYears.join(','), [Q.from]: filter.fromDate, [Q.to]: filter.toDate }).filter(([, v]) => v)).toString();
  // Once per change of the filters (a navigation each render would cancel the one before).
  useEffect(() => {
    setParams((p) => {
      const next = new URLSearchParams(p);
      for (const k of Object.values(Q)) next.delete(k);
      for (const [k, v] of new URLSearchParams(link)) next.set(k, v);
      return next.toString() === p.toString() ? p : next;
    }, { replace: true });
  }, [link, setParams]);
  const files = useInfiniteQuery({
    queryKey: ['merchant', 'customerfiles', token, filter],
    queryFn: async ({ pageParam }) => {
      const r = await fetchCustomerFiles(filter, pageParam, TAKE);
      return r.ok && r.data ? r.data : { Total: 0, Skip: pageParam, Take: TAKE, Data: [], MonthYears: [] };
    },
    initialPageParam: 0,
    getNextPageParam: (last) => (last.Skip + last.Data.length < last.Total && last.Data.length > 0 ? last.Skip + last.Data.length : undefined),
    enabled: !!token && !!code && !!saleunit,
    // The chips (the month list comes with the photos) stay while another filter's photos load.
    placeholderData: keepPreviousData,
  });
  const pages = files.data?.pages ?? [];
  const photos = pages.flatMap((p) => p.Data);
  // A month chosen in the link but without photos stays listed, so it can be taken off again.
  const months = [...new Set([...(pages[0]?.MonthYears ?? []), ...filter.monthYears])].sort().reverse();
  const toggle = (key: 'photoGroupCodes' | 'monthYears', value: string) =>
    setFilter((f) => ({ ...f, [key]: f[key].includes(value) ? f[key].filter((v) => v !== value) : [...f[key], value] }));
  const base = `/merchant/customer/${encodeURIComponent(code)}/${encodeURIComponent(saleunit)}`;
  return (
    <Page title={t('merchant:customer.photos')} subtitle={`${code} · ${saleunit}`} back={{ to: localized(base, locale), label: t('merchant:kit.back') }}
      actions={<ButtonLink tone="primary" to={localized(`${base}/photo/capture`, locale)}>{t('merchant:customer.takePhoto')}</ButtonLink>}>
      <Card>
        <ChipRow label={t('merchant:customer.photoGroups')} items={(groups.data ?? []).map((g) => ({ value: g.Code, label: locale === 'en' ? g.PictureNameEn : g.PictureName }))}
          selected={filter.photoGroupCodes} onToggle={(v) => toggle('photoGroupCodes', v)} />
        <ChipRow label={t('merchant:customer.monthYears')} items={months.map((m) => ({ value: m, label: formatDate(m, 'monthYear', locale) }))}
          selected={filter.monthYears} onToggle={(v) => toggle('monthYears', v)} />
        <div sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, maxWidth: 420 }}>
          <DateInput label={t('merchant:customer.fromDate')} value={filter.fromDate} onChange={(v) => setFilter((f) => ({ ...f, fromDate: v }))} />
          <DateInput label={t('merchant:customer.toDate')} value={filter.toDate} onChange={(v) => setFilter((f) => ({ ...f, toDate: v }))} />
        </div>
      </Card>
      <Card title={pages[0] ? t('merchant:customer.photoCount', { count: pages[0].Total }) : undefined}>
        {files.isPending && <Empty>{t('common:label.loading')}</Empty>}
        {!files.isPending && photos.length === 0 && <Empty>{t('merchant:customer.noPhotos')}</Empty>}
        <div sx={{ display: 'grid', gridTemplateColumns: ['repeat(2, 1fr)', 'repeat(4, 1fr)'], gap: 3 }}>
          {photos.map((p) => (
            <figure key={p.FileId} data-testid="photo" sx={{ m: 0 }}>
              <AuthImage area="merchant" src={p.Url} alt={locale === 'en' ? p.PictureNameEn : p.PictureName} maxHeight={200} />
              <figcaption sx={{ fontSize: 0, color: 'textMuted', mt: 1 }}>
                <strong sx={{ color: 'text' }}>{locale === 'en' ? p.PictureNameEn : p.PictureName}</strong> · {dateTimeLabel(p.CreatedAt, locale)}
                {p.Remark && <span sx={{ display: 'block' }}>{p.Remark}</span>}
              </figcaption>
            </figure>
          ))}
        </div>
        {files.hasNextPage && <div sx={{ textAlign: 'center', mt: 3 }}><Button tone="outline" busy={files.isFetchingNextPage} onClick={() => void files.fetchNextPage()}>{t('merchant:kit.loadMore')}</Button></div>}
      </Card>
    </Page>
  );
}

function ChipRow({ label, items, selected, onToggle }: { label: string; items: { value: string; label: string }[]; selected: string[]; onToggle: (v: string) => void }) {
  if (items.length === 0) return null;
  return (
    <div role="group" aria-label={label} sx={{ mb: 3 }}>
      <span sx={{ display: 'block', fontSize: 1, fontWeight: 'bold', mb: 1 }}>{label}</span>
      <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {items.map((i) => {
          const on = selected.includes(i.value);
          return (
            <button key={i.value} type="button" aria-pressed={on} onClick={() => onToggle(i.value)}
              sx={{ fontFamily: 'body', fontSize: 1, px: 3, py: 1, borderRadius: 'pill', cursor: 'pointer', border: '1px solid', borderColor: on ? 'primary' : 'border', bg: on ? 'highlight' : 'background', color: on ? 'primaryText' : 'text' }}>
              {i.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
