// The test run Stryker uses for mutation testing (`npm run mutate`): only the tests of the engines
// whose seed rules are mutated, so each mutant runs in seconds. MUTATE_ENGINE=hiarcs, zarkov or gnu
// narrows it to one engine's tests (for a run of that engine's files); MUTATE_TESTS, a comma-separated
// list of test files or globs, narrows it further (a file's own fast tests, for a first pass).
// Not used by `npm test`.
import { defineConfig } from 'vitest/config';
import LoadFailureReporter from './vitest.stryker.reporter.js';

const engine = process.env.MUTATE_ENGINE;
const engines = engine === 'hiarcs' || engine === 'zarkov' ? [engine] : ['hiarcs', 'zarkov'];
// GNU's evaluator: its own tests, the board's, and the oracle's 410 static evaluations (the
// searches would make every mutant cost minutes).
const gnu = ['engines/gnu/evaluator.test.ts', 'engines/gnu/board.test.ts', 'engines/gnu/oracle-eval.test.ts'];
const byEngine =
  engine === 'gnu' ? gnu : [...engines.map((e) => `engines/${e}/**/*.test.ts`), ...(engine ? [] : gnu)];
const chosen = process.env.MUTATE_TESTS?.split(',')
  .map((glob) => glob.trim())
  .filter((glob) => glob !== '');

export default defineConfig({
  test: {
    include: chosen && chosen.length > 0 ? chosen : byEngine,
    testTimeout: 120_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A test file that fails to load counts as a failed test (see vitest.stryker.reporter.ts).
    reporters: ['default', new LoadFailureReporter()],
  },
});
