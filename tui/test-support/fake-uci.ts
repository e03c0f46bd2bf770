// A tiny external UCI engine for the tests, written into a temporary folder as an executable
// node script that imports nothing. It plays `moves[ply]`, ply being the number of moves in
// the last `position` command ("0000" when the list has no move there), reporting
// `info depth 1 score cp 15` first. Its options steer it:
//   CrashAt N   exit (status 3) at the N-th go        HangAt N   never answer the N-th go
// and with `silent` it never answers `uci` at all.

import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface FakeUciConfig {
  readonly moves: readonly string[];
  readonly silent?: boolean;
}

/** Writes the fake engine as `dir/name` and returns its path. */
export function writeFakeUci(dir: string, name: string, config: FakeUciConfig): string {
  const script = `#!${process.execPath}
// A fake UCI engine written by the ttychess tests.
const MOVES = ${JSON.stringify(config.moves)};
const SILENT = ${config.silent === true};
const options = {};
let ply = 0;
let goes = 0;
let buffer = '';
const say = (line) => process.stdout.write(line + '\\n');
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  buffer += chunk;
  for (let i = buffer.indexOf('\\n'); i >= 0; i = buffer.indexOf('\\n')) {
    const line = buffer.slice(0, i).trim();
    buffer = buffer.slice(i + 1);
    handle(line);
  }
});
function handle(line) {
  const words = line.split(/\\s+/);
  if (words[0] === 'uci' && !SILENT) {
    say('id name Fake UCI');
    say('option name CrashAt type spin default 0 min 0 max 1000');
    say('option name HangAt type spin default 0 min 0 max 1000');
    say('uciok');
  } else if (words[0] === 'setoption') {
    const m = /^setoption name (.+) value (.*)$/.exec(line);
    if (m) options[m[1]] = m[2];
  } else if (words[0] === 'isready') {
    say('readyok');
  } else if (words[0] === 'position') {
    const at = words.indexOf('moves');
    ply = at < 0 ? 0 : words.length - at - 1;
  } else if (words[0] === 'go') {
    goes++;
    if (Number(options.CrashAt) === goes) process.exit(3);
    if (Number(options.HangAt) === goes) return;
    const move = MOVES[ply] ?? '0000';
    say('info depth 1 seldepth 1 score cp 15 nodes 1 time 0 pv ' + move);
    say('bestmove ' + move);
  } else if (words[0] === 'quit') {
    process.exit(0);
  }
}
`;
  const path = join(dir, name);
  writeFileSync(path, script);
  chmodSync(path, 0o755);
  return path;
}
