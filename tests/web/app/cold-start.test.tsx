import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ColdStartError from '../../../src/web/app/ColdStartError';
import { i18nFor } from '../../../src/web/app/i18n';
import { provideTexts } from '../render-app';

describe('cold start with no server', () => {
  it('says plainly that the shop cannot open, in the visitor’s language, with a retry', () => {
    provideTexts();
    const i18n = i18nFor(undefined, 'en');
    void i18n.changeLanguage('en');
    render(<ColdStartError i18n={i18n} reason="unreachable" />);
    expect(screen.getByRole('alert')).toHaveTextContent('The shop cannot open right now');
    expect(screen.getByText('unreachable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
