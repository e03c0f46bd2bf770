// The rule patches of `npm run mutate-rules` cannot rot silently: each still finds its text exactly
// once, changes it, and names a test file that holds the test it expects to fail. (Whether each
// patch is killed is what the script itself checks, by hand: it runs for minutes.)

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { repoRoot } from './files.js';
import { applyPatch, occurrences, readRulePatches, testNamePattern } from './rule-patches.js';

const ROOT = repoRoot();
const PATCHES = readRulePatches(ROOT);

describe('scripts/rule-patches.json', () => {
  test('at least 80 named patches, over the three engines, each name once', () => {
    expect(PATCHES.length).toBeGreaterThanOrEqual(80);
    const names = PATCHES.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    expect(PATCHES.filter((p) => p.file.startsWith('engines/hiarcs/')).length).toBeGreaterThanOrEqual(20);
    expect(PATCHES.filter((p) => p.file.startsWith('engines/zarkov/')).length).toBeGreaterThanOrEqual(20);
    expect(PATCHES.filter((p) => p.file.startsWith('engines/gnu/')).length).toBeGreaterThanOrEqual(20);
  });

  test.each(PATCHES.map((p) => [p.name, p] as const))('%s: applies once, and its test exists', (_name, p) => {
    const source = readFileSync(join(ROOT, p.file), 'utf8');
    expect(occurrences(source, p.search)).toBe(1);
    const patched = applyPatch(source, p);
    expect(patched).toBeDefined();
    expect(patched).not.toBe(source);
    expect(p.testFile).toMatch(/\.test\.ts$/);
    expect(existsSync(join(ROOT, p.testFile))).toBe(true);
    expect(readFileSync(join(ROOT, p.testFile), 'utf8')).toContain(p.test);
  });
});

describe('rule-patches helpers', () => {
  test('occurrences counts non-overlapping matches; an empty search text never matches', () => {
    expect(occurrences('a < b && a < b', 'a < b')).toBe(2);
    expect(occurrences('abc', '')).toBe(0);
  });

  test('applyPatch refuses a text found twice or not at all, and keeps $ in the replacement literal', () => {
    const p = { name: 'n', file: 'f', search: 'x', replace: '$&y', testFile: 't.test.ts', test: 't' };
    expect(applyPatch('x', p)).toBe('$&y');
    expect(applyPatch('x x', p)).toBeUndefined();
    expect(applyPatch('z', p)).toBeUndefined();
  });

  test('testNamePattern matches a test name literally', () => {
    const name = 'ply-1 ordering: captures (TacticalMoves 1) ... 75% [x] +1 $ ^ a|b \\';
    expect(new RegExp(testNamePattern(name)).test(`describe > ${name}`)).toBe(true);
    expect(new RegExp(testNamePattern('a.c')).test('abc')).toBe(false);
  });
});
