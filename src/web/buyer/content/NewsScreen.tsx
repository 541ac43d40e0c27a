/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { newsDetail, newsImage, newsTitle, useNewsItem, useNewsList } from '../../api/news';
import { localized } from '../../layouts/shared/MenuLink';
import { Card, EmptyState, PageTitle, Skeleton } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';
import { ContentBody } from './ContentBody';
import { BuyerInbox } from '../../broadcasts/BuyerInbox';

function NewsList() {
  const { t } = useTranslation();
  const { token, locale } = useBuyer();
  const { data, isPending } = useNewsList(token);
  if (isPending) return <Skeleton height={200} />;
  if (!data?.length) return <Card><EmptyState icon="news" title={t('buyer:news.none')} /></Card>;
  return (
    <div sx={{ display: 'grid', gridTemplateColumns: ['1fr', '1fr 1fr', '1fr 1fr 1fr'], gap: 3 }}>
      {data.map((n) => (
        <Link key={n.Code} to={localized(`/news?code=${encodeURIComponent(n.Code)}`, locale)} data-testid="news-card" sx={{ display: 'block', bg: 'background', borderRadius: 'default', boxShadow: 'card', overflow: 'hidden', color: 'text', textDecoration: 'none', '&:hover': { boxShadow: 'raised' } }}>
          {newsImage(n, locale) && <img src={newsImage(n, locale)} alt="" width={600} height={200} loading="lazy" sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '3 / 1', objectFit: 'cover' }} />}
          <div sx={{ p: 3 }}>
            <strong>{newsTitle(n, locale)}</strong>
            <p sx={{ m: 0, mt: 1, fontSize: 1, color: 'textMuted', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>{n.Format === 'html' ? newsDetail(n, locale).replace(/<[^>]+>/g, ' ') : newsDetail(n, locale)}</p>
          </div>
        </Link>
      ))}
    </div>
  );
}

/** `/news?code=HOWTO_001|FAQ_001|CONTACT_001` (or any news item); without a code, the news list. Also `/profile/newslist`. */
export default function NewsScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const { token, locale, guest } = useBuyer();
  const item = useNewsItem(token, code);
  if (!code) {
    return (
      <div data-testid="news-list">
        <PageTitle>{t('common:terms.newsAndPromotions')}</PageTitle>
        <BuyerInbox token={guest ? null : token} locale={locale} />
        <NewsList />
      </div>
    );
  }
  if (item.isPending && item.fetchStatus !== 'idle') return <Card><Skeleton height={240} /></Card>;
  if (!item.data) return <Card><EmptyState icon="news" testId="news-not-found" title={t('buyer:news.notFound')} /></Card>;
  return (
    <article data-testid="news-page" data-code={code}>
      <PageTitle>{newsTitle(item.data, locale)}</PageTitle>
      <Card extra={{ maxWidth: 860 }}>
        {newsImage(item.data, locale) && <img src={newsImage(item.data, locale)} alt="" width={800} height={300} sx={{ display: 'block', width: '100%', height: 'auto', borderRadius: 'default', mb: 3 }} />}
        <ContentBody text={newsDetail(item.data, locale)} format={item.data.Format} />
      </Card>
    </article>
  );
}
