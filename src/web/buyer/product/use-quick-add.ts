import { useTranslation } from 'react-i18next';
import type { Product } from '../../api/products-types';
import { quickAddProduct } from '../../stores/cart';
import { toast } from '../../widgets/toast-store';

/** Quick add: +1 of the default unit and the spec's 1-second 'added to cart' toast. */
export function useQuickAdd() {
  const { t } = useTranslation();
  return (product: Product) => {
    quickAddProduct(product);
    toast.cartAdded(t('common:message.addedToCart'));
  };
}
