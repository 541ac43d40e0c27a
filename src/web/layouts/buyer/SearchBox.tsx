/** @jsxImportSource theme-ui */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { Locale } from '../../../engine';
import { stripLocale } from '../../app/locale';
import { Icon } from '../../widgets/Icon';
import { localized } from '../shared/MenuLink';

/** Product search: Enter or the icon runs `/product?p=<text>` (autocomplete plugs in later). */
export function SearchBox({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const onProductPage = stripLocale(location.pathname) === '/product';
  const [text, setText] = useState(() => (onProductPage ? new URLSearchParams(location.search).get('p') ?? '' : ''));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    navigate(localized(query ? `/product?p=${encodeURIComponent(query)}` : '/product', locale));
  };

  return (
    <form role="search" onSubmit={submit} sx={{ display: 'flex', alignItems: 'stretch', flex: 1, minWidth: 0, maxWidth: 560 }}>
      <input
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('common:label.searchProducts')}
        aria-label={t('common:label.searchProducts')}
        enterKeyHint="search"
        sx={{
          flex: 1,
          minWidth: 0,
          fontFamily: 'body',
          fontSize: 2,
          px: 3,
          py: 2,
          border: '2px solid',
          borderColor: 'primary',
          borderRight: 0,
          borderRadius: '8px 0 0 8px',
          bg: 'background',
          color: 'text',
          outline: 'none',
          '&:focus': { boxShadow: (theme) => `inset 0 0 0 1px ${String(theme.colors?.primary ?? '')}` },
        }}
      />
      <button
        type="submit"
        aria-label={t('common:action.search')}
        sx={{ bg: 'primary', color: 'onPrimary', border: 0, px: 3, borderRadius: '0 8px 8px 0', cursor: 'pointer', display: 'flex', alignItems: 'center' }}
      >
        <Icon name="search" size={22} />
      </button>
    </form>
  );
}
