import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { decodeSlot } from './image-check';
import { uploadsRoot, type StoredUpload } from './store';

/*
 * Resized, modern-format copies of a public upload (product pictures, centre logos, banners put in
 * as uploads), made on the first request for a width and kept on disk beside the original: an
 * upload id never changes its bytes, so a copy is valid for ever and is never made twice.
 */

/** The widths a page may ask for (`?w=`); the web's srcset uses the same list (web/widgets/responsive-image.ts). */
export const VARIANT_WIDTHS = [240, 480, 960, 1440] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];
export type VariantFormat = 'avif' | 'webp' | 'jpeg';

const MIME: Record<VariantFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

/**
 * The best format the browser says it takes (its image Accept header). Chromium, Firefox and Safari
 * 16+ send image/avif; an old client gets WebP or, failing that, JPEG.
 */
export function pickFormat(accept: string | undefined): VariantFormat {
  const a = (accept ?? '').toLowerCase();
  if (a.includes('image/avif')) return 'avif';
  if (a.includes('image/webp')) return 'webp';
  return 'jpeg';
}

export const variantMime = (format: VariantFormat) => MIME[format];

function encode(image: sharp.Sharp, format: VariantFormat): sharp.Sharp {
  // effort 2: AVIF at the default effort costs ~1 s a picture on this class of machine, for ~5 % smaller files.
  if (format === 'avif') return image.avif({ quality: 55, effort: 2 });
  if (format === 'webp') return image.webp({ quality: 75 });
  return image.jpeg({ quality: 80, mozjpeg: true });
}

/** Copies being made now, so concurrent first requests for one copy wait for the same work. */
const making = new Map<string, Promise<Buffer>>();

/** The copy of `upload` at `width` in `format`, made and stored on first use. */
export async function imageVariant(dataDir: string, upload: StoredUpload, width: VariantWidth, format: VariantFormat): Promise<Buffer> {
  const root = uploadsRoot(dataDir);
  const original = path.resolve(root, upload.filePath);
  if (!original.startsWith(root + path.sep)) throw new Error('upload path escapes the uploads folder');
  const file = path.join(path.dirname(original), 'variants', `${upload.uploadId}-${width}.${format}`);
  const cached = await fs.promises.readFile(file).catch(() => null);
  if (cached) return cached;
  let work = making.get(file);
  if (!work) {
    work = decodeSlot(async () => {
      const data = await encode(sharp(original).resize({ width, withoutEnlargement: true }), format).toBuffer();
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // Written under a temporary name first: a reader never sees half a file.
      const tmp = `${file}.${process.pid}.tmp`;
      await fs.promises.writeFile(tmp, data, { mode: 0o640 });
      await fs.promises.rename(tmp, file);
      return data;
    }).finally(() => making.delete(file));
    making.set(file, work);
  }
  return work;
}
