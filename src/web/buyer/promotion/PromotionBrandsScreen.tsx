/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { useDisplayGroups } from '../../api/products-display-groups';
import { EmptyState, PageTitle, Skeleton } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';
import { BrandTiles } from './BrandTiles';

/** `/promotion/brand`: every brand with products on promotion. */
export default function PromotionBrandsScreen() {
  const { t } = useTranslation();
  const { token, locale } = useBuyer();
  const { data, isPending, fetchStatus } = useDisplayGroups(token, 'BRAND');
  return (
    <div>
      <PageTitle>{t('buyer:promotion.brands')}</PageTitle>
      {isPending && fetchStatus !== 'idle' ? <Skeleton height={160} /> : (data ?? []).length === 0 ? <EmptyState icon="tag" title={t('buyer:promotion.noBrands')} /> : <BrandTiles groups={data ?? []} locale={locale} />}
    </div>
  );
}
