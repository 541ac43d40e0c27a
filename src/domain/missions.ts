/**
 * Missions (docs/missions.md): the six task kinds, their types (a top parent per group, a
 * secondary type per kind) and the progress rule. Pure: the server and the web share it.
 */
export const MISSION_KINDS = ['CHECK-IN', 'NEWS', 'ORDER_ACC', 'PHOTO', 'SCAN_QR', 'SURVEY'] as const;
export type MissionKind = (typeof MISSION_KINDS)[number];

export interface MissionType {
  Id: number;
  /** null for a top parent. */
  ParentId: number | null;
  Code: string;
  Name: string;
  NameEn: string;
}

/**
 * The same for every tenant: 1 daily missions (check-in), 2 special missions (the other kinds).
 * The spec's calls list types by `topParent` (1 and 2) or by `parentId` (their kinds).
 */
export const MISSION_TYPES: readonly MissionType[] = [
  { Id: 1, ParentId: null, Code: 'DAILY', Name: 'ภารกิจประจำวัน', NameEn: 'Daily missions' },
  { Id: 2, ParentId: null, Code: 'SPECIAL', Name: 'ภารกิจพิเศษ', NameEn: 'Special missions' },
  { Id: 11, ParentId: 1, Code: 'CHECK-IN', Name: 'เช็กอิน', NameEn: 'Check-in' },
  { Id: 21, ParentId: 2, Code: 'NEWS', Name: 'อ่านข่าวสาร', NameEn: 'Read the news' },
  { Id: 22, ParentId: 2, Code: 'ORDER_ACC', Name: 'สั่งซื้อสะสมยอด', NameEn: 'Order amount' },
  { Id: 23, ParentId: 2, Code: 'PHOTO', Name: 'ถ่ายภาพ', NameEn: 'Photo' },
  { Id: 24, ParentId: 2, Code: 'SCAN_QR', Name: 'สแกน QR', NameEn: 'Scan a QR code' },
  { Id: 25, ParentId: 2, Code: 'SURVEY', Name: 'ตอบแบบสอบถาม', NameEn: 'Survey' },
];

export const missionTypeOfKind = (kind: MissionKind): MissionType => MISSION_TYPES.find((t) => t.Code === kind)!;
export const isMissionKind = (v: unknown): v is MissionKind => typeof v === 'string' && (MISSION_KINDS as readonly string[]).includes(v);

/** Percent of the target reached: capped at 100, rounded to 2 decimals (spec section 5). */
export function missionPercent(value: number, target: number): number {
  if (!(target > 0)) return 100;
  return Math.min(100, Math.round((value / target) * 10_000) / 100);
}

/** Inside the mission's dates (Bangkok days 'YYYY-MM-DD'; open ends allowed). */
export function missionOpenOn(day: string, begin: string | null, end: string | null): boolean {
  return (!begin || begin <= day) && (!end || end >= day);
}

/** How often a mission may be completed again: never, once a Bangkok day, once a week (Monday–Sunday). */
export const MISSION_REPEATS = ['none', 'day', 'week'] as const;
export type MissionRepeat = (typeof MISSION_REPEATS)[number];

/** Monday of the week of a day ('YYYY-MM-DD'), as 'YYYY-MM-DD'. */
export function weekStart(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

/**
 * The round a completion made on `day` belongs to: the day for daily missions, 'W' + the week's
 * Monday for weekly ones, the next completion's number otherwise. null when the customer has
 * used every completion the mission allows (`max` total, null: no total limit).
 */
export function missionRound(repeat: MissionRepeat, day: string, completions: number, max: number | null): string | null {
  if (max !== null && completions >= max) return null;
  if (repeat === 'day') return day;
  if (repeat === 'week') return `W${weekStart(day)}`;
  return String(completions + 1);
}
