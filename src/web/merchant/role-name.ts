import type { TFunction } from 'i18next';
import type { MerchantUser } from '../session/types';

/**
 * The role's name in the visitor's language (`merchant:role.<id>`); the server's English RoleName
 * only for a role the locale files do not know.
 */
export function roleName(t: TFunction, user: Pick<MerchantUser, 'userRole' | 'role'>): string {
  const fallback = user.role?.RoleName ?? String(user.userRole ?? '');
  if (user.userRole === undefined || user.userRole === null || user.userRole === '') return fallback;
  return t(`merchant:role.${user.userRole}`, { defaultValue: fallback });
}
