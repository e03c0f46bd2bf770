import { expect, test } from 'vitest';
import { X88 } from '../../core/layout.js';
import { boardFromFen, START_FEN } from '../../core/fen.js';
import type { Evaluation } from '../../engines/engine.js';
import { fakeMeta } from '../test-support/fake-engine.js';
import { paperTable, squeeze } from './compare-screen.js';
import { Driver, result } from './test-support/driver.js';

const evaluation: Evaluation = {
  total: 10,
  sideToMove: 10,
  terms: [{ name: 'tempo', group: 'other', white: 10, black: 0 }],
};

test('squeeze closes up runs of blank columns, keeping two', () => {
  expect(squeeze(['AB      C', 'D       E'])).toEqual(['AB  C', 'D   E']);
});

test('the table of three engines fits the paper', () => {
  const board = boardFromFen(START_FEN, X88);
  if (!board.ok) throw new Error();
  const long = { ...result('g1f3'), pv: ['g1f3', 'g8f6', 'd2d4', 'd7d5', 'c2c4', 'e7e6', 'b1c3', 'f8e7'] };
  const columns = ['hiarcs', 'zarkov', 'gnu'].map((id) => ({
    meta: fakeMeta({ id: id as 'gnu', name: `${id} engine` }),
    evaluation,
    result: long,
  }));
  const lines = paperTable(board.value, columns);
  for (const line of lines) expect(line.length).toBeLessThanOrEqual(72);
  expect(lines.join('\n')).toContain('BEST MOVE');
});

test('a FEN is checked, then every engine compares it; the answer prints the table', () => {
  const d = new Driver();
  d.line('4');
  expect(d.line('not a fen')[1]).toMatch(/^\? /);
  d.line('');
  const effect = d.effects.at(-1) as { kind: string; tag: number; engines: string[] };
  expect(effect).toMatchObject({ kind: 'compare', fen: START_FEN, engines: ['zarkov', 'gnu'] });
  const columns = [fakeMeta({ id: 'zarkov', name: 'Zarkov' })].map((meta) => ({
    meta,
    evaluation,
    result: result('g1f3'),
  }));
  const printed = d.act({ type: 'compared', tag: effect.tag, columns });
  expect(printed.join('\n')).toMatch(/BEST MOVE +NF3/);
  expect(d.prompt()).toBe('FEN? ');
});
