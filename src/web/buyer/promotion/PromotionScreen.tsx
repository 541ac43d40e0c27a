/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDisplayGroups } from '../../api/products-display-groups';
import { localized } from '../../layouts/shared/MenuLink';
import { PagedProducts } from '../product/PagedProducts';
import { PageTitle, SectionTitle } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';
import { BrandTiles } from './BrandTiles';

/** `/promotion`: brands with promotions, then every product on promotion today. */
export default function PromotionScreen() {
  const { t } = useTranslation();
  const { token, locale } = useBuyer();
  const { data: brands = [] } = useDisplayGroups(token, 'BRAND');
  return (
    <div data-testid="promotion-page">
      <PageTitle>{t('common:title.promotion')}</PageTitle>
      {brands.length > 0 && (
        <section sx={{ mb: 4 }}>
          <SectionTitle icon="tag" action={<Link to={localized('/promotion/brand', locale)} sx={{ color: 'primaryText', fontSize: 1, fontWeight: 'bold' }}>{t('buyer:home.seeAll')}</Link>}>
            {t('buyer:promotion.brands')}
          </SectionTitle>
          <BrandTiles groups={brands.slice(0, 6)} locale={locale} />
        </section>
      )}
      <SectionTitle icon="promotion">{t('buyer:home.promotionProducts')}</SectionTitle>
      <PagedProducts filter={{ onlyPromotion: true }} emptyTitle={t('buyer:promotion.none')} />
    </div>
  );
}
