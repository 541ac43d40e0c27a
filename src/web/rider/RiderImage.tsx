/** @jsxImportSource theme-ui */
import { useEffect, useState } from 'react';
import { tokenFor } from '../api/http';
import { rootSession } from '../session/root-session';

/** A proof photo the API serves only with the rider's token: fetched as a blob, shown from an object URL. */
export function RiderImage({ src, alt }: { src: string; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | null = null;
    const controller = new AbortController();
    const headers: Record<string, string> = {};
    const token = tokenFor('rider');
    if (token) headers.Authorization = `Bearer ${token}`;
    if (rootSession.tenantId) headers.TenantId = rootSession.tenantId;
    fetch(src, { headers, signal: controller.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        objectUrl = URL.createObjectURL(await res.blob());
        setUrl(objectUrl);
      })
      .catch((err: unknown) => { if (!(err instanceof DOMException && err.name === 'AbortError')) setFailed(true); });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [src]);
  if (failed) return <span sx={{ color: 'textMuted', fontSize: 1 }}>{alt}</span>;
  if (!url) return <span aria-busy="true" sx={{ display: 'block', width: '100%', height: 160, bg: 'muted', borderRadius: 'small' }} />;
  return <img src={url} alt={alt} sx={{ width: '100%', maxHeight: 280, objectFit: 'contain', borderRadius: 'small', display: 'block', bg: 'muted' }} />;
}
