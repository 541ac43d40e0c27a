/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { displayGroupName, useDisplayGroups } from '../../api/products-display-groups';
import { PagedProducts } from '../product/PagedProducts';
import { PageTitle } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';

/** `/promotion/brand/{id}`: the brand's products (its display group), 12 at a time. */
export default function PromotionBrandScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { token, locale } = useBuyer();
  const { data } = useDisplayGroups(token, 'BRAND');
  const group = (data ?? []).find((g) => String(g.Id) === id);
  return (
    <div data-testid="promotion-brand">
      <PageTitle>{group ? displayGroupName(group, locale) : t('buyer:promotion.brands')}</PageTitle>
      <PagedProducts filter={{ displayGroupId: id }} emptyTitle={t('buyer:promotion.none')} />
    </div>
  );
}
