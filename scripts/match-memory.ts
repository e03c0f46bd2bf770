// `npm run match-memory`: the memory of a long match (issue 36, item 5). Plays one match in this
// process, gnu against zarkov at depth 1 in short games (--max-plies 8), games appended to a PGN
// file in a temporary folder, and after 1,000, 2,000, 5,000 and 10,000 games prints the V8 heap
// in use and the process's resident set, each after a full garbage collection. A match keeps
// counts, not games (tui/match/tally.ts): the figures stay flat as the games go by. Not a timed
// test; the games, engines and depth are arguments:
//
//   npm run match-memory                      10,000 games
//   npm run match-memory -- 2000              2,000 games
//
// Run with --expose-gc (the npm script does) so each figure follows a full collection.

import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registry } from '../engines/registry.js';
import { runMatch } from '../tui/commands/match.js';
import { isMainModule } from './files.js';

const CHECKPOINTS = [1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000];

/** Megabytes, one decimal. */
function mb(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

async function main(): Promise<void> {
  const games = Number(process.argv[2] ?? 10_000);
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc === undefined) console.log('(no --expose-gc: figures are taken without a full collection first)');
  const dir = mkdtempSync(join(tmpdir(), 'ttychess-match-memory-'));
  const pgn = join(dir, 'match.pgn');
  const marks = new Set(CHECKPOINTS.filter((n) => n <= games));
  let done = 0;
  const started = performance.now();
  const sample = () => {
    gc?.();
    const m = process.memoryUsage();
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(
      `${String(done).padStart(7)} games  heap used ${mb(m.heapUsed).padStart(9)}  rss ${mb(m.rss).padStart(9)}  pgn ${mb(statSync(pgn).size).padStart(9)}  ${seconds} s`,
    );
  };
  console.log(`match gnu zarkov --games ${games} --depth 1 --max-plies 8 --concurrency 1 --pgn ${pgn}`);
  try {
    const out = await runMatch(
      {
        engineA: 'gnu',
        engineB: 'zarkov',
        games: String(games),
        depth: '1',
        'max-plies': '8',
        concurrency: '1',
        pgn,
      },
      {
        registry,
        progress: {
          isTTY: false,
          // One line per finished game: the count, and the figures at each checkpoint.
          write: () => {
            done++;
            if (marks.has(done)) sample();
          },
        },
      },
    );
    for (const line of [...out.stdout, ...out.stderr]) console.log(line);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (isMainModule(import.meta.url)) void main();
