// The UCI session as a state table (docs/uci.md, "States"): for every state and every command
// of the protocol (`go` in its three forms, and anything else), one row saying what happens to
// the search running when the command arrives and the state the session is in afterwards.
// UciSession reads the row's `search` before it carries out a command; tests walk every pair.
//
//   idle       no search: `bestmove` has been sent for every `go`
//   searching  a search that answers `bestmove` when its limits are reached (or on `stop`)
//   pondering  `go ponder`: searching on the opponent's time; its answer is held until `stop`
//              or `ponderhit` (which makes it a normal search on the engine's clock)
//   infinite   `go infinite`: its answer is held until `stop`
//
// A malformed line gets `info string error: ...` and changes nothing, whatever the row says.

import type { GoCommand, UciCommand } from './parse.js';

export const UCI_STATES = ['idle', 'searching', 'pondering', 'infinite'] as const;
export type UciState = (typeof UCI_STATES)[number];

/** The commands of UCI; `go` by form; `*`: a line that names no command (ignored). */
export const UCI_COMMANDS = [
  'uci',
  'debug',
  'isready',
  'setoption',
  'register',
  'ucinewgame',
  'position',
  'go',
  'go ponder',
  'go infinite',
  'stop',
  'ponderhit',
  'quit',
  '*',
] as const;
export type UciTableCommand = (typeof UCI_COMMANDS)[number];

/**
 * What a command does to the running search:
 *
 *   none   no search runs in that state
 *   keep   it goes on untouched
 *   move   it is stopped and its `bestmove` sent now (a held answer too)
 *   hit    a ponder search becomes a search on the engine's clock
 */
export type UciSearchEffect = 'none' | 'keep' | 'move' | 'hit';

export interface UciRow {
  readonly search: UciSearchEffect;
  /** The states the session may be in afterwards; [] ends it. */
  readonly next: readonly UciState[];
}

export interface UciCommandRows {
  readonly does: string;
  readonly rows: Readonly<Record<UciState, UciRow>>;
}

const row = (search: UciSearchEffect, ...next: UciState[]): UciRow => ({ search, next });

/** A command that leaves the search alone. */
function passive(does: string): UciCommandRows {
  return {
    does,
    rows: {
      idle: row('none', 'idle'),
      searching: row('keep', 'searching'),
      pondering: row('keep', 'pondering'),
      infinite: row('keep', 'infinite'),
    },
  };
}

/** A new search: any running one is stopped and answered first. */
function starts(does: string, next: UciState): UciCommandRows {
  return {
    does,
    rows: {
      idle: row('none', next),
      searching: row('move', next),
      pondering: row('move', next),
      infinite: row('move', next),
    },
  };
}

export const UCI_TABLE: Readonly<Record<UciTableCommand, UciCommandRows>> = {
  uci: passive(
    '`id`, the `option` lines, `uciok` (after the engine is ready when idle; at once during a search)',
  ),
  debug: passive('`debug on`: ignored lines are named in `info string`'),
  isready: passive(
    '`readyok` (after the engine has taken the requests before it when idle; at once during a search)',
  ),
  setoption: passive('checked here, then given to the engine (after the search, if one runs)'),
  register: passive('nothing'),
  ucinewgame: passive('the engine forgets the last game (after the search, if one runs)'),
  position: passive('checked here; the position of the next `go`'),
  go: starts('a search of the position with its limits; `bestmove` when they are reached', 'searching'),
  'go ponder': starts('a ponder search: no clock, its answer held until `ponderhit` or `stop`', 'pondering'),
  'go infinite': starts('a search with no limit, its answer held until `stop`', 'infinite'),
  stop: {
    does: 'the search stops and sends `bestmove` (its best move so far); nothing when idle',
    rows: {
      idle: row('none', 'idle'),
      searching: row('move', 'idle'),
      pondering: row('move', 'idle'),
      infinite: row('move', 'idle'),
    },
  },
  ponderhit: {
    does: "the opponent played the expected move: the ponder search goes on, on the engine's clock from now; otherwise nothing",
    rows: {
      idle: row('none', 'idle'),
      searching: row('keep', 'searching'),
      pondering: row('hit', 'searching', 'infinite'),
      infinite: row('keep', 'infinite'),
    },
  },
  quit: {
    does: 'a running search is stopped and answered, then the session ends',
    rows: {
      idle: row('none'),
      searching: row('move'),
      pondering: row('move'),
      infinite: row('move'),
    },
  },
  '*': passive('ignored (named in `info string` under `debug on`)'),
};

/** The table's command for a parsed line (undefined: a line naming no command). */
export function uciCommandOf(command: UciCommand | undefined): UciTableCommand {
  if (command === undefined) return '*';
  if (command.kind !== 'go') return command.kind;
  return goForm(command);
}

/** `go`, `go ponder` or `go infinite` (a ponder search with `infinite` is a ponder search). */
function goForm(command: GoCommand): UciTableCommand {
  if (command.ponder) return 'go ponder';
  return command.limits.infinite === true ? 'go infinite' : 'go';
}

/** One cell of the printed table. */
function cellText(state: UciState, r: UciRow): string {
  const next =
    r.next.length === 0 ? 'ends' : r.next.length === 1 && r.next[0] === state ? '=' : r.next.join(' / ');
  return r.search === 'none' || r.search === 'keep' ? next : `${r.search} → ${next}`;
}

/** The table as markdown (docs/uci.md shows it; tui/uci/docs.test.ts checks that it does). */
export function uciTableMarkdown(): string {
  const head = `| command | ${UCI_STATES.join(' | ')} | what it does |`;
  const rule = `| --- | ${UCI_STATES.map(() => '---').join(' | ')} | --- |`;
  const lines = UCI_COMMANDS.map((c) => {
    const spec = UCI_TABLE[c];
    const cells = UCI_STATES.map((s) => cellText(s, spec.rows[s]));
    return `| \`${c}\` | ${cells.join(' | ')} | ${spec.does.replace(/\|/g, '\\|')} |`;
  });
  return [head, rule, ...lines].join('\n');
}
