// An external XBoard (CECP) engine as a Player: a child process spoken to over its stdin and
// stdout, as xboard and cutechess speak to it (docs/xboard.md).
//
//   start    xboard; protover 2 -> feature ... done=1 (or 2 s of silence: a version 1 engine);
//            accepted <feature> for each; option NAME=VALUE for each option; easy; post;
//            ping N -> pong N
//   newGame  new; force; ping -> pong (the time control is sent with the first move)
//   go       the engine keeps the game, so the player sends only what changed: new moves in
//            force mode (usermove M, or M alone), or `new` + `setboard FEN` + every move for
//            another game; then the time control (st / sd / level once a game), time and otim;
//            then go -> move M (coordinate or SAN, turned into UCI here)
//   close    quit, then the process's whole group ended (engine-process.ts)
//
// Before each `go` the engine is put in force mode, so it never thinks on its own (no pondering:
// `easy`). Thinking lines (`ply score time nodes pv`) are kept for adjudication. `resign` is
// no move; `Illegal move` or `Error` after a move of ours is a crash (the engine and the referee
// disagree about the game). The wait for `move` has no timeout of its own: the referee's
// watchdog or clock bounds it, as for UCI players.

import type { Board } from '../../core/board.js';
import { START_FEN } from '../../core/fen.js';
import { X88 } from '../../core/layout.js';
import { makeSan, parseSan } from '../../core/san.js';
import { boardAfterMoves, makeUci, parseUci } from '../../core/uci-move.js';
import type { InfoRecord, Score, SearchLimits } from '../../engines/engine.js';
import { EngineProcess } from './engine-process.js';
import type { Player, PlayerFactory, PlayerMove } from './player.js';
import { DEFAULT_HANDSHAKE_MS } from './uci-player.js';
import type { OptionSetting } from './worker-player.js';
import { errorMessage } from '../../core/result.js';

/** How long a protocol 1 engine (no `feature done=0`) has to send its features. */
const FEATURE_WAIT_MS = 2000;

/** A thinking score at or beyond this many centipawns is a mate (100000 + moves, xboard's way). */
const MATE_SCORE = 99_000;

export interface XBoardPlayerConfig {
  readonly name: string;
  readonly path: string;
  readonly options: readonly OptionSetting[];
  readonly handshakeMs?: number | undefined;
}

/** The `feature` pairs of one line: `feature a=1 myname="X Y"` -> [["a","1"],["myname","X Y"]]. */
export function parseFeatures(line: string): [string, string][] {
  const out: [string, string][] = [];
  const pair = /([A-Za-z_]+)=(?:"([^"]*)"|(\S*))/g;
  for (let m = pair.exec(line.slice('feature'.length)); m; m = pair.exec(line.slice('feature'.length)))
    out.push([m[1]!, m[2] ?? m[3] ?? '']);
  return out;
}

/** A thinking line (`ply score time nodes pv...`, time in centiseconds) as a search report. */
export function parseThinking(line: string): InfoRecord | undefined {
  const m = /^(\d+)[.&]?\s+(-?\d+)\s+(\d+)\s+(\d+)(?:\s+(.*))?$/.exec(line.trim());
  if (!m) return undefined;
  const value = Number(m[2]);
  const score: Score =
    Math.abs(value) >= MATE_SCORE
      ? { mate: Math.sign(value) * Math.max(1, Math.abs(value) - 100_000) }
      : { cp: value };
  const depth = Number(m[1]);
  return {
    depth,
    seldepth: depth,
    score,
    nodes: Number(m[4]),
    ms: Number(m[3]) * 10,
    pv: (m[5] ?? '').split(/\s+/).filter((w) => w !== '' && !/^\d+\.+$/.test(w)),
  };
}

/** `level MPS BASE INC` for the clocks of `limits` and the mover's remaining time. */
export function levelCommand(limits: SearchLimits, ownMs: number): string {
  const seconds = Math.max(1, Math.round(ownMs / 1000));
  const base =
    seconds % 60 === 0
      ? `${seconds / 60}`
      : `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  const incMs = Math.max(limits.winc ?? 0, limits.binc ?? 0);
  return `level ${limits.movestogo ?? 0} ${base} ${incMs / 1000}`;
}

export class XBoardProcessPlayer extends EngineProcess implements Player {
  private readonly features = new Map<string, string>();
  private lastInfo: InfoRecord | undefined;
  private nextPing = 1;
  /** The game as the engine has it: its start and moves (UCI); undefined before the first go. */
  private game: { fen: string; moves: string[] } | undefined;
  /** Whether the time control has been sent for this game. */
  private levelSent = false;

  private constructor(
    readonly name: string,
    path: string,
    handshakeMs: number,
  ) {
    super(path, handshakeMs);
  }

  /** Starts the engine, reads its features, sets `options` and waits until it is ready. */
  static async start(config: XBoardPlayerConfig): Promise<XBoardProcessPlayer> {
    const player = new XBoardProcessPlayer(
      config.name,
      config.path,
      config.handshakeMs ?? DEFAULT_HANDSHAKE_MS,
    );
    try {
      await player.handshake(config.options);
    } catch (e) {
      await player.close();
      throw new Error(`${config.name}: ${errorMessage(e)}`, { cause: e });
    }
    return player;
  }

  private async handshake(options: readonly OptionSetting[]): Promise<void> {
    this.send('xboard');
    this.send('protover 2');
    const first = await this.waitFor((l) => l.startsWith('feature'), 'feature', FEATURE_WAIT_MS).catch(
      () => undefined,
    );
    // done=0 asks for time (until done=1); without it, the features come at once or not at all.
    if (first !== undefined && !this.features.has('done'))
      await this.waitFor(() => this.features.has('done'), 'feature done', FEATURE_WAIT_MS).catch(
        () => undefined,
      );
    if (this.features.get('done') === '0')
      await this.waitFor(() => this.features.get('done') === '1', 'feature done=1', this.handshakeMs);
    for (const [name, value] of options) this.send(`option ${name}=${value}`);
    this.send('easy');
    this.send('post');
    await this.ping();
  }

  protected override heard(line: string): void {
    if (line.startsWith('feature ')) {
      for (const [key, value] of parseFeatures(line)) {
        this.features.set(key, value);
        if (key === 'done') continue;
        // This runner sends no signals: an engine that wants them is told so.
        const refused = (key === 'sigint' || key === 'sigterm') && value === '1';
        try {
          this.send(`${refused ? 'rejected' : 'accepted'} ${key}`);
        } catch {
          // The process has gone; the wait in progress says so.
        }
      }
      return;
    }
    this.lastInfo = parseThinking(line) ?? this.lastInfo;
  }

  /** The engine's own name, from `feature myname`, once it has said it. */
  get engineName(): string | undefined {
    return this.features.get('myname');
  }

  /**
   * Why the engine cannot start from `fen`: a set-up position needs `feature setboard=1` (setting
   * one up by `edit` is left out: such engines play games from the initial position, their
   * openings sent as moves).
   */
  cannotStartFrom(fen: string): string | undefined {
    if (fen === START_FEN || this.features.get('setboard') === '1') return undefined;
    return 'it cannot set up a position (no feature setboard=1)';
  }

  /** ping N -> pong N (engines without ping=1 are sent nothing). */
  private async ping(): Promise<void> {
    if (this.features.get('ping') !== '1') return;
    const n = this.nextPing++;
    this.send(`ping ${n}`);
    await this.waitFor((l) => l === `pong ${n}`, `pong ${n}`, this.handshakeMs);
  }

  async newGame(): Promise<void> {
    this.send('new');
    this.send('force');
    this.game = { fen: START_FEN, moves: [] };
    this.levelSent = false;
    await this.ping();
  }

  /** A move as the engine takes it (SAN if it asked for san=1): `usermove M` or `M` alone. */
  private sendMove(board: Board, uci: string): void {
    const move = parseUci(board, uci);
    if (!move.ok) throw new Error(move.error.message);
    const text = this.features.get('san') === '1' ? makeSan(board, move.value) : uci;
    board.make(move.value);
    this.send(this.features.get('usermove') === '1' ? `usermove ${text}` : text);
  }

  /** Brings the engine's game to `fen` + `moves` (in force mode), sending only what changed. */
  private follow(fen: string, moves: readonly string[]): void {
    this.send('force');
    const g = this.game;
    const continues =
      g !== undefined &&
      g.fen === fen &&
      g.moves.length <= moves.length &&
      g.moves.every((m, i) => m === moves[i]);
    if (!continues) {
      this.send('new');
      this.send('force');
      this.levelSent = false;
      if (fen !== START_FEN) {
        const refusal = this.cannotStartFrom(fen);
        if (refusal !== undefined) throw new Error(refusal);
        this.send(`setboard ${fen}`);
      }
      this.game = { fen, moves: [] };
    }
    const game = this.game!;
    const board = boardAt(fen, game.moves);
    for (const m of moves.slice(game.moves.length)) {
      this.sendMove(board, m);
      game.moves.push(m);
    }
  }

  /** The time control of `limits` for the side to move (`white`). */
  private sendTime(limits: SearchLimits, white: boolean): void {
    if (limits.depth !== undefined) this.send(`sd ${limits.depth}`);
    if (limits.movetime !== undefined) {
      this.send(`st ${Math.max(1, Math.round(limits.movetime / 1000))}`);
      return;
    }
    const own = white ? limits.wtime : limits.btime;
    const other = white ? limits.btime : limits.wtime;
    if (own === undefined) return;
    if (!this.levelSent) {
      this.send(levelCommand(limits, own));
      this.levelSent = true;
    }
    this.send(`time ${Math.max(0, Math.round(own / 10))}`);
    this.send(`otim ${Math.max(0, Math.round((other ?? own) / 10))}`);
  }

  async go(startFen: string, moves: readonly string[], limits: SearchLimits): Promise<PlayerMove> {
    const board = boardAt(startFen, moves);
    this.follow(startFen, moves);
    this.sendTime(limits, board.side === 1);
    this.lastInfo = undefined;
    this.send('go');
    // No timeout here: the referee's watchdog or clock decides when this move is too late.
    const line = await this.waitFor(
      (l) => l.startsWith('move ') || l === 'resign' || l.startsWith('Illegal move') || l.startsWith('Error'),
      'move',
      undefined,
    );
    if (line.startsWith('Illegal move') || line.startsWith('Error'))
      throw new Error(`the engine refused the game so far: ${line}`);
    this.send('force');
    if (line === 'resign') return { bestmove: null, info: this.lastInfo };
    const text = line.slice('move '.length).trim();
    const uci = toUci(board, text);
    if (uci !== undefined) this.game!.moves.push(uci);
    else this.game = undefined; // the referee will refuse it; the next game starts afresh
    return { bestmove: uci ?? text, info: this.lastInfo };
  }
}

/** The board after `moves` from `fen` (the referee has checked them). */
function boardAt(fen: string, moves: readonly string[]): Board {
  const b = boardAfterMoves(fen, moves, X88);
  if (!b.ok) throw new Error(b.error);
  return b.value;
}

/** A move in coordinates (e2e4, e7e8q) or SAN (Nf3, O-O) as UCI, or undefined if it is neither. */
export function toUci(board: Board, text: string): string | undefined {
  const coordinate = parseUci(board, text);
  if (coordinate.ok) return makeUci(board, coordinate.value);
  const san = parseSan(board, text);
  return san.ok ? makeUci(board, san.value) : undefined;
}

/** A factory of XBoard process players for the executable at `path`. */
export function xboardPlayerFactory(
  name: string,
  path: string,
  options: readonly OptionSetting[],
  handshakeMs?: number,
): PlayerFactory {
  return { name, create: () => XBoardProcessPlayer.start({ name, path, options, handshakeMs }) };
}
