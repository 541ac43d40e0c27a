/** @jsxImportSource theme-ui */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dist, Position } from '../session/types';
import { Icon } from '../widgets/Icon';
import { useCentreItems } from './centre-items';
import type { PickerArea } from './picker-store';
import { useDebounced } from './use-debounced';

/** The spec's picker list height (section 9: lists in pickers max 300 px). */
export const LIST_MAX_HEIGHT = 300;

function CentreAvatar({ dist }: { dist: Dist }) {
  const [broken, setBroken] = useState(false);
  const name = dist.DIST_NAME || dist.DIST_SHORTNAME || dist.SaleUnit;
  if (dist.PHOTO_PATH && !broken) {
    return <img src={dist.PHOTO_PATH} alt="" onError={() => setBroken(true)} sx={{ width: 48, height: 48, borderRadius: '50%', objectFit: 'contain', bg: 'background', border: '1px solid', borderColor: 'border', flexShrink: 0 }} />;
  }
  return (
    <span aria-hidden="true" data-testid="centre-letter" sx={{ display: 'flex', width: 48, height: 48, borderRadius: '50%', bg: 'secondary', color: 'onSecondary', alignItems: 'center', justifyContent: 'center', fontWeight: 'bold', fontSize: 3, flexShrink: 0 }}>
      {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
    </span>
  );
}

function CentreRow({ dist, selected, showDistance, onChoose, disabled }: { dist: Dist; selected: boolean; showDistance: boolean; onChoose: (d: Dist) => void; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <li>
      <button
        type="button"
        data-testid="centre-option"
        data-sale-unit={dist.SaleUnit}
        // Tapped before the page hydrated (a first visit's picker is in the server HTML): replayed after.
        data-replay-tap={`centre-${dist.SaleUnit}`}
        aria-current={selected ? 'true' : undefined}
        disabled={disabled}
        onClick={() => onChoose(dist)}
        sx={{
          display: 'flex', alignItems: 'center', gap: 3, width: '100%', textAlign: 'left', fontFamily: 'body', color: 'text', cursor: 'pointer',
          px: 3, py: 2, border: '2px solid', borderRadius: 'default', mb: 2,
          borderColor: selected ? 'primary' : 'border', bg: selected ? 'highlight' : 'background',
          '&:hover:not(:disabled)': { borderColor: 'primary' }, '&:disabled': { cursor: 'default', opacity: 0.7 },
        }}
      >
        <CentreAvatar dist={dist} />
        <span sx={{ flex: 1, minWidth: 0 }}>
          <span sx={{ display: 'flex', alignItems: 'baseline', gap: 2 }}>
            <strong sx={{ fontSize: 2, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{dist.DIST_NAME || dist.DIST_SHORTNAME || dist.SaleUnit}</strong>
            <span sx={{ fontSize: 0, color: 'textMuted', flexShrink: 0 }}>{dist.SaleUnit}</span>
          </span>
          {dist.FullAddress && <span sx={{ display: 'block', fontSize: 1, color: 'textMuted', lineHeight: 1.4 }}>{dist.FullAddress}</span>}
          {showDistance && (dist.Distance ?? 0) > 0 && (
            <span data-testid="centre-distance" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, fontSize: 0, color: 'secondaryText', mt: 1 }}>
              <Icon name="delivery" size={14} />
              {t('common:label.km', { distance: (dist.Distance ?? 0).toFixed(2) })}
            </span>
          )}
        </span>
        {selected && (
          <span sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primaryText', fontSize: 0, fontWeight: 'bold', flexShrink: 0 }}>
            <Icon name="check" size={20} />
            <span sx={{ display: ['none', 'inline'] }}>{t('buyer:centres.current')}</span>
          </span>
        )}
      </button>
    </li>
  );
}

/**
 * Search box (debounced 500 ms) and the list of centres: photo or first letter, name and code, full
 * address, distance, the selected centre highlighted and first, 'Load more' by pages of 12.
 */
export function CentreList({ area, position, onChoose, busy = false, autoFocus = false }: { area: PickerArea; position: Position | null; onChoose: (d: Dist) => void; busy?: boolean; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [text, setText] = useState('');
  const search = useDebounced(text);
  const listRef = useRef<HTMLUListElement>(null);
  const { items, selected, loading, hasMore, loadingMore, loadMore } = useCentreItems(area, search, position);

  useEffect(() => {
    listRef.current?.scrollTo?.({ top: 0 });
  }, [search]);

  return (
    <div>
      <label htmlFor={inputId} sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {t('common:label.merchantSearch')}
      </label>
      <div sx={{ position: 'relative', mb: 3 }}>
        <span sx={{ position: 'absolute', left: 3, top: '50%', transform: 'translateY(-50%)', color: 'textMuted', display: 'flex' }}>
          <Icon name="search" size={20} />
        </span>
        <input
          id={inputId}
          type="search"
          value={text}
          autoFocus={autoFocus}
          placeholder={t('common:label.merchantSearch')}
          onChange={(e) => setText(e.target.value)}
          sx={{ width: '100%', fontFamily: 'body', fontSize: 2, pl: 6, pr: 3, py: '10px', border: '1px solid', borderColor: 'border', borderRadius: 'default', bg: 'background', color: 'text', outline: 'none', '&:focus': { borderColor: 'primary' } }}
        />
      </div>
      <ul ref={listRef} data-testid="centre-list" aria-busy={loading || undefined} sx={{ listStyle: 'none', m: 0, p: 0, pr: 1, maxHeight: LIST_MAX_HEIGHT, overflowY: 'auto' }}>
        {items.map((dist) => (
          <CentreRow key={dist.SaleUnit} dist={dist} selected={dist.SaleUnit === selected} showDistance={!!position} onChoose={onChoose} disabled={busy} />
        ))}
        {!loading && items.length === 0 && (
          <li data-testid="centre-empty" sx={{ py: 4, px: 2, textAlign: 'center', color: 'textMuted' }}>
            {t('common:message.merchantNotFound')}
          </li>
        )}
        {loading && items.length === 0 && <li sx={{ py: 4, textAlign: 'center', color: 'textMuted' }}>{t('common:label.loading')}</li>}
        {hasMore && (
          <li sx={{ textAlign: 'center', py: 1 }}>
            <button type="button" onClick={loadMore} disabled={loadingMore} sx={{ variant: 'buttons.outline', px: 4, py: 1, fontFamily: 'body', fontSize: 1 }}>
              {loadingMore ? t('common:label.loading') : t('common:action.loadMore')}
            </button>
          </li>
        )}
      </ul>
    </div>
  );
}
