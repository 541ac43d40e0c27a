import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { merchantProductQuery, useMerchantProduct, type MerchantProduct } from '../../api/merchant-products';
import { localized } from '../../layouts/shared/MenuLink';
import { merchantSession } from '../../session/merchant-session';
import { isSuperAdmin } from '../../session/roles';
import type { MerchantUser } from '../../session/types';

/** What every product page needs: the code from the route, the product at the selected centre, a reload. */
export function useProductPage() {
  const { t, i18n } = useTranslation();
  const locale: 'th' | 'en' = i18n.language === 'en' ? 'en' : 'th';
  const { code = '' } = useParams();
  const { token, selectedDist, user } = useSnapshot(merchantSession);
  const queryClient = useQueryClient();
  const query = useMerchantProduct(token, code, selectedDist ?? '');
  const reload = () => queryClient.invalidateQueries({ queryKey: merchantProductQuery(token, code, selectedDist ?? '').queryKey });
  const back = { to: localized('/merchant/product', locale), label: t('merchant:products.title') };
  // The catalogue (names, units, prices, categories, pictures) is shared by every centre: only a super
  // admin changes it (the server refuses anyone else). Advance prices are the centre's own.
  const mayEdit = isSuperAdmin(user as MerchantUser | null);
  return { t, locale, code, token, selectedDist: selectedDist ?? '', product: query.data, isPending: query.isPending, reload, back, mayEdit };
}

/** The product's name in the page's language (English falls back to Thai when the catalogue has none), as the list shows it. */
export function productTitle(product: Pick<MerchantProduct, 'PRODUCTNAME' | 'PRODUCTNAME_EN'>, locale: 'th' | 'en'): string {
  return locale === 'en' ? product.PRODUCTNAME_EN || product.PRODUCTNAME : product.PRODUCTNAME;
}
