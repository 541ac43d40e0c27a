/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { newsImage, newsTitle, type NewsItem } from '../../api/news';
import { isExternal, localized } from '../../layouts/shared/MenuLink';
import { Icon } from '../../widgets/Icon';
import { responsiveImage } from '../../widgets/responsive-image';
import { useCarouselRotation } from './use-carousel-rotation';

/** Dots are 10 px, 8 px apart (theme space 2); the rotation control (24 px, WCAG 2.5.8) sits one gap left of them. */
const DOT_SIZE = 10;
const DOT_GAP = 8;
const ROTATION_SIZE = 24;
/** High enough that the rotation control's focus ring is not clipped by the banner's edge (px strings below: theme-ui reads small numbers as space-scale steps). */
const DOTS_BOTTOM = 12;
const controlLook = { borderRadius: '50%', border: 0, bg: 'rgba(255,255,255,0.85)', color: 'text', cursor: 'pointer', display: 'flex', alignItems: 'center', justifyContent: 'center' } as const;

function BannerLink({ item, locale, children }: { item: NewsItem; locale: 'th' | 'en'; children: React.ReactNode }) {
  const to = item.Link?.trim();
  if (!to) return <>{children}</>;
  if (isExternal(to)) return <a href={to} target="_blank" rel="noopener noreferrer" sx={{ display: 'block', height: '100%' }}>{children}</a>;
  return <Link to={localized(to, locale)} sx={{ display: 'block', height: '100%' }}>{children}</Link>;
}

/**
 * The home banners as the WAI-ARIA APG auto-rotating carousel: the rotation control first in the tab
 * order, one slide group at a time ("n of N"), announced politely only while rotation is stopped.
 */
export function BannerCarousel({ banners, locale }: { banners: NewsItem[]; locale: 'th' | 'en' }) {
  const { t } = useTranslation();
  const count = banners.length;
  const { index, playing, rotating, rotationControl, toggle, show, regionProps } = useCarouselRotation(count);
  const current = banners[index];
  const dotsHalfWidth = (count * DOT_SIZE + (count - 1) * DOT_GAP) / 2;
  return (
    <section
      aria-roledescription={count ? 'carousel' : undefined}
      aria-label={t('buyer:home.banners')}
      {...regionProps}
      sx={{ position: 'relative', borderRadius: 'default', overflow: 'hidden', bg: 'highlight', aspectRatio: '3 / 1', boxShadow: 'card' }}
    >
      {count > 1 && (
        <>
          {/* First in the tab order (APG), drawn just left of the dots, which stay where they were. */}
          <button
            ref={rotationControl}
            type="button"
            data-testid="banner-rotation"
            aria-label={t(playing ? 'buyer:home.stopBanners' : 'buyer:home.startBanners')}
            onClick={toggle}
            sx={{ ...controlLook, position: 'absolute', bottom: `${DOTS_BOTTOM + (DOT_SIZE - ROTATION_SIZE) / 2}px`, left: `calc(50% - ${dotsHalfWidth + DOT_GAP + ROTATION_SIZE}px)`, width: ROTATION_SIZE, height: ROTATION_SIZE, p: 0 }}
          >
            <Icon name={playing ? 'pause' : 'play'} size={16} />
          </button>
          {(['prev', 'next'] as const).map((dir) => (
            <button
              key={dir}
              type="button"
              aria-label={t(`buyer:home.${dir}Banner`)}
              onClick={() => show(dir === 'next' ? index + 1 : index - 1)}
              sx={{ ...controlLook, position: 'absolute', top: '50%', [dir === 'prev' ? 'left' : 'right']: 8, transform: `translateY(-50%) rotate(${dir === 'prev' ? 90 : -90}deg)`, width: 36, height: 36 }}
            >
              <Icon name="expand" size={24} />
            </button>
          ))}
          {/* Only as wide as the dots: a full-width bar would sit over the rotation control and take its clicks. */}
          <div sx={{ position: 'absolute', bottom: `${DOTS_BOTTOM}px`, left: '50%', transform: 'translateX(-50%)', display: 'flex', gap: `${DOT_GAP}px` }}>
            {banners.map((b, i) => (
              <button
                key={b.Code}
                type="button"
                aria-label={t('buyer:home.showBanner', { n: i + 1 })}
                aria-current={i === index}
                onClick={() => show(i)}
                sx={{ width: DOT_SIZE, height: DOT_SIZE, p: 0, borderRadius: '50%', border: 0, bg: i === index ? 'primary' : 'rgba(255,255,255,0.8)', cursor: 'pointer' }}
              />
            ))}
          </div>
        </>
      )}
      <div aria-live={rotating ? 'off' : 'polite'} sx={{ height: '100%' }}>
        {current ? (
          <div role="group" aria-roledescription="slide" aria-label={t('buyer:home.slideOf', { n: index + 1, total: count })} sx={{ height: '100%' }}>
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
          </div>
        ) : (
          <div sx={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', color: 'primaryText', fontSize: [4, 6], fontWeight: 'heading', textAlign: 'center', px: 3 }}>
            {t('buyer:home.welcome')}
          </div>
        )}
      </div>
    </section>
  );
}
