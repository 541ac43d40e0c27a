/** @jsxImportSource theme-ui */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localized } from '../../layouts/shared/MenuLink';

const STEPS = ['account', 'centre', 'bank', 'done'] as const;
export type RegisterStep = (typeof STEPS)[number];

/** The wizard's frame on the bare layout: steps, title, content. */
export function RegisterFrame({ step, title, children }: { step: RegisterStep; title: string; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const at = STEPS.indexOf(step);
  return (
    <div sx={{ minHeight: '100vh', bg: 'muted', py: [3, 5], px: 2 }}>
      <section sx={{ maxWidth: 640, mx: 'auto', bg: 'background', borderRadius: 'default', boxShadow: 'card', p: [3, 4], display: 'grid', gap: 3 }}>
        <ol aria-label={t('merchant:register.steps')} sx={{ display: 'flex', gap: 2, listStyle: 'none', p: 0, m: 0, fontSize: 0 }}>
          {STEPS.map((s, i) => (
            <li key={s} aria-current={i === at ? 'step' : undefined} sx={{ flex: 1, borderTop: '4px solid', borderColor: i <= at ? 'primary' : 'border', pt: 1, color: i === at ? 'primaryText' : 'textMuted', fontWeight: i === at ? 'bold' : 'body' }}>
              {t(`merchant:register.step.${s}`)}
            </li>
          ))}
        </ol>
        <h1 sx={{ m: 0, fontSize: [3, 4] }}>{title}</h1>
        {children}
        <Link to={localized('/merchant/login', locale)} sx={{ fontSize: 1, color: 'secondaryText', justifySelf: 'center' }}>{t('merchant:register.haveAccount')}</Link>
      </section>
    </div>
  );
}
