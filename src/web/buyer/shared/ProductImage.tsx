/** @jsxImportSource theme-ui */
import { useState } from 'react';
import { Icon } from '../../widgets/Icon';
import { responsiveImage } from '../../widgets/responsive-image';

/**
 * A product picture in a square box of known size (width/height given, so nothing shifts while it
 * loads); a missing or broken picture shows a neutral placeholder instead of a broken image.
 * `sizes` is how wide it is drawn (for the srcset of an uploaded picture); `priority` marks the
 * page's largest picture (the product page's): fetched first, and the server-rendered HTML
 * preloads it.
 */
export function ProductImage({ src, alt, size, eager, priority, sizes }: { src: string | undefined; alt: string; size: number; eager?: boolean; priority?: boolean; sizes?: string }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    return (
      <span role="img" aria-label={alt} sx={{ display: 'flex', width: '100%', aspectRatio: '1 / 1', alignItems: 'center', justifyContent: 'center', bg: 'muted', color: 'border', borderRadius: 'small' }}>
        <Icon name="store" size={Math.round(size / 3)} />
      </span>
    );
  }
  return (
    <img
      {...responsiveImage(src, sizes ?? `${size}px`)}
      alt={alt}
      width={size}
      height={size}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setBroken(true)}
      sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '1 / 1', objectFit: 'contain', bg: 'background', borderRadius: 'small' }}
    />
  );
}
