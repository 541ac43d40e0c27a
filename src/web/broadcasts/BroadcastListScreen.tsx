/** @jsxImportSource theme-ui */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import type { BlockProps } from '../../engine';
import { BROADCAST_PAGE_SIZE, fetchBroadcasts, type BroadcastView } from '../api/broadcasts';
import { localized } from '../layouts/shared/MenuLink';
import { ButtonLink, Card, Empty, Page, Pager, Pill } from '../merchant/ui/kit';
import { merchantSession } from '../session/merchant-session';
import { formatWhen } from './format';

/** `/merchant/broadcast`: broadcasts sent from the caller's centres, newest first, 20 a page, with delivery and read counts. */
export default function BroadcastListScreen(_props: BlockProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const { token } = useSnapshot(merchantSession);
  const [skip, setSkip] = useState(0);
  const [rows, setRows] = useState<BroadcastView[] | null>(null);
  const [total, setTotal] = useState(0);
  useEffect(() => {
    if (!token) return;
    let live = true;
    setRows(null);
    void fetchBroadcasts(skip).then((r) => {
      if (!live) return;
      setRows(r.ok && r.data ? r.data.Data : []);
      setTotal(r.ok && r.data ? r.data.Total : 0);
    });
    return () => { live = false; };
  }, [token, skip]);
  const pages = Math.max(1, Math.ceil(total / BROADCAST_PAGE_SIZE));
  return (
    <Page title={t('merchant:broadcast.title')} actions={<ButtonLink tone="primary" to={localized('/merchant/broadcast/create', locale)}>{t('merchant:broadcast.create')}</ButtonLink>}>
      <Card>
        {rows === null && <Empty>{t('common:label.loading')}</Empty>}
        {rows?.length === 0 && <Empty>{t('merchant:broadcast.empty')}</Empty>}
        <ul sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t('merchant:broadcast.title')}>
          {rows?.map((b) => (
            <li key={b.Id} data-testid="broadcast-row" sx={{ borderBottom: '1px solid', borderColor: 'border', '&:last-of-type': { borderBottom: 0 } }}>
              <Link to={localized(`/merchant/broadcast/detail?id=${b.Id}`, locale)}
                sx={{ display: 'grid', gridTemplateColumns: ['1fr auto', '2fr 1fr 1fr auto'], gap: 2, alignItems: 'center', py: 3, px: 1, color: 'text', textDecoration: 'none', '&:hover': { bg: 'muted' } }}>
                <span sx={{ minWidth: 0 }}>
                  <strong sx={{ display: 'block', fontSize: 1, overflowWrap: 'anywhere' }}>{locale === 'en' ? b.TitleEn || b.TitleTh : b.TitleTh}</strong>
                  <span sx={{ fontSize: 0, color: 'textMuted' }}>{formatWhen(b.PublishAt, locale)} · {t(`merchant:broadcast.kind.${b.AudienceKind}`)}: {b.AudienceCodes.slice(0, 3).join(', ')}{b.AudienceCodes.length > 3 ? '…' : ''}</span>
                </span>
                <span sx={{ fontSize: 1, display: ['none', 'block'] }}>{t('merchant:broadcast.deliveredOf', { delivered: b.Delivered, recipients: b.Recipients })}</span>
                <span sx={{ fontSize: 1, color: 'textMuted', gridColumn: ['1 / -1', 'auto'], gridRow: [2, 'auto'] }}>{t('merchant:broadcast.readCount', { count: b.Read })}</span>
                <Pill color={b.Status === 'SENT' ? 'success' : 'info'}>{t(`merchant:broadcast.status.${b.Status}`)}</Pill>
              </Link>
            </li>
          ))}
        </ul>
        <Pager skip={skip} take={BROADCAST_PAGE_SIZE} total={total} onChange={setSkip}
          labels={{ previous: t('merchant:tag.previous'), next: t('merchant:tag.next'), page: t('merchant:tag.page', { page: Math.floor(skip / BROADCAST_PAGE_SIZE) + 1, pages }) }} />
      </Card>
    </Page>
  );
}
