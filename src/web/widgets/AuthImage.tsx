/** @jsxImportSource theme-ui */
import { useEffect, useState } from 'react';
import { tokenFor, type ApiArea } from '../api/http';
import { rootSession } from '../session/root-session';

/**
 * An image the API serves only with the area's bearer token (slips, customer photos, proof of
 * delivery): fetched as a blob and shown from an object URL, released when the element goes.
 * `fill` stretches it to the container's width (the rider's phone cards).
 */
export function AuthImage({ src, alt, area, maxHeight = 360, fill = false }: { src: string; alt: string; area: ApiArea; maxHeight?: number; fill?: boolean }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | null = null;
    const controller = new AbortController();
    const headers: Record<string, string> = {};
    const token = tokenFor(area);
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
  }, [src, area]);
  if (failed) return <span sx={{ color: 'textMuted', fontSize: 1 }}>{alt}</span>;
  if (!url) return <span aria-busy="true" sx={{ display: 'block', width: '100%', height: Math.min(160, maxHeight), bg: 'muted', borderRadius: 'small' }} />;
  return <img src={url} alt={alt} sx={{ ...(fill ? { width: '100%', bg: 'muted' } : { maxWidth: '100%' }), maxHeight, objectFit: 'contain', borderRadius: 'small', display: 'block' }} />;
}
