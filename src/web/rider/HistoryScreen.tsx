/** @jsxImportSource theme-ui */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import type { BlockProps } from '../../engine';
import { RIDER_PAGE_SIZE, fetchRiderHistory, type HistoryRow } from '../api/rider';
import { localized } from '../layouts/shared/MenuLink';
import { Button, Card, Empty, Pill, DateInput } from '../merchant/ui/kit';
import { riderSession } from '../session/rider-session';
import { dayHeading, detailPath, label, money, time, useRiderLocale } from './labels';

/**
 * `/rider/history`: what the rider delivered or failed to deliver, by Bangkok day, newest first,
 * with the range's totals (delivered, failed, cash collected); an optional date range.
 */
export default function HistoryScreen(_props: BlockProps) {
  const { t } = useTranslation();
  const locale = useRiderLocale();
  const { token } = useSnapshot(riderSession);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const query = useInfiniteQuery({
    queryKey: ['rider', 'history', token, from, to],
    queryFn: async ({ pageParam }) => { const r = await fetchRiderHistory({ from, to, skip: pageParam }); return r.ok ? r.data ?? null : null; },
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + (p?.Data.length ?? 0), 0);
      return last && last.Data.length === RIDER_PAGE_SIZE && loaded < last.Total ? loaded : undefined;
    },
    enabled: !!token && !(from && to && from > to),
  });
  const summary = query.data?.pages[0]?.Summary;
  const rows = query.data?.pages.flatMap((p) => p?.Data ?? []) ?? [];
  const days = new Map<string, HistoryRow[]>();
  for (const row of rows) days.set(row.Day, [...(days.get(row.Day) ?? []), row]);

  return (
    <section sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      <h1 sx={{ fontSize: 3, m: 0 }}>{t('rider:history.title')}</h1>
      <Card>
        <div sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, alignItems: 'end' }}>
          <DateInput label={t('rider:history.from')} value={from} max={to} onChange={(v) => setFrom(v)} />
          <DateInput label={t('rider:history.to')} value={to} min={from} onChange={(v) => setTo(v)} />
        </div>
        {(from || to) && <div sx={{ mt: 2 }}><Button tone="plain" onClick={() => { setFrom(''); setTo(''); }}>{t('rider:history.clear')}</Button></div>}
      </Card>
      {summary && (
        <div data-testid="history-summary" sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 2 }}>
          {([['delivered', String(summary.Delivered), 'success'], ['failed', String(summary.Failed), 'error'], ['cash', money(summary.CashCollected, locale), 'text']] as const).map(([k, v, c]) => (
            <div key={k} sx={{ bg: 'background', borderRadius: 'default', boxShadow: 'card', p: 2, textAlign: 'center' }}>
              <div sx={{ fontSize: 0, color: 'textMuted' }}>{t(`rider:history.${k}`)}</div>
              <strong sx={{ fontSize: 2, color: c }}>{v}</strong>
            </div>
          ))}
        </div>
      )}
      {query.isPending ? <Empty>{t('common:label.loading')}</Empty> : rows.length === 0 ? <Card><Empty>{t('rider:history.empty')}</Empty></Card> : (
        [...days.entries()].map(([day, list]) => (
          <div key={day} sx={{ display: 'grid', gap: 2 }}>
            <h2 sx={{ fontSize: 1, m: 0, color: 'textMuted' }}>{dayHeading(day, locale)}</h2>
            <ul sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
              {list.map((row) => <HistoryItem key={`${row.OrderID}-${row.At}`} row={row} />)}
            </ul>
          </div>
        ))
      )}
      {query.hasNextPage && <Button tone="outline" busy={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>{t('rider:history.loadMore')}</Button>}
    </section>
  );
}

function HistoryItem({ row }: { row: HistoryRow }) {
  const { t } = useTranslation();
  const locale = useRiderLocale();
  const failed = row.Result === 'FAILED';
  const id = row.CanOpen
    ? <Link to={localized(detailPath(row.OrderID, row.SaleUnit, false), locale)} sx={{ fontWeight: 'bold', color: 'text' }}>{row.OrderID}</Link>
    : <strong>{row.OrderID}</strong>;
  return (
    <li data-testid="history-item" sx={{ bg: 'background', borderRadius: 'default', boxShadow: 'card', p: 3, display: 'grid', gap: 1, fontSize: 1 }}>
      <div sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <span>{id} · {time(row.At, locale)}</span>
        <Pill color={failed ? 'error' : 'success'}>{t(`rider:history.result.${row.Result}`)}</Pill>
      </div>
      <span data-i18n-data>{row.CustomerName}</span>
      <span data-i18n-data sx={{ color: 'textMuted', fontSize: 0 }}>{row.ShipToAddress}</span>
      {failed && row.Reason && <span sx={{ color: 'errorText' }}><Interpolated text={t('rider:history.reason', { reason: SLOT })}>{row.Reason}</Interpolated></span>}
      <span sx={{ color: 'textMuted', fontSize: 0 }}>{money(row.Total, locale)} · {t('rider:history.now', { status: label(row.CurrentStatusLabel, locale) })}</span>
    </li>
  );
}

// The reason is what the rider picked or typed, in whichever language: data inside the label.
const SLOT = '\u0001';
function Interpolated({ text, children }: { text: string; children: string }) {
  const [before, after = ''] = text.split(SLOT);
  return <>{before}<span data-i18n-data>{children}</span>{after}</>;
}
