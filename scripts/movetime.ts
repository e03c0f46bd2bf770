// `npm run movetime -- [--engine zarkov] [--movetime 50] [--processes 4] [--searches 25] [--overhead MS]`:
// how long `ttychess uci <engine>` really takes to answer `go movetime N`, as a match runner
// sees it: from writing the `go` line to reading the `bestmove` line, over several fresh
// processes (each one's first search listed apart), on Win At Chess positions with the book off.
// docs/uci.md gives the numbers measured on the development machine. With MOVETIME_DEBUG=1 in the
// environment each search's time is also printed (stderr) beside the time the engine reported,
// which tells the search's own overrun from the round trip's. --overhead sets the engine's
// Move Overhead option (default: the engine's default).

import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseEpdFile } from '../core/epd.js';
import { isMainModule, repoRoot } from './files.js';

function flag(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
}

/** One engine process: send a line, wait for a line that matches. */
function startEngine(engine: string): {
  send(line: string): void;
  next(pattern: RegExp): Promise<string>;
  close(): void;
  reported(): number;
} {
  const child = spawn(process.execPath, [join(repoRoot(), 'dist/tui/cli.js'), 'uci', engine], {
    stdio: 'pipe',
  });
  let lastTime = 0;
  const waiting: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (line.startsWith('info depth')) lastTime = Number(/ time (\d+)/.exec(line)?.[1] ?? 0);
    const w = waiting[0];
    if (w !== undefined && w.pattern.test(line)) {
      waiting.shift();
      w.resolve(line);
    }
  });
  return {
    send: (line) => child.stdin.write(`${line}\n`),
    next: (pattern) => new Promise((resolve) => waiting.push({ pattern, resolve })),
    close: () => child.stdin.end('quit\n'),
    reported: () => lastTime,
  };
}

/** The value at fraction `q` of sorted `xs`. */
function quantile(xs: readonly number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
}

async function main(): Promise<number> {
  const engine = flag('engine', 'zarkov');
  const movetime = Number(flag('movetime', '50'));
  const processes = Number(flag('processes', '4'));
  const searches = Number(flag('searches', '25'));
  const overhead = process.argv.includes('--overhead') ? Number(flag('overhead', '0')) : undefined;
  const file = parseEpdFile(readFileSync(join(repoRoot(), 'fixtures', 'wac.epd'), 'utf8'));
  if (!file.ok) throw new Error(file.error.message);
  const fens = file.value.map((l) => l.record.fen);
  const first: number[] = [];
  const later: number[] = [];
  for (let p = 0; p < processes; p++) {
    const e = startEngine(engine);
    e.send('uci');
    await e.next(/^uciok$/);
    e.send('setoption name OwnBook value false');
    if (overhead !== undefined) e.send(`setoption name Move Overhead value ${overhead}`);
    e.send('isready');
    await e.next(/^readyok$/);
    for (let i = 0; i < searches; i++) {
      e.send(`position fen ${fens[(p * searches + i) % fens.length]!}`);
      const t0 = performance.now();
      e.send(`go movetime ${movetime}`);
      await e.next(/^bestmove /);
      (i === 0 ? first : later).push(performance.now() - t0);
      if (process.env.MOVETIME_DEBUG)
        process.stderr.write(`${(performance.now() - t0).toFixed(1)} reported ${e.reported()}\n`);
    }
    e.close();
  }
  const over = later.filter((t) => t > movetime).length;
  const ms = (t: number) => t.toFixed(1);
  process.stdout.write(
    `movetime: ${engine}, go movetime ${movetime}, ${processes} processes x ${searches} searches` +
      `${overhead !== undefined ? `, Move Overhead ${overhead}` : ''}\n` +
      `  first search of a process: ${first.map(ms).join(', ')} ms\n` +
      `  later searches: median ${ms(quantile(later, 0.5))}, 90% ${ms(quantile(later, 0.9))}, ` +
      `max ${ms(Math.max(...later))} ms; over ${movetime} ms: ${over} of ${later.length}\n`,
  );
  return 0;
}

if (isMainModule(import.meta.url)) process.exitCode = await main();
