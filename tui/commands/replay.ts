// `ttychess replay FILE.pgn [--game N]`: replays a game with the engines commenting. On a
// terminal it opens the teletype straight at the REPLAY screen of that game; with --plain, or
// when stdout is not a terminal, it prints the whole transcript (tui/teletype/replay/
// transcript.ts, the same lines the teletype prints) and exits 0:
//
//   $ ttychess replay fixtures/games/wccc-1983-new-york.pgn --plain --baud 0 --engines gnu --depth 2
//   WCCC 1983, NEW YORK, USA, 1983.10.22, ROUND 1
//   CRAY BLITZ (WHITE) - BCP (BLACK), 1-0
//   ...
//
// Every position is judged by every engine (each in its own worker thread, all at once); at a
// fixed --depth the transcript is the same on every run (fixtures/golden/ holds one).
//
// With --annotate OUT.pgn it writes the game with the judgements as PGN comments and variations
// instead (tui/teletype/replay/annotate.ts), a progress bar on stderr while the engines work.
//
// A game whose movetext is cut off (no result of its own, or a move number with nothing after
// it: core/pgn.ts) is still replayed, with a warning under the header and no result at the end
// (`RESULT: NONE, THE GAME IS CUT OFF HERE`); --annotate writes it unfinished (*) and warns on
// stderr.

import { statSync } from 'node:fs';
import type { Argv, CommandModule, Options } from 'yargs';
import { parsePgn } from '../../core/pgn.js';
import type { EngineMeta, SearchLimits } from '../../engines/engine.js';
import { countsPositions, engineName, teletypeEngines } from '../teletype/engines.js';
import { plies, replayGame, type ReplayGame } from '../teletype/replay/game.js';
import { judgePosition, type Judgement } from '../teletype/replay/judge.js';
import { replayTranscript, type Commentator } from '../teletype/replay/transcript.js';
import { BAUD_RATES, parseSettings, TELETYPE_COLUMNS, type SettingsArgs } from '../teletype/settings.js';
import { parseWhole, periodFlag, type PeriodFlag } from '../flag-parsers.js';
import { periodWordsOf } from '../teletype/play.js';
import { openForAnalysis, WORKER_ENGINES, type EngineSource } from './lineup.js';
import { emit, oneLine, success, usageError, type CommandOutput } from './output.js';
import { NEEDS_TERMINAL, narrowTerminal } from './teletype.js';
import { checkOutputFile, writeAtomically } from '../files.js';
import { progressBar } from '../match/report.js';
import { annotatedPgn } from '../teletype/replay/annotate.js';
import { readTextFile } from '../../engines/file-read.js';
import { visible } from '../../core/visible.js';
import { errorMessage } from '../../core/result.js';

export interface ReplayArgs extends SettingsArgs {
  readonly file?: string | undefined;
  readonly game?: string | number | undefined;
  readonly plain?: boolean | undefined;
  readonly annotate?: string | undefined;
}

/** What the command needs from the process: whether it has a terminal, and how wide. */
export interface ReplayEnv {
  readonly stdinIsTTY: boolean;
  readonly stdoutIsTTY: boolean;
  readonly columns: number | undefined;
  /** Progress for the plain transcript (moves judged of all), on stderr when it is a terminal. */
  readonly progress?: ((done: number, total: number) => void) | undefined;
  /** Progress for --annotate: a bar on stderr when it is a terminal. */
  readonly annotateProgress?: ((done: number, total: number) => void) | undefined;
  /** Says what a wait of more than a moment is (reading a big file), on stderr. */
  readonly note?: ((line: string) => void) | undefined;
}

/** Files larger than this are announced before they are read (parsing 1 MB of PGN takes 0.3 s). */
export const ANNOUNCED_BYTES = 1024 * 1024;

function processEnv(): ReplayEnv {
  const stderrTTY = process.stderr.isTTY === true;
  return {
    note: (line) => void process.stderr.write(`${visible(line)}\n`),
    stdinIsTTY: process.stdin.isTTY === true,
    stdoutIsTTY: process.stdout.isTTY === true,
    columns: process.stdout.columns,
    progress: stderrTTY
      ? (done, total) =>
          process.stderr.write(done < total ? `\rJUDGING POSITION ${done} OF ${total}...` : '\r\x1b[K')
      : undefined,
    annotateProgress: stderrTTY
      ? (done, total) =>
          process.stderr.write(
            done < total
              ? `\r${progressBar(done, total)} ${done}/${total} positions judged\x1b[K`
              : '\r\x1b[K',
          )
      : undefined,
  };
}

/** The command's flags, as data. */
export function replayOptions(ids: readonly string[]) {
  return {
    game: { type: 'string', describe: 'which game of the file, counting from 1 (default 1)' },
    plain: { type: 'boolean', default: false, describe: 'print the whole transcript as plain text' },
    annotate: {
      type: 'string',
      describe: "write the game with the engines' judgements as PGN comments to this file",
    },
    baud: { type: 'string', describe: `printing pace: ${BAUD_RATES.join(', ')} (0: at once; default 1200)` },
    engines: {
      type: 'string',
      describe: `engines that comment, comma-separated (default: all: ${ids.join(',') || 'none built yet'})`,
    },
    depth: { type: 'string', describe: 'each engine searches this many plies deep' },
    movetime: { type: 'string', describe: 'each engine searches this many milliseconds' },
    notation: { type: 'string', describe: 'san (NF3) or long (G1-F3) (default san)' },
    'board-every': { type: 'string', describe: 'print the board every N moves (default 0: never)' },
    period: { ...periodFlag, describe: `replay and compare: ${periodFlag.describe}` },
    unicode: { type: 'boolean', default: false, describe: 'draw the pieces as chess glyphs' },
    bell: { type: 'boolean', default: false, describe: 'ring the bell on check and mate' },
  } as const satisfies Record<string, Options>;
}

/** Reads game N (1-based) of a PGN file and replays it; errors are one line. */
export function readReplayGame(file: string, n: number): { game: ReplayGame } | { error: string } {
  const text = readTextFile(file);
  if (!text.ok) return { error: `replay: cannot read '${file}': ${text.error.reason}` };
  const games = parsePgn(text.value);
  if (!games.ok) return { error: `replay: ${file}: ${games.error.message}` };
  if (games.value.length === 0) return { error: `replay: ${file} holds no games` };
  const pgn = games.value[n - 1];
  if (!pgn) return { error: `replay: --game ${n}: ${file} holds ${games.value.length} game(s)` };
  const game = replayGame(pgn);
  return game.ok ? { game: game.value } : { error: `replay: ${file}: ${game.error}` };
}

/** The commentators for engine ids. */
export function commentators(ids: readonly string[], metas: readonly EngineMeta[]): Commentator[] {
  return ids.map((id) => {
    const meta = metas.find((m) => m.id === id)!;
    return { id, name: engineName(meta), positions: countsPositions(meta) };
  });
}

/**
 * Every position of the game judged by every engine, all engines at once, each on its own
 * handle (opened for analysis, a new game first, closed at the end). Index = position.
 */
export async function judgeGame(
  source: EngineSource,
  ids: readonly string[],
  game: ReplayGame,
  limits: SearchLimits,
  progress?: (done: number, total: number) => void,
  options: readonly (readonly [string, string])[] = [],
): Promise<Judgement[][]> {
  const metas = source.registry.list();
  const total = plies(game) + 1;
  const counts = ids.map(() => 0);
  const perEngine = await Promise.all(
    ids.map(async (id, e) => {
      const handle = await openForAnalysis(source, id);
      try {
        for (const [name, value] of options) await handle.setOption(name, value);
        const out: Judgement[] = [];
        for (let k = 0; k < total; k++) {
          out.push(
            await judgePosition(
              handle,
              metas.find((m) => m.id === id)!,
              game,
              k,
              limits,
            ),
          );
          counts[e] = k + 1;
          progress?.(Math.min(...counts), total);
        }
        return out;
      } finally {
        await handle.close();
      }
    }),
  );
  return Array.from({ length: total }, (_, k) => perEngine.map((list) => list[k]!));
}

/** The commentators for engine ids, with the engines' names as written (for PGN). */
export function pgnCommentators(ids: readonly string[], metas: readonly EngineMeta[]): Commentator[] {
  return ids.map((id) => {
    const meta = metas.find((m) => m.id === id)!;
    return { id, name: meta.name, positions: countsPositions(meta) };
  });
}

/** The annotated PGN of a judged game, for `--annotate` and the teletype's SAVE in REPLAY. */
export async function annotateGame(
  source: EngineSource,
  ids: readonly string[],
  game: ReplayGame,
  limits: SearchLimits,
  progress?: (done: number, total: number) => void,
  period: Period = NO_PERIOD,
): Promise<string> {
  const judged = await judgeGame(source, ids, game, limits, progress, period.options);
  return annotatedPgn(game, pgnCommentators(ids, source.registry.list()), limits, judged, period.words);
}

/** The engines' Period option and its words for the header, from --period. */
interface Period {
  readonly options: readonly (readonly [string, string])[];
  readonly words: readonly string[];
}
const NO_PERIOD: Period = { options: [], words: [] };

function periodOf(mode: 'off' | PeriodFlag, ids: readonly string[], metas: readonly EngineMeta[]): Period {
  if (mode === 'off') return NO_PERIOD;
  return { options: [['Period', mode]], words: periodWordsOf(mode, ids, metas) };
}

/** A failure mid-command: one line, status 1. */
function failure(e: unknown): CommandOutput {
  return {
    stdout: [],
    stderr: [`ttychess: replay: ${oneLine(errorMessage(e))}`],
    code: 1,
  };
}

/**
 * `--annotate OUT`: judges the game, then writes it to `out` atomically; one line says where.
 * `out` is checked first (engines/file-write.ts): a folder, device or FIFO, or the PGN file
 * read (`input`, by any name), is refused with exit 2 before any engine starts.
 */
async function annotateReplay(
  out: string,
  input: string,
  game: ReplayGame,
  s: {
    readonly engines: readonly string[];
    readonly limits: SearchLimits;
    readonly period: 'off' | PeriodFlag;
  },
  source: EngineSource,
  progress: ((done: number, total: number) => void) | undefined,
): Promise<CommandOutput> {
  if (out.trim() === '') return usageError('replay: --annotate needs a file name');
  const refused = checkOutputFile(out, 'replace', { inputs: [input] });
  if (refused) return usageError(`replay: --annotate: cannot write '${out}': ${refused.reason}`);
  let text: string;
  try {
    text = await annotateGame(
      source,
      s.engines,
      game,
      s.limits,
      progress,
      periodOf(s.period, s.engines, source.registry.list()),
    );
  } catch (e) {
    return failure(e);
  } finally {
    progress?.(1, 1);
  }
  try {
    writeAtomically(out, text, { inputs: [input] });
  } catch (e) {
    return failure(e);
  }
  return success([`replay: wrote ${out} (${plies(game)} moves annotated by ${s.engines.join(', ')})`]);
}

/** The size of the file at `path` in bytes, or undefined if it cannot be had (the read will say why). */
function sizeOf(path: string): number | undefined {
  try {
    return statSync(path).size;
  } catch {
    return undefined;
  }
}

/** Runs the command; resolves to what to print (the teletype prints for itself). */
export async function runReplay(
  args: ReplayArgs,
  source: EngineSource = WORKER_ENGINES,
  env: ReplayEnv = processEnv(),
): Promise<CommandOutput> {
  const settings = parseSettings(args, source.registry);
  if (!settings.ok) return usageError(`replay: ${settings.error}`);
  const n = parseWhole('game', args.game, 1, 1_000_000);
  if (!n.ok) return usageError(`replay: ${n.error}`);
  if (args.file === undefined || args.file === '') return usageError('replay: name a PGN file');
  // A big file takes seconds to read: say so first (Ctrl-C ends the command at once meanwhile).
  const size = sizeOf(args.file);
  if (size !== undefined && size > ANNOUNCED_BYTES)
    env.note?.(`ttychess: replay: reading '${args.file}' (${(size / (1024 * 1024)).toFixed(1)} MB)...`);
  const read = readReplayGame(args.file, n.value ?? 1);
  if ('error' in read) return usageError(read.error);
  const { game } = read;
  const s = settings.value;
  if (args.annotate !== undefined) {
    const written = await annotateReplay(args.annotate, args.file, game, s, source, env.annotateProgress);
    // A cut-off game is annotated as far as it goes, unfinished (*): say so where the user looks.
    if (game.cutOff === undefined || written.code !== 0) return written;
    return { ...written, stderr: [...written.stderr, `ttychess: replay: warning: ${game.cutOff}`] };
  }

  const plain = args.plain === true || !env.stdoutIsTTY;
  if (!plain) {
    if (!env.stdinIsTTY) return usageError(NEEDS_TERMINAL);
    if (env.columns !== undefined && env.columns < TELETYPE_COLUMNS)
      return usageError(narrowTerminal(env.columns));
    const { openTeletype } = await import('../teletype/open.js');
    await openTeletype({ settings: s, replay: { game, label: args.file } });
    return success([]);
  }
  try {
    const period = periodOf(s.period, s.engines, source.registry.list());
    const judged = await judgeGame(source, s.engines, game, s.limits, env.progress, period.options);
    const who = commentators(s.engines, source.registry.list());
    return success(
      replayTranscript(
        game,
        who,
        s.limits,
        judged,
        { notation: s.notation, boardEvery: s.boardEvery, unicode: s.unicode },
        period.words,
      ),
    );
  } catch (e) {
    return failure(e);
  }
}

/** The command module for an engine source (workers in the binary; tests pass in-process engines). */
export function makeReplayCommand(source: EngineSource = WORKER_ENGINES): CommandModule<object, ReplayArgs> {
  return {
    command: 'replay <file>',
    describe: 'Replay a game from a PGN file with the engines commenting (--plain: as text)',
    builder: (yargs: Argv<object>) =>
      yargs
        .positional('file', { type: 'string', describe: 'a PGN file' })
        .options(replayOptions(teletypeEngines(source.registry).map((m) => m.id)))
        .example('$0 replay fixtures/games/wccc-1983-new-york.pgn', 'open the teletype at that game')
        .example(
          '$0 replay fixtures/games/wccc-1983-new-york.pgn --plain --engines gnu --depth 2',
          'print the transcript',
        ) as unknown as Argv<ReplayArgs>,
    handler: async (args) => emit(await runReplay(args, source)),
  };
}

export const replayCommand = makeReplayCommand();
