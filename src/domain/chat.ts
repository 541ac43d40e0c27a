/** Support chat rules shared by the server (permissions, live fan-out) and the web app (docs/chat.md). */

export const CHAT_TEXT_MAX = 2000;
export const CHAT_PAGE_SIZE = 30;

/** `CHAT_ROLE_IDS`: a comma list of merchant role ids that answer chats; empty = every role. Super admins always may. */
export function chatRoleAllowed(roleIds: string | undefined, role: number, superAdmin: boolean): boolean {
  if (superAdmin) return true;
  const ids = (roleIds ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  return ids.length === 0 || ids.includes(String(role));
}

export interface StaffViewer {
  userId: string;
  saleUnits: readonly string[];
  /** CHAT_RELEVANT_SALES_ONLY = Y and not a super admin. */
  relevantOnly: boolean;
}

export interface ConversationKeys {
  saleUnit: string;
  assigned: string | null;
  sales: string | null;
}

/**
 * A member of staff sees the conversations of the centres they work for; with
 * CHAT_RELEVANT_SALES_ONLY only those of their own customers (the customer's salesperson), those
 * assigned to them, and those of customers with no salesperson (somebody must answer them).
 */
export function staffSeesConversation(viewer: StaffViewer, c: ConversationKeys): boolean {
  if (!viewer.saleUnits.includes(c.saleUnit)) return false;
  if (!viewer.relevantOnly) return true;
  return c.sales === null || c.sales === viewer.userId || c.assigned === viewer.userId;
}

/** The browser tab title with the unread count in front, as mail and chat apps do: "(3) Chat". */
export function titleWithCount(title: string, unread: number): string {
  const bare = title.replace(/^\(\d+\)\s+/, '');
  return unread > 0 ? `(${unread}) ${bare}` : bare;
}
