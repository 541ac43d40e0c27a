import type { Reporter, TestModule } from 'vitest/node';

/**
 * In CI a skipped test is a failure: a suite that silently skips (a missing database, a forgotten
 * `.skip`) would otherwise pass green. Tests that only make sense on one database live in files the
 * other run leaves out (scripts/test-pg.ts), not behind `skipIf`.
 */
export default class NoSkipsReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    if (!process.env.CI) return;
    const skipped: string[] = [];
    for (const m of modules) {
      for (const t of m.children.allTests()) {
        const state = t.result().state;
        if (state === 'skipped' || state === 'pending') skipped.push(`${m.moduleId.replace(process.cwd() + '/', '')} > ${t.fullName}`);
      }
    }
    if (skipped.length === 0) return;
    console.error(`\nno-skips: ${skipped.length} test(s) skipped in CI, which counts as a failure:\n  ${skipped.join('\n  ')}`);
    process.exitCode = 1;
  }
}
