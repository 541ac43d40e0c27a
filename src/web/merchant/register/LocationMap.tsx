/** @jsxImportSource theme-ui */
import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { CircleMarker, MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';

/** The spec's default zoom. */
export const DEFAULT_ZOOM = 12;

/** Keeps the view on the pin when it moves from outside the map (device location, typed numbers). */
function FollowPin({ lat, lon }: { lat: number; lon: number }) {
  const map = useMap();
  useEffect(() => {
    if (!map.getBounds().pad(-0.2).contains([lat, lon])) map.panTo([lat, lon]);
  }, [map, lat, lon]);
  return null;
}

function PickOnClick({ onPick }: { onPick: (lat: number, lon: number) => void }) {
  useMapEvents({ click: (e) => onPick(e.latlng.lat, e.latlng.lng) });
  return null;
}

/**
 * The centre's position on an OpenStreetMap map (Leaflet through react-leaflet): drag or zoom the
 * map, tap to move the pin. Without network the tiles stay grey and taps still work. The pin is a
 * vector circle, so no marker images have to be bundled.
 */
export function LocationMap({ lat, lon, onPick, label }: { lat: number; lon: number; onPick: (lat: number, lon: number) => void; label: string }) {
  return (
    <div data-testid="location-map" role="application" aria-label={label} sx={{ height: 280, borderRadius: 'small', overflow: 'hidden', border: '1px solid', borderColor: 'border', '.leaflet-container': { height: '100%', width: '100%', cursor: 'crosshair' } }}>
      <MapContainer center={[lat, lon]} zoom={DEFAULT_ZOOM} minZoom={5} maxZoom={18} scrollWheelZoom={false}>
        <TileLayer url="https://tile.openstreetmap.org/{z}/{x}/{y}.png" attribution="&copy; OpenStreetMap contributors" />
        <CircleMarker center={[lat, lon]} radius={10} pathOptions={{ color: '#ffffff', weight: 3, fillColor: 'var(--theme-ui-colors-primary, #0a7d5a)', fillOpacity: 1 }} />
        <FollowPin lat={lat} lon={lon} />
        <PickOnClick onPick={onPick} />
      </MapContainer>
    </div>
  );
}
