// The test run Stryker uses for mutation testing (`npm run mutate`): only the tests of the engines
// whose seed rules are mutated, so each mutant runs in seconds. MUTATE_ENGINE=hiarcs or zarkov
// narrows it to one engine's tests (for a run of that engine's files). Not used by `npm test`.
import { defineConfig } from 'vitest/config';

const engine = process.env.MUTATE_ENGINE;
const engines = engine === 'hiarcs' || engine === 'zarkov' ? [engine] : ['hiarcs', 'zarkov'];

export default defineConfig({
  test: {
    include: engines.map((e) => `engines/${e}/**/*.test.ts`),
    testTimeout: 120_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
