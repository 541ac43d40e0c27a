/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { newsTitle, useBanners, useNewsList } from '../../api/news';
import { localized } from '../../layouts/shared/MenuLink';
import { Icon } from '../../widgets/Icon';
import { Skeleton } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';
import { BannerCarousel } from './BannerCarousel';
import { useHomeFreshness } from './use-home-freshness';

/** The news box's fixed height on a phone (title + about five titles; the list scrolls beyond). */
const NEWS_HEIGHT_PHONE = 240;

/** Banner carousel (GET_WHATSNEW NewsType B, fresh 15 minutes) beside the latest news. */
export default function HomeBanners() {
  const { t } = useTranslation();
  const { token, locale, authenticated, guest } = useBuyer();
  useHomeFreshness();
  const { data: banners = [] } = useBanners(token);
  const newsQuery = useNewsList(token);
  const news = newsQuery.data ?? [];
  // Until the news answers, its box holds its place (a phone stacks it under the banner: no jump).
  const newsPending = newsQuery.data === undefined && !newsQuery.isError;
  const showNews = news.length > 0 || newsPending;
  return (
    <div data-testid="home-banners" sx={{ display: 'grid', gridTemplateColumns: ['1fr', '1fr', showNews ? 'minmax(0, 3fr) minmax(0, 1fr)' : '1fr'], gap: 3, mb: 4 }}>
      {/* The home page's one h1 (WCAG 1.3.1 / axe page-has-heading-one): read by screen readers, not drawn. */}
      <h1 sx={{ position: 'absolute', width: 1, height: 1, m: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>{t('common:title.home')}</h1>
      <BannerCarousel banners={banners} locale={locale} />
      {showNews && (
        <aside data-testid="home-news" aria-busy={newsPending} sx={{ bg: 'background', borderRadius: 'default', boxShadow: 'card', p: 3, display: 'flex', flexDirection: 'column', minHeight: 0, height: [NEWS_HEIGHT_PHONE, NEWS_HEIGHT_PHONE, 'auto'] }}>
          <h2 sx={{ fontSize: 2, m: 0, mb: 2, display: 'flex', alignItems: 'center', gap: 2 }}>
            <Icon name="news" size={20} />
            {t('common:terms.newsAndPromotions')}
          </h2>
          <ul sx={{ listStyle: 'none', m: 0, p: 0, overflowY: 'auto', flex: 1 }}>
            {newsPending && Array.from({ length: 4 }, (_, i) => (
              <li key={i} sx={{ py: 2 }}>
                <Skeleton height={14} width={i % 2 ? '70%' : '90%'} />
              </li>
            ))}
            {news.slice(0, 5).map((n) => (
              <li key={n.Code} sx={{ py: 2, borderBottom: '1px solid', borderColor: 'muted', fontSize: 1 }}>
                {authenticated && !guest ? (
                  <Link to={localized(`/news?code=${encodeURIComponent(n.Code)}`, locale)} sx={{ color: 'text', textDecoration: 'none', '&:hover': { color: 'primaryText' } }}>{newsTitle(n, locale)}</Link>
                ) : (
                  <span>{newsTitle(n, locale)}</span>
                )}
              </li>
            ))}
          </ul>
        </aside>
      )}
    </div>
  );
}
