/** @jsxImportSource theme-ui */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { createSubscription, type SubscriptionFrequency, type SubscriptionPayment } from '../../api/subscriptions';
import { localized } from '../../layouts/shared/MenuLink';
import { Button } from '../shared/ui';
import { bangkokIsoDay } from '../../../engine';
import { DatePicker } from '../../../engine/date-picker';
import { isCreditCustomer } from '../../session/roles';
import { useBuyer } from '../shared/use-viewer';
import { serverReason, serverText } from '../../api/server-texts';

const field = { display: 'flex', flexDirection: 'column', gap: 1, fontSize: 1 } as const;
const input = { p: 2, fontSize: 2, border: '1px solid', borderColor: 'border', borderRadius: 'small', fontFamily: 'body' } as const;

function bangkokToday(): string {
  return bangkokIsoDay();
}

/**
 * "Repeat this order": every week / 2 weeks / month on a weekday or day, from a start day, until an
 * optional end day, paid by COD, transfer or credit. The server checks everything and names each
 * failing field; those reasons are shown under the form.
 */
export function RepeatOrderForm({ orderId, locale, onClose }: { orderId: string; locale: 'th' | 'en'; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [frequency, setFrequency] = useState<SubscriptionFrequency>('week');
  const [weekday, setWeekday] = useState(0);
  const [monthDay, setMonthDay] = useState(1);
  const [startDate, setStartDate] = useState(bangkokToday());
  const [endDate, setEndDate] = useState('');
  const [paymentMethod, setPayment] = useState<SubscriptionPayment>('COD');
  const [errors, setErrors] = useState<string[]>([]);
  // Credit only for a credit customer (the server refuses it to anyone else); the server checks the balance.
  const { user } = useBuyer();
  const methods: SubscriptionPayment[] = isCreditCustomer(user) ? ['COD', 'BANK', 'AR'] : ['COD', 'BANK'];
  const submit = async () => {
    const res = await createSubscription({
      fromOrderId: orderId, frequency, startDate, paymentMethod, ...(endDate ? { endDate } : {}),
      ...(frequency === 'month' ? { monthDay } : { weekday }),
    });
    if (!res.ok || !res.data) {
      // Each reason under the name of the field it is about ('สิ้นสุด: ต้องไม่ก่อนวันเริ่ม').
      const fields: Record<string, string> = { '/body/startDate': t('buyer:subscription.start'), '/body/endDate': t('buyer:subscription.end'), '/body/paymentMethod': t('buyer:checkout.payment') };
      setErrors(res.exception?.Errors?.map((e) => (fields[e.field] ? `${fields[e.field]}: ${serverReason(e.reason)}` : serverReason(e.reason))) ?? [res.exception ? serverText(res.exception.Message) : t('buyer:subscription.failed')]);
      return;
    }
    await queryClient.invalidateQueries({ queryKey: ['subscriptions'] });
    void navigate(localized(`/ordersubscription/${res.data.SubscriptionId}`, locale));
  };
  return (
    <form data-testid="repeat-form" onSubmit={(e) => { e.preventDefault(); void submit(); }}
      sx={{ mt: 3, p: 3, bg: 'muted', borderRadius: 'default', display: 'grid', gridTemplateColumns: ['1fr', '1fr 1fr'], gap: 2 }}>
      <label sx={field}>{t('buyer:subscription.repeatEvery')}
        <select sx={input} data-testid="repeat-frequency" autoFocus value={frequency} onChange={(e) => setFrequency(e.target.value as SubscriptionFrequency)}>
          <option value="week">{t('buyer:subscription.freq.week')}</option>
          <option value="2weeks">{t('buyer:subscription.freq.2weeks')}</option>
          <option value="month">{t('buyer:subscription.freq.month')}</option>
        </select>
      </label>
      {frequency === 'month' ? (
        <label sx={field}>{t('buyer:subscription.onDay')}
          <select sx={input} data-testid="repeat-monthday" value={monthDay} onChange={(e) => setMonthDay(Number(e.target.value))}>
            {Array.from({ length: 31 }, (_, i) => i + 1).map((d) => <option key={d} value={d}>{d}</option>)}
          </select>
          {monthDay > 28 && <span sx={{ color: 'textMuted' }}>{t('buyer:subscription.shortMonth')}</span>}
        </label>
      ) : (
        <label sx={field}>{t('buyer:subscription.onWeekday')}
          <select sx={input} data-testid="repeat-weekday" value={weekday} onChange={(e) => setWeekday(Number(e.target.value))}>
            {[0, 1, 2, 3, 4, 5, 6].map((d) => <option key={d} value={d}>{t(`buyer:subscription.weekday${d}`)}</option>)}
          </select>
        </label>
      )}
      <div sx={field}>
        <label htmlFor="repeat-start">{t('buyer:subscription.start')}</label>
        <DatePicker id="repeat-start" label={t('buyer:subscription.start')} inputSx={input} data-testid="repeat-start" value={startDate} onChange={setStartDate} />
      </div>
      <div sx={field}>
        <label htmlFor="repeat-end">{t('buyer:subscription.endOptional')}</label>
        <DatePicker id="repeat-end" label={t('buyer:subscription.endOptional')} inputSx={input} data-testid="repeat-end" value={endDate} onChange={setEndDate} />
      </div>
      <label sx={field}>{t('buyer:checkout.payment')}
        <select sx={input} data-testid="repeat-payment" value={paymentMethod} onChange={(e) => setPayment(e.target.value as SubscriptionPayment)}>
          {methods.map((m) => <option key={m} value={m}>{t(`buyer:subscription.pay.${m}`)}</option>)}
        </select>
      </label>
      {errors.length > 0 && <ul role="alert" sx={{ gridColumn: '1 / -1', color: 'errorText', m: 0, pl: 3 }}>{errors.map((e) => <li key={e}>{e}</li>)}</ul>}
      <div sx={{ gridColumn: '1 / -1', display: 'flex', gap: 2 }}>
        <Button type="submit" data-testid="repeat-submit">{t('buyer:subscription.create')}</Button>
        <Button variant="ghost" onClick={onClose}>{t('common:action.cancel')}</Button>
      </div>
    </form>
  );
}
