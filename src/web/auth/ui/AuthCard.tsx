/** @jsxImportSource theme-ui */
import type { ReactNode } from 'react';
import { Icon } from '../../widgets/Icon';

/** The card every sign-in page sits in (inside the bare layout: logo and language above). */
export function AuthCard({ icon, title, subtitle, children, footer }: { icon: string; title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <section sx={{ bg: 'background', borderRadius: 'default', boxShadow: 'card', px: [3, 5], py: [4, 5], width: '100%', maxWidth: 560, mx: 'auto' }}>
      <div sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', mb: 4 }}>
        <span sx={{ display: 'flex', width: 56, height: 56, borderRadius: '50%', bg: 'highlight', color: 'primaryText', alignItems: 'center', justifyContent: 'center', mb: 2 }}>
          <Icon name={icon} size={30} />
        </span>
        <h1 sx={{ fontSize: [4, 5], m: 0, fontWeight: 'heading' }}>{title}</h1>
        {subtitle && <p sx={{ color: 'textMuted', m: 0, mt: 1, fontSize: 1 }}>{subtitle}</p>}
      </div>
      {children}
      {footer && <div sx={{ mt: 4, pt: 3, borderTop: '1px solid', borderColor: 'border', textAlign: 'center', fontSize: 1 }}>{footer}</div>}
    </section>
  );
}
