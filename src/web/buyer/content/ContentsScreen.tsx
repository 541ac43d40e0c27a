/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useContent } from '../../api/contents';
import { Card, EmptyState, PageTitle, Skeleton } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';
import CmsContentScreen from './CmsContentScreen';
import { ContentBody } from './ContentBody';

/** `/contents/{id}`: the cookies policy, PDPA policy or privacy policy in the visitor's language. */
export default function ContentsScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { locale } = useBuyer();
  const { data, isPending, fetchStatus } = useContent(id, locale);
  if (!id) return <CmsContentScreen />;
  if (isPending && fetchStatus !== 'idle') return <Card><Skeleton height={300} /></Card>;
  if (!data) return <Card><EmptyState icon="article" testId="content-not-found" title={t('buyer:content.notFound')} /></Card>;
  return (
    <article data-testid="content-page" data-id={id}>
      <PageTitle sub={t('buyer:content.version', { version: data.Version })}>{data.Title}</PageTitle>
      <Card extra={{ maxWidth: 860 }}>
        <ContentBody text={data.Data} format={data.Format} />
      </Card>
    </article>
  );
}
