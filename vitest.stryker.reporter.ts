// A vitest reporter for the mutation runs only (vitest.stryker.config.ts): a test file that fails
// to load becomes one failed test. Stryker's vitest runner builds a mutant's result from the tests
// it collected, and a file whose import throws collects none, so a static mutant that stops a
// module from loading (a term name mistyped in engines/zarkov/evaluator.ts's module-level slot()
// calls, say) was scored Survived although every test importing the module fails
// (stryker-js issue 6150). Not used by `npm test`.
import type { RunnerTestFile } from 'vitest';
import type { Reporter, TestModule } from 'vitest/node';

export default class LoadFailureReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    for (const module of testModules) {
      // The runner's task behind the module: the object Stryker's runner reads afterwards.
      const file = (module as unknown as { task: RunnerTestFile }).task;
      if (file.result?.state !== 'fail' || file.tasks.length > 0) continue;
      // The cast: vitest types a test with a context that only its runner builds; nothing reads
      // it once the run has finished.
      file.tasks.push({
        type: 'test',
        id: `${file.id}_load`,
        name: 'the test file loads',
        mode: 'run',
        file,
        suite: undefined,
        meta: {},
        result: {
          state: 'fail',
          errors: file.result.errors ?? [{ message: 'the test file failed to load' }],
        },
      } as unknown as (typeof file.tasks)[number]);
    }
  }
}
