import { describe, expect, it } from 'vitest';
import { chatRoleAllowed, staffSeesConversation, titleWithCount } from '../../src/domain/chat';

describe('chat rules', () => {
  it('CHAT_ROLE_IDS: empty lets every role answer; a list keeps the others out; super admins always answer', () => {
    expect(chatRoleAllowed('', 3, false)).toBe(true);
    expect(chatRoleAllowed('4, 5', 3, false)).toBe(false);
    expect(chatRoleAllowed('4,5', 5, false)).toBe(true);
    expect(chatRoleAllowed('4,5', 1, true)).toBe(true);
  });

  it('staff see their centres; with relevant-sales-only, their customers, their assignments and customers nobody looks after', () => {
    const me = { userId: 'S1', saleUnits: ['1001'], relevantOnly: false };
    expect(staffSeesConversation(me, { saleUnit: '1002', assigned: null, sales: null })).toBe(false);
    expect(staffSeesConversation(me, { saleUnit: '1001', assigned: 'S2', sales: 'S2' })).toBe(true);
    const only = { ...me, relevantOnly: true };
    expect(staffSeesConversation(only, { saleUnit: '1001', assigned: null, sales: 'S2' })).toBe(false);
    expect(staffSeesConversation(only, { saleUnit: '1001', assigned: 'S1', sales: 'S2' })).toBe(true);
    expect(staffSeesConversation(only, { saleUnit: '1001', assigned: null, sales: 'S1' })).toBe(true);
    expect(staffSeesConversation(only, { saleUnit: '1001', assigned: null, sales: null })).toBe(true);
  });

  it('puts the unread count in front of the title and takes it away', () => {
    expect(titleWithCount('Chat | Sabai', 2)).toBe('(2) Chat | Sabai');
    expect(titleWithCount('(2) Chat | Sabai', 5)).toBe('(5) Chat | Sabai');
    expect(titleWithCount('(5) Chat | Sabai', 0)).toBe('Chat | Sabai');
  });
});

describe('chat rules edges', () => {
  it('CHAT_ROLE_IDS unset lets every role answer; ids of two digits and spaces are read whole', () => {
    expect(chatRoleAllowed(undefined, 3, false)).toBe(true);
    expect(chatRoleAllowed('10, 12', 12, false)).toBe(true);
    expect(chatRoleAllowed('10,12', 1, false)).toBe(false);
  });

  it('only replaces a count at the front of the title, of any number of digits', () => {
    expect(titleWithCount('(12) Chat', 0)).toBe('Chat');
    expect(titleWithCount('(12) Chat', 3)).toBe('(3) Chat');
    expect(titleWithCount('Orders (2) | Sabai', 1)).toBe('(1) Orders (2) | Sabai');
  });
});
