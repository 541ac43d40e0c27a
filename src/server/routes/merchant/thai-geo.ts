import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Thai provinces, districts (amphoe/khet) and sub-districts (tambon/khwaeng) with zip codes, from
 * the compact file beside this module (source and licence in its `source` field). Loaded once.
 */
interface GeoFile {
  source: string;
  provinces: [id: string, name: string][];
  districts: [id: string, provinceId: string, name: string][];
  subdistricts: [id: string, districtId: string, name: string, zips: string][];
}

export interface ThaiGeo {
  Province: { ProvinceID: string; ProvinceName: string }[];
  Ampher: { AmpherID: string; ProvinceID: string; AmpherName: string }[];
  Town: { TownID: string; AmpherID: string; TownName: string; ZipCode: string; ZipCodes: string[] }[];
}

let cache: ThaiGeo | null = null;

export function thaiGeo(): ThaiGeo {
  if (cache) return cache;
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'geo', 'thai-geo.json');
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as GeoFile;
  cache = {
    Province: raw.provinces.map(([ProvinceID, ProvinceName]) => ({ ProvinceID, ProvinceName })).sort((a, b) => a.ProvinceName.localeCompare(b.ProvinceName, 'th')),
    Ampher: raw.districts.map(([AmpherID, ProvinceID, AmpherName]) => ({ AmpherID, ProvinceID, AmpherName })),
    Town: raw.subdistricts.map(([TownID, AmpherID, TownName, zips]) => ({ TownID, AmpherID, TownName, ZipCode: zips.split(',')[0] ?? '', ZipCodes: zips.split(',') })),
  };
  return cache;
}

/** The names along a sub-district's path, or null when the ids do not chain. */
export function geoPath(provinceId: string, districtId: string, townId: string): { province: string; district: string; town: string; zips: string[] } | null {
  const g = thaiGeo();
  const p = g.Province.find((x) => x.ProvinceID === provinceId);
  const d = g.Ampher.find((x) => x.AmpherID === districtId && x.ProvinceID === provinceId);
  const t = g.Town.find((x) => x.TownID === townId && x.AmpherID === districtId);
  return p && d && t ? { province: p.ProvinceName, district: d.AmpherName, town: t.TownName, zips: t.ZipCodes } : null;
}
