import { useMemo, useSyncExternalStore } from 'react';
import { resolveMenu, type LayoutName, type ResolvedMenuItem, type RuleContext, type TenantBundle } from '../../../engine';
import { hasMenuAction, menuActionsVersion, subscribeMenuActions } from '../../app/menu-actions';

/** A bundle menu resolved by the engine; `#action` items stay only when a handler exists. */
export function useMenu(bundle: TenantBundle, menuId: string, ctx: RuleContext, area: LayoutName): ResolvedMenuItem[] {
  const actionsVersion = useSyncExternalStore(subscribeMenuActions, menuActionsVersion, menuActionsVersion);
  return useMemo(
    () => resolveMenu(bundle, menuId, ctx).filter((item) => !item.to.startsWith('#') || hasMenuAction(area, item.to)),
    // actionsVersion: re-filter when a feature registers an action.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [bundle, menuId, ctx, area, actionsVersion],
  );
}
