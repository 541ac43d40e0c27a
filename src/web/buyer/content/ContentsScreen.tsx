/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useContent } from '../../api/contents';
import { localized } from '../../layouts/shared/MenuLink';
import { Card, EmptyState, PageTitle, Skeleton } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';
import { PlainText } from './PlainText';

const KNOWN = ['cookies-policy', 'pdpa', 'privacy'];

/** `/contents/{id}`: the cookies policy, PDPA policy or privacy policy in the visitor's language. */
export default function ContentsScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { locale } = useBuyer();
  const { data, isPending, fetchStatus } = useContent(id, locale);
  if (!id) {
    return (
      <div>
        <PageTitle>{t('common:title.content')}</PageTitle>
        <Card>
          <ul sx={{ m: 0, pl: 3 }}>
            {KNOWN.map((k) => (
              <li key={k} sx={{ py: 1 }}><Link to={localized(`/contents/${k}`, locale)}>{t(`buyer:content.${k}`)}</Link></li>
            ))}
          </ul>
        </Card>
      </div>
    );
  }
  if (isPending && fetchStatus !== 'idle') return <Card><Skeleton height={300} /></Card>;
  if (!data) return <Card><EmptyState icon="article" testId="content-not-found" title={t('buyer:content.notFound')} /></Card>;
  return (
    <article data-testid="content-page" data-id={id}>
      <PageTitle sub={t('buyer:content.version', { version: data.Version })}>{data.Title}</PageTitle>
      <Card extra={{ maxWidth: 860 }}>
        <PlainText text={data.Data} />
      </Card>
    </article>
  );
}
