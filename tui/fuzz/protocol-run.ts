// Plays one generated session (protocol-case.ts) against the built binary and checks it:
//
//   - every `bestmove` (UCI) legal in the position its `go` searched, one per `go`; every `move`
//     (XBoard) legal in the game the engine should be in (xboard-oracle.ts), and only when a
//     search of its own runs; all checked with chess.js;
//   - every isready answered by a readyok, every `ping N` by `pong N`, in order; an XBoard
//     `Error` never after the `pong` of a later ping, and never for a command a GUI sends as
//     valid (`st 0`, `sd 3`, `level 40 0:02 0`, ...);
//   - no output line longer than 2,000 characters or with a control character in it;
//   - the process ends within a few seconds of `quit`, the end of input or SIGTERM, with status
//     0, and never a stack trace or an "internal error" on stderr.
//
// A wait that runs out (the handshake, a readyok, a pong, a move the engine must make, the exit)
// is a wedge: the child is killed and the session reported. The timeouts are generous (a loaded
// machine only makes a session slower); the checks are on order, never on time.

import type { Chess } from 'chess.js';
import { EngineProcess } from './engine-process.js';
import type { ProtocolCase, Step } from './protocol-case.js';
import { bestmoveProblem, oracleFor } from './uci-session.js';
import { RESULT_LINE, XBoardOracle } from './xboard-oracle.js';

/** Up to `uciok` or `feature done=1` (the engine's warm-up, slower on a busy machine). */
const START_MS = 60_000;
/** For an answer that must come: readyok, pong, a move, the exit. */
const WEDGE_MS = 20_000;
/** For a move that may or may not come (the readings disagree). */
const SOFT_MS = 1000;
/** The longest protocol line an engine should write (the features are about 350 characters). */
const LONGEST_LINE = 2000;

/** Commands a GUI sends as valid, which must never get an `Error`. */
const ALWAYS_VALID =
  /^(st \d+(\.\d+)?|sd [1-9]\d?|time \d+|otim \d+|level \d+ \d+(:\d\d)? \d+(\.\d+)?|variant normal|hard|easy|post|nopost|new|force|ping \d+|protover 2|xboard|go|\?|exit|analyze|playother|white|black|result .*|accepted \S+|rejected \S+|random|computer|draw|hint|bk|\.|name .*|rating .*|ics .*|memory \d+|cores \d+|egtpath .*)$/;

/** The lines an XBoard engine may write (thinking lines: ply score time nodes pv). */
const XBOARD_LINE =
  /^(move \S+|pong .*|feature .*|(Error|Illegal move) \(.*|\d+ -?\d+ \d+ \d+( \S+)*|1-0 \{White mates\}|0-1 \{Black mates\}|1\/2-1\/2 \{.*\})$/;

export type ProblemKind = 'wedge' | 'illegal' | 'unanswered' | 'crash' | 'other';

export interface ProtocolOutcome {
  /** Lines written to the engine (each line of a flood counted). */
  readonly lines: number;
  /** Moves checked with chess.js. */
  readonly moves: number;
  /** Whether the session pondered (`hard`, `go ponder`). */
  readonly pondered: boolean;
  /** Whether the XBoard oracle gave up following the game (too many readings). */
  readonly unverified: boolean;
  /** XBoard: the (state, command) pairs of the state table the session was seen to reach. */
  readonly pairs: ReadonlySet<string>;
  readonly problems: readonly { readonly kind: ProblemKind; readonly text: string }[];
  /** What was sent, one entry a line (floods and long lines shortened), for a failure report. */
  readonly transcript: readonly string[];
  /** What the engine wrote on stderr (cut to 1,000 characters). */
  readonly stderr: string;
}

/** `text` for a transcript: quoted, cut to 100 characters. */
function shown(text: string): string {
  const quoted = JSON.stringify(text.length > 100 ? text.slice(0, 100) : text);
  return text.length > 100 ? `${quoted}... (${text.length} characters)` : quoted;
}

/**
 * Whether the `Error (...)` line `l` echoes `command`; an `Illegal move (...)` line echoes only
 * the move of a `usermove` (or the bare move).
 */
function echoes(l: string, command: string): boolean {
  const c = command.trim();
  if (c === '') return false;
  if (l.startsWith('Illegal move')) {
    const move = c.startsWith('usermove ') ? c.slice('usermove '.length).trim() : c;
    return move !== '' && l.endsWith(`): ${move}`);
  }
  return l.endsWith(`): ${c}`);
}

class ProtocolRun {
  private readonly p: EngineProcess;
  private readonly problems: { kind: ProblemKind; text: string }[] = [];
  private readonly transcript: string[] = [];
  /** Every line sent, in order (for matching `Error` lines to their commands). */
  private readonly sentLines: string[] = [];
  private wedged = false;
  private quitSent = false;
  // UCI: the position in force, the one each `go` searched, the isready sent, a held search.
  private position = 'position startpos';
  private readonly searched: (Chess | undefined)[] = [];
  private readies = 0;
  private held = false;
  // XBoard: the oracle, the next ping number, how far the output has been read into the oracle.
  private readonly oracle = new XBoardOracle();
  private nextPing = 1;
  private read = 0;
  private moves = 0;

  constructor(private readonly c: ProtocolCase) {
    this.p = EngineProcess.start(c.protocol, c.engine);
  }

  private problem(kind: ProblemKind, text: string): void {
    this.problems.push({ kind, text });
  }

  /** Writes `lines` at once and tells the oracle (UCI: notes the position and the searches). */
  private send(lines: readonly string[], entry?: string): void {
    if (this.quitSent || this.wedged) return;
    for (const l of lines) {
      this.sentLines.push(l);
      if (this.c.protocol === 'xboard') this.oracle.sent(l);
      else this.noteUci(l);
      if (l.trim() === 'quit') this.quitSent = true;
    }
    this.p.send(lines);
    this.transcript.push(entry ?? lines.map(shown).join(', '));
  }

  /** UCI: what a line sent changes in what the session must answer. */
  private noteUci(l: string): void {
    if (l.startsWith('position ')) this.position = l;
    else if (l === 'isready') this.readies++;
    else if (l.startsWith('go')) {
      this.searched.push(oracleFor(this.position));
      this.held = / (infinite|ponder)\b/.test(l);
    } else if (l === 'stop') this.held = false;
    else if (l === 'ponderhit') this.held = false;
  }

  /** XBoard: gives the oracle the output read since the last call. */
  private follow(): void {
    if (this.c.protocol !== 'xboard') return;
    for (; this.read < this.p.lines.length; this.read++) {
      const l = this.p.lines[this.read]!;
      let failure: string | undefined;
      if (l.startsWith('move ')) {
        this.moves++;
        failure = this.oracle.move(l.slice(5), this.p.sentBefore[this.read]!);
        if (failure !== undefined) this.problem('illegal', failure);
      } else if (l.startsWith('pong ')) {
        failure = this.oracle.pong(l.slice(5));
        if (failure !== undefined) this.problem(/was due/.test(failure) ? 'unanswered' : 'other', failure);
      } else if (RESULT_LINE.test(l)) {
        failure = this.oracle.result(l, this.p.sentBefore[this.read]!);
        if (failure !== undefined) this.problem('other', failure);
      } else if (!XBOARD_LINE.test(l)) this.problem('other', `a line XBoard does not have: ${shown(l)}`);
    }
  }

  /** A wait that ran out: the session is wedged; the child is killed. */
  private wedge(what: string): void {
    this.wedged = true;
    const tail = this.p.lines.slice(-4).map(shown).join(', ');
    this.problem(
      'wedge',
      `wedge: ${what}; the last lines sent: ${this.transcript.slice(-4).join(', ')}; the engine's last: ${tail}`,
    );
    this.p.kill();
  }

  /** The handshake: `uci` to `uciok`, or `xboard`, `protover 2` to `feature done=1`. */
  async start(): Promise<void> {
    const xboard = this.c.protocol === 'xboard';
    this.send(xboard ? ['xboard', 'protover 2'] : ['uci']);
    const done = xboard ? 'feature done=1' : 'uciok';
    if (!(await this.p.waitFor((l) => l === done, START_MS))) this.wedge(`no '${done}' in ${START_MS} ms`);
  }

  /** Runs one step. */
  async step(s: Step): Promise<void> {
    if (this.wedged || this.quitSent) return;
    this.follow();
    switch (s.kind) {
      case 'line':
        return this.send([s.line]);
      case 'usermove': {
        const expected = s.expected ? this.expectedReply() : undefined;
        if (expected !== undefined)
          return this.send([`usermove ${expected}`], `usermove ${expected} (the expected reply)`);
        const legal = this.oracle.likeliestGame().moves({ verbose: true });
        const m = legal[s.pick % Math.max(1, legal.length)];
        const uci = m === undefined ? 'e2e4' : m.from + m.to + (m.promotion ?? '');
        return this.send([s.bare ? uci : `usermove ${uci}`]);
      }
      case 'flood': {
        const numbered = s.line === 'ping';
        const flood = Array.from({ length: s.count }, () => (numbered ? `ping ${this.nextPing++}` : s.line));
        return this.send(flood, `${shown(numbered ? 'ping N' : s.line)} x${s.count}`);
      }
      case 'long':
        return this.send([s.head + 'x'.repeat(s.length)]);
      case 'pause':
        this.transcript.push(`(pause ${s.ms} ms)`);
        await new Promise((resolve) => setTimeout(resolve, s.ms));
        return;
      case 'await':
        this.transcript.push('(await the move)');
        return this.awaitMove();
      case 'sync':
        return this.sync();
    }
  }

  /**
   * The reply the engine expects to its last move: the second move of the pv of the thinking line
   * before its last `move` (with `post`), if that is legal in the likeliest game.
   */
  private expectedReply(): string | undefined {
    const lines = this.p.lines;
    let i = lines.length - 1;
    while (i >= 0 && !lines[i]!.startsWith('move ')) i--;
    const moved = lines[i]?.slice(5);
    for (i--; i >= 0; i--) {
      const words = lines[i]!.split(' ');
      if (!/^\d+ -?\d+ \d+ \d+ /.test(lines[i]!)) continue;
      const reply = words[4] === moved ? words[5] : undefined;
      if (reply === undefined) return undefined;
      const legal = this.oracle.likeliestGame().moves({ verbose: true });
      return legal.some((m) => m.from + m.to + (m.promotion ?? '') === reply) ? reply : undefined;
    }
    return undefined;
  }

  /** Waits for the engine's next move: hard when it must come, briefly when it may. */
  private async awaitMove(): Promise<void> {
    const from = this.p.lines.length;
    if (this.c.protocol === 'uci') {
      const answered = () => this.p.lines.filter((l) => l.startsWith('bestmove')).length;
      if (this.held || answered() >= this.searched.length) return;
      const want = this.searched.length;
      let seen = answered();
      const ok = await this.p.waitFor((l) => l.startsWith('bestmove') && ++seen >= want, WEDGE_MS, from);
      if (!ok) this.wedge(`${want - answered()} go not answered by a bestmove in ${WEDGE_MS} ms`);
      return;
    }
    const must = this.oracle.mayMove();
    if (must === 'none') return;
    const ok = await this.p.waitFor((l) => l.startsWith('move '), must === 'all' ? WEDGE_MS : SOFT_MS, from);
    if (!ok && must === 'all') this.wedge(`no move in ${WEDGE_MS} ms while the engine must be thinking`);
    this.follow();
  }

  /** isready (UCI) or ping N (XBoard), and its answer. */
  private async sync(): Promise<void> {
    if (this.c.protocol === 'uci') {
      this.send(['isready']);
      const want = this.readies;
      let seen = 0;
      const ok = await this.p.waitFor((l) => l === 'readyok' && ++seen >= want, WEDGE_MS);
      if (!ok) this.wedge(`isready ${want} not answered in ${WEDGE_MS} ms`);
      return;
    }
    const n = this.nextPing++;
    this.send([`ping ${n}`]);
    if (!(await this.p.waitFor((l) => l === `pong ${n}`, WEDGE_MS)))
      this.wedge(`no pong ${n} in ${WEDGE_MS} ms`);
    this.follow();
  }

  /** Ends the session as the case says, and waits for the process to exit. */
  async end(): Promise<void> {
    if (this.wedged) return;
    const ending = this.quitSent ? 'quit' : this.c.ending;
    if (!this.quitSent) {
      if (ending === 'quit') this.send(['quit']);
      else this.transcript.push(ending === 'eof' ? '(end of input)' : '(SIGTERM)');
      if (ending === 'eof') this.p.closeInput();
      if (ending === 'sigterm') this.p.signal('SIGTERM');
    }
    const exit = await this.p.exit(WEDGE_MS);
    if (exit === undefined) return this.wedge(`did not exit in ${WEDGE_MS} ms after ${ending}`);
    if (exit.code !== 0) this.problem('crash', `exit status ${exit.code ?? exit.signal} after ${ending}`);
    this.follow();
  }

  /** The checks on the whole output, once the process has ended. */
  check(): ProtocolOutcome {
    const out = this.p.lines;
    if (/^\s+at \S/m.test(this.p.stderr))
      this.problem('crash', `a stack trace on stderr: ${shown(this.p.stderr)}`);
    if (/internal error/.test(this.p.stderr)) this.problem('crash', `stderr: ${shown(this.p.stderr)}`);
    const long = out.find((l) => l.length > LONGEST_LINE);
    if (long !== undefined)
      this.problem('other', `an output line of ${long.length} characters: ${shown(long)}`);
    // eslint-disable-next-line no-control-regex
    const control = out.find((l) => /[\u0000-\u0008\u000b-\u001f\u007f]/.test(l));
    if (control !== undefined)
      this.problem('other', `a control character in an output line: ${shown(control)}`);
    const complete = !this.wedged && (this.c.ending !== 'sigterm' || this.quitSent);
    if (this.c.protocol === 'uci') this.checkUci(out, complete);
    else this.checkXBoard(out, complete);
    return {
      lines: this.p.sent,
      moves: this.c.protocol === 'uci' ? out.filter((l) => l.startsWith('bestmove')).length : this.moves,
      pondered: this.sentLines.some((l) => l === 'hard' || l.startsWith('go ponder')),
      unverified: this.oracle.lost,
      pairs: this.oracle.pairs,
      problems: this.problems,
      transcript: this.transcript,
      stderr: this.p.stderr.slice(0, 1000),
    };
  }

  private checkUci(out: readonly string[], complete: boolean): void {
    const readyoks = out.filter((l) => l === 'readyok').length;
    if (readyoks > this.readies || (complete && readyoks < this.readies))
      this.problem('unanswered', `${this.readies} isready answered by ${readyoks} readyok`);
    const bestmoves = out.filter((l) => l.startsWith('bestmove'));
    if (bestmoves.length > this.searched.length || (complete && bestmoves.length < this.searched.length))
      this.problem('other', `${this.searched.length} go answered by ${bestmoves.length} bestmove`);
    bestmoves.forEach((l, i) => {
      const game = this.searched[i];
      const problem = game === undefined ? undefined : bestmoveProblem(l, game);
      if (problem !== undefined) this.problem('illegal', problem);
    });
    // The model of the session (tui/uci/table.ts): the bestmove of a `go infinite` or `go ponder`
    // is held until a line releases it (stop, a new go, quit; ponderhit for a ponder search with
    // a limit), so it may come only after such a line was sent.
    const gos = this.sentLines.flatMap((l, i) => (l.startsWith('go') ? [i] : []));
    let k = 0;
    out.forEach((l, o) => {
      if (!l.startsWith('bestmove')) return;
      const at = gos[k++];
      if (at === undefined) return;
      const go = this.sentLines[at]!;
      const infinite = /\binfinite\b/.test(go);
      const ponder = /\bponder\b/.test(go);
      if (!infinite && !ponder) return;
      const release = this.sentLines
        .slice(at + 1, this.p.sentBefore[o])
        .some((x) => /^(stop|quit|go\b)/.test(x) || (ponder && !infinite && x === 'ponderhit'));
      if (!release) this.problem('other', `${shown(l)} for '${go}' before any stop, ponderhit or go`);
    });
  }

  private checkXBoard(out: readonly string[], complete: boolean): void {
    if (complete && this.oracle.unanswered > 0)
      this.problem('unanswered', `${this.oracle.unanswered} ping not answered`);
    const protovers = this.sentLines.filter((l) => l.trim().startsWith('protover')).length;
    const dones = out.filter((l) => l === 'feature done=1').length;
    if (dones > protovers || (complete && dones < protovers))
      this.problem('unanswered', `${protovers} protover answered by ${dones} feature done=1`);
    // Each Error matched to the first unanswered command it echoes; it must come before the pong
    // of any later ping, and never answer a command a GUI sends as valid.
    const answered = new Set<number>();
    const pingAt = new Map<string, number>();
    this.sentLines.forEach((l, i) => l.startsWith('ping ') && pingAt.set(l.slice(5), i));
    let ponged = -1;
    out.forEach((l, o) => {
      if (l.startsWith('pong ')) ponged = Math.max(ponged, pingAt.get(l.slice(5)) ?? -1);
      if (!/^(Error|Illegal move) \(/.test(l)) return;
      // The latest such command sent before the line was read (the kindest reading of repeats).
      let j = this.p.sentBefore[o]! - 1;
      while (j >= 0 && (answered.has(j) || !echoes(l, this.sentLines[j]!))) j--;
      if (j < 0) return;
      answered.add(j);
      if (j < ponged)
        this.problem(
          'other',
          `${shown(l)} (for line ${j + 1}) came after the pong of a later ping (line ${ponged + 1})`,
        );
      if (ALWAYS_VALID.test(this.sentLines[j]!.trim()))
        this.problem('other', `a valid command refused: ${shown(l)}`);
    });
  }
}

/** Plays `c` against the built binary and checks it. */
export async function runProtocolCase(c: ProtocolCase): Promise<ProtocolOutcome> {
  const run = new ProtocolRun(c);
  await run.start();
  for (const s of c.steps) await run.step(s);
  await run.end();
  return run.check();
}
