import { Suspense } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n, localeResources, SchemaForm, type LocaleResources } from '../../src/engine/index';
import schema from './fixtures/promotion-form.json';
import survey from '../../schemas/forms/survey-satisfaction.json';

const resources: LocaleResources = {
  th: {
    ...localeResources.th,
    merchant: {
      promotion: { general: 'ข้อมูลทั่วไป', name: 'ชื่อโปรโมชั่น', shortName: 'ชื่อย่อ', enabled: 'เปิดใช้งาน', nameRequired: 'กรุณาระบุชื่อโปรโมชั่น', linesRequired: 'กรุณาระบุรายละเอียดการคำนวณ', freeRequired: 'กรุณาระบุจำนวนของแถม' },
    },
  },
  en: {
    ...localeResources.en,
    merchant: {
      promotion: { general: 'General', name: 'Promotion name', shortName: 'Short name', enabled: 'Enabled', nameRequired: 'Please enter promotion name', linesRequired: 'Please enter calculation detail', freeRequired: 'Please enter free item quantity in calculation detail' },
    },
  },
};

// The first render loads rjsf and the form's validator lazily; allow for a busy machine.
const SLOW = { timeout: 10_000 };

function renderForm(lang: 'th' | 'en', formData: Record<string, unknown> = { lines: [] }, onSubmit = vi.fn()) {
  const i18n = createI18n({ lang, resources });
  const utils = render(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={<p>loading form</p>}>
        <SchemaForm schema={schema} formData={formData} onSubmit={onSubmit} submitLabel="common:action.save" />
      </Suspense>
    </I18nextProvider>,
  );
  return { ...utils, i18n, onSubmit };
}

describe('SchemaForm', () => {
  it("shows the spec's English messages on submit and does not submit", async () => {
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn');
    const { onSubmit } = renderForm('en');
    const save = await screen.findByRole('button', { name: 'Save' }, SLOW);
    expect(screen.getByLabelText(/Promotion name/)).toBeInTheDocument();
    await userEvent.click(save);
    expect(await screen.findByText('Please enter promotion name')).toBeInTheDocument();
    expect(screen.getByText('Please enter calculation detail')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    // The build precompiled this schema: no run-time ajv (which a strict CSP would block).
    expect(warn).not.toHaveBeenCalled();
    error.mockRestore();
    warn.mockRestore();
  });

  it('still validates an ad-hoc schema the build did not precompile, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const adHoc = { type: 'object', required: ['code'], properties: { code: { type: 'string', title: 'common:label.total' } } };
    render(
      <I18nextProvider i18n={createI18n({ lang: 'en', resources })}>
        <Suspense fallback={null}>
          <SchemaForm schema={adHoc} onSubmit={vi.fn()} />
        </Suspense>
      </I18nextProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }, SLOW));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Total/)).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not precompiled'));
    warn.mockRestore();
  });

  it('shows the Thai translations in Thai, and follows a language switch', async () => {
    const { i18n } = renderForm('th');
    const save = await screen.findByRole('button', { name: 'บันทึก' }, SLOW);
    expect(screen.getByLabelText(/ชื่อโปรโมชั่น/)).toBeInTheDocument();
    await userEvent.click(save);
    expect(await screen.findByText('กรุณาระบุชื่อโปรโมชั่น')).toBeInTheDocument();
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    await waitFor(() => expect(screen.getByLabelText(/Promotion name/)).toBeInTheDocument());
  });

  it('submits the typed data once valid, through theme-ui widgets', async () => {
    const { onSubmit } = renderForm('en', { lines: [{ DiscNumber: 5 }] });
    const name = await screen.findByLabelText(/Promotion name/, undefined, SLOW);
    await userEvent.type(name, 'Summer');
    await userEvent.type(screen.getByLabelText(/Short name/), 'SUM');
    await userEvent.click(screen.getByLabelText('Enabled'));
    await userEvent.selectOptions(screen.getByRole('combobox'), 'FreeItem');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // A free-item promotion needs the free quantity on every line (a conditional rule of the schema).
    expect(await screen.findByText('Please enter free item quantity in calculation detail')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.selectOptions(screen.getByRole('combobox'), 'DiscountValue');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({ PromotionName: 'Summer', Opt30: 'SUM', FlagEnabled: true, PromotionType: 'DiscountValue', lines: [{ DiscNumber: 5 }] });
  });

  it('with blankChoices a survey question is not answered for the person: empty answers are refused, chosen ones sent', async () => {
    const i18n = createI18n({ lang: 'en', resources: { ...resources, en: { ...resources.en, buyer: { mission: { survey: {
      rating: 'How happy are you?', reorder: 'Order again?', comment: 'Anything else?', required: 'Please answer this question',
      ratings: { 5: 'Very happy', 4: 'Happy', 3: 'OK', 2: 'Unhappy', 1: 'Very unhappy' }, yes: 'Yes', maybe: 'Maybe', no: 'No',
    } } } } } });
    const onSubmit = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<p>loading form</p>}>
          <SchemaForm schema={survey} onSubmit={onSubmit} submitLabel="common:action.save" blankChoices />
        </Suspense>
      </I18nextProvider>,
    );
    const save = await screen.findByRole('button', { name: 'Save' }, SLOW);
    const [rating, reorder] = screen.getAllByRole('combobox');
    expect(rating).toHaveValue('');
    await userEvent.click(save);
    expect(await screen.findAllByText('Please answer this question')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.selectOptions(rating, 'Happy');
    await userEvent.selectOptions(reorder, 'Maybe');
    await userEvent.click(save);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({ rating: 4, reorder: 'maybe' });
  });
});
