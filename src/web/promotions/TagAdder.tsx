/** @jsxImportSource theme-ui */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCustomersWithTag, type CustomerRef } from '../api/promotions';
import { fetchTags, type TagView } from '../api/tags';
import { Button, Select } from '../merchant/ui/kit';

/**
 * Adds every customer carrying a tag to the promotion's customer list. The Promotion entity has
 * no tag field (CustomerList holds customer codes), so this takes the tag's customers as they are
 * now: customers tagged later are not added by themselves (docs/tags-broadcasts.md).
 */
export function TagAdder({ onAdd }: { onAdd: (customers: CustomerRef[], tag: string) => void }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const [tags, setTags] = useState<TagView[]>([]);
  const [tag, setTag] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void fetchTags({ active: 'Y', take: 200 }).then((r) => { if (live) setTags(r.ok && r.data ? r.data.Data : []); });
    return () => { live = false; };
  }, []);
  if (tags.length === 0) return null;
  return (
    <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-end', mt: 2 }}>
      <div sx={{ minWidth: 220 }}>
        <Select label={t('merchant:promotion.byTag')} value={tag} onChange={(e) => setTag(e.target.value)}
          options={[{ value: '', label: '—' }, ...tags.map((x) => ({ value: x.Code, label: `${x.Code} ${locale === 'en' ? x.NameEn || x.NameTh : x.NameTh} (${x.CustomerCount})` }))]} />
      </div>
      <Button tone="outline" busy={busy} disabled={!tag} onClick={async () => {
        setBusy(true);
        const found = await fetchCustomersWithTag(tag);
        setBusy(false);
        onAdd(found, tag);
      }}>{t('merchant:promotion.addTagCustomers')}</Button>
    </div>
  );
}
