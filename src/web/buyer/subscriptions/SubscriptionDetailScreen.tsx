/** @jsxImportSource theme-ui */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { subscriptionAction, updateSubscription, useSubscription, type Subscription } from '../../api/subscriptions';
import { localized } from '../../layouts/shared/MenuLink';
import { Badge, Button, Card, EmptyState, PageTitle, Row, SectionTitle, Skeleton } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';
import { runDay, scheduleText } from './labels';
import { serverReason, serverText } from '../../api/server-texts';
import { ConfirmDialog } from '../../widgets/ConfirmDialog';

type Action = 'pause' | 'resume' | 'skip' | 'cancel';
type QtyKey = 'qty1' | 'qty2' | 'qty3';

/** `/ordersubscription/{id}`: schedule, next runs, lines (change quantities), actions, run history. */
export default function SubscriptionDetailScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { token, locale } = useBuyer();
  const queryClient = useQueryClient();
  const { data, isPending, fetchStatus } = useSubscription(token, id);
  // Changed quantities by product and unit: a line held in packs or cases is edited in them, not as bottles only.
  const [qty, setQty] = useState<Record<string, Partial<Record<QtyKey, number>>>>({});
  const [error, setError] = useState<string | null>(null);
  // Cancelling is final, so it waits for a yes in the page's own dialog (window.confirm has no Thai title and cannot be styled).
  const [confirming, setConfirming] = useState(false);
  if (isPending && fetchStatus !== 'idle') return <Card><Skeleton height={320} /></Card>;
  if (!data) return <Card><EmptyState icon="history" testId="subscription-not-found" title={t('buyer:subscription.notFound')} /></Card>;
  const s: Subscription = data;
  const live = s.Status === 'active' || s.Status === 'paused';
  const done = async (res: { ok: boolean; exception: { Message: string; Errors?: { reason: string }[] } | null }) => {
    if (!res.ok) { setError(res.exception?.Errors?.map((e) => serverReason(e.reason)).join('; ') || (res.exception?.Message ? serverText(res.exception.Message) : t('buyer:subscription.failed'))); return; }
    setError(null);
    setQty({});
    await queryClient.invalidateQueries({ queryKey: ['subscriptions'] });
  };
  const act = async (a: Action) => done(await subscriptionAction(s.SubscriptionId, a));
  const save = async () => done(await updateSubscription(s.SubscriptionId, {
    lines: s.Lines.map((l) => ({ P_Code: l.P_Code, qty1: qty[l.P_Code]?.qty1 ?? l.qty1, qty2: qty[l.P_Code]?.qty2 ?? l.qty2, qty3: qty[l.P_Code]?.qty3 ?? l.qty3 })),
  }));
  const changed = Object.keys(qty).length > 0;
  return (
    <div data-testid="subscription-detail" sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <PageTitle sub={scheduleText(s, t)} action={<Badge tone={s.Status === 'active' ? 'success' : s.Status === 'paused' ? 'warning' : 'muted'} testId="subscription-status">{t(`buyer:subscription.status.${s.Status}`)}</Badge>}>
        {t('buyer:subscription.number', { id: s.SubscriptionId })}
      </PageTitle>
      <Card>
        <Row label={t('buyer:subscription.start')}>{runDay(s.StartDate, locale)}</Row>
        <Row label={t('buyer:subscription.end')}>{s.EndDate ? runDay(s.EndDate, locale) : t('buyer:subscription.noEnd')}</Row>
        <Row label={t('buyer:checkout.payment')}>{t(`buyer:subscription.pay.${s.PaymentMethod}`)}</Row>
        <div sx={{ mt: 2 }} data-testid="subscription-next">
          <strong>{t('buyer:subscription.next')}</strong>
          {s.NextRuns.length ? (
            <ul sx={{ m: 0, pl: 3 }}>{s.NextRuns.map((d) => <li key={d} data-testid="next-run">{runDay(d, locale)}</li>)}</ul>
          ) : <p sx={{ m: 0 }}>{t('buyer:subscription.noNextRun')}</p>}
        </div>
        {live && (
          <div sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 3 }}>
            {s.Status === 'active' && <Button data-testid="subscription-pause" variant="outline" onClick={() => void act('pause')}>{t('buyer:subscription.pause')}</Button>}
            {s.Status === 'paused' && <Button data-testid="subscription-resume" onClick={() => void act('resume')}>{t('buyer:subscription.resume')}</Button>}
            {s.NextRuns.length > 0 && <Button data-testid="subscription-skip" variant="ghost" onClick={() => void act('skip')}>{t('buyer:subscription.skip')}</Button>}
            <Button data-testid="subscription-cancel" variant="danger" onClick={() => setConfirming(true)}>{t('buyer:subscription.cancel')}</Button>
          </div>
        )}
        {error && <p role="alert" sx={{ color: 'errorText', mb: 0 }}>{error}</p>}
      </Card>
      {confirming && (
        <ConfirmDialog testId="subscription-cancel-confirm" title={t('buyer:subscription.confirmCancel')} confirmLabel={t('buyer:subscription.cancel')} cancelLabel={t('buyer:subscription.keep')}
          onConfirm={() => { setConfirming(false); void act('cancel'); }} onCancel={() => setConfirming(false)}>
          <p sx={{ m: 0 }}>{t('buyer:subscription.cancelText')}</p>
        </ConfirmDialog>
      )}
      <Card>
        <SectionTitle icon="cart">{t('buyer:subscription.lines')}</SectionTitle>
        <ul sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {s.Lines.map((l) => (
            <li key={l.P_Code} sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 3, py: 2, borderBottom: '1px solid', borderColor: 'muted' }}>
              <span>{locale === 'en' ? l.ProductNameEn : l.ProductName}</span>
              <span sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 2 }}>
                {(l.Units.length ? l.Units : [{ Unit: 1 as const, Code: '', Name: t('buyer:subscription.quantity'), NameEn: t('buyer:subscription.quantity') }]).map((u) => {
                  const key: QtyKey = `qty${u.Unit}`;
                  return (
                    <label key={u.Unit} sx={{ display: 'flex', alignItems: 'center', gap: 2, fontSize: 1 }}>
                      <span data-i18n-data>{locale === 'en' ? u.NameEn : u.Name}</span>
                      <input type="number" min={0} max={100000} disabled={!live} value={qty[l.P_Code]?.[key] ?? l[key]} data-testid={`qty-${l.P_Code}-${u.Unit}`}
                        onChange={(e) => setQty({ ...qty, [l.P_Code]: { ...qty[l.P_Code], [key]: Math.max(0, Math.floor(Number(e.target.value) || 0)) } })}
                        sx={{ width: 80, p: 1, fontSize: 2, border: '1px solid', borderColor: 'border', borderRadius: 'small' }} />
                    </label>
                  );
                })}
              </span>
            </li>
          ))}
        </ul>
        {live && changed && <div sx={{ mt: 3 }}><Button data-testid="subscription-save" onClick={() => void save()}>{t('buyer:subscription.save')}</Button></div>}
      </Card>
      <Card>
        <SectionTitle icon="history">{t('buyer:subscription.history')}</SectionTitle>
        {(s.Runs ?? []).length === 0 && <p sx={{ m: 0, color: 'textMuted' }}>{t('buyer:subscription.noRuns')}</p>}
        <ul sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {(s.Runs ?? []).map((r) => (
            <li key={r.RunDate} data-testid="subscription-run" sx={{ py: 2, borderBottom: '1px solid', borderColor: 'muted' }}>
              <div sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
                <span>{runDay(r.RunDate, locale)}</span>
                <Badge tone={r.Status === 'placed' ? 'success' : r.Status === 'failed' ? 'error' : 'muted'}>{t(`buyer:subscription.run.${r.Status}`)}</Badge>
              </div>
              {r.OrderId && <Link to={localized(`/history/${encodeURIComponent(r.OrderId)}/${encodeURIComponent(s.SaleUnit)}`, locale)} sx={{ fontSize: 1 }}>{t('buyer:order.number', { id: r.OrderId })}</Link>}
              {r.LeftOut.length > 0 && (
                <ul sx={{ fontSize: 1, color: 'warningText', m: 0, pl: 3 }}>
                  {r.LeftOut.map((x) => <li key={x.P_Code}>{t('buyer:subscription.leftOut', { reason: x.Reason })}</li>)}
                </ul>
              )}
              {r.Status !== 'placed' && r.Message && <div sx={{ fontSize: 1, color: r.Status === 'failed' ? 'errorText' : 'textMuted' }}>{r.Message}</div>}
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
