import type { Reporter, TestModule, TestSuite } from 'vitest/node';

const marks = { passed: '✓', failed: '✗' } as const;
const LABEL_WIDTH = 72;
const runOf = (suite: TestSuite) => suite.name.split(' ')[0]!;

/** Lines of a first try's error kept in the report: its message and the suite's own frames (not vitest's). */
const ERROR_LINES = 8;

/**
 * After vitest's own report: one line per journey, one column per run (✓ passed, ✗ failed, · does not apply or
 * was not selected), and each run's wall time. Then every journey that passed only on its retry (CI retries once:
 * vitest.config.ts), with what its first try threw, which vitest's own report leaves out: a flaky journey says why.
 * For a failed try, flaky or not, its last steps and their times (defineRun.ts): a try that timed out says where.
 */
export default class MatrixReporter implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly seconds = new Map<string, string>();

  onTestSuiteReady(suite: TestSuite) {
    this.started.set(runOf(suite), Date.now());
  }

  /** Once its afterAll has closed the browser. */
  onTestSuiteResult(suite: TestSuite) {
    const started = this.started.get(runOf(suite));
    if (started !== undefined) this.seconds.set(runOf(suite), ((Date.now() - started) / 1000).toFixed(1));
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const runs: string[] = [];
    const seconds = this.seconds;
    const rows = new Map<string, Map<string, string>>();
    const retried: string[] = [];
    const failed: string[] = [];
    for (const module of modules.filter((m) => m.moduleId.endsWith('.runs.ts')))
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (test.parent.type !== 'suite' || (state !== 'passed' && state !== 'failed')) continue;
        const run = runOf(test.parent);
        if (!runs.includes(run)) runs.push(run);
        const row = rows.get(test.name) ?? new Map<string, string>();
        row.set(run, marks[state]);
        rows.set(test.name, row);
        const { errors } = test.result();
        const tries = test.meta().failedTries ?? [];
        const lastSteps = tries.flatMap((trail, i) => [
          `    the last steps of failed try ${i + 1} (seconds into the try, step, how long it took):`,
          ...trail.map((l) => `      ${l}`),
        ]);
        if (state === 'passed' && test.diagnostic()?.flaky && errors?.length)
          retried.push(
            `${run} · ${test.name}`,
            ...errors.flatMap((error) =>
              (error.stack ?? error.message)
                .split('\n')
                .filter((l) => !l.includes('/node_modules/'))
                .slice(0, ERROR_LINES)
                .map((l) => `    ${l}`),
            ),
            ...lastSteps,
          );
        if (state === 'failed' && lastSteps.length > 0) failed.push(`${run} · ${test.name}`, ...lastSteps);
      }
    if (runs.length === 0) return;

    const byNumber = [...rows].sort(([a], [b]) => Number.parseInt(a, 10) - Number.parseInt(b, 10));
    const line = (label: string, cells: string[]) =>
      `${label.slice(0, LABEL_WIDTH).padEnd(LABEL_WIDTH)}  ${cells.map((cell, i) => cell.padEnd(runs[i]!.length)).join('  ')}`;
    const out = [
      '',
      'Journeys × runs (✓ passed, ✗ failed, · not applicable at this width or not selected)',
      line('', runs),
      ...byNumber.map(([journey, cells]) =>
        line(
          journey,
          runs.map((run) => cells.get(run) ?? '·'),
        ),
      ),
      line(
        'run time, s (browser start and stop included)',
        runs.map((run) => seconds.get(run) ?? '?'),
      ),
      '',
      ...(retried.length > 0 ? ['Passed only on the retry; the first try threw:', ...retried, ''] : []),
      ...(failed.length > 0 ? ['Failed; where each try spent its time:', ...failed, ''] : []),
    ];
    process.stdout.write(out.join('\n') + '\n');
  }
}
