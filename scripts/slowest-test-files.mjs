// @ts-check
/**
 * A Vitest reporter that ends a run of many files with the slowest ones and where their time went:
 * the environment (happy-dom), importing the file and what it imports, and its tests with their
 * hooks (a `beforeAll` that starts a gateway counts there). `TEST_TIMINGS=N` shows N rows.
 */

/** Below this many files a run is one feature's, and the table would only repeat it. */
const MIN_FILES = 20;

const seconds = (ms) => (ms / 1000).toFixed(1).padStart(6);

/** @implements {import('vitest/node').Reporter} */
export default class SlowestTestFiles {
  /** @param {ReadonlyArray<import('vitest/node').TestModule>} modules */
  onTestRunEnd(modules) {
    if (modules.length < MIN_FILES) return;
    const rows = modules.map((module) => {
      const d = module.diagnostic();
      const environment = d.environmentSetupDuration + d.prepareDuration + d.setupDuration;
      return { file: module.moduleId.replace(`${process.cwd()}/`, ''), environment, imports: d.collectDuration, tests: d.duration };
    });
    const total = (row) => row.environment + row.imports + row.tests;
    rows.sort((a, b) => total(b) - total(a));
    const shown = rows.slice(0, Number(process.env.TEST_TIMINGS ?? 10));
    const sum = rows.reduce((all, row) => all + total(row), 0);
    const lines = [
      '',
      `Slowest test files (seconds; all ${rows.length} files add up to ${(sum / 1000).toFixed(0)} s across the workers)`,
      `${'total'.padStart(6)} ${'env'.padStart(6)} ${'import'.padStart(6)} ${'tests'.padStart(6)}  file`,
      ...shown.map((row) => `${seconds(total(row))} ${seconds(row.environment)} ${seconds(row.imports)} ${seconds(row.tests)}  ${row.file}`),
      '',
    ];
    process.stdout.write(lines.join('\n'));
  }
}
