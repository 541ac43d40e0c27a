import sharp from 'sharp';

/** Slips and delivery photos: what a phone camera or a banking app produces, and nothing else. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MIN_IMAGE_SIDE = 64;
export const MAX_IMAGE_SIDE = 12_000;
/**
 * Pixels a declared image may have (read from the header before any decoding): 50 MP covers a
 * phone camera's full picture; 16 parallel uploads of 144 MP (12,000² was allowed) took ~1.2 GB.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** Decodes running at once in this process (IMAGE_DECODE_CONCURRENCY); the rest wait their turn. */
export const IMAGE_DECODE_CONCURRENCY = Math.max(1, Number(process.env.IMAGE_DECODE_CONCURRENCY) || 2);
/** Stored copies are scaled down to this long side: plenty to read a transfer slip. */
export const STORED_MAX_SIDE = 2400;

export type ImageFormat = 'jpeg' | 'png' | 'webp';

/** The format the first bytes prove, whatever the file name or the declared content type say. */
export function sniffImageFormat(buf: Buffer): ImageFormat | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export class ImageRejected extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'ImageRejected';
  }
}

export interface CheckedImage {
  /** Re-encoded JPEG: EXIF orientation applied, metadata (location, device) stripped. */
  data: Buffer;
  mime: 'image/jpeg';
  width: number;
  height: number;
  sourceFormat: ImageFormat;
}

/**
 * Accepts a JPEG, PNG or WebP proven by its magic bytes and fully decodable, within size and
 * dimension limits, and re-encodes it: a file that only pretends to be an image, or that smuggles
 * extra data, never reaches storage as sent.
 */
export async function checkAndReencodeImage(buf: Buffer): Promise<CheckedImage> {
  if (buf.length === 0) throw new ImageRejected('is empty');
  if (buf.length > MAX_IMAGE_BYTES) throw new ImageRejected('is larger than 5 MB');
  const format = sniffImageFormat(buf);
  if (!format) throw new ImageRejected('is not a JPEG, PNG or WebP image');
  let meta: sharp.Metadata;
  try {
    // metadata() reads the header only; no pixel is decoded yet.
    meta = await sharp(buf, { failOn: 'error', limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected('is not a readable image');
  }
  if (meta.format !== format) throw new ImageRejected('is not a readable image');
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width < MIN_IMAGE_SIDE || height < MIN_IMAGE_SIDE) throw new ImageRejected(`is too small (at least ${MIN_IMAGE_SIDE} × ${MIN_IMAGE_SIDE} pixels)`);
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) throw new ImageRejected(`is too large (at most ${MAX_IMAGE_SIDE} pixels a side)`);
  if (width * height > MAX_IMAGE_PIXELS) throw new ImageRejected(`is too large (at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels)`);
  return decodeSlot(() => reencode(buf, format));
}

/** A counting semaphore: at most IMAGE_DECODE_CONCURRENCY decodes at once, the rest queued in order. */
let running = 0;
let peak = 0;
const waiting: (() => void)[] = [];
/** Decodes now running and waiting, and the most ever running at once (tests read it). */
export function decodeLoad(): { running: number; waiting: number; peak: number } { return { running, waiting: waiting.length, peak }; }

export async function decodeSlot<T>(fn: () => Promise<T>): Promise<T> {
  if (running >= IMAGE_DECODE_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  peak = Math.max(peak, running);
  try {
    return await fn();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

async function reencode(buf: Buffer, format: ImageFormat): Promise<CheckedImage> {
  try {
    // limitInputPixels again: the decoder itself refuses what the header check let through by mistake.
    const { data, info } = await sharp(buf, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS, sequentialRead: true })
      .rotate()
      .resize({ width: STORED_MAX_SIDE, height: STORED_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { data, mime: 'image/jpeg', width: info.width, height: info.height, sourceFormat: format };
  } catch {
    throw new ImageRejected('is not a readable image');
  }
}
