/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import type { CustomerRow } from '../../api/merchant-customers';

/** A customer's tag as the server names it (a code no tag has comes named by its code, with no colour). */
type TagName = CustomerRow['TagNames'][number];

/**
 * A customer's tags (RouteStep2) as small chips with their names in the page's language and their
 * colour as a dot; the code is the chip's tooltip, as staff search by it.
 */
export function TagList({ tags }: { tags: readonly TagName[] }) {
  const { i18n } = useTranslation();
  if (tags.length === 0) return null;
  const en = i18n.language === 'en';
  return (
    <span sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }} data-testid="tags">
      {tags.map((tag) => (
        <span key={tag.Code} title={tag.Code} sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, fontSize: 0, px: 2, borderRadius: 'pill', bg: 'muted', color: 'secondaryText', border: '1px solid', borderColor: 'border' }}>
          {tag.Color && <span aria-hidden sx={{ width: 8, height: 8, borderRadius: 'pill', bg: tag.Color, flexShrink: 0 }} />}
          {en ? tag.NameEn || tag.NameTh : tag.NameTh}
        </span>
      ))}
    </span>
  );
}
