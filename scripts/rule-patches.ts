// The rule patches of `npm run mutate-rules` (scripts/mutate-rules.ts): the list, kept as data in
// scripts/rule-patches.json, and the checks that keep it from rotting. A patch is one small
// textual edit that breaks one rule of an engine's sources (a constant changed, one operand of a
// condition dropped, a flag taken out of a set), named, with the test that must fail when it is
// applied. StrykerJS makes none of these edits (docs/engines/hiarcs.md, "What StrykerJS does not
// mutate").

import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One rule-breaking edit and the test expected to fail with it. */
export interface RulePatch {
  /** Short unique name, e.g. "hiarcs: a pinned pawn guards". */
  readonly name: string;
  /** The source file edited, relative to the repository root. */
  readonly file: string;
  /** The text replaced: it must occur exactly once in the file. */
  readonly search: string;
  readonly replace: string;
  /** The test file run (relative to the root) and the test's name (matched literally by vitest -t). */
  readonly testFile: string;
  readonly test: string;
}

/** The patch list of the repository at `root`, read from scripts/rule-patches.json. */
export function readRulePatches(root: string): RulePatch[] {
  const text = readFileSync(join(root, 'scripts', 'rule-patches.json'), 'utf8');
  return JSON.parse(text) as RulePatch[];
}

/** How many times `search` occurs in `text` (non-overlapping). */
export function occurrences(text: string, search: string): number {
  if (search === '') return 0;
  return text.split(search).length - 1;
}

/** `text` with the patch applied; undefined when its search text does not occur exactly once. */
export function applyPatch(text: string, patch: RulePatch): string | undefined {
  if (occurrences(text, patch.search) !== 1) return undefined;
  return text.replace(patch.search, () => patch.replace);
}

/** A vitest -t pattern (a regular expression) that matches `name` literally. */
export function testNamePattern(name: string): string {
  return name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
