/** @jsxImportSource theme-ui */
import type { ReactNode } from 'react';
import { useIsMobile } from '../../app/media';

/**
 * On a phone the page's main action (checkout, place order) stays in reach: a bar fixed above the
 * bottom navigation with the total and the button. On a desktop nothing is rendered (the summary
 * card is sticky there).
 */
export function StickyBar({ label, value, children, testId }: { label: ReactNode; value: ReactNode; children: ReactNode; testId?: string }) {
  const mobile = useIsMobile();
  if (!mobile) return null;
  return (
    <>
      <div aria-hidden="true" sx={{ height: 72 }} />
      <div data-testid={testId} sx={{ position: 'fixed', left: 0, right: 0, bottom: 64, zIndex: 999, bg: 'background', borderTop: '1px solid', borderColor: 'border', boxShadow: '0 -2px 8px rgba(0,0,0,0.08)', display: 'flex', alignItems: 'center', gap: 3, px: 3, py: 2 }}>
        <div sx={{ flex: 1, minWidth: 0, lineHeight: 1.2 }}>
          <div sx={{ fontSize: 0, color: 'textMuted' }}>{label}</div>
          <strong sx={{ fontSize: 3, color: 'primaryText' }}>{value}</strong>
        </div>
        {children}
      </div>
    </>
  );
}
