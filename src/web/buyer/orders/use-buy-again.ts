import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { reorder } from '../../api/orders';
import { localized } from '../../layouts/shared/MenuLink';
import { withLoadingOverlay } from '../../widgets/loading-store';
import { showToast } from '../../widgets/toast-store';
import { activateCart } from '../cart/cart-sync';
import { useBuyer } from '../shared/use-viewer';

/** 'Buy Again': the order's lines go back into the cart (server side), then the cart opens. */
export function useBuyAgain() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { locale } = useBuyer();
  return async (orderId: string, saleUnit: string) => {
    const res = await withLoadingOverlay(() => reorder(orderId, saleUnit));
    if (!res.ok || !res.data) return;
    await activateCart(true);
    const skipped = res.data.Skipped.length;
    showToast(skipped ? t('buyer:order.buyAgainSkipped', { count: res.data.Added.length, skipped }) : t('buyer:order.buyAgainDone', { count: res.data.Added.length }), { kind: skipped ? 'info' : 'success' });
    navigate(localized('/cart', locale));
  };
}
