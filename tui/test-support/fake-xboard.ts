// A tiny external XBoard (CECP) engine for the tests, written into a temporary folder as an
// executable node script that imports nothing. It sends its features with done=0 ... done=1
// (SAN moves, usermove, ping, and setboard unless told not to), appends every line it reads to
// `log` if given, and on `go` plays the SAN move `moves[n]` for its n-th go (over its life),
// after a thinking line; past the list's end it resigns. Without setboard it answers a
// `setboard` as an engine that lacks it does: `Error (unknown command): setboard`.

import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface FakeXBoardConfig {
  readonly moves: readonly string[];
  /** Where to append every line read. */
  readonly log?: string;
  /** Whether it announces `setboard=1` (default true). */
  readonly setboard?: boolean;
}

/** Writes the fake engine as `dir/name` and returns its path. */
export function writeFakeXBoard(dir: string, name: string, config: FakeXBoardConfig): string {
  const path = join(dir, name);
  const setboard = config.setboard !== false;
  writeFileSync(
    path,
    `#!${process.execPath}
// A fake XBoard engine written by the ttychess tests.
const fs = require('node:fs');
const MOVES = ${JSON.stringify(config.moves)};
const LOG = ${JSON.stringify(config.log ?? null)};
let goes = 0;
const say = (line) => process.stdout.write(line + '\\n');
require('node:readline').createInterface({ input: process.stdin }).on('line', (line) => {
  if (LOG !== null) fs.appendFileSync(LOG, line + '\\n');
  const words = line.trim().split(/\\s+/);
  if (words[0] === 'protover') {
    say('feature done=0');
    say('feature ping=1 ${setboard ? 'setboard=1 ' : ''}usermove=1 san=1 myname="Fake Board" sigint=1');
    say('feature done=1');
  } else if (words[0] === 'ping') say('pong ' + words[1]);
  else if (words[0] === 'setboard' && ${!setboard}) say('Error (unknown command): setboard');
  else if (words[0] === 'go') {
    const move = MOVES[goes++];
    if (move === undefined) return say('resign');
    say('3 -125 12 4567 ' + move);
    say('move ' + move);
  } else if (words[0] === 'quit') process.exit(0);
});
`,
  );
  chmodSync(path, 0o755);
  return path;
}
