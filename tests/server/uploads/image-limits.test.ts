// @vitest-environment node
import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkAndReencodeImage, decodeLoad, IMAGE_DECODE_CONCURRENCY, ImageRejected, MAX_IMAGE_PIXELS } from '../../../src/server/uploads/image-check';

/** A real small PNG whose header then claims width × height (CRC fixed): what a decompression bomb declares. */
async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await sharp({ create: { width: 100, height: 100, channels: 3, background: '#888' } }).png().toBuffer());
  // Signature (8) + length (4) + 'IHDR' (4): width and height follow, then 5 bytes, then the CRC.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

describe('image limits before decoding', () => {
  it('refuses an image whose declared size is over the megapixel limit without decoding it', async () => {
    const before = decodeLoad().peak;
    const bomb = await pngDeclaring(10_000, 9_000); // 90 MP, every side within 12,000
    const err = await checkAndReencodeImage(bomb).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImageRejected);
    expect((err as ImageRejected).reason).toBe(`is too large (at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels)`);
    expect(decodeLoad()).toMatchObject({ running: 0, waiting: 0, peak: before });
  });

  it('runs at most IMAGE_DECODE_CONCURRENCY decodes at once; the others wait and all finish', async () => {
    const img = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#468' } }).jpeg().toBuffer();
    const results = await Promise.all(Array.from({ length: 12 }, () => checkAndReencodeImage(img)));
    expect(results.every((r) => r.mime === 'image/jpeg' && r.width === 1200)).toBe(true);
    expect(decodeLoad().peak).toBeLessThanOrEqual(IMAGE_DECODE_CONCURRENCY);
    expect(decodeLoad()).toMatchObject({ running: 0, waiting: 0 });
  });
});
