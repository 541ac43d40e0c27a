/** @jsxImportSource theme-ui */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PromotionStatus, StatusColor } from '../../domain/promotion-status';
import type { PromotionError } from '../../domain/promotion-validate';
import { localized } from '../layouts/shared/MenuLink';
import { Pill } from '../merchant/ui/kit';

/** Theme colours for the domain's semantic status colours. */
const THEME_COLOUR: Record<StatusColor, string> = { green: 'success', grey: 'textMuted', red: 'error', blue: 'info', orange: 'warning' };

export function StatusPill({ status, color }: { status: PromotionStatus; color: StatusColor }) {
  const { t } = useTranslation();
  return <span data-testid="promotion-status" data-status={status}><Pill color={THEME_COLOUR[color]}>{t(`merchant:promotion.status.${status}`, status)}</Pill></span>;
}

/** A domain validation error in the page's language (the spec's English as the fallback). */
export function useErrorText() {
  const { t } = useTranslation();
  return (e: PromotionError | undefined | null) => (e ? t(e.key, e.en) : null);
}

/**
 * After a refused Next or Save: the buttons are at the page's foot and on a phone the first message
 * is often above the screen, so the page seemed to do nothing. The first field in error (else the
 * first message) is brought to the middle of the screen, and a field takes the focus.
 */
export function useRevealFirstError(): () => void {
  const [tries, setTries] = useState(0);
  useEffect(() => {
    if (tries === 0) return;
    const main = document.querySelector('main') ?? document.body;
    const target = main.querySelector<HTMLElement>('[aria-invalid="true"]') ?? main.querySelector<HTMLElement>('[role="alert"]');
    // Centred, not at the top edge, where the sticky top bar would cover it.
    target?.scrollIntoView?.({ block: 'center' });
    if (target?.matches('input, select, textarea')) target.focus({ preventScroll: true });
  }, [tries]);
  return useCallback(() => setTries((n) => n + 1), []);
}

export type StepName = 'general' | 'condition' | 'detail';
const STEPS: { name: StepName; suffix: string }[] = [{ name: 'general', suffix: '' }, { name: 'condition', suffix: '/condition' }, { name: 'detail', suffix: '/detail' }];

/** The wizard's three steps; earlier steps are links back. */
export function Stepper({ id, current }: { id: string; current: StepName }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const at = STEPS.findIndex((s) => s.name === current);
  return (
    <ol aria-label={t('merchant:promotion.steps')} sx={{ display: 'flex', gap: 2, listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap' }}>
      {STEPS.map((s, i) => {
        const label = `${i + 1}. ${t(`merchant:promotion.step.${s.name}`)}`;
        const style = { px: 3, py: 1, borderRadius: 'pill', fontSize: 1, fontWeight: i === at ? 'bold' : 'body', bg: i === at ? 'primary' : 'muted', color: i === at ? 'onPrimary' : 'text', textDecoration: 'none', display: 'inline-block' } as const;
        return (
          <li key={s.name} aria-current={i === at ? 'step' : undefined}>
            {i < at ? <Link to={localized(`/merchant/promotion/${id}${s.suffix}`, locale)} sx={style}>{label}</Link> : <span sx={style}>{label}</span>}
          </li>
        );
      })}
    </ol>
  );
}
