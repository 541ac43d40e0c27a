import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { merchantProductQuery, useMerchantProduct } from '../../api/merchant-products';
import { localized } from '../../layouts/shared/MenuLink';
import { merchantSession } from '../../session/merchant-session';

/** What every product page needs: the code from the route, the product at the selected centre, a reload. */
export function useProductPage() {
  const { t, i18n } = useTranslation();
  const locale: 'th' | 'en' = i18n.language === 'en' ? 'en' : 'th';
  const { code = '' } = useParams();
  const { token, selectedDist } = useSnapshot(merchantSession);
  const queryClient = useQueryClient();
  const query = useMerchantProduct(token, code, selectedDist ?? '');
  const reload = () => queryClient.invalidateQueries({ queryKey: merchantProductQuery(token, code, selectedDist ?? '').queryKey });
  const back = { to: localized('/merchant/product', locale), label: t('merchant:products.title') };
  return { t, locale, code, token, selectedDist: selectedDist ?? '', product: query.data, isPending: query.isPending, reload, back };
}
