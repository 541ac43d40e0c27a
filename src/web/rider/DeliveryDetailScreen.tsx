/** @jsxImportSource theme-ui */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import type { BlockProps } from '../../engine';
import { deliveryQuery, useDelivery, type DeliveryDetail } from '../api/rider';
import { localized } from '../layouts/shared/MenuLink';
import { STATUS_COLOUR } from '../merchant/orders/status';
import { Card, Empty, Facts, Pill } from '../merchant/ui/kit';
import { riderSession } from '../session/rider-session';
import { Icon } from '../widgets/Icon';
import { FailForm } from './FailForm';
import { InvoicePanel } from './InvoicePanel';
import { ProofForm } from './ProofForm';
import { AuthImage } from '../widgets/AuthImage';
import { dateTime, detailPath, label, money, useRiderLocale } from './labels';
import { lineQuantities } from '../app/quantity';

/**
 * `/rider/detail/{orderid?}/{saleunit?}` and the SINGHA variant `/rider/detail/singha/…` (the
 * bundle passes `variant: "singha"`): one delivery with what the rider needs at the door — where,
 * whom to call, what to hand over, what to collect — then proof photo and 'Confirm delivery', or
 * 'Could not deliver'. The variant page adds the invoice approval; the server says which applies.
 */
export default function DeliveryDetailScreen(props: BlockProps) {
  const singha = props.variant === 'singha';
  const { t } = useTranslation();
  const locale = useRiderLocale();
  const navigate = useNavigate();
  const { orderid = '', saleunit = '' } = useParams();
  const { token } = useSnapshot(riderSession);
  const queryClient = useQueryClient();
  const { data, isPending } = useDelivery(token, orderid, saleunit);
  const listPath = localized('/rider/singha', locale);
  const back = (
    <Link to={listPath} sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'secondaryText', fontSize: 1 }}>
      <Icon name="back" size={18} />{t('rider:detail.backToList')}
    </Link>
  );

  if (!orderid || !saleunit) return <section sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>{back}<Card><Empty>{t('rider:detail.choose')}</Empty></Card></section>;
  if (isPending && !!token) return <section sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>{back}<Empty>{t('common:label.loading')}</Empty></section>;
  if (!data) return <section sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>{back}<Card><Empty>{t('rider:detail.notFound')}</Empty></Card></section>;
  if (data.InvoiceApproval !== singha) return <Navigate to={localized(detailPath(orderid, saleunit, data.InvoiceApproval), locale)} replace />;

  const update = (next: DeliveryDetail) => {
    queryClient.setQueryData(deliveryQuery(token, orderid, saleunit).queryKey, next);
    void queryClient.invalidateQueries({ queryKey: ['rider', 'deliveries'] });
  };
  const failed = () => {
    // The order is no longer this rider's: asked again while this page is still up, its detail is a 404.
    void queryClient.invalidateQueries({ queryKey: ['rider'], predicate: (q) => q.queryKey[1] !== 'delivery' });
    navigate(listPath, { replace: true });
  };
  const o = data.Order;
  const canDeliver = data.AllowedActions.includes('deliver');
  return (
    <section sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      {back}
      <div sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <h1 sx={{ fontSize: 3, m: 0 }}>{t('rider:detail.title', { id: o.OrderID })}</h1>
        <Pill color={STATUS_COLOUR[o.Status]}>{label(o.StatusLabel, locale)}</Pill>
      </div>
      <p sx={{ m: 0, mt: -2, fontSize: 1, color: 'textMuted' }}>{t('rider:detail.placed', { date: dateTime(o.OrderDate, locale) })} · {o.SaleUnit}</p>

      <CollectBanner detail={data} />
      <ShipToCard detail={data} />
      {canDeliver && (
        <Card title={t('rider:proof.title')} testId="proof">
          <ProofForm detail={data} onDelivered={update} />
        </Card>
      )}
      {o.Status === 'DELIVERED' && <p role="status" sx={{ m: 0, p: 3, bg: 'background', borderRadius: 'default', color: 'successText', fontWeight: 'bold' }}>{t('rider:detail.deliveredDone')}</p>}
      {singha && <InvoicePanel detail={data} onChanged={update} />}
      <LinesCard detail={data} />
      {data.Proofs.length > 0 && (
        <Card title={t('rider:detail.proofs')}>
          <div sx={{ display: 'grid', gap: 2 }}>
            {data.Proofs.map((p, i) => <AuthImage area="rider" fill maxHeight={280} key={p.UploadId} src={p.Url} alt={t('rider:detail.photoAlt', { n: i + 1 })} />)}
          </div>
        </Card>
      )}
      {data.AllowedActions.includes('failDelivery') && <FailForm detail={data} onFailed={failed} />}
      <Card title={t('rider:detail.timeline')}>
        <ol sx={{ m: 0, pl: 3, display: 'grid', gap: 1, fontSize: 1 }}>
          {data.Timeline.filter((s) => s.reached).map((s) => (
            <li key={s.status} sx={{ fontWeight: s.current ? 'bold' : 'body' }}>{label(s.label, locale)}{s.at ? ` · ${dateTime(s.at, locale)}` : ''}{s.reason ? ` · ${s.reason}` : ''}</li>
          ))}
        </ol>
      </Card>
    </section>
  );
}

function CollectBanner({ detail }: { detail: DeliveryDetail }) {
  const { t } = useTranslation();
  const locale = useRiderLocale();
  const p = detail.Payment;
  const collect = p.AmountToCollect > 0;
  // Cash on delivery names its method and its unpaid state alike: say it once.
  const method = label(p.MethodLabel, locale);
  const state = label(p.StateLabel, locale);
  return (
    <div data-testid="collect" sx={{ bg: collect ? 'primary' : 'background', color: collect ? 'onPrimary' : 'text', borderRadius: 'default', boxShadow: 'card', p: 3, display: 'grid', gap: 1 }}>
      <span sx={{ fontSize: 1 }}>{collect ? t('rider:detail.collect') : t('rider:detail.payment')}</span>
      {collect
        ? <strong sx={{ fontSize: 4 }}>{money(p.AmountToCollect, locale)}</strong>
        : <span sx={{ fontSize: 1 }}>{t('rider:detail.nothingToCollect')}</span>}
      <span sx={{ fontSize: 0 }}>{[method, state === method ? null : state, `${t('rider:detail.total')} ${money(p.Total, locale)}`].filter(Boolean).join(' · ')}</span>
    </div>
  );
}

function ShipToCard({ detail }: { detail: DeliveryDetail }) {
  const { t } = useTranslation();
  const s = detail.ShipTo;
  const linkSx = { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', gap: 1, minHeight: 44, px: 3, borderRadius: 'default', border: '1px solid', borderColor: 'secondary', color: 'secondaryText', fontWeight: 'bold', fontSize: 1, textDecoration: 'none' } as const;
  return (
    <Card title={t('rider:detail.shipTo')} testId="ship-to">
      <div sx={{ display: 'grid', gap: 2 }}>
        <strong data-i18n-data>{s.Name || detail.Order.CustomerName}</strong>
        <span data-i18n-data sx={{ fontSize: 1 }}>{s.AddressLine}</span>
        {s.Remark && <span sx={{ fontSize: 1, color: 'textMuted' }}>{t('rider:detail.note')}: {s.Remark}</span>}
        {detail.Order.Remark && <span sx={{ fontSize: 1, color: 'textMuted' }}>{t('rider:detail.remark')}: {detail.Order.Remark}</span>}
        <div sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, mt: 1 }}>
          {s.Phone
            ? <a href={`tel:${s.Phone}`} sx={linkSx}><Icon name="phone" size={18} />{t('rider:detail.call')} {s.Phone}</a>
            : <span sx={{ ...linkSx, borderColor: 'border', color: 'textMuted' }}>{t('rider:detail.noPhone')}</span>}
          {s.MapUrl && <a href={s.MapUrl} target="_blank" rel="noopener noreferrer" sx={linkSx}><Icon name="store" size={18} />{t('rider:detail.map')}</a>}
        </div>
      </div>
    </Card>
  );
}

function LinesCard({ detail }: { detail: DeliveryDetail }) {
  const { t, i18n } = useTranslation();
  const locale = useRiderLocale();
  const o = detail.Order;
  const qty = (l: DeliveryDetail['Lines'][number]) => lineQuantities(i18n, l);
  return (
    <Card title={t('rider:detail.items', { count: detail.Lines.length })} testId="lines">
      <ul sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
        {detail.Lines.map((l) => (
          <li key={l.LineNo} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, borderBottom: '1px solid', borderColor: 'border', pb: 2, fontSize: 1 }}>
            <span sx={{ minWidth: 0 }}>
              <span sx={{ display: 'block' }}>{locale === 'en' ? l.ProductNameEn || l.ProductName : l.ProductName}</span>
              <span sx={{ fontSize: 0, color: 'textMuted' }}>{l.P_Code}{l.IsFree ? ` · ${t('rider:detail.free')}` : ''}</span>
            </span>
            <strong sx={{ whiteSpace: 'nowrap' }}>{qty(l)}</strong>
          </li>
        ))}
      </ul>
      <div sx={{ mt: 3 }}>
        <Facts rows={[
          [t('rider:detail.subtotal'), money(o.Subtotal, locale)],
          ...(o.Discount ? [[t('rider:detail.discount'), money(-o.Discount, locale)] as [string, string]] : []),
          [t('rider:detail.deliveryFee'), money(o.DeliveryFee, locale)],
          [<strong key="l">{t('rider:detail.total')}</strong>, <strong key="v">{money(o.Total, locale)}</strong>],
        ]} />
      </div>
    </Card>
  );
}
