// `npm run bench`'s reading of `ttychess bench` output and its two tables.

import { expect, test } from 'vitest';
import { engineTable, nodesPerSecond, parseBenchSummary, perftTable } from './bench-report.js';

test('the summary of a ttychess bench output is its total time and node total', () => {
  const stdout = [
    'Zarkov 4.5 (zarkov), depth 5',
    '   1  start position   12345 nodes   41 ms',
    'zarkov: 572573 nodes, 2011 ms',
    '',
    'Total time: 2011 ms',
    'Nodes/second: 284721',
    'Nodes searched: 572573',
    '',
  ].join('\n');
  expect(parseBenchSummary(stdout)).toEqual({ nodes: 572573, ms: 2011 });
});

test.each([
  ['no node total', 'Total time: 20 ms\nNodes/second: 5\n'],
  ['no time', 'Nodes/second: 5\nNodes searched: 100\n'],
  ['an error instead', 'ttychess: bench: no engines are built yet\n'],
])('an output with %s has no summary', (_name, stdout) => {
  expect(parseBenchSummary(stdout)).toBeUndefined();
});

test('nodes a second are rounded, and 0 for a run of no measurable time', () => {
  expect(nodesPerSecond({ nodes: 572573, ms: 2011 })).toBe(284721);
  expect(nodesPerSecond({ nodes: 10, ms: 0 })).toBe(0);
});

test('the engine table lists nodes, then time and speed warm and cold, in aligned columns', () => {
  expect(
    engineTable([
      { id: 'hiarcs', warm: { nodes: 13144, ms: 335 }, cold: { nodes: 13144, ms: 730 } },
      { id: 'zarkov', warm: { nodes: 572573, ms: 2011 }, cold: { nodes: 572573, ms: 3975 } },
    ]),
  ).toEqual([
    'engine   nodes  warm ms  warm nodes/s  cold ms  cold nodes/s',
    'hiarcs   13144      335         39236      730         18005',
    'zarkov  572573     2011        284721     3975        144044',
  ]);
});

test('the perft table gives million nodes a second and each layout against chess.js', () => {
  expect(
    perftTable([
      {
        name: 'Kiwipete',
        depth: 4,
        chessJs: { nodes: 4085603, ms: 10000 },
        x88: { nodes: 4085603, ms: 300 },
        mailbox: { nodes: 4085603, ms: 250 },
      },
    ]),
  ).toEqual([
    'position  depth    nodes  chess.js   0x88  mailbox  0x88/chess.js  mailbox/chess.js',
    'Kiwipete      4  4085603      0.41  13.62    16.34          33.3x             40.0x',
  ]);
});
