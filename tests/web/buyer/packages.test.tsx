import { configure, screen } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { contractJson } from '../../../mocks/contract';
import { defaultHandlers } from '../../../mocks/handlers';
import { customer, renderApp } from '../render-app';
import { quietHandlers } from './fixtures';
import { mswServer } from '../msw-server';

configure({ asyncUtilTimeout: 10_000 });
const server = mswServer(...defaultHandlers, ...quietHandlers);
afterEach(() => {
  document.body.innerHTML = '';
});

describe('my packages /my-package', () => {
  it('with no package and none on sale, does not say "buy a package below", and names the centre as the shop does', async () => {
    server.use(
      http.get('*/api/my-packages', () => contractJson('getMyPackages', { Data: [] })),
      http.get('*/api/packages', () => contractJson('getPackages', { Data: [] })),
    );
    await renderApp(null, { url: '/en/my-package', user: customer() });
    expect(await screen.findByText('No packages on sale at this branch')).toBeInTheDocument();
    expect(screen.getByTestId('packages-empty')).toHaveTextContent('You have no packages yet');
    expect(screen.queryByText('Buy a package below, then use it at checkout.')).toBeNull();
  });
});
