/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import type { RuleContext } from '../../engine';
import { Icon } from './Icon';
import { orderingForChipVisible } from './visibility';

/** 'Ordering for {name}' while a salesperson is signed in as a customer. */
export function OrderingForChip({ ctx }: { ctx: RuleContext }) {
  const { t } = useTranslation();
  if (!orderingForChipVisible(ctx)) return null;
  const name = String(ctx.user?.CUSTOMERNAME ?? ctx.user?.CUSTOMERCODE ?? '');
  return (
    <>
      {/* The chip floats over the page; this keeps it off the page's first line (the profile's
          customer name, the home's banner) while the page is at the top. */}
      <div data-testid="ordering-for-space" aria-hidden="true" sx={{ height: 40, flexShrink: 0 }} />
      <div
        role="status"
        sx={{ position: 'fixed', left: '50%', transform: 'translateX(-50%)', top: [64, 64, 128], zIndex: 1150, bg: 'secondary', color: 'onSecondary', borderRadius: 'pill', px: 3, py: 1, fontSize: 1, boxShadow: 'card', display: 'flex', alignItems: 'center', gap: 1, whiteSpace: 'nowrap', maxWidth: 'calc(100vw - 32px)', overflow: 'hidden', textOverflow: 'ellipsis' }}
      >
        <Icon name="person" size={16} />
        <span sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{t('common:label.orderingFor', 'Ordering for {{name}}', { name })}</span>
      </div>
    </>
  );
}
