/** @jsxImportSource theme-ui */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDate, type BlockProps } from '../../../engine';
import { useAdminNews, type NewsAdminItem } from '../../api/admin-news';
import { Button, Card, Empty, NavItemButton, Page, Pill, Tabs } from '../../merchant/ui/kit';
import { NewsEditor } from './NewsEditor';
import { NewsPictures } from './NewsPictures';

type Kind = NewsAdminItem['NewsType'];
const STATE_COLOR = { live: 'success', scheduled: 'info', ended: 'textMuted', off: 'warning' } as const;

function Period({ item }: { item: NewsAdminItem }) {
  const { t, i18n } = useTranslation();
  const day = (iso: string) => formatDate(iso, 'date', i18n.language);
  const parts = [item.DateStart ? t('merchant:newsAdmin.from', { date: day(item.DateStart) }) : '', item.DateEnd ? t('merchant:newsAdmin.until', { date: day(item.DateEnd) }) : t('merchant:newsAdmin.always')];
  return <>{parts.filter(Boolean).join(' ')}</>;
}

/**
 * `/admin/news` (super admin): the home banners and the news buyers read, each in Thai and English
 * with a picture per language, a link, the days it shows and its order. `?type=B|N` picks the tab,
 * `?code=` the item, `?code=new` a new one.
 */
export default function NewsAdminScreen(_props: BlockProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const news = useAdminNews();
  const [created, setCreated] = useState<string | null>(null);
  const type: Kind = params.get('type') === 'N' ? 'N' : 'B';
  const items = (news.data ?? []).filter((n) => n.NewsType === type);
  const code = params.get('code') ?? items[0]?.Code ?? 'new';
  const item = code === 'new' ? null : items.find((n) => n.Code === code) ?? null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin-news'] });
  const choose = (next: { type?: Kind; code?: string }) => setParams({ type: next.type ?? type, ...(next.code ? { code: next.code } : {}) });
  const title = (n: NewsAdminItem) => (i18n.language === 'en' && n.TitleEn ? n.TitleEn : n.TitleTh);

  return (
    <Page title={t('merchant:newsAdmin.title')} subtitle={t('merchant:newsAdmin.subtitle')}
      actions={<Button type="button" data-testid="news-add" onClick={() => choose({ code: 'new' })}>{t(type === 'B' ? 'merchant:newsAdmin.addBanner' : 'merchant:newsAdmin.addNews')}</Button>}>
      <Tabs label={t('merchant:newsAdmin.title')} value={type} onChange={(next) => choose({ type: next })}
        tabs={[{ id: 'B', label: t('merchant:newsAdmin.tabBanners') }, { id: 'N', label: t('merchant:newsAdmin.tabNews') }]} />
      <div sx={{ display: 'grid', gridTemplateColumns: ['1fr', '1fr', '300px 1fr'], gap: 3, alignItems: 'start', mt: 3 }}>
        <Card title={t('merchant:newsAdmin.list')}>
          {news.isPending ? <Empty>{t('merchant:newsAdmin.loading')}</Empty> : !items.length ? <Empty>{t('merchant:newsAdmin.none')}</Empty> : (
            <nav aria-label={t('merchant:newsAdmin.list')}>
              <ul data-testid="news-list" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {items.map((n) => (
                  <li key={n.Code}>
                    <NavItemButton data-testid={`news-item-${n.Code}`} data-state={n.State} current={n.Code === code} onClick={() => choose({ code: n.Code })}>
                      <div sx={{ fontWeight: 'bold', fontSize: 1, overflowWrap: 'anywhere' }}>{title(n)}</div>
                      <div sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', fontSize: 0, color: 'textMuted', mt: 1 }}>
                        <Pill color={STATE_COLOR[n.State]}>{t(`merchant:newsAdmin.state.${n.State}`)}</Pill>
                        <span>{t('merchant:newsAdmin.order', { n: n.SortOrder })}</span>
                        <span><Period item={n} /></span>
                      </div>
                    </NavItemButton>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </Card>
        <div sx={{ display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}>
          {news.isPending ? null : (
            <NewsEditor key={`${type}:${item?.Code ?? 'new'}`} item={item} type={type} announce={item && item.Code === created ? 'created' : null}
              onSaved={(saved, isNew) => { void refresh(); if (isNew) { setCreated(saved.Code); choose({ code: saved.Code }); } }} />
          )}
          {item ? <NewsPictures item={item} onChanged={() => void refresh()} /> : null}
        </div>
      </div>
    </Page>
  );
}
