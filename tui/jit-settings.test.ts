import { spawnSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { applyJitSettings, JIT_FLAGS } from './jit-settings.js';

/** What V8 prints when `flags` are set in a fresh Node process (it names a flag it does not know). */
function complaints(flags: string): string {
  const script = `require('node:v8').setFlagsFromString(${JSON.stringify(flags)})`;
  const run = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  return run.stdout + run.stderr;
}

describe('JIT settings', () => {
  test('on-stack replacement off, flag by flag', () => {
    const set: string[] = [];
    applyJitSettings((flag) => set.push(flag));
    expect(set).toEqual(['--no-use-osr']);
    expect(set).toEqual([...JIT_FLAGS]);
  });

  test('the V8 of this Node knows every flag', () => {
    for (const flag of JIT_FLAGS) expect(complaints(flag)).toBe('');
    // The check can fail: a flag V8 does not know is named.
    expect(complaints('--no-such-flag-at-all')).toMatch(/unrecognized flag --no-such-flag-at-all/);
  });
});
