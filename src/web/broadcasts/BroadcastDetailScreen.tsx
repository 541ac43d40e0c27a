/** @jsxImportSource theme-ui */
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { BlockProps } from '../../engine';
import { BROADCAST_PAGE_SIZE, fetchBroadcast, fetchRecipients, type BroadcastView, type Recipient } from '../api/broadcasts';
import { BootFallback } from '../app/BootFallback';
import { localized } from '../layouts/shared/MenuLink';
import { Card, Empty, Facts, Page, Pager, Pill, Tabs } from '../merchant/ui/kit';
import { formatWhen } from './format';

/** `/merchant/broadcast/detail?id=`: the message, its audience, delivered and read counts, and the recipients with their read time. */
export default function BroadcastDetailScreen(_props: BlockProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const id = Number(useSearchParams()[0].get('id'));
  const [b, setB] = useState<BroadcastView | null | undefined>(undefined);
  const [read, setRead] = useState<'' | 'Y' | 'N'>('');
  const [skip, setSkip] = useState(0);
  const [rows, setRows] = useState<Recipient[] | null>(null);
  const [total, setTotal] = useState(0);
  useEffect(() => {
    let live = true;
    if (!Number.isInteger(id) || id < 1) { setB(null); return; }
    void fetchBroadcast(id).then((r) => { if (live) setB(r.ok && r.data ? r.data : null); });
    return () => { live = false; };
  }, [id]);
  useEffect(() => { setSkip(0); }, [read]);
  useEffect(() => {
    if (!b) return;
    let live = true;
    setRows(null);
    void fetchRecipients(b.Id, { read, skip }).then((r) => {
      if (!live) return;
      setRows(r.ok && r.data ? r.data.Data : []);
      setTotal(r.ok && r.data ? r.data.Total : 0);
    });
    return () => { live = false; };
  }, [b, read, skip]);
  const back = { to: localized('/merchant/broadcast', locale), label: t('merchant:broadcast.title') };
  if (b === undefined) return <BootFallback />;
  if (b === null) return <Page title={t('merchant:broadcast.title')} back={back}><Empty>{t('merchant:broadcast.notFound')}</Empty></Page>;
  const pages = Math.max(1, Math.ceil(total / BROADCAST_PAGE_SIZE));
  const stat = (label: string, value: number, testId: string) => (
    <div data-testid={testId} sx={{ bg: 'background', boxShadow: 'card', borderRadius: 'default', p: 3, textAlign: 'center' }}>
      <div sx={{ fontSize: 4, fontWeight: 'bold' }}>{value}</div>
      <div sx={{ fontSize: 1, color: 'textMuted' }}>{label}</div>
    </div>
  );
  return (
    <Page title={locale === 'en' ? b.TitleEn || b.TitleTh : b.TitleTh} back={back}
      subtitle={<Pill color={b.Status === 'SENT' ? 'success' : 'info'}>{t(`merchant:broadcast.status.${b.Status}`)}</Pill>}>
      <div sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 3 }}>
        {stat(t('merchant:broadcast.recipients'), b.Recipients, 'stat-recipients')}
        {stat(t('merchant:broadcast.delivered'), b.Delivered, 'stat-delivered')}
        {stat(t('merchant:broadcast.read'), b.Read, 'stat-read')}
      </div>
      <Card title={t('merchant:broadcast.message')}>
        <Facts rows={[
          [t('merchant:broadcast.field.publishAt'), formatWhen(b.PublishAt, locale)],
          [t('merchant:broadcast.audience'), `${t(`merchant:broadcast.kind.${b.AudienceKind}`)}: ${b.AudienceCodes.join(', ')}`],
          [t('merchant:broadcast.sender'), b.CreatedByName],
          [t('merchant:broadcast.field.bodyTh'), <span sx={{ whiteSpace: 'pre-wrap' }}>{b.BodyTh}</span>],
          ...(b.BodyEn ? [[t('merchant:broadcast.field.bodyEn'), <span sx={{ whiteSpace: 'pre-wrap' }}>{b.BodyEn}</span>] as [string, ReactNode]] : []),
          ...(b.LinkUrl ? [[t('merchant:broadcast.field.link'), b.LinkUrl] as [string, string]] : []),
        ]} />
        {b.ImageUrl && <img src={b.ImageUrl} alt="" sx={{ display: 'block', maxWidth: '100%', maxHeight: 240, mt: 3, borderRadius: 'default' }} />}
      </Card>
      <Card title={t('merchant:broadcast.recipients')} testId="recipients">
        <Tabs label={t('merchant:broadcast.recipients')} value={read} onChange={setRead}
          tabs={[{ id: '', label: t('merchant:broadcast.all') }, { id: 'Y', label: t('merchant:broadcast.read') }, { id: 'N', label: t('merchant:broadcast.unread') }]} />
        {rows === null && <Empty>{t('common:label.loading')}</Empty>}
        {rows?.length === 0 && <Empty>{t('merchant:broadcast.noRecipients')}</Empty>}
        <ul sx={{ listStyle: 'none', m: 0, p: 0, mt: 2 }}>
          {rows?.map((x) => (
            <li key={x.CUSTOMERCODE} data-testid="recipient" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 2, borderBottom: '1px solid', borderColor: 'border' }}>
              <span sx={{ minWidth: 0 }}>
                <strong sx={{ display: 'block', fontSize: 1, overflowWrap: 'anywhere' }}>{x.CUSTOMERNAME}</strong>
                <span sx={{ fontSize: 0, color: 'textMuted' }}>{x.CUSTOMERCODE} · {x.MobileNo}</span>
              </span>
              <span sx={{ fontSize: 1, color: x.ReadAt ? 'successText' : 'textMuted', whiteSpace: 'nowrap' }}>
                {x.ReadAt ? t('merchant:broadcast.readAt', { when: formatWhen(x.ReadAt, locale) }) : t('merchant:broadcast.notRead')}
              </span>
            </li>
          ))}
        </ul>
        <Pager skip={skip} take={BROADCAST_PAGE_SIZE} total={total} onChange={setSkip}
          labels={{ previous: t('merchant:tag.previous'), next: t('merchant:tag.next'), page: t('merchant:tag.page', { page: Math.floor(skip / BROADCAST_PAGE_SIZE) + 1, pages }) }} />
      </Card>
    </Page>
  );
}
