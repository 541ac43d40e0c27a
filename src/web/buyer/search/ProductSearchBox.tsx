/** @jsxImportSource theme-ui */
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import type { Locale } from '../../../engine';
import { useAutocomplete, type Suggestion } from '../../api/products-autocomplete';
import { stripLocale } from '../../app/locale';
import { useDebounced } from '../../centres/use-debounced';
import { localized } from '../../layouts/shared/MenuLink';
import { useDismiss } from '../../layouts/shared/use-dismiss';
import { rootSession } from '../../session/root-session';
import { Icon } from '../../widgets/Icon';
import { Highlight } from './Highlight';

/**
 * The header search box: suggestions 500 ms after typing stops (take 10, Thai and English names
 * with the match highlighted, at most 300 px tall, the spec's empty text); Enter or the icon runs
 * `/product?p=<text>`; a suggestion opens its product.
 */
export function ProductSearchBox({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const onProductPage = stripLocale(location.pathname) === '/product';
  const urlText = onProductPage ? new URLSearchParams(location.search).get('p') ?? '' : '';
  const [text, setText] = useState(urlText);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { token } = useSnapshot(rootSession);
  const debounced = useDebounced(text.trim());
  const { data, isFetching } = useAutocomplete(token, open ? debounced : '');
  const suggestions: Suggestion[] = data ?? [];
  const ref = useRef<HTMLFormElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);
  // The box follows the URL when someone else changes it (back button, a link to a search), but
  // not for the search it ran itself: what the buyer typed while that page was still loading stays.
  const ranFor = useRef<string | null>(null);
  useEffect(() => {
    if (ranFor.current !== null && ranFor.current === urlText) {
      ranFor.current = null;
      return;
    }
    ranFor.current = null;
    setText(urlText);
  }, [urlText]);
  useEffect(() => setActive(-1), [debounced]);

  const search = (value: string) => {
    setOpen(false);
    const query = value.trim();
    if (query !== urlText) ranFor.current = query;
    navigate(localized(query ? `/product?p=${encodeURIComponent(query)}` : '/product', locale));
  };
  const pick = (s: Suggestion) => {
    setOpen(false);
    navigate(localized(`/product/${encodeURIComponent(s.P_Code)}`, locale));
  };
  const showList = open && debounced.length > 0 && debounced === text.trim() && !isFetching;
  // Enter opens a suggestion only while the list is shown and one is highlighted; otherwise (e.g.
  // after Escape closed the list) it searches for the typed text (WAI-ARIA APG combobox).
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (showList && active >= 0 && suggestions[active]) pick(suggestions[active]);
    else search(text);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && suggestions.length) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % suggestions.length);
    } else if (e.key === 'ArrowUp' && suggestions.length) {
      e.preventDefault();
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (e.key === 'Escape') {
      // Closes the list and forgets the highlight; the typed text stays.
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };
  const other = (s: Suggestion) => (locale === 'en' ? s.PRODUCTNAME : s.PRODUCTNAME_EN ?? '');
  const main = (s: Suggestion) => (locale === 'en' && s.PRODUCTNAME_EN ? s.PRODUCTNAME_EN : s.PRODUCTNAME);

  return (
    <form ref={ref} role="search" onSubmit={submit} sx={{ position: 'relative', display: 'flex', alignItems: 'stretch', flex: 1, minWidth: 0, maxWidth: 560 }}>
      <input
        type="text"
        role="combobox"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        placeholder={t('common:label.searchProducts')}
        aria-label={t('common:label.searchProducts')}
        aria-autocomplete="list"
        aria-controls={listId}
        aria-expanded={showList}
        aria-activedescendant={showList && active >= 0 && suggestions[active] ? `${listId}-${active}` : undefined}
        enterKeyHint="search"
        autoComplete="off"
        sx={{ flex: 1, minWidth: 0, fontFamily: 'body', fontSize: 2, px: 3, py: 2, border: '2px solid', borderColor: 'primary', borderRight: 0, borderRadius: '8px 0 0 8px', bg: 'background', color: 'text', outline: 'none', '&:focus-visible': { outline: '3px solid', outlineColor: 'focus', outlineOffset: '-3px' } }}
      />
      <button type="submit" aria-label={t('common:action.search')} sx={{ bg: 'primary', color: 'onPrimary', border: 0, px: 3, borderRadius: '0 8px 8px 0', cursor: 'pointer', display: 'flex', alignItems: 'center' }}>
        <Icon name="search" size={22} />
      </button>
      {showList && (
        <ul
          id={listId}
          role="listbox"
          data-testid="autocomplete"
          sx={{ position: 'absolute', top: 'calc(100% + 4px)', left: 0, right: 0, zIndex: 1100, m: 0, p: 0, listStyle: 'none', bg: 'background', color: 'text', border: '1px solid', borderColor: 'border', borderRadius: 'default', boxShadow: 'raised', maxHeight: 300, overflowY: 'auto' }}
        >
          {suggestions.length === 0 ? (
            <li data-testid="autocomplete-empty" sx={{ px: 3, py: 3, color: 'textMuted', fontSize: 1 }}>
              {t('common:message.autocompleteEmpty', { text: debounced })}
            </li>
          ) : (
            suggestions.map((s, i) => (
              <li
                key={s.P_Code}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                data-testid="autocomplete-item"
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(s)}
                sx={{ px: 3, py: 2, cursor: 'pointer', borderBottom: '1px solid', borderColor: 'muted', bg: i === active ? 'muted' : 'background', '&:hover': { bg: 'muted' } }}
              >
                <div sx={{ fontSize: 1 }}>
                  <Highlight text={main(s)} query={debounced} />
                </div>
                {other(s) && (
                  <div sx={{ fontSize: 0, color: 'textMuted' }}>
                    <Highlight text={other(s)} query={debounced} />
                  </div>
                )}
              </li>
            ))
          )}
        </ul>
      )}
    </form>
  );
}
