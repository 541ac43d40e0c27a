import { afterEach, describe, expect, it } from 'vitest';
import { watchTenants, type TenantChange } from '../../src/engine/node';
import { scratchRepo, LOGO } from './fixtures';

describe('watchTenants', () => {
  let repo: ReturnType<typeof scratchRepo>;
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    repo.cleanup();
  });

  function nextChange(): Promise<TenantChange> {
    return new Promise((resolve) => {
      stop = watchTenants(repo.tenants, (change) => resolve(change));
    });
  }

  it('reports a new tenant folder within a few seconds', async () => {
    repo = scratchRepo();
    const changed = nextChange();
    repo.write('newshop', 'tenant.json', JSON.stringify({ id: 'newshop' }));
    repo.write('newshop', 'logo.svg', LOGO);
    const started = Date.now();
    expect((await changed).tenantIds).toEqual(['newshop']);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('reports an edited tenant file', async () => {
    repo = scratchRepo();
    const changed = nextChange();
    await new Promise((resolve) => setTimeout(resolve, 50));
    repo.write('sabai', 'tenant.json', JSON.stringify({ id: 'sabai', flags: { ENABLE_CHAT: 'N' } }));
    expect((await changed).tenantIds).toEqual(['sabai']);
  });

  it('stops reporting once stopped', async () => {
    repo = scratchRepo();
    const seen: TenantChange[] = [];
    stop = watchTenants(repo.tenants, (change) => seen.push(change));
    stop();
    repo.write('late', 'tenant.json', '{}');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(seen).toEqual([]);
  });
});
