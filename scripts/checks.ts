/*
 * npm run checks: lint (ESLint, then the OpenAPI lint and drift check), typecheck and tenants:check,
 * as `npm test` runs them before the suites. tsc and ESLint each use one core, so the type check
 * runs beside the other three on a 2-core machine (docs/testing.md "CI duration"). Each job's output
 * is printed whole when it ends, so the logs do not interleave; the run fails if any job failed.
 */
import { spawn } from 'node:child_process';

interface Job { name: string; steps: string[][] }

const JOBS: Job[] = [
  { name: 'typecheck', steps: [['npm', 'run', '--silent', 'typecheck']] },
  { name: 'lint, tenants:check', steps: [['npm', 'run', '--silent', 'lint'], ['npm', 'run', '--silent', 'tenants:check']] },
];

function step(cmd: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd[0]!, cmd.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
  });
}

async function run(job: Job): Promise<boolean> {
  const started = Date.now();
  for (const cmd of job.steps) {
    const { code, out } = await step(cmd);
    process.stdout.write(`\n> ${cmd.join(' ')}\n${out}`);
    if (code !== 0) {
      console.error(`checks: ${cmd.join(' ')} failed (exit ${code})`);
      return false;
    }
  }
  console.info(`checks: ${job.name} passed in ${Math.round((Date.now() - started) / 1000)} s`);
  return true;
}

const results = await Promise.all(JOBS.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
