/** @jsxImportSource theme-ui */
import { useEffect, useState } from 'react';
import { tokenFor } from '../../api/http';
import { rootSession } from '../../session/root-session';

/**
 * An image the API serves only with the bearer token (slips, customer photos): fetched as a blob
 * and shown from an object URL, released when the element goes.
 */
export function AuthImage({ src, alt, maxHeight = 360 }: { src: string; alt: string; maxHeight?: number }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | null = null;
    const controller = new AbortController();
    const headers: Record<string, string> = {};
    const token = tokenFor('merchant');
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
  if (!url) return <span aria-busy="true" sx={{ display: 'block', width: '100%', height: 120, bg: 'muted', borderRadius: 'small' }} />;
  return <img src={url} alt={alt} sx={{ maxWidth: '100%', maxHeight, objectFit: 'contain', borderRadius: 'small', display: 'block' }} />;
}
