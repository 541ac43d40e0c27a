import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorPage } from '../../../src/web/app/ErrorPageLoader';

// The error page itself fails (a render error, or its chunk will not load).
vi.mock('../../../src/web/app/ErrorPage', () => ({
  default: () => {
    throw new Error('the error page broke');
  },
}));

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('error page fallback', () => {
  it("shows a plain message with a 'Go back to home' link in the page's language", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ErrorPage status={500} message="errors:generic" locale="en" />);
    expect(await screen.findByTestId('error-fallback')).toHaveTextContent('Something went wrong while showing this page.');
    expect(screen.getByRole('link', { name: 'Go back to home' })).toHaveAttribute('href', '/en');
    document.body.innerHTML = '';
    render(<ErrorPage status={404} message="errors:notFound" locale="th" />);
    expect(await screen.findByRole('link', { name: 'กลับไปหน้าแรก' })).toHaveAttribute('href', '/');
  });
});
