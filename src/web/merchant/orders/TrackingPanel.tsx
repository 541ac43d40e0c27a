/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import type { MerchantOrderDetail } from '../../api/merchant-orders';
import { Card, Facts } from '../ui/kit';
import { dateTimeLabel, statusLabel } from './status';

/** `/merchant/order/{id}/{saleunit}/tracking`: the same steps the buyer's tracking page shows, plus who moved the order. */
export function TrackingPanel({ detail }: { detail: MerchantOrderDetail }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  return (
    <div sx={{ display: 'grid', gap: 3, gridTemplateColumns: ['1fr', null, '1fr 1fr'] }}>
      <Card title={t('merchant:order.tracking')} testId="tracking">
        <ol sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {detail.Timeline.map((step) => (
            <li key={step.status} data-testid="tracking-step" data-reached={step.reached} aria-current={step.current ? 'step' : undefined}
              sx={{ display: 'flex', gap: 3, pb: 3, position: 'relative' }}>
              <span sx={{ width: 14, height: 14, mt: '5px', borderRadius: '50%', flexShrink: 0, bg: step.reached ? (step.status === 'CANCELLED' ? 'error' : 'success') : 'border', boxShadow: step.current ? '0 0 0 4px rgba(0,0,0,0.08)' : 'none' }} />
              <div>
                <strong sx={{ display: 'block', fontSize: 1, color: step.reached ? 'text' : 'textMuted' }}>{step.label?.[locale] ?? statusLabel(step.status, locale)}</strong>
                {step.at && <span sx={{ fontSize: 0, color: 'textMuted' }}>{dateTimeLabel(step.at, locale)}</span>}
                {step.reason && <span sx={{ display: 'block', fontSize: 0 }}>{t('merchant:order.reason')}: {step.reason}</span>}
              </div>
            </li>
          ))}
        </ol>
      </Card>
      <Card title={t('merchant:order.history')} testId="order-history">
        {detail.Rider && <div sx={{ mb: 3 }}><Facts rows={[[t('merchant:order.rider'), `${detail.Rider.Name} (${detail.Rider.MobileNo})`]]} /></div>}
        <ul sx={{ listStyle: 'none', m: 0, p: 0, fontSize: 1 }}>
          {[...detail.History].reverse().map((h, i) => (
            <li key={i} sx={{ py: 2, borderBottom: '1px solid', borderColor: 'border' }}>
              <strong>{t(`merchant:order.historyAction.${h.Action}`, { defaultValue: h.Action })}</strong>
              <span sx={{ color: 'textMuted' }}> · {dateTimeLabel(h.At, locale)} · {t(`merchant:order.historyActor.${h.ActorKind}`, { defaultValue: h.ActorKind })} {h.ActorId}</span>
              {h.Reason && <span sx={{ display: 'block' }}>{h.Reason}</span>}
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
