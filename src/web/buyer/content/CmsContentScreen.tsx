/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCmsContents } from '../../api/cms-contents';
import { localized } from '../../layouts/shared/MenuLink';
import { orderDateTime } from '../payment/dates';
import { Card, EmptyState, PageTitle, Skeleton } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';

/** `/cms/content` (and `/contents` without an id): the tenant's published pages in the visitor's language. */
export default function CmsContentScreen() {
  const { t } = useTranslation();
  const { locale } = useBuyer();
  const { data, isPending } = useCmsContents(locale);
  return (
    <div data-testid="cms-content">
      <PageTitle>{t('common:title.content')}</PageTitle>
      <Card extra={{ maxWidth: 860 }}>
        {isPending ? <Skeleton height={200} /> : !data?.length ? <EmptyState icon="article" title={t('buyer:content.none')} /> : (
          <ul sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {data.map((p) => (
              <li key={p.PageId} data-testid="cms-page" sx={{ py: 2, borderBottom: '1px solid', borderColor: 'border', '&:last-child': { borderBottom: 0 } }}>
                <Link to={localized(p.Path, locale)} sx={{ fontWeight: 'bold' }}>{p.Title}</Link>
                <div sx={{ fontSize: 1, color: 'textMuted' }}>
                  {t('buyer:content.version', { version: p.Version })}
                  {p.UpdatedAt ? ` · ${t('buyer:content.updated', { date: orderDateTime(p.UpdatedAt, locale) })}` : ''}
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
