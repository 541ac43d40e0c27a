import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Dist } from '../../../src/web/session/types';
import { OaInviteDialog } from '../../../src/web/centres/OaInviteDialog';
import { Dialog } from '../../../src/web/merchant/products/BarcodeScanDialog';
import { PickerDialog } from '../../../src/web/promotions/PickerDialog';

/** A page with a control before the opener and one after, so a leaking Tab has somewhere to go. */
function Page({ dialog }: { dialog: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <a href="#before">before</a>
      <button type="button" onClick={() => setOpen(true)}>Open</button>
      <a href="#after">after</a>
      {open && dialog(() => setOpen(false))}
    </>
  );
}

const inDialog = () => screen.getByRole('dialog').contains(document.activeElement);

/** Opens with the keyboard, tabs round twice both ways, then Escape; returns what was seen. */
async function walk(dialog: (close: () => void) => ReactNode, { closesOnEscape = true, startsAt = '' } = {}) {
  const user = userEvent.setup();
  render(<Page dialog={dialog} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(inDialog()).toBe(true));
  if (startsAt) expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: startsAt }));
  const tabbables = [...screen.getByRole('dialog').querySelectorAll<HTMLElement>('button:not([disabled]), input, a[href]')];
  expect(tabbables.length).toBeGreaterThan(1);
  // Twice round each way: focus never leaves the dialog and reaches every control in it.
  for (const shift of [false, true]) {
    const seen = new Set<Element | null>();
    for (let i = 0; i < tabbables.length * 2; i++) {
      await user.tab({ shift });
      expect(inDialog()).toBe(true);
      seen.add(document.activeElement);
    }
    expect(tabbables.every((el) => seen.has(el))).toBe(true);
  }
  await user.keyboard('{Escape}');
  if (!closesOnEscape) {
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    return;
  }
  expect(screen.queryByRole('dialog')).toBeNull();
  await waitFor(() => expect(document.activeElement).toBe(opener));
}

describe('modal dialogs keep the keyboard inside and give it back', () => {
  it("the promotion's product picker: focus starts in the search box, Tab cycles, Escape cancels", async () => {
    await walk((close) => (
      <PickerDialog title="Pick products" search={() => Promise.resolve([{ code: 'P1', label: 'Water' }])} selected={[]} onDone={close} onClose={close} />
    ), { startsAt: 'merchant:promotion.pickerSearch' });
  });

  it('the back-office dialog (barcode scan, product forms): Tab cycles, Escape closes', async () => {
    await walk((close) => (
      // Buttons only: jsdom's selector engine lists inputs before earlier buttons, an order no browser has.
      <Dialog title="Scan" onClose={close}>
        <button type="button">Use camera</button>
        <button type="button">Find</button>
      </Dialog>
    ));
  });

  it("the LINE invitation: Tab cycles between 'Later' and 'Go to merchant', Escape answers 'Later'", async () => {
    const answers: boolean[] = [];
    const dist = { SaleUnit: '1001', DIST_NAME: 'Lat Phrao' } as Dist;
    await walk((close) => <OaInviteDialog dist={dist} busy={false} onAnswer={(go) => { answers.push(go); close(); }} />);
    expect(answers).toEqual([false]);
  });

  it('a dialog that must be answered keeps focus on Escape', async () => {
    const { useModalFocus } = await import('../../../src/web/widgets/use-modal-focus');
    function MustAnswer() {
      const ref = useModalFocus<HTMLDivElement>();
      return (
        <div ref={ref} role="dialog" aria-modal="true" aria-label="Decide">
          <button type="button">Accept</button>
          <button type="button">Decline</button>
        </div>
      );
    }
    await walk(() => <MustAnswer />, { closesOnEscape: false });
    expect(inDialog()).toBe(true);
  });

  it('a dialog opened above another takes the keyboard; Escape closes only the top one, then the one below', async () => {
    const { useModalFocus } = await import('../../../src/web/widgets/use-modal-focus');
    function Above({ onClose }: { onClose: () => void }) {
      const ref = useModalFocus<HTMLDivElement>({ onEscape: onClose });
      return (
        <div ref={ref} role="dialog" aria-modal="true" aria-label="Above">
          <button type="button">Yes</button>
          <button type="button">No</button>
        </div>
      );
    }
    function Below({ onClose }: { onClose: () => void }) {
      const [above, setAbove] = useState(false);
      const ref = useModalFocus<HTMLDivElement>({ onEscape: onClose });
      return (
        <>
          <div ref={ref} role="dialog" aria-modal="true" aria-label="Below">
            <button type="button" onClick={() => setAbove(true)}>Ask</button>
            <button type="button">Other</button>
          </div>
          {above && <Above onClose={() => setAbove(false)} />}
        </>
      );
    }
    const user = userEvent.setup();
    render(<Page dialog={(close) => <Below onClose={close} />} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ask' }));
    await user.keyboard('{Enter}');
    const above = screen.getByRole('dialog', { name: 'Above' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yes' }));
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(above.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Above' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Below' })).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ask' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
