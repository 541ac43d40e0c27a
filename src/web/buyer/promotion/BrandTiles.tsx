/** @jsxImportSource theme-ui */
import { Link } from 'react-router';
import { displayGroupName, type DisplayGroup } from '../../api/products-display-groups';
import { localized } from '../../layouts/shared/MenuLink';

/** Promotion brands (display groups of type BRAND) as logo tiles. */
export function BrandTiles({ groups, locale }: { groups: DisplayGroup[]; locale: 'th' | 'en' }) {
  return (
    <div data-testid="brand-tiles" sx={{ display: 'grid', gridTemplateColumns: ['repeat(3, minmax(0, 1fr))', 'repeat(4, minmax(0, 1fr))', 'repeat(6, minmax(0, 1fr))'], gap: [2, 3] }}>
      {groups.map((g) => (
        <Link
          key={g.Id}
          to={localized(`/promotion/brand/${g.Id}`, locale)}
          data-testid="brand-tile"
          sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, p: [2, 3], bg: 'background', borderRadius: 'default', boxShadow: 'card', textDecoration: 'none', color: 'text', fontSize: 1, textAlign: 'center', '&:hover': { boxShadow: 'raised' } }}
        >
          {g.LogoImage ? <img src={g.LogoImage} alt="" width={80} height={80} loading="lazy" sx={{ width: 80, height: 80, objectFit: 'contain' }} /> : <span sx={{ width: 80, height: 80, bg: 'muted', borderRadius: '50%' }} />}
          <span>{displayGroupName(g, locale)}</span>
          {typeof g.ProductCount === 'number' && <span sx={{ fontSize: 0, color: 'textMuted' }}>{g.ProductCount}</span>}
        </Link>
      ))}
    </div>
  );
}
