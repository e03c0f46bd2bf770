// The XBoard session as a state table (docs/xboard.md, "States"): for every state the session
// can be in and every command of protocol version 2 (plus anything else), one row saying what
// happens to the search running when the command arrives and which states the session may be in
// once the command, and a search it ends, are done. XBoardSession reads `search` and `refuse`
// of the row for its state before it carries out a command; tests walk every pair.
//
//   force      force mode: moves are only recorded (no search)
//   idle       the engine plays a side and waits for the opponent's move (no search)
//   thinking   its own search, on its move
//   pondering  a search of the position after the reply it expects, on the opponent's time
//   ponderhit  the opponent played that reply: the ponder search goes on as its own
//   analyzing  `analyze` mode: an endless search of the position, no move played
//   over       the engine plays a side and the game is over (mate, stalemate, a draw rule)
//
// A command whose argument is bad (an illegal move, a bad FEN, `sd 0`) gets its one error line
// and nothing else happens, whatever its row says.

/** The states of an XBoard session. */
export const XBOARD_STATES = [
  'force',
  'idle',
  'thinking',
  'pondering',
  'ponderhit',
  'analyzing',
  'over',
] as const;
export type XBoardState = (typeof XBOARD_STATES)[number];

/** The commands of protocol version 2 (`usermove` stands for a bare move too), and `*`: anything else. */
export const XBOARD_COMMANDS = [
  'xboard',
  'protover',
  'accepted',
  'rejected',
  'new',
  'variant',
  'quit',
  'random',
  'force',
  'go',
  'playother',
  'white',
  'black',
  'level',
  'st',
  'sd',
  'nps',
  'time',
  'otim',
  'usermove',
  '?',
  'ping',
  'draw',
  'result',
  'setboard',
  'edit',
  'hint',
  'bk',
  'undo',
  'remove',
  'hard',
  'easy',
  'post',
  'nopost',
  'analyze',
  'exit',
  '.',
  'name',
  'rating',
  'ics',
  'computer',
  'pause',
  'resume',
  'memory',
  'cores',
  'egtpath',
  'option',
  '*',
] as const;
export type XBoardCommand = (typeof XBOARD_COMMANDS)[number];

/**
 * What a command does to the search running when it arrives:
 *
 *   none     no search runs in that state
 *   keep     the search goes on untouched
 *   drop     stopped, its answer dropped (no move)
 *   move     stopped now, and its best move so far played
 *   hit      pondering: the expected reply makes it the engine's own search; another move drops it
 *   refuse   the command is refused (its row's `refuse` says why); the search goes on
 */
export type SearchEffect = 'none' | 'keep' | 'drop' | 'move' | 'hit' | 'refuse';

export interface XBoardRow {
  readonly search: SearchEffect;
  /** The states the session may be in once the command (and a search it ended) is done; [] ends it. */
  readonly next: readonly XBoardState[];
  /** With `search: 'refuse'`: the reason, answered as `Error (refuse): command`. */
  readonly refuse?: string;
}

export interface XBoardCommandRows {
  /** What the command does and answers, in any state. */
  readonly does: string;
  readonly rows: Readonly<Record<XBoardState, XBoardRow>>;
}

/** States with a search of some kind. */
const SEARCHING: readonly XBoardState[] = ['thinking', 'pondering', 'ponderhit', 'analyzing'];

const row = (search: SearchEffect, ...next: XBoardState[]): XBoardRow => ({ search, next });

/** A command that changes no state: the search, if any, goes on. */
function passive(does: string): XBoardCommandRows {
  const rows = {} as Record<XBoardState, XBoardRow>;
  for (const s of XBOARD_STATES) rows[s] = row(SEARCHING.includes(s) ? 'keep' : 'none', s);
  return { does, rows };
}

/** The engine's own move is being searched: another move is refused. */
const NOT_YOUR_TURN = 'not your turn: the engine is thinking';

/** After the engine's move: waiting, pondering on the reply (`hard`), or the game over. */
const MOVED: XBoardState[] = ['idle', 'pondering', 'over'];

/** The table: every command, a row per state. */
export const XBOARD_TABLE: Readonly<Record<XBoardCommand, XBoardCommandRows>> = {
  xboard: passive('nothing (the GUI says it speaks xboard)'),
  protover: passive(
    '`feature done=0`, the features and an `option` feature per engine option, `feature done=1` (after the engine is ready when no search runs; at once during a search)',
  ),
  accepted: passive('nothing'),
  rejected: passive('nothing'),
  new: {
    does: 'a new game: the start position, the engine plays Black, `sd` and `st` forgotten; in analysis, the start position is analysed',
    rows: {
      force: row('none', 'idle'),
      idle: row('none', 'idle'),
      thinking: row('drop', 'idle'),
      pondering: row('drop', 'idle'),
      ponderhit: row('drop', 'idle'),
      analyzing: row('drop', 'analyzing'),
      over: row('none', 'idle'),
    },
  },
  variant: passive('nothing for `variant normal`; any other variant is an error'),
  quit: {
    does: 'ends the session (after the commands before it)',
    rows: {
      force: row('none'),
      idle: row('none'),
      thinking: row('drop'),
      pondering: row('drop'),
      ponderhit: row('drop'),
      analyzing: row('drop'),
      over: row('none'),
    },
  },
  random: passive('nothing'),
  force: {
    does: 'force mode: the engine plays no side, moves are only recorded',
    rows: {
      force: row('none', 'force'),
      idle: row('none', 'force'),
      thinking: row('drop', 'force'),
      pondering: row('drop', 'force'),
      ponderhit: row('drop', 'force'),
      analyzing: row('drop', 'force'),
      over: row('none', 'force'),
    },
  },
  go: {
    does: 'the engine plays the side to move, leaves force mode (and analysis) and thinks; when the game is over, the result again',
    rows: {
      force: row('none', 'thinking', 'over'),
      idle: row('none', 'thinking', 'over'),
      thinking: row('keep', 'thinking'),
      pondering: row('drop', 'thinking', 'over'),
      ponderhit: row('keep', 'ponderhit'),
      analyzing: row('drop', 'thinking', 'over'),
      over: row('none', 'over'),
    },
  },
  playother: {
    does: 'the engine plays the side not to move, and leaves force mode (and analysis)',
    rows: {
      force: row('none', 'idle', 'over'),
      idle: row('none', 'idle'),
      thinking: row('drop', 'idle'),
      pondering: row('keep', 'pondering'),
      ponderhit: row('drop', 'idle'),
      analyzing: row('drop', 'idle', 'over'),
      over: row('none', 'over'),
    },
  },
  white: {
    does: 'protocol 1: the engine plays Black (and thinks if Black is to move)',
    rows: {
      force: row('none', 'idle', 'thinking', 'over'),
      idle: row('none', 'idle', 'thinking'),
      thinking: row('drop', 'idle', 'thinking'),
      pondering: row('drop', 'idle', 'thinking'),
      ponderhit: row('drop', 'idle', 'thinking'),
      analyzing: row('drop', 'idle', 'thinking', 'over'),
      over: row('none', 'over'),
    },
  },
  black: {
    does: 'protocol 1: the engine plays White (and thinks if White is to move)',
    rows: {
      force: row('none', 'idle', 'thinking', 'over'),
      idle: row('none', 'idle', 'thinking'),
      thinking: row('drop', 'idle', 'thinking'),
      pondering: row('drop', 'idle', 'thinking'),
      ponderhit: row('drop', 'idle', 'thinking'),
      analyzing: row('drop', 'idle', 'thinking', 'over'),
      over: row('none', 'over'),
    },
  },
  level: passive('a clock for the next searches'),
  st: passive('a time a move for the next searches'),
  sd: passive('a depth limit for the next searches'),
  nps: passive('`Error (not supported: nps)` (the features say nps=0)'),
  time: passive("the engine's clock, for the next search"),
  otim: passive("the opponent's clock, for the next search"),
  usermove: {
    does: 'a move (also bare, `e2e4`): recorded, and the engine thinks if it is then to move; when it ends the game, the result',
    rows: {
      force: row('none', 'force'),
      idle: row('none', 'thinking', 'over'),
      thinking: { search: 'refuse', next: ['thinking'], refuse: NOT_YOUR_TURN },
      pondering: row('hit', 'ponderhit', 'thinking', 'over'),
      ponderhit: { search: 'refuse', next: ['ponderhit'], refuse: NOT_YOUR_TURN },
      analyzing: row('drop', 'analyzing'),
      over: row('none', 'idle', 'thinking', 'over'),
    },
  },
  '?': {
    does: 'move now: a search of its own stops and its best move so far is played; otherwise nothing',
    rows: {
      force: row('none', 'force'),
      idle: row('none', 'idle'),
      thinking: row('move', ...MOVED),
      pondering: row('keep', 'pondering'),
      ponderhit: row('move', ...MOVED),
      analyzing: row('keep', 'analyzing'),
      over: row('none', 'over'),
    },
  },
  ping: passive('`pong N`, after everything the commands before it print'),
  draw: passive('nothing (the engine does not take draw offers)'),
  result: {
    does: 'the game is over: force mode',
    rows: {
      force: row('none', 'force'),
      idle: row('none', 'force'),
      thinking: row('drop', 'force'),
      pondering: row('drop', 'force'),
      ponderhit: row('drop', 'force'),
      analyzing: row('drop', 'force'),
      over: row('none', 'force'),
    },
  },
  setboard: {
    does: 'a new game from the FEN, the engine’s side kept: it thinks if it is to move; in analysis, the position is analysed',
    rows: {
      force: row('none', 'force'),
      idle: row('none', 'idle', 'thinking', 'over'),
      thinking: row('drop', 'idle', 'thinking', 'over'),
      pondering: row('drop', 'idle', 'thinking', 'over'),
      ponderhit: row('drop', 'idle', 'thinking', 'over'),
      analyzing: row('drop', 'analyzing'),
      over: row('none', 'idle', 'thinking', 'over'),
    },
  },
  edit: passive('`Error (not supported: edit; use setboard)` (the features say setboard=1)'),
  hint: passive('nothing'),
  bk: passive('nothing'),
  undo: {
    does: 'one move taken back, the engine’s side kept: it thinks if it is then to move; in analysis, the position is analysed',
    rows: {
      force: row('none', 'force'),
      idle: row('none', 'thinking'),
      thinking: row('drop', 'idle'),
      pondering: row('drop', 'thinking'),
      ponderhit: row('drop', 'idle'),
      analyzing: row('drop', 'analyzing'),
      over: row('none', 'idle', 'thinking', 'over'),
    },
  },
  remove: {
    does: 'two moves taken back, the engine’s side kept: it thinks if it is then to move; in analysis, the position is analysed',
    rows: {
      force: row('none', 'force'),
      idle: row('none', 'idle'),
      thinking: row('drop', 'thinking'),
      pondering: row('drop', 'idle'),
      ponderhit: row('drop', 'thinking'),
      analyzing: row('drop', 'analyzing'),
      over: row('none', 'idle', 'thinking', 'over'),
    },
  },
  hard: passive('pondering on (from the engine’s next move)'),
  easy: {
    does: 'pondering off: a ponder search not yet hit stops',
    rows: {
      force: row('none', 'force'),
      idle: row('none', 'idle'),
      thinking: row('keep', 'thinking'),
      pondering: row('drop', 'idle'),
      ponderhit: row('keep', 'ponderhit'),
      analyzing: row('keep', 'analyzing'),
      over: row('none', 'over'),
    },
  },
  post: passive('thinking output on'),
  nopost: passive('thinking output off'),
  analyze: {
    does: 'analysis: an endless search of the position, its lines shown whatever `post` says; force mode after `exit`',
    rows: {
      force: row('none', 'analyzing'),
      idle: row('none', 'analyzing'),
      thinking: row('drop', 'analyzing'),
      pondering: row('drop', 'analyzing'),
      ponderhit: row('drop', 'analyzing'),
      analyzing: row('keep', 'analyzing'),
      over: row('none', 'analyzing'),
    },
  },
  exit: {
    does: 'leaves analysis (its search stopped, no move), in force mode; otherwise nothing',
    rows: {
      force: row('none', 'force'),
      idle: row('none', 'idle'),
      thinking: row('keep', 'thinking'),
      pondering: row('keep', 'pondering'),
      ponderhit: row('keep', 'ponderhit'),
      analyzing: row('drop', 'force'),
      over: row('none', 'over'),
    },
  },
  '.': passive('nothing'),
  name: passive('nothing'),
  rating: passive('nothing'),
  ics: passive('nothing'),
  computer: passive('nothing'),
  pause: passive('`Error (not supported: pause)` (the features say pause=0)'),
  resume: passive('`Error (not supported: resume)` (the features say pause=0)'),
  memory: passive('nothing'),
  cores: passive('nothing'),
  egtpath: passive('nothing'),
  option: passive(
    'one of the engine’s options (a check is 0 or 1); during a search the engine takes it after the search',
  ),
  '*': passive('`Error (unknown command): ...`'),
};

/** Commands announced as not supported (the features turn them off): answered with an error. */
export const NOT_SUPPORTED: ReadonlySet<XBoardCommand> = new Set(['nps', 'edit', 'pause', 'resume']);

/** A coordinate move, as a GUI without usermove=1 sends it bare. */
const BARE_MOVE = /^[a-h][1-8][a-h][1-8][nbrq]?$/i;

/** The table's command for an input line's words (a bare move is `usermove`; unknown ones `*`). */
export function commandOf(words: readonly string[]): XBoardCommand {
  const [first] = words;
  if (first === undefined) return '*';
  if ((XBOARD_COMMANDS as readonly string[]).includes(first)) return first as XBoardCommand;
  if (words.length === 1 && BARE_MOVE.test(first)) return 'usermove';
  return '*';
}

/** One cell of the printed table: the search effect and the next states (`=` for unchanged). */
function cellText(state: XBoardState, r: XBoardRow): string {
  const effect = r.search === 'none' ? '' : r.search === 'keep' ? '' : r.search;
  const next =
    r.next.length === 0 ? 'ends' : r.next.length === 1 && r.next[0] === state ? '=' : r.next.join(' / ');
  if (r.search === 'refuse') return 'refused';
  return effect === '' ? next : `${effect} → ${next}`;
}

/** The table as markdown (docs/xboard.md shows it; tui/xboard/docs.test.ts checks that it does). */
export function xboardTableMarkdown(): string {
  const head = `| command | ${XBOARD_STATES.join(' | ')} | what it does |`;
  const rule = `| --- | ${XBOARD_STATES.map(() => '---').join(' | ')} | --- |`;
  const lines = XBOARD_COMMANDS.map((c) => {
    const spec = XBOARD_TABLE[c];
    const cells = XBOARD_STATES.map((s) => cellText(s, spec.rows[s]));
    return `| \`${c}\` | ${cells.join(' | ')} | ${spec.does.replace(/\|/g, '\\|')} |`;
  });
  return [head, rule, ...lines].join('\n');
}
