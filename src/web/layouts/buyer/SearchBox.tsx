import type { Locale } from '../../../engine';
import { ProductSearchBox } from '../../buyer/search/ProductSearchBox';

/** Product search with autocomplete (the buyer feature's box): Enter or the icon runs `/product?p=<text>`. */
export function SearchBox({ locale }: { locale: Locale }) {
  return <ProductSearchBox locale={locale} />;
}
