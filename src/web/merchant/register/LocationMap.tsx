/** @jsxImportSource theme-ui */
import { useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

const TILE = 256;
/** The spec's default zoom. */
export const DEFAULT_ZOOM = 12;

/** Web Mercator: lat/lon → world pixels at zoom z, and back. */
export function toPixels(lat: number, lon: number, z: number): { x: number; y: number } {
  const size = TILE * 2 ** z;
  const rad = (lat * Math.PI) / 180;
  return { x: ((lon + 180) / 360) * size, y: ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * size };
}

export function toLatLon(x: number, y: number, z: number): { lat: number; lon: number } {
  const size = TILE * 2 ** z;
  return { lon: (x / size) * 360 - 180, lat: (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / size))) * 180) / Math.PI };
}

/**
 * A small map of OpenStreetMap tiles centred on the point, with a pin; a tap moves the pin there.
 * No map library: a 3×3 tile window is all the wizard needs (tiles are plain https images, which
 * the server's CSP allows). Without network the grid stays grey and taps still work.
 */
export function LocationMap({ lat, lon, onPick, label }: { lat: number; lon: number; onPick: (lat: number, lon: number) => void; label: string }) {
  const { t } = useTranslation();
  const [zoom, setZoom] = useState(DEFAULT_ZOOM);
  const box = useRef<HTMLDivElement>(null);
  const centre = toPixels(lat, lon, zoom);
  const tx = Math.floor(centre.x / TILE);
  const ty = Math.floor(centre.y / TILE);
  const tiles: { x: number; y: number }[] = [];
  for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) tiles.push({ x: tx + dx, y: ty + dy });
  const pick = (e: MouseEvent<HTMLDivElement>) => {
    const rect = box.current?.getBoundingClientRect();
    if (!rect) return;
    const p = toLatLon(centre.x + (e.clientX - rect.left - rect.width / 2), centre.y + (e.clientY - rect.top - rect.height / 2), zoom);
    onPick(p.lat, p.lon);
  };
  return (
    <div sx={{ position: 'relative' }}>
      <div ref={box} role="application" aria-label={label} onClick={pick} data-testid="location-map"
        sx={{ position: 'relative', height: 280, overflow: 'hidden', bg: 'muted', borderRadius: 'small', cursor: 'crosshair', border: '1px solid', borderColor: 'border' }}>
        {tiles.map((tile) => (
          <img key={`${tile.x}-${tile.y}`} alt="" draggable={false} src={`https://tile.openstreetmap.org/${zoom}/${tile.x}/${tile.y}.png`}
            sx={{ position: 'absolute', width: TILE, height: TILE, left: `calc(50% + ${tile.x * TILE - centre.x}px)`, top: `calc(50% + ${tile.y * TILE - centre.y}px)`, pointerEvents: 'none' }} />
        ))}
        <span aria-hidden="true" sx={{ position: 'absolute', left: '50%', top: '50%', width: 18, height: 18, ml: '-9px', mt: '-18px', borderRadius: '50% 50% 50% 0', transform: 'rotate(-45deg)', bg: 'primary', border: '2px solid white', boxShadow: 'card' }} />
      </div>
      <div sx={{ position: 'absolute', right: 2, top: 2, display: 'grid', gap: 1 }}>
        <button type="button" aria-label={t('merchant:register.zoomIn')} onClick={() => setZoom((z) => Math.min(18, z + 1))} sx={{ width: 32, height: 32, bg: 'background', border: '1px solid', borderColor: 'border', cursor: 'pointer' }}>+</button>
        <button type="button" aria-label={t('merchant:register.zoomOut')} onClick={() => setZoom((z) => Math.max(5, z - 1))} sx={{ width: 32, height: 32, bg: 'background', border: '1px solid', borderColor: 'border', cursor: 'pointer' }}>−</button>
      </div>
      <span sx={{ fontSize: 0, color: 'textMuted' }}>© OpenStreetMap contributors</span>
    </div>
  );
}
