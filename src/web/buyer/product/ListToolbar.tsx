/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { productSearch, type SortByPrice } from '../../stores/product-search';
import { Icon } from '../../widgets/Icon';
import { openCategoryDrawer } from '../category/drawer-store';
import { useBuyer } from '../shared/use-viewer';

function Toggle({ on, label, onClick, testId }: { on: boolean; label: string; onClick: () => void; testId: string }) {
  return (
    <button
      type="button"
      aria-pressed={on}
      data-testid={testId}
      onClick={onClick}
      sx={{ px: 3, py: 1, minHeight: 36, borderRadius: 'pill', border: '1px solid', borderColor: on ? 'primary' : 'border', bg: on ? 'highlight' : 'background', color: on ? 'primaryText' : 'text', fontFamily: 'body', fontSize: 1, fontWeight: on ? 'bold' : 'body', cursor: 'pointer', whiteSpace: 'nowrap' }}
    >
      {label}
    </button>
  );
}

/**
 * 'Search by category', sort by price, promotion only, hot deal, best seller (when the tenant has it).
 * Wraps on a phone too: in a sideways-scrolling row the filters past the sort box went unseen.
 */
export function ListToolbar() {
  const { t } = useTranslation();
  const s = useSnapshot(productSearch);
  const { flag, redeem } = useBuyer();
  return (
    <div data-testid="list-toolbar" sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 3 }}>
      <button
        type="button"
        onClick={openCategoryDrawer}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 2, px: 3, py: 1, minHeight: 36, borderRadius: 'pill', border: 0, bg: 'secondary', color: 'onSecondary', fontFamily: 'body', fontSize: 1, fontWeight: 'bold', cursor: 'pointer', whiteSpace: 'nowrap' }}
      >
        <Icon name="menu" size={18} />
        {t('common:label.searchByCategory')}
      </button>
      <label sx={{ display: 'inline-flex', alignItems: 'center', gap: 2, fontSize: 1, whiteSpace: 'nowrap' }}>
        <span sx={{ color: 'textMuted' }}>{t('buyer:list.sort')}</span>
        <select
          data-testid="sort-price"
          value={s.sortByPrice ?? ''}
          onChange={(e) => (productSearch.sortByPrice = (e.target.value || null) as SortByPrice)}
          sx={{ fontFamily: 'body', fontSize: 1, py: 1, px: 2, minHeight: 36, border: '1px solid', borderColor: 'border', borderRadius: 'pill', bg: 'background', color: 'text' }}
        >
          <option value="">{t('buyer:list.sortDefault')}</option>
          <option value="asc">{t(redeem ? 'buyer:list.pointsLowHigh' : 'buyer:list.priceLowHigh')}</option>
          <option value="desc">{t(redeem ? 'buyer:list.pointsHighLow' : 'buyer:list.priceHighLow')}</option>
        </select>
      </label>
      {!redeem && <Toggle testId="only-promotion" on={s.onlyPromotionProduct} label={t('buyer:list.onlyPromotion')} onClick={() => (productSearch.onlyPromotionProduct = !s.onlyPromotionProduct)} />}
      {!redeem && <Toggle testId="hot-deal" on={s.hotdeal} label={t('buyer:list.hotDeal')} onClick={() => (productSearch.hotdeal = !s.hotdeal)} />}
      {flag('ENABLE_BEST_SELLER') === 'Y' && <Toggle testId="best-seller" on={s.bestSeller} label={t('buyer:list.bestSeller')} onClick={() => (productSearch.bestSeller = !s.bestSeller)} />}
    </div>
  );
}
