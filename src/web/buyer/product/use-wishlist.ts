import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { changeWishlist, useWishlistCodes } from '../../api/wishlist';
import { productSearch, setWishlist, toggleWishlistCode } from '../../stores/product-search';
import { showToast } from '../../widgets/toast-store';
import { useBuyer } from '../shared/use-viewer';

/**
 * The wishlist as product codes (kept in the product-search store), loaded once per session for
 * signed-in customers; a toggle changes the store at once and syncs to the server, and goes back
 * if the server refuses.
 */
export function useWishlist() {
  const { token, authenticated, guest } = useBuyer();
  const enabled = authenticated && !guest;
  const { data } = useWishlistCodes(token, enabled);
  const { wishlist } = useSnapshot(productSearch);
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  useEffect(() => {
    if (data) setWishlist(data);
  }, [data]);
  const toggle = async (code: string) => {
    const on = !productSearch.wishlist.includes(code);
    toggleWishlistCode(code, on);
    const ok = await changeWishlist([code], on);
    if (!ok) {
      toggleWishlistCode(code, !on);
      return;
    }
    showToast(t(on ? 'buyer:wishlist.added' : 'buyer:wishlist.removed'), { kind: 'success' });
    await queryClient.invalidateQueries({ queryKey: ['wishlist'] });
  };
  return { enabled, has: (code: string) => wishlist.includes(code), toggle };
}
