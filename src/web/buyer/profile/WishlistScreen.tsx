/** @jsxImportSource theme-ui */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { useWishlistProducts } from '../../api/wishlist';
import { localized } from '../../layouts/shared/MenuLink';
import { productSearch, setWishlist } from '../../stores/product-search';
import { ProductGrid, ProductGridSkeleton } from '../product/ProductGrid';
import { Card, EmptyState, PageTitle } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';

/** `/profile/wishlist`: the wishlist's products, priced for the customer; un-hearting one removes it. */
export default function WishlistScreen() {
  const { t } = useTranslation();
  const { token, viewer, locale } = useBuyer();
  const { data, isPending } = useWishlistProducts(token, viewer.saleUnit);
  const { wishlist } = useSnapshot(productSearch);
  useEffect(() => {
    if (data) setWishlist(data.map((p) => p.P_Code));
  }, [data]);
  // A product un-hearted here leaves the list at once; the server already knows.
  const products = (data ?? []).filter((p) => wishlist.includes(p.P_Code));
  return (
    <div data-testid="wishlist">
      <PageTitle>{t('buyer:wishlist.title')}</PageTitle>
      {isPending ? <ProductGridSkeleton count={5} /> : products.length === 0 ? (
        <Card><EmptyState icon="star" title={t('buyer:wishlist.empty')} text={t('buyer:wishlist.emptyText')} action={<Link to={localized('/product', locale)} sx={{ variant: 'buttons.primary', display: 'inline-block', px: 4, py: 2, textDecoration: 'none' }}>{t('buyer:cart.browse')}</Link>} /></Card>
      ) : <ProductGrid products={products} />}
    </div>
  );
}
