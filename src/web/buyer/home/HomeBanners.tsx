/** @jsxImportSource theme-ui */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { newsImage, newsTitle, useBanners, useNewsList, type NewsItem } from '../../api/news';
import { isExternal, localized } from '../../layouts/shared/MenuLink';
import { Icon } from '../../widgets/Icon';
import { responsiveImage } from '../../widgets/responsive-image';
import { Skeleton } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';
import { useHomeFreshness } from './use-home-freshness';

const ROTATE_MS = 5000;
/** The news box's fixed height on a phone (title + about five titles; the list scrolls beyond). */
const NEWS_HEIGHT_PHONE = 240;

function BannerLink({ item, locale, children }: { item: NewsItem; locale: 'th' | 'en'; children: React.ReactNode }) {
  const to = item.Link?.trim();
  if (!to) return <>{children}</>;
  if (isExternal(to)) return <a href={to} target="_blank" rel="noopener noreferrer" sx={{ display: 'block', height: '100%' }}>{children}</a>;
  return <Link to={localized(to, locale)} sx={{ display: 'block', height: '100%' }}>{children}</Link>;
}

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
  const [index, setIndex] = useState(0);
  const count = banners.length;
  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), ROTATE_MS);
    return () => clearInterval(timer);
  }, [count]);
  const current = banners[index % Math.max(1, count)];
  const showNews = news.length > 0 || newsPending;
  return (
    <section data-testid="home-banners" aria-label={t('buyer:home.banners')} sx={{ display: 'grid', gridTemplateColumns: ['1fr', '1fr', showNews ? 'minmax(0, 3fr) minmax(0, 1fr)' : '1fr'], gap: 3, mb: 4 }}>
      {/* The home page's one h1 (WCAG 1.3.1 / axe page-has-heading-one): read by screen readers, not drawn. */}
      <h1 sx={{ position: 'absolute', width: 1, height: 1, m: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>{t('common:title.home')}</h1>
      <div sx={{ position: 'relative', borderRadius: 'default', overflow: 'hidden', bg: 'highlight', aspectRatio: '3 / 1', boxShadow: 'card' }}>
        {current ? (
          <BannerLink item={current} locale={locale}>
            <img
              {...responsiveImage(newsImage(current, locale), '(max-width: 1024px) 100vw, 75vw', 960)}
              alt={newsTitle(current, locale)}
              width={1200}
              height={400}
              fetchPriority="high"
              sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
            />
          </BannerLink>
        ) : (
          <div sx={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', color: 'primaryText', fontSize: [4, 6], fontWeight: 'heading', textAlign: 'center', px: 3 }}>
            {t('buyer:home.welcome')}
          </div>
        )}
        {count > 1 && (
          <>
            {(['prev', 'next'] as const).map((dir) => (
              <button
                key={dir}
                type="button"
                aria-label={t(`buyer:home.${dir}Banner`)}
                onClick={() => setIndex((i) => (dir === 'next' ? (i + 1) % count : (i - 1 + count) % count))}
                sx={{ position: 'absolute', top: '50%', [dir === 'prev' ? 'left' : 'right']: 8, transform: `translateY(-50%) rotate(${dir === 'prev' ? 90 : -90}deg)`, width: 36, height: 36, borderRadius: '50%', border: 0, bg: 'rgba(255,255,255,0.85)', color: 'text', cursor: 'pointer', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
              >
                <Icon name="expand" size={24} />
              </button>
            ))}
            <div sx={{ position: 'absolute', bottom: 8, left: 0, right: 0, display: 'flex', justifyContent: 'center', gap: 2 }}>
              {banners.map((b, i) => (
                <button
                  key={b.Code}
                  type="button"
                  aria-label={t('buyer:home.showBanner', { n: i + 1 })}
                  aria-current={i === index % count}
                  onClick={() => setIndex(i)}
                  sx={{ width: 10, height: 10, p: 0, borderRadius: '50%', border: 0, bg: i === index % count ? 'primary' : 'rgba(255,255,255,0.8)', cursor: 'pointer' }}
                />
              ))}
            </div>
          </>
        )}
      </div>
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
    </section>
  );
}
