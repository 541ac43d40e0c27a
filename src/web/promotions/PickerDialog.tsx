/** @jsxImportSource theme-ui */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../centres/use-debounced';
import { Button, Empty, TextInput } from '../merchant/ui/kit';
import { useModalFocus } from '../widgets/use-modal-focus';

export interface PickerItem { code: string; label: string; hint?: string }

/**
 * A popup to pick items found by text (products take 12, customers take 48): ticking adds to the
 * selection shown above the results; Done hands the whole selection back; Escape is Cancel.
 */
export function PickerDialog({ title, search, selected, onDone, onClose }: {
  title: string;
  search: (text: string) => Promise<PickerItem[]>;
  selected: readonly PickerItem[];
  onDone: (items: PickerItem[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const dialog = useModalFocus<HTMLDivElement>({ onEscape: onClose });
  const query = useDebounced(text).trim();
  const [found, setFound] = useState<PickerItem[] | null>(null);
  const [picked, setPicked] = useState<PickerItem[]>([...selected]);
  useEffect(() => {
    let live = true;
    setFound(null);
    void search(query).then((items) => { if (live) setFound(items); });
    return () => { live = false; };
  }, [query, search]);
  const has = (code: string) => picked.some((p) => p.code === code);
  const toggle = (item: PickerItem) => setPicked((list) => (list.some((p) => p.code === item.code) ? list.filter((p) => p.code !== item.code) : [...list, item]));
  return (
    // Above the back office's sticky top bar and phone bottom bar (both 1000): at the same level they
    // are painted over the sheet, and on a phone its Cancel / Done sat under the bottom bar.
    <div ref={dialog} tabIndex={-1} role="dialog" aria-modal="true" aria-label={title}
      sx={{ position: 'fixed', inset: 0, bg: 'rgba(0,0,0,0.45)', display: 'flex', alignItems: ['flex-end', 'center'], justifyContent: 'center', zIndex: 1250 }}>
      <div sx={{ bg: 'background', width: ['100%', 560], maxHeight: ['90vh', '80vh'], display: 'flex', flexDirection: 'column', borderRadius: 'default', p: 3, gap: 2, boxSizing: 'border-box' }}>
        <h2 sx={{ m: 0, fontSize: 3 }}>{title}</h2>
        <TextInput type="search" label={t('merchant:promotion.pickerSearch')} value={text} onChange={(e) => setText(e.target.value)} />
        {picked.length > 0 && (
          <p sx={{ m: 0, fontSize: 0, color: 'textMuted' }}>{t('merchant:promotion.pickedCount', { count: picked.length })}</p>
        )}
        <ul sx={{ listStyle: 'none', m: 0, p: 0, overflowY: 'auto', flex: 1, minHeight: 120 }}>
          {found === null && <Empty>{t('common:label.loading')}</Empty>}
          {found?.length === 0 && <Empty>{t('merchant:promotion.nothingFound')}</Empty>}
          {found?.map((item) => (
            <li key={item.code} sx={{ borderBottom: '1px solid', borderColor: 'border' }}>
              <label sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 2, cursor: 'pointer' }}>
                <input type="checkbox" checked={has(item.code)} onChange={() => toggle(item)} />
                <span sx={{ minWidth: 0 }}>
                  <span sx={{ display: 'block', fontSize: 1 }}>{item.label}</span>
                  <span sx={{ fontSize: 0, color: 'textMuted' }}>{item.code}{item.hint ? ` · ${item.hint}` : ''}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
        <div sx={{ display: 'flex', justifyContent: 'flex-end', gap: 2 }}>
          <Button tone="outline" onClick={onClose}>{t('merchant:promotion.cancel')}</Button>
          <Button onClick={() => onDone(picked)}>{t('merchant:promotion.done')}</Button>
        </div>
      </div>
    </div>
  );
}

/** Chips of picked items, each removable. */
export function PickedList({ items, onRemove, empty, testId }: { items: readonly PickerItem[]; onRemove: (code: string) => void; empty: string; testId: string }) {
  const { t } = useTranslation();
  if (items.length === 0) return <p data-testid={testId} sx={{ m: 0, fontSize: 1, color: 'textMuted' }}>{empty}</p>;
  return (
    <ul data-testid={testId} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {items.map((i) => (
        <li key={i.code} sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, bg: 'muted', borderRadius: 'pill', pl: 2, pr: 1, py: 1, fontSize: 1, maxWidth: '100%' }}>
          <span sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{i.code} {i.label}</span>
          <button type="button" aria-label={t('merchant:promotion.remove', { name: i.label })} onClick={() => onRemove(i.code)}
            sx={{ border: 0, bg: 'transparent', cursor: 'pointer', fontSize: 2, lineHeight: 1, color: 'textMuted', px: 1 }}>×</button>
        </li>
      ))}
    </ul>
  );
}
