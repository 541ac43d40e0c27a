/** @jsxImportSource theme-ui */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { BlockProps } from '../../../engine';
import { useAdminContent, useAdminContents, type ContentPageDetail } from '../../api/admin-contents';
import { Card, Empty, NavItemButton, Page, Pill, Tabs } from '../../merchant/ui/kit';
import { ContentEditor } from './ContentEditor';
import { PdpaConsentsPanel } from './PdpaConsentsPanel';
import { formatDate } from '../../../engine';

function stamp(iso: string | null, locale: string) {
  return formatDate(iso, 'dateTime', locale);
}

function VersionList({ page }: { page: ContentPageDetail }) {
  const { t, i18n } = useTranslation();
  if (!page.Versions.length) return <Empty>{t('merchant:contents.noVersions')}</Empty>;
  const color = { draft: 'warning', published: 'success', superseded: 'textMuted' } as const;
  return (
    <ul data-testid="content-versions" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {page.Versions.map((v) => (
        <li key={v.Version} data-testid="content-version" data-status={v.Status} sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 2, borderBottom: '1px solid', borderColor: 'border', flexWrap: 'wrap' }}>
          <strong>{t('merchant:contents.version', { version: v.Version })}</strong>
          <Pill color={color[v.Status]}>{t(`merchant:contents.status.${v.Status}`)}</Pill>
          <span sx={{ fontSize: 0, color: 'textMuted' }}>
            {v.Status === 'draft' ? t('merchant:contents.savedBy', { who: v.CreatedBy, at: stamp(v.CreatedAt, i18n.language) }) : t('merchant:contents.publishedBy', { who: v.PublishedBy ?? '', at: stamp(v.PublishedAt, i18n.language) })}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * `/admin/contents` (super admin): the tenant's policy texts and fixed pages in Thai and English:
 * edit a draft with the rich-text editor, preview it as buyers will see it (sanitised by the
 * server), publish it; the PDPA page also shows who accepted or declined which version.
 */
export default function AdminContentsScreen(_props: BlockProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const pages = useAdminContents();
  const pageId = params.get('page') ?? pages.data?.[0]?.PageId ?? '';
  const detail = useAdminContent(pageId);
  const [tab, setTab] = useState<'edit' | 'consents'>('edit');
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin-contents'] });
  const summary = pages.data?.find((p) => p.PageId === pageId);
  return (
    <Page title={t('merchant:contents.title')} subtitle={t('merchant:contents.subtitle')}>
      <div sx={{ display: 'grid', gridTemplateColumns: ['1fr', '1fr', '260px 1fr'], gap: 3, alignItems: 'start' }}>
        <Card title={t('merchant:contents.pages')}>
          <nav aria-label={t('merchant:contents.pages')}>
            <ul sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {(pages.data ?? []).map((p) => (
                <li key={p.PageId}>
                  <NavItemButton data-testid={`content-page-${p.PageId}`} current={p.PageId === pageId}
                    onClick={() => { setParams({ page: p.PageId }); setTab('edit'); }}>
                    <div sx={{ fontWeight: 'bold', fontSize: 1 }}>{t(`merchant:contents.page.${p.PageId}`, { defaultValue: p.PageId })}</div>
                    <div sx={{ fontSize: 0, color: 'textMuted' }}>
                      {p.LiveVersion ? t('merchant:contents.live', { version: p.LiveVersion }) : t('merchant:contents.notLive')}
                      {p.DraftVersion ? ` · ${t('merchant:contents.draft', { version: p.DraftVersion })}` : ''}
                    </div>
                  </NavItemButton>
                </li>
              ))}
            </ul>
          </nav>
        </Card>
        <div sx={{ display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}>
          {summary?.Consent && (
            <Tabs label={t('merchant:contents.title')} value={tab} onChange={setTab}
              tabs={[{ id: 'edit', label: t('merchant:contents.tabEdit') }, { id: 'consents', label: t('merchant:contents.tabConsents') }]} />
          )}
          {tab === 'consents' && summary?.Consent ? <PdpaConsentsPanel /> : detail.data ? (
            <>
              <ContentEditor key={`${detail.data.PageId}:${detail.data.Versions[0]?.Version ?? 0}`} page={detail.data} onChanged={refresh} />
              <Card title={t('merchant:contents.versions')}><VersionList page={detail.data} /></Card>
            </>
          ) : <Card><Empty>{t('merchant:contents.loading')}</Empty></Card>}
        </div>
      </div>
    </Page>
  );
}
