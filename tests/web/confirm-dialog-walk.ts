import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * What every action that cannot be undone owes its user, walked as a keyboard user would: the button
 * opens a modal ConfirmDialog named `title` with the focus on the safe choice; Escape keeps things as
 * they were (nothing sent) and puts the focus back on the button; the confirm button then does it.
 * `sent` reads what the mocked server received; `expected` is what confirming should send.
 */
export async function walkConfirmDialog(button: HTMLElement, o: { title: string; safe: string; confirm: string; sent: () => unknown[]; expected: unknown[] }) {
  await userEvent.click(button);
  const dialog = await screen.findByRole('alertdialog', { name: o.title });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  await waitFor(() => expect(within(dialog).getByRole('button', { name: o.safe })).toHaveFocus());
  expect(o.sent()).toEqual([]);
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(button).toHaveFocus();
  expect(o.sent()).toEqual([]);
  await userEvent.click(button);
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: o.confirm }));
  await waitFor(() => expect(o.sent()).toEqual(o.expected));
}
