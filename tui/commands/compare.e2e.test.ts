// End to end: `ttychess compare` in the built binary, its engines in worker threads (`npm test`
// builds dist/ first; by hand: npx tsc -p tsconfig.build.json).

import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const CLI = fileURLToPath(new URL('../../dist/tui/cli.js', import.meta.url));
const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';

/** Runs `node dist/tui/cli.js ...args` with stdin not a terminal. */
function ttychess(...args: string[]) {
  const r = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', stdio: 'pipe', timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('ttychess compare (built)', () => {
  test("Kiwipete at depth 3: gnu's column, its evaluation by group and its search", () => {
    const r = ttychess('compare', '--fen', KIWIPETE, '--depth', '3');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines.slice(0, 2)).toEqual([`Position: ${KIWIPETE}`, 'Search: depth 3']);
    expect(lines.some((l) => /^ +(.* )?GNU Chess 1987/.test(l))).toBe(true);
    expect(lines.some((l) => /^ +(.* )?gnu( |$)/.test(l))).toBe(true);
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}total +[+-]?\d+\.\d\d/));
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}best move +[NBRQK]?[a-h]?x?[a-h][1-8]|O-O/));
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}depth +3\/\d+/));
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}pv +1\. \S+/));
  });

  test('--json: one line, every group, the search in UCI and SAN, the score from White', () => {
    const r = ttychess('compare', '--fen', KIWIPETE, '--engines', 'gnu', '--depth', '2', '--json');
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout.trimEnd().split('\n')).toHaveLength(1);
    const record = JSON.parse(r.stdout);
    expect(record.fen).toBe(KIWIPETE);
    const [gnu] = record.engines;
    expect(gnu.engine).toBe('gnu');
    expect(Object.keys(gnu.eval.groups)).toEqual([
      'material',
      'pawns',
      'pieces',
      'mobility',
      'king safety',
      'other',
    ]);
    const sum = Object.values(gnu.eval.groups as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(sum).toBe(gnu.eval.total);
    expect(gnu.search).toMatchObject({ depth: 2, bestmove: expect.stringMatching(/^[a-h][1-8][a-h][1-8]$/) });
    expect(gnu.search.pv[0]).toBe(gnu.search.bestmove);
  });

  test.each([
    [['compare', '--engines', 'deep-thought'], /^ttychess: compare: --engines: no engine 'deep-thought'/],
    [['compare', '--depth', 'deep'], /^ttychess: --depth 'deep' is not a whole number from 1 to 64$/],
    [['compare', '--fen', 'garbage'], /^ttychess: FEN: 'garbage' has 1 fields/],
    [['compare', '--dept', '3'], /^ttychess: Unknown argument: dept$/],
  ])('%j: exit 2, one line on stderr', (args, message) => {
    const r = ttychess(...args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(r.stderr.trimEnd()).toMatch(message);
  });
});
