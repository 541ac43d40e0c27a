import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchRepo, LOGO } from './fixtures';
import { ROOT } from './helpers';

function check(tenantsDir: string) {
  const run = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, 'scripts/tenants-check.ts'), '--dir', tenantsDir], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return { code: run.status, out: run.stdout + run.stderr };
}

describe('npm run tenants:check', () => {
  let repo: ReturnType<typeof scratchRepo>;
  beforeAll(() => {
    repo = scratchRepo();
  });
  afterAll(() => repo.cleanup());

  it('passes on the repository bundles and counts routes with a real screen', () => {
    const { code, out } = check(path.join(ROOT, 'tenants'));
    expect(out).toContain('_base: OK');
    expect(out).toContain('sabai: OK');
    expect(out).toContain('khongdee: OK (variants: TCP, TCP_HIGEAR, SINGHAONLINE)');
    expect(out).toMatch(/routes with a real screen: \d+\/\d+/);
    expect(code).toBe(0);
  });

  it('fails with file, pointer and reason for each broken tenant while the healthy ones stay OK', () => {
    repo.write('badjson', 'tenant.json', '{ "id": "badjson", }');
    repo.write('badflag', 'tenant.json', JSON.stringify({ id: 'badflag', flags: { DISABLE_GUEST_MODEE: 'Y' } }));
    repo.write('badflag', 'logo.svg', LOGO);
    repo.write('badcomponent', 'tenant.json', JSON.stringify({ id: 'badcomponent', screens: { 'buyer.home': { blocks: { hero: { component: 'NoSuchWidget', order: 1 } } } } }));
    repo.write('badcomponent', 'logo.svg', LOGO);
    const { code, out } = check(repo.tenants);
    expect(code).toBe(1);
    expect(out).toMatch(/badjson: 1 error\(s\)\n\s+\S*tenants\/badjson\/tenant\.json\s+\(root\)\s+invalid JSON/);
    expect(out).toMatch(/badflag\/tenant\.json\s+\/flags\/DISABLE_GUEST_MODEE\s+unknown flag 'DISABLE_GUEST_MODEE'/);
    expect(out).toMatch(/badcomponent\/tenant\.json\s+\/screens\/buyer\.home\/blocks\/hero\/component\s+unknown component 'NoSuchWidget'/);
    expect(out).toContain('sabai: OK');
    expect(out).toContain('khongdee: OK');
    expect(out).toContain('2/5 tenant(s) load');
  });

  it('reports a palette the theme cannot make readable, with file and JSON pointer', () => {
    repo.write('grey', 'tenant.json', JSON.stringify({ id: 'grey', branding: { logo: 'logo.svg', colors: { primary: 'teal', text: '#aaaaaa' } } }));
    repo.write('grey', 'logo.svg', LOGO);
    let { code, out } = check(repo.tenants);
    expect(code).toBe(1);
    expect(out).toMatch(/grey\/tenant\.json\s+\/branding\/colors\/primary\s+'teal' is not a #rgb or #rrggbb colour/);
    repo.write('grey', 'tenant.json', JSON.stringify({ id: 'grey', branding: { logo: 'logo.svg', colors: { primary: '#ffeb3b', text: '#aaaaaa' } } }));
    ({ code, out } = check(repo.tenants));
    expect(out).toMatch(/grey\/tenant\.json\s+\/branding\/colors\/text\s+text #aaaaaa on background #ffffff is 2\.32:1, below 4\.5:1/);
    // A pale yellow brand colour alone is no error: the theme derives its text shade.
    expect(out).not.toMatch(/colors\/primary/);
  });
});
