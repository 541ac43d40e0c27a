/** @jsxImportSource theme-ui */
import { keyframes } from '@emotion/react';

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

/** Shown while the first route's guards and chunks resolve: a thin progress bar, nothing to flash. */
export function BootFallback() {
  return (
    <div role="progressbar" aria-busy="true" sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, overflow: 'hidden', bg: 'highlight', zIndex: 2000 }}>
      <div sx={{ width: '40%', height: '100%', bg: 'primary', animation: `${slide} 1.1s ease-in-out infinite` }} />
    </div>
  );
}
