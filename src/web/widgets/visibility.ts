import type { RuleContext } from '../../engine';

// Widget visibility the bundle has no menu for. Kept together so a move into bundle rules is one
// edit; each mirrors a sentence of the spec.

/** Chat button: chat enabled and not hidden by config; guests and salespeople never see it. */
export function chatButtonVisible(ctx: RuleContext): boolean {
  const s = ctx.session;
  return ctx.flags.ENABLE_CHAT === 'Y' && ctx.flags.HIDE_CHAT_BUTTON !== 'Y' && !s.guest && !s.salesperson;
}

const CHIP_HIDDEN = [/^\/history\/(?!deliveryorder\/)[^/]+(\/[^/]+)?$/, /^\/cart\/adv\/?$/, /^\/checkout\/adv\/?$/];

/** 'Ordering for {name}': a salesperson signed in as a customer, except on order-detail, cart-adv, checkout-adv. */
export function orderingForChipVisible(ctx: RuleContext): boolean {
  return ctx.session.salesperson && !CHIP_HIDDEN.some((re) => re.test(ctx.route.path));
}

/** Credit balance in the top bar: credit customers with the flag on, hidden in points mode. */
export function creditBalanceVisible(ctx: RuleContext): boolean {
  return ctx.flags.ENABLE_CREDIT_BALANCE === 'Y' && ctx.session.credit && ctx.session.mode !== 'redeem' && !ctx.session.guest;
}
