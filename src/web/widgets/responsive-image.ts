/*
 * Pictures uploaded in the back office are served resized and in the browser's best format
 * (AVIF/WebP, by its Accept header) at a few widths: `?w=` on their public URL
 * (src/server/uploads/image-variants.ts keeps the same list). Other pictures (the seeded
 * catalogue's SVGs, a banner linked from elsewhere) are used as they are.
 */
export const IMAGE_WIDTHS = [240, 480, 960, 1440] as const;

const UPLOAD = /^\/api\/merchant\/public\/image\/[a-z0-9][a-z0-9_-]{0,39}\/[0-9a-f-]{36}$/i;

export interface ResponsiveImage {
  src: string | undefined;
  srcSet?: string;
  sizes?: string;
}

/**
 * `src`, `srcSet` and `sizes` for an `<img>`: `sizes` says how wide the picture is drawn, `fallback`
 * is the width a browser that ignores srcset gets.
 */
export function responsiveImage(src: string | undefined, sizes: string, fallback: (typeof IMAGE_WIDTHS)[number] = 480): ResponsiveImage {
  if (!src || !UPLOAD.test(src)) return { src };
  return { src: `${src}?w=${fallback}`, srcSet: IMAGE_WIDTHS.map((w) => `${src}?w=${w} ${w}w`).join(', '), sizes };
}
