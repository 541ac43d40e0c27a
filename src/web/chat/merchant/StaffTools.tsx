/** @jsxImportSource theme-ui */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addQuickReply, deleteQuickReply, fetchQuickReplies } from '../../api/chat';
import { fetchMerchantProducts } from '../../api/merchant-products';
import type { Send } from '../ChatRoom';
import { serverReason, serverText } from '../../api/server-texts';

const qrKey = (su: string | null) => ['chat', 'merchant', 'quick-replies', su];

/** Above the staff composer: a quick reply fills the text box; a product search sends a product card. */
export function StaffTools({ saleUnit, send, setText, locale }: { saleUnit: string | null; send: Send; setText: (t: string) => void; locale: 'th' | 'en' }) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [found, setFound] = useState<{ code: string; name: string }[] | null>(null);
  const [err, setErr] = useState<string | null>(null);
  const { data: replies } = useQuery({
    queryKey: qrKey(saleUnit),
    queryFn: async () => { const r = await fetchQuickReplies(saleUnit); return r.ok && r.data ? r.data.Data : []; },
  });
  const search = async () => {
    if (!q.trim()) return;
    const r = await fetchMerchantProducts({ take: 5, skip: 0, SearchText: q.trim(), saleUnit: saleUnit ?? undefined });
    setFound(r.ok && r.data ? r.data.map((p) => ({ code: p.P_Code, name: locale === 'en' && p.PRODUCTNAME_EN ? p.PRODUCTNAME_EN : p.PRODUCTNAME })) : []);
  };
  return (
    <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', fontSize: 1 }}>
      <select aria-label={t('common:chat.quickReplies')} value="" data-testid="chat-quick-reply" onChange={(e) => { const r = replies?.find((x) => String(x.Id) === e.target.value); if (r) setText(r.Body); }}
        sx={{ p: 1, borderRadius: 'default', border: '1px solid', borderColor: 'border', maxWidth: 200 }}>
        <option value="">{t('common:chat.quickReplies')}</option>
        {replies?.map((r) => <option key={r.Id} value={r.Id}>{r.Title}</option>)}
      </select>
      <form onSubmit={(e) => { e.preventDefault(); void search(); }} sx={{ display: 'flex', gap: 1 }}>
        <input value={q} onChange={(e) => setQ(e.target.value)} aria-label={t('common:chat.productSearch')} placeholder={t('common:chat.productSearch')} data-testid="chat-product-search"
          sx={{ p: 1, borderRadius: 'default', border: '1px solid', borderColor: 'border', width: 160 }} />
        <button type="submit" sx={{ variant: 'buttons.outline', fontSize: 1, px: 2 }}>{t('common:chat.find')}</button>
      </form>
      {found && found.length === 0 && <span sx={{ color: 'textMuted' }}>{t('common:chat.noProducts')}</span>}
      {found?.map((p) => (
        <button key={p.code} type="button" data-testid="chat-send-product" sx={{ variant: 'buttons.ghost', fontSize: 1, px: 2, border: '1px solid', borderColor: 'border' }}
          onClick={async () => { setErr(await send({ Kind: 'product', ProductCode: p.code, Text: '' })); setFound(null); setQ(''); }}>
          {t('common:chat.sendProduct', { name: p.name })}
        </button>
      ))}
      {err && <span role="alert" sx={{ color: 'errorText' }}>{err}</span>}
    </div>
  );
}

/** The inbox's list of canned answers: add (this centre) and remove. */
export function QuickRepliesEditor({ saleUnit }: { saleUnit: string | null }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [err, setErr] = useState<string | null>(null);
  const { data } = useQuery({
    queryKey: qrKey(saleUnit),
    queryFn: async () => { const r = await fetchQuickReplies(saleUnit); return r.ok && r.data ? r.data.Data : []; },
  });
  const add = async () => {
    setErr(null);
    const r = await addQuickReply({ Title: title, Body: body, SaleUnit: saleUnit });
    if (!r.ok) { setErr(r.exception?.Errors?.map((e) => `${e.field.replace('/body/', '')} ${serverReason(e.reason)}`).join('; ') ?? serverText(r.exception?.Message ?? '')); return; }
    setTitle('');
    setBody('');
    void client.invalidateQueries({ queryKey: qrKey(saleUnit) });
  };
  return (
    <details sx={{ mt: 3 }}>
      <summary sx={{ cursor: 'pointer', fontWeight: 'bold' }}>{t('common:chat.quickReplies')} ({data?.length ?? 0})</summary>
      <ul sx={{ listStyle: 'none', p: 0 }}>
        {data?.map((r) => (
          <li key={r.Id} sx={{ display: 'flex', gap: 2, alignItems: 'baseline', py: 1 }}>
            <strong>{r.Title}</strong><span sx={{ flex: 1, color: 'textMuted', fontSize: 1 }}>{r.Body}</span>
            {r.SaleUnit && <button type="button" sx={{ variant: 'buttons.ghost', fontSize: 0 }} onClick={async () => { await deleteQuickReply(r.Id); void client.invalidateQueries({ queryKey: qrKey(saleUnit) }); }}>{t('common:chat.remove')}</button>}
          </li>
        ))}
      </ul>
      <form onSubmit={(e) => { e.preventDefault(); void add(); }} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={60} aria-label={t('common:chat.replyTitle')} placeholder={t('common:chat.replyTitle')} sx={{ p: 1, border: '1px solid', borderColor: 'border', borderRadius: 'default' }} />
        <input value={body} onChange={(e) => setBody(e.target.value)} maxLength={1000} aria-label={t('common:chat.replyBody')} placeholder={t('common:chat.replyBody')} sx={{ p: 1, flex: 1, minWidth: 200, border: '1px solid', borderColor: 'border', borderRadius: 'default' }} />
        <button type="submit" disabled={!saleUnit} sx={{ variant: 'buttons.outline', fontSize: 1 }}>{t('common:chat.add')}</button>
      </form>
      {err && <p role="alert" sx={{ color: 'errorText', fontSize: 1 }}>{err}</p>}
    </details>
  );
}
