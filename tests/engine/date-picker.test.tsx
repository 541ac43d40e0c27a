import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n, localeResources } from '../../src/engine/index';
import { DatePicker } from '../../src/engine/date-picker';

// Opening the calendar loads react-day-picker lazily; allow for a busy machine.
const SLOW = { timeout: 10_000 };

function Harness({ initial, onChange }: { initial: string; onChange: (iso: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="start">Start</label>
      <DatePicker id="start" label="Start" value={value} onChange={(iso) => { setValue(iso); onChange(iso); }} />
      <output data-testid="value">{value}</output>
    </>
  );
}

function renderPicker(lang: 'th' | 'en', initial = '') {
  const onChange = vi.fn();
  const i18n = createI18n({ lang, resources: localeResources });
  render(
    <I18nextProvider i18n={i18n}>
      <Harness initial={initial} onChange={onChange} />
    </I18nextProvider>,
  );
  return { onChange, user: userEvent.setup() };
}

describe('DatePicker', () => {
  it('shows a Thai page the Buddhist-era year and gives the form the ISO day', async () => {
    const { onChange, user } = renderPicker('th', '2026-11-20');
    const box = screen.getByLabelText('Start');
    expect(box).toHaveValue('20/11/2569');
    await user.clear(box);
    await user.type(box, '5/1/2570');
    expect(onChange).toHaveBeenLastCalledWith('2027-01-05');
    expect(screen.getByTestId('value')).toHaveTextContent('2027-01-05');
  });

  it('reads a typed day/month/year on an English page as the Gregorian year', async () => {
    const { onChange, user } = renderPicker('en');
    await user.type(screen.getByLabelText('Start'), '20/11/2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-20');
  });

  it('says so when the text is not a date, and keeps the last good value', async () => {
    const { onChange, user } = renderPicker('en', '2026-11-20');
    const box = screen.getByLabelText('Start');
    await user.clear(box);
    onChange.mockClear();
    await user.type(box, '31/02/2026');
    await user.tab();
    expect(onChange).not.toHaveBeenCalledWith(expect.stringMatching(/2026-02|2026-03/));
    expect(screen.getByRole('alert')).toHaveTextContent(/Not a date/);
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('picks a day from the Thai calendar (Buddhist-era caption) by keyboard; Escape closes it', async () => {
    const { onChange, user } = renderPicker('th', '2026-11-20');
    const button = screen.getByRole('button', { name: 'เลือกวันที่ของ Start' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'ปฏิทิน: Start' }, SLOW);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // The year dropdown and the grid's name say 2569, not 2026.
    expect(await within(dialog).findByRole('grid', {}, SLOW)).toHaveAccessibleName(/พฤศจิกายน 2569/);
    expect(within(dialog).queryByText('2026')).toBeNull();
    // The selected day has the focus; ArrowRight moves to the 21st, Enter picks it.
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-21');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Start')).toHaveValue('21/11/2569');
    expect(button).toHaveFocus();

    await user.click(button);
    await screen.findByRole('dialog', {}, SLOW);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows an English calendar in the Gregorian year', async () => {
    const { user } = renderPicker('en', '2026-11-20');
    await user.click(screen.getByRole('button', { name: 'Choose a date for Start' }));
    const dialog = await screen.findByRole('dialog', { name: 'Calendar: Start' }, SLOW);
    expect(await within(dialog).findByRole('grid', {}, SLOW)).toHaveAccessibleName(/November 2026/);
  });

  it('opens the calendar towards the side with room when the field is near the right edge of a phone', async () => {
    const rect = (left: number, top: number, width: number, height: number) =>
      ({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top, toJSON: () => ({}) }) as DOMRect;
    const spy = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return this.getAttribute('role') === 'dialog' ? rect(0, 0, 300, 330) : rect(220, 80, 160, 40);
    });
    const width = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
    try {
      const { user } = renderPicker('en', '2026-11-20');
      await user.click(screen.getByRole('button', { name: 'Choose a date for Start' }));
      // 220 + 300 would end past 390 px: the calendar lines up with the field's right edge instead.
      expect(await screen.findByRole('dialog', { name: 'Calendar: Start' }, SLOW)).toHaveAttribute('data-placement', 'bottom-end');
    } finally {
      spy.mockRestore();
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    }
  });
});
