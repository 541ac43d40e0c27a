/** @jsxImportSource theme-ui */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { staffSubscriptionAction, useStaffSubscription, type StaffSubscriptionAction } from '../../api/merchant-subscriptions';
import { runDay, scheduleText } from '../../buyer/subscriptions/labels';
import { unitQuantities } from '../../app/quantity';
import { localized } from '../../layouts/shared/MenuLink';
import { merchantSession } from '../../session/merchant-session';
import { showToast } from '../../widgets/toast-store';
import { ConfirmDialog } from '../../widgets/ConfirmDialog';
import { Button, Card, Empty, Facts, Page, Pill } from '../ui/kit';
import { RUN_COLOUR, SUBSCRIPTION_COLOUR } from './status';
import { serverText } from '../../api/server-texts';

type Line = NonNullable<ReturnType<typeof useStaffSubscription>['data']>['Lines'][number];

/** '1 case, 2 bottles' by the product's units (a product that is gone has none: the bare '2 / 0 / 1'). */
function quantities(i18n: I18n, l: Line): string {
  if (l.Units.length === 0) return [l.qty1, l.qty2, l.qty3].join(' / ');
  return unitQuantities(i18n, l, (unit) => {
    const u = l.Units.find((x) => x.Unit === unit);
    return u ? { code: u.Code || undefined, th: u.Name, en: u.NameEn } : { th: '' };
  });
}

const TABLE = { width: '100%', borderCollapse: 'collapse', fontSize: 1, '& td, & th': { textAlign: 'left', py: 2, pr: 2, borderBottom: '1px solid', borderColor: 'border', verticalAlign: 'top' } } as const;

/**
 * `/merchant/subscriptions/{id}`: one recurring order of the staff's centres — schedule, items,
 * next runs, every run with its order or why it failed — and pause / resume / cancel on the
 * customer's behalf (the server checks the centre and audits the change).
 */
export default function SubscriptionDetailAdminScreen() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const { id = '' } = useParams();
  const { token } = useSnapshot(merchantSession);
  const client = useQueryClient();
  const { data: s, isPending } = useStaffSubscription(token, id);
  const [busy, setBusy] = useState<StaffSubscriptionAction | null>(null);
  // Cancelling is final, so it waits for a yes in the page's own dialog rather than window.confirm.
  const [confirming, setConfirming] = useState(false);
  const back = { to: localized('/merchant/subscriptions', locale), label: t('merchant:subscriptions.title') };

  if (isPending) return <Page title={id} back={back}><Empty>{t('common:label.loading')}</Empty></Page>;
  if (!s) return <Page title={id} back={back}><Card><Empty>{t('buyer:subscription.notFound')}</Empty></Card></Page>;

  const act = async (action: StaffSubscriptionAction) => {
    setBusy(action);
    const res = await staffSubscriptionAction(s.SubscriptionId, action);
    setBusy(null);
    if (res.ok) showToast(t(`merchant:subscriptions.done.${action}`), { kind: 'success' });
    else showToast(res.exception ? serverText(res.exception.Message) : t('buyer:subscription.failed'), { kind: 'error' });
    await client.invalidateQueries({ queryKey: ['merchant-subscriptions'] });
  };
  const open = s.Status === 'active' || s.Status === 'paused';
  const orderLink = (orderId: string) => localized(`/merchant/order/${encodeURIComponent(orderId)}/${encodeURIComponent(s.SaleUnit)}`, locale);

  return (
    <Page
      back={back}
      title={<span sx={{ display: 'inline-flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>{t('buyer:subscription.number', { id: s.SubscriptionId })}<Pill color={SUBSCRIPTION_COLOUR[s.Status]}>{t(`buyer:subscription.status.${s.Status}`)}</Pill></span>}
      subtitle={`${s.SaleUnit} · ${s.CustomerName || s.CustomerCode} (${s.CustomerCode})`}
      actions={open ? (
        <div sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          {s.Status === 'active'
            ? <Button tone="outline" busy={busy === 'pause'} data-testid="staff-subscription-pause" onClick={() => void act('pause')}>{t('buyer:subscription.pause')}</Button>
            : <Button tone="outline" busy={busy === 'resume'} data-testid="staff-subscription-resume" onClick={() => void act('resume')}>{t('buyer:subscription.resume')}</Button>}
          <Button tone="danger" busy={busy === 'cancel'} data-testid="staff-subscription-cancel" onClick={() => setConfirming(true)}>{t('buyer:subscription.cancel')}</Button>
        </div>
      ) : null}
    >
      <Card title={t('merchant:subscriptions.scheduleTitle')}>
        <Facts rows={[
          [t('merchant:subscriptions.schedule'), scheduleText(s, t)],
          [t('buyer:subscription.start'), runDay(s.StartDate, locale)],
          [t('buyer:subscription.end'), s.EndDate ? runDay(s.EndDate, locale) : t('buyer:subscription.noEnd')],
          [t('buyer:subscription.next'), <span data-testid="staff-subscription-next">{s.NextRuns.length ? s.NextRuns.map((d) => runDay(d, locale)).join(', ') : t('buyer:subscription.noNextRun')}</span>],
          [t('merchant:subscriptions.payment'), t(`buyer:subscription.pay.${s.PaymentMethod}`)],
        ]} />
      </Card>
      <Card title={t('buyer:subscription.lines')}>
        <table sx={TABLE}>
          <tbody>
            {s.Lines.map((l) => (
              <tr key={l.P_Code}><td>{(locale === 'en' ? l.ProductNameEn : l.ProductName) || l.P_Code}<div sx={{ color: 'textMuted' }}>{l.P_Code}</div></td><td data-testid="staff-subscription-line-qty">{quantities(i18n, l)}</td></tr>
            ))}
          </tbody>
        </table>
      </Card>
      <Card title={t('buyer:subscription.history')} testId="staff-subscription-runs">
        {(s.Runs ?? []).length === 0 ? <Empty>{t('buyer:subscription.noRuns')}</Empty> : (
          <div sx={{ overflowX: 'auto' }}>
            <table sx={TABLE}>
              <thead><tr><th>{t('merchant:subscriptions.runDay')}</th><th>{t('merchant:subscriptions.status')}</th><th>{t('merchant:subscriptions.order')}</th><th>{t('merchant:subscriptions.notes')}</th></tr></thead>
              <tbody>
                {(s.Runs ?? []).map((r) => (
                  <tr key={r.RunDate} data-testid="staff-subscription-run">
                    <td>{runDay(r.RunDate, locale)}</td>
                    <td><Pill color={RUN_COLOUR[r.Status]}>{t(`buyer:subscription.run.${r.Status}`)}</Pill></td>
                    <td>{r.OrderId ? <Link to={orderLink(r.OrderId)} sx={{ color: 'primary' }}>{r.OrderId}</Link> : '—'}</td>
                    <td>
                      {r.Message ? <div sx={{ color: r.Status === 'failed' ? 'error' : 'text' }}>{r.Message}{r.Attempts > 1 ? ` (${t('merchant:subscriptions.attempts', { count: r.Attempts })})` : ''}</div> : null}
                      {r.LeftOut.map((x) => <div key={x.P_Code} sx={{ color: 'textMuted' }}>{x.P_Code}: {t('buyer:subscription.leftOut', { reason: x.Reason })}</div>)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
      {confirming && (
        <ConfirmDialog testId="staff-subscription-cancel-confirm" title={t('merchant:subscriptions.confirmCancel')} confirmLabel={t('buyer:subscription.cancel')} cancelLabel={t('buyer:subscription.keep')}
          onConfirm={() => { setConfirming(false); void act('cancel'); }} onCancel={() => setConfirming(false)}>
          <p sx={{ m: 0 }}>{t('merchant:subscriptions.cancelText')}</p>
        </ConfirmDialog>
      )}
    </Page>
  );
}
