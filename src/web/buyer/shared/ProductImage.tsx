/** @jsxImportSource theme-ui */
import { useState } from 'react';
import { Icon } from '../../widgets/Icon';

/**
 * A product picture in a square box of known size (width/height given, so nothing shifts while it
 * loads); a missing or broken picture shows a neutral placeholder instead of a broken image.
 */
export function ProductImage({ src, alt, size, eager }: { src: string | undefined; alt: string; size: number; eager?: boolean }) {
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
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setBroken(true)}
      sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '1 / 1', objectFit: 'contain', bg: 'background', borderRadius: 'small' }}
    />
  );
}
