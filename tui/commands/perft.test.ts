import { describe, expect, test } from 'vitest';
import { EXIT_USAGE } from './output.js';
import { runPerft } from './perft.js';

/** A clock that advances 10 ms per reading, so times and rates are fixed. */
function fakeClock(): () => number {
  let t = 0;
  return () => (t += 10);
}

describe('runPerft', () => {
  // Counts from the published perft tables (chessprogramming.org "Perft Results").
  test.each([
    ['0x88', 3, 8902],
    ['mailbox', 3, 8902],
    ['0x88', 0, 1],
  ])('start position on %s, depth %i: %i', (layout, depth, nodes) => {
    const out = runPerft({ depth: String(depth), layout }, fakeClock());
    expect(out.code).toBe(0);
    expect(out.stderr).toEqual([]);
    expect(out.stdout).toEqual([`Nodes: ${nodes}`, 'Time: 10 ms', `Nodes/s: ${nodes * 100}`]);
  });

  test('defaults to 0x88 and the start position', () => {
    const out = runPerft({ depth: 2, json: true }, fakeClock());
    expect(out.stdout).toEqual(['{"nodes":400,"ms":10,"nps":40000,"layout":"0x88"}']);
  });

  test('--json prints one line with nodes, ms, nps and layout', () => {
    const out = runPerft({ depth: '3', json: true, layout: 'mailbox' });
    expect(out.code).toBe(0);
    expect(out.stdout).toHaveLength(1);
    const record = JSON.parse(out.stdout[0]!) as Record<string, unknown>;
    expect(Object.keys(record)).toEqual(['nodes', 'ms', 'nps', 'layout']);
    expect(record.nodes).toBe(8902);
    expect(record.layout).toBe('mailbox');
    expect(Number.isInteger(record.ms)).toBe(true);
    expect(Number.isInteger(record.nps)).toBe(true);
  });

  test('--divide on the start position at depth 1 lists the 20 moves sorted, then the total', () => {
    const out = runPerft({ depth: '1', divide: true }, fakeClock());
    const moves = out.stdout.slice(0, 20);
    expect(moves).toHaveLength(20);
    for (const line of moves) expect(line).toMatch(/^[a-h][1-8][a-h][1-8]: 1$/);
    expect(moves).toEqual([...moves].sort());
    expect(moves).toContain('e2e4: 1');
    expect(moves).toContain('g1f3: 1');
    expect(out.stdout.slice(20)).toEqual(['', 'Nodes: 20', 'Time: 10 ms', 'Nodes/s: 2000']);
  });

  test('--divide counts each first move (Kiwipete, depth 2)', () => {
    // Kiwipete: 48 moves, 2039 at depth 2; castling shown as the king's move.
    const fen = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
    const out = runPerft({ depth: '2', divide: true, json: true, fen });
    const record = JSON.parse(out.stdout[0]!) as { nodes: number; divide: Record<string, number> };
    expect(record.nodes).toBe(2039);
    expect(Object.keys(record.divide)).toHaveLength(48);
    expect(Object.keys(record.divide)).toEqual(Object.keys(record.divide).sort());
    expect(record.divide.e1g1).toBeGreaterThan(0);
    expect(Object.values(record.divide).reduce((a, b) => a + b, 0)).toBe(2039);
  });

  test('a bad FEN gives the parser message on one line and exit 2', () => {
    const out = runPerft({ depth: '3', fen: 'garbage' });
    expect(out).toEqual({
      stdout: [],
      stderr: ["ttychess: FEN: 'garbage' has 1 fields; expected 6 (or 4 without the clocks)"],
      code: EXIT_USAGE,
    });
  });

  test('a bad layout is named with the choices', () => {
    const out = runPerft({ depth: '1', layout: '10x12' });
    expect(out.code).toBe(EXIT_USAGE);
    expect(out.stderr).toEqual(["ttychess: --layout '10x12' is not one of: mailbox, 0x88"]);
  });

  test.each(['-1', '21', '2.5', 'three', '', '1e1'])('depth %j is refused in one line', (depth) => {
    const out = runPerft({ depth });
    expect(out.code).toBe(EXIT_USAGE);
    expect(out.stdout).toEqual([]);
    expect(out.stderr).toEqual([`ttychess: depth '${depth}' is not a whole number from 0 to 20`]);
  });

  test('--divide needs at least one ply', () => {
    expect(runPerft({ depth: '0', divide: true }).stderr).toEqual([
      'ttychess: --divide needs a depth of at least 1',
    ]);
  });
});
