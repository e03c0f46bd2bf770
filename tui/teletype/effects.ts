// The session's effects carried out, without React: engine work on named slots (engine-host's
// EngineSlots; 'judge:<id>' slots open with the engine's own book off), file reads and writes,
// RUN's timer, the bell, and the end of the session (every engine closed first, so the
// process can exit). Each answer goes back to the session through `send`, as a Reply.
//
// Every 'compare' is answered, with the columns of the engines that were not dropped, so the
// screen never waits for good; each engine starts it as a new game, so nothing searched before
// (a replay's comments, an earlier COMPARE) changes its answer.

import type { Evaluation, InfoRecord, SearchResult } from '../../engines/engine.js';
import type { OpenEngine } from '../engine-host/engine-handle.js';
import { EngineSlots } from '../engine-host/slots.js';
import type { CompareColumn } from '../format/compare-table.js';
import { appendPgn, checkOutputFile, writeFailure } from '../files.js';
import { errorMessage } from '../../core/result.js';
import { readPgnInWorker, type PgnRead, type PgnReader } from './pgn-read.js';
import { asTyped, judgeSlot, keepQuotes, type Effect, type Reply, type SessionConfig } from './screen.js';

/** How often a timer waiting for the printer looks again, in milliseconds. */
const PRINT_POLL_MS = 50;

/** What the effects need from their surroundings. */
export interface EffectEnv {
  readonly config: SessionConfig;
  readonly openEngine: OpenEngine;
  /** Hands an answer back to the session. */
  readonly send: (reply: Reply) => void;
  /** Whether the printer has printed everything so far (RUN's pause counts from then). */
  readonly printed: () => boolean;
  readonly bell: () => void;
  /** The session is over and every engine closed. */
  readonly exit: () => void;
  /** Reads a game of a PGN file (default: in a worker thread, pgn-read.ts). */
  readonly readPgn?: PgnReader | undefined;
}

/** Carries out a session's effects, one at a time, as they come. */
export class EffectRunner {
  private readonly slots: EngineSlots;
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  /** The files this session has read (GAME? in REPLAY): SAVE never writes one. */
  private readonly read: string[] = [];
  /** The PGN reads under way, by tag: cancelled by a key (cancel-read) or the end of the session. */
  private readonly reads = new Map<number, PgnRead>();

  /** The files this session has read (its config's and GAME?'s): never written over. */
  private inputs(): string[] {
    return [...(this.env.config.inputs ?? []), ...this.read];
  }

  constructor(private readonly env: EffectEnv) {
    this.slots = new EngineSlots((name) => {
      const [kind = '', id = ''] = name.split(':');
      const handle = env.openEngine(id);
      return kind === 'judge' ? { handle, setUp: handle.setOption('OwnBook', 'false') } : { handle };
    });
  }

  /** Stops the timers and closes every engine (the app went away without an exit effect). */
  dispose(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const read of this.reads.values()) read.cancel();
    this.reads.clear();
    return this.slots.close();
  }

  carryOut(effect: Effect): void {
    const { send } = this.env;
    const fail = (tag: number, e: unknown) => send({ type: 'failed', tag, error: errorMessage(e) });
    switch (effect.kind) {
      case 'search': {
        const { tag } = effect;
        const onInfo = effect.infos ? (info: InfoRecord) => send({ type: 'info', tag, info }) : undefined;
        this.slots
          .run(effect.slot, async ({ handle: h, search }): Promise<SearchResult> => {
            for (const [name, value] of effect.options ?? []) await h.setOption(name, value);
            if (effect.newGame) await h.newGame();
            await h.setPosition(effect.fen, effect.moves);
            return search(effect.limits, onInfo);
          })
          .then(
            (result) => result && send({ type: 'searched', tag, result }),
            (e: unknown) => fail(tag, e),
          );
        return;
      }
      case 'stop':
        this.slots.stop(effect.slot, effect.drop);
        return;
      case 'stop-all':
        this.slots.stopAll();
        return;
      case 'compare': {
        const { tag } = effect;
        const metas = this.env.config.engines;
        Promise.all(
          effect.engines.map((id) =>
            this.slots.run(judgeSlot(id), async ({ handle: h, search }): Promise<CompareColumn> => {
              for (const [name, value] of effect.options ?? []) await h.setOption(name, value);
              // A fresh game (tables, killers and history cleared): the same position gives the
              // same answer every time, and the answer of `ttychess compare` (issue 25, item 8).
              await h.newGame();
              await h.setPosition(effect.fen, []);
              const evaluation: Evaluation = await h.evaluate(true);
              const result = await search(effect.limits);
              return { meta: metas.find((m) => m.id === id)!, evaluation, result };
            }),
          ),
        ).then(
          // A dropped engine has no column.
          (columns) => send({ type: 'compared', tag, columns: columns.filter((c) => c !== undefined) }),
          (e: unknown) => fail(tag, e),
        );
        return;
      }
      case 'save':
        try {
          // Appended only to a regular file that is empty or PGN, never to a file the session read.
          const appended = appendPgn(effect.path, effect.text, { inputs: this.inputs() });
          send({ type: 'saved', tag: effect.tag, path: effect.path, appended });
        } catch (e) {
          fail(effect.tag, fileProblem(effect.path, writeFailure(effect.path, e).reason));
        }
        return;
      case 'check-save': {
        // The rules of the append above, checked before SAVE spends time judging for the file.
        const refused = checkOutputFile(effect.path, 'append-pgn', { inputs: this.inputs() });
        if (refused === undefined) send({ type: 'save-checked', tag: effect.tag });
        else fail(effect.tag, fileProblem(effect.path, refused.reason));
        return;
      }
      case 'read': {
        // A regular file of bounded size only (engines/file-read.ts: a FIFO or /dev/zero named
        // at GAME? is refused at once), read and parsed in a worker (pgn-read.ts): a 50 MB file
        // takes seconds, during which the paper, the keyboard and Ctrl-C stay live.
        this.read.push(effect.path);
        const read = (this.env.readPgn ?? readPgnInWorker)({ path: effect.path, game: effect.game });
        this.reads.set(effect.tag, read);
        void read.result.then((found) => {
          if (!this.reads.delete(effect.tag)) return; // cancelled
          if (found.ok) send({ type: 'read', tag: effect.tag, count: found.count, game: found.game });
          else if (found.parse !== undefined) fail(effect.tag, keepQuotes(found.parse));
          else fail(effect.tag, `CANNOT READ ${fileProblem(effect.path, found.reason ?? '')}`);
        });
        return;
      }
      case 'cancel-read':
        this.reads.get(effect.tag)?.cancel();
        this.reads.delete(effect.tag);
        return;
      case 'timer': {
        // RUN's pause counts from when the paper has caught up with the printing.
        const wait = (ms: number) => {
          const timer = setTimeout(() => {
            this.timers.delete(timer);
            if (!this.env.printed()) wait(PRINT_POLL_MS);
            else send({ type: 'timer', tag: effect.tag });
          }, ms);
          this.timers.add(timer);
        };
        wait(effect.ms);
        return;
      }
      case 'bell':
        this.env.bell();
        return;
      case 'exit':
        void this.dispose().then(() => this.env.exit());
        return;
    }
  }
}

/**
 * A file's problem as the paper prints it: the path as typed, and the reason in capitals but for
 * the names it quotes ('games/Mine.pgn'), which are paths too and keep their small letters.
 */
export function fileProblem(path: string, reason: string): string {
  return `${asTyped(path)}: ${keepQuotes(reason)}`;
}
