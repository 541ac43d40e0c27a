/** @jsxImportSource theme-ui */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import type { BlockProps } from '../../engine';
import { fetchTags, TAG_PAGE_SIZE, type TagView } from '../api/tags';
import { useDebounced } from '../centres/use-debounced';
import { localized } from '../layouts/shared/MenuLink';
import { Button, ButtonLink, Card, Empty, Page, Pill, Select, TextInput } from '../merchant/ui/kit';
import { merchantSession } from '../session/merchant-session';
import { readTagListCache, writeTagListCache } from './list-cache';
import { TagChip } from './TagChip';

/**
 * `/merchant/tag`: tags with search and active filter, 20 at a time with "load more". Kept in the
 * page cache (list-cache.ts): coming back from a tag shows the same rows at the same scroll position.
 */
export default function TagListScreen(_props: BlockProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const { token, user } = useSnapshot(merchantSession);
  const owner = `${user?.userid ?? ''}`;
  const cached = useRef(readTagListCache(owner)).current;
  const [text, setText] = useState(cached?.text ?? '');
  const [active, setActive] = useState<'' | 'Y' | 'N'>(cached?.active ?? '');
  const search = useDebounced(text).trim();
  const [items, setItems] = useState<TagView[]>(cached?.items ?? []);
  const [total, setTotal] = useState(cached?.total ?? 0);
  const [busy, setBusy] = useState(false);
  // The filters the rows on screen were loaded for: a restored page loads nothing until they change
  // (compared rather than a one-shot flag, so React's double-run effects in development agree).
  const loadedFor = useRef(cached ? `${cached.text.trim()}|${cached.active}` : null);
  const state = useRef({ text, active, items, total });
  state.current = { text, active, items, total };

  const load = async (skip: number, take = TAG_PAGE_SIZE) => {
    setBusy(true);
    const r = await fetchTags({ text: search, active, skip, take });
    setBusy(false);
    if (!r.ok || !r.data) return;
    const page = r.data.Data;
    setItems((prev) => (skip === 0 ? page : [...prev, ...page]));
    setTotal(r.data.Total);
  };

  useLayoutEffect(() => {
    if (cached) window.scrollTo(0, cached.scrollY);
  }, [cached]);
  useEffect(() => {
    if (!token) return;
    const key = `${search}|${active}`;
    if (loadedFor.current === key) {
      // Shown from the cache; refresh the same rows quietly only when something changed meanwhile.
      if (cached?.stale) {
        cached.stale = false;
        void load(0, Math.max(TAG_PAGE_SIZE, cached.items.length));
      }
      return;
    }
    loadedFor.current = key;
    void load(0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload on filter change only
  }, [token, search, active]);
  useEffect(() => () => {
    writeTagListCache({ owner, ...state.current, scrollY: window.scrollY, stale: false });
  }, [owner]);

  const name = (tag: TagView) => (locale === 'en' ? tag.NameEn || tag.NameTh : tag.NameTh);
  return (
    <Page title={t('merchant:tag.title')} actions={<ButtonLink tone="primary" to={localized('/merchant/tag/create', locale)}>{t('merchant:tag.create')}</ButtonLink>}>
      <div sx={{ display: 'grid', gridTemplateColumns: ['1fr', '2fr 1fr'], gap: 3 }}>
        <TextInput type="search" label={t('merchant:tag.search')} value={text} onChange={(e) => setText(e.target.value)} />
        <Select label={t('merchant:tag.field.active')} value={active} onChange={(e) => setActive(e.target.value as '' | 'Y' | 'N')}
          options={[{ value: '', label: t('merchant:tag.all') }, { value: 'Y', label: t('merchant:tag.active') }, { value: 'N', label: t('merchant:tag.inactive') }]} />
      </div>
      <Card>
        {!busy && items.length === 0 && <Empty>{t('merchant:tag.empty')}</Empty>}
        <ul sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t('merchant:tag.title')}>
          {items.map((tag) => (
            <li key={tag.Id} data-testid="tag-row" sx={{ borderBottom: '1px solid', borderColor: 'border', '&:last-of-type': { borderBottom: 0 } }}>
              <Link to={localized(`/merchant/tag/${tag.Id}`, locale)}
                sx={{ display: 'grid', gridTemplateColumns: ['1fr auto', 'minmax(140px, 1fr) 2fr auto auto'], gap: 2, alignItems: 'center', py: 3, px: 1, color: 'text', textDecoration: 'none', '&:hover': { bg: 'muted' } }}>
                <span><TagChip code={tag.Code} color={tag.Color} muted={!tag.Active} /></span>
                <span sx={{ fontSize: 1, gridColumn: ['1 / -1', 'auto'], gridRow: [2, 'auto'], overflowWrap: 'anywhere' }}>{name(tag)}</span>
                <span sx={{ fontSize: 1, color: 'textMuted', whiteSpace: 'nowrap' }}>{t('merchant:tag.customerCount', { count: tag.CustomerCount })}</span>
                <span sx={{ display: ['none', 'block'] }}>{!tag.Active && <Pill color="textMuted">{t('merchant:tag.inactive')}</Pill>}</span>
              </Link>
            </li>
          ))}
        </ul>
        {busy && <Empty>{t('common:label.loading')}</Empty>}
        {!busy && items.length < total && (
          <div sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}><Button tone="outline" onClick={() => void load(items.length)}>{t('merchant:tag.loadMore')}</Button></div>
        )}
      </Card>
    </Page>
  );
}
