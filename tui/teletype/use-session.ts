// The hook between the session reducer and the terminal: keeps the printed paper, turns keys
// into session actions, and carries out the reducer's effects: engine work on named slots (one
// EngineHandle each, opened on first use, worker threads in the program), file reads and
// writes, RUN's timer, the bell and the end of the session (every engine closed first, so the
// process can exit).
//
// A slot runs one job at a time, in order: a search starts only when the one before it has
// returned, so stopping one never races the next one's start. A 'stop' bumps the slot's
// generation when it drops: the running search is told to stop and queued jobs of the old
// generation are skipped (the reducer has stopped waiting for them anyway). A 'stop' without
// drop ("move now") tells the running search to stop, and a job already queued when it came
// stops its search as soon as it starts: a key pressed while the engine is still starting up,
// or while the job sets up its position, is not lost (the engine's own stop flag is cleared
// when a search starts). Every 'compare' is answered, with the columns of the engines that
// were not dropped.

import { useApp, useInput } from 'ink';
import type { Printer } from './use-printer.js';
import { useEffect, useReducer, useRef } from 'react';
import type { Evaluation, InfoRecord, SearchLimits, SearchResult } from '../../engines/engine.js';
import type { EngineHandle, OpenEngine } from '../engine-host/engine-handle.js';
import type { CompareColumn } from '../format/compare-table.js';
import { readTextFile } from '../../engines/file-read.js';
import { appendPgn, writeFailure } from '../files.js';
import type { ReplayGame } from './replay/game.js';
import { asTyped, judgeSlot, type Effect, type SessionConfig } from './screen.js';
import {
  isBusy,
  openSession,
  promptText,
  statusText,
  step,
  type SessionAction,
  type SessionState,
  type Step,
} from './session.js';

/** One printed line; the id is its position on the paper (a stable React key). */
export interface PaperLine {
  readonly id: number;
  readonly text: string;
}

interface Teletype {
  readonly session: SessionState;
  readonly paper: readonly PaperLine[];
  /** Effects asked for, numbered; the hook carries out those it has not seen yet. */
  readonly outbox: readonly { readonly id: number; readonly effect: Effect }[];
  readonly nextEffect: number;
}

/** How often a timer waiting for the printer looks again, in milliseconds. */
const PRINT_POLL_MS = 50;

/** How many past effects the outbox keeps (far more than arrive between two renders). */
const OUTBOX = 200;

/** Adds a reducer step to the teletype: new state, its lines on the paper, its effects. */
function record(t: Teletype, s: Step): Teletype {
  const paper =
    s.print.length === 0
      ? t.paper
      : [...t.paper, ...s.print.map((text, i) => ({ id: t.paper.length + i, text }))];
  if (s.effects.length === 0) return { ...t, session: s.state, paper };
  const added = s.effects.map((effect, i) => ({ id: t.nextEffect + i, effect }));
  return {
    session: s.state,
    paper,
    outbox: [...t.outbox, ...added].slice(-OUTBOX),
    nextEffect: t.nextEffect + added.length,
  };
}

function reduce(t: Teletype, action: SessionAction): Teletype {
  return record(t, step(t.session, action));
}

/** What the session needs from its surroundings; tests pass in-process engines and no bell. */
export interface SessionProps {
  readonly config: SessionConfig;
  /** Open straight at this game's replay. */
  readonly replay?: ReplayGame | undefined;
  readonly openEngine: OpenEngine;
  /** Called when the session ends (QUIT or Ctrl-C), after the engines are closed, before the app exits. */
  readonly onExit?: (() => void) | undefined;
  /** Whether the printer has printed everything so far (RUN waits for it); default: always. */
  readonly printed?: (() => boolean) | undefined;
  /** Rings the bell (BEL); by default writes it to stdout. */
  readonly bell?: (() => void) | undefined;
}

export interface TeletypeView {
  /** Hands an action to the session (the keys, from useTeletypeKeys). */
  readonly send: (action: SessionAction) => void;
  /** The session has ended. */
  readonly done: boolean;
  readonly paper: readonly PaperLine[];
  /** Whether an input line is shown (not while busy, not after the end). */
  readonly live: boolean;
  readonly prompt: string;
  readonly draft: string;
  /** What is going on, for a live line under the paper ('' when nothing is). */
  readonly status: string;
}

interface Slot {
  readonly handle: EngineHandle;
  chain: Promise<void>;
  /** Bumped by a dropping stop: queued jobs of an older generation are skipped. */
  generation: number;
  /** Bumped by every stop: a job queued before it stops its search as soon as it starts. */
  stops: number;
}

/** What a queued job is given: the engine, and its search (stopped at once if asked while queued). */
interface Job {
  readonly handle: EngineHandle;
  search(limits: SearchLimits, onInfo?: (info: InfoRecord) => void): Promise<SearchResult>;
}

/** Runs a teletype session on ink's keyboard. */
export function useSession(props: SessionProps): TeletypeView {
  const [t, dispatch] = useReducer(reduce, undefined, () => {
    const first = openSession(props.config, props.replay);
    return record({ session: first.state, paper: [], outbox: [], nextEffect: 0 }, first);
  });
  const { exit } = useApp();
  const screen = t.session.screen;
  const done = screen.name === 'done';

  const slots = useRef(new Map<string, Slot>());
  const handled = useRef(-1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const alive = useRef(true);
  // Effects are carried out through refs: the latest props, and a dispatch that is quiet after the end.
  const latest = useRef(props);
  latest.current = props;
  const send = useRef((a: SessionAction) => {
    if (alive.current) dispatch(a);
  });

  // Close every engine if the app goes away without an exit effect (tests' cleanup).
  useEffect(
    () => () => {
      alive.current = false;
      for (const timer of timers.current) clearTimeout(timer);
      for (const slot of slots.current.values()) void slot.handle.close().catch(() => {});
      slots.current.clear();
    },
    [],
  );

  useEffect(() => {
    const fresh = t.outbox.filter((e) => e.id > handled.current);
    if (fresh.length === 0) return;
    handled.current = fresh.at(-1)!.id;
    for (const { effect } of fresh) carryOut(effect);
  }, [t.outbox]);

  /** The slot of that name, its engine opened on first use (judge slots with the book off). */
  function slot(name: string): Slot {
    let s = slots.current.get(name);
    if (s) return s;
    const [kind = '', id = ''] = name.split(':');
    const handle = latest.current.openEngine(id);
    s = { handle, chain: Promise.resolve(), generation: 0, stops: 0 };
    if (kind === 'judge') s.chain = handle.setOption('OwnBook', 'false').catch(() => {});
    slots.current.set(name, s);
    return s;
  }

  /**
   * Queues a job on a slot; it is skipped if the slot is stopped with drop before it starts, and
   * its search stops at once if the slot is stopped without drop before the search starts.
   */
  function enqueue<T>(name: string, job: (j: Job) => Promise<T>): Promise<T | undefined> {
    const s = slot(name);
    const { generation, stops } = s;
    const search: Job['search'] = (limits, onInfo) => {
      const searching = s.handle.search(limits, onInfo);
      // A stop that came while this job waited reached no search of its: pass it on now.
      if (s.stops !== stops) s.handle.stop();
      return searching;
    };
    const run = s.chain.then(() =>
      generation === s.generation && alive.current ? job({ handle: s.handle, search }) : undefined,
    );
    s.chain = run.then(
      () => {},
      () => {},
    );
    return run;
  }

  /** Stops the slot's running search; with `drop`, its queued jobs are skipped too. */
  function stop(s: Slot, drop: boolean): void {
    if (drop) s.generation++;
    s.stops++;
    s.handle.stop();
  }

  function fail(tag: number, e: unknown): void {
    send.current({ type: 'failed', tag, error: e instanceof Error ? e.message : String(e) });
  }

  function carryOut(effect: Effect): void {
    switch (effect.kind) {
      case 'search': {
        const { tag } = effect;
        const onInfo = effect.infos
          ? (info: InfoRecord) => send.current({ type: 'info', tag, info })
          : undefined;
        enqueue(effect.slot, async ({ handle: h, search }): Promise<SearchResult> => {
          for (const [name, value] of effect.options ?? []) await h.setOption(name, value);
          if (effect.newGame) await h.newGame();
          await h.setPosition(effect.fen, effect.moves);
          return search(effect.limits, onInfo);
        }).then(
          (result) => result && send.current({ type: 'searched', tag, result }),
          (e: unknown) => fail(tag, e),
        );
        return;
      }
      case 'stop': {
        const s = slots.current.get(effect.slot);
        if (s) stop(s, effect.drop);
        return;
      }
      case 'stop-all':
        for (const s of slots.current.values()) stop(s, true);
        return;
      case 'compare': {
        const { tag } = effect;
        const metas = latest.current.config.engines;
        Promise.all(
          effect.engines.map((id) =>
            enqueue(judgeSlot(id), async ({ handle: h, search }): Promise<CompareColumn> => {
              await h.setPosition(effect.fen, []);
              const evaluation: Evaluation = await h.evaluate(true);
              const result = await search(effect.limits);
              return { meta: metas.find((m) => m.id === id)!, evaluation, result };
            }),
          ),
        ).then(
          // Always an answer, so the screen never waits for good: a dropped engine has no column.
          (columns) =>
            send.current({ type: 'compared', tag, columns: columns.filter((c) => c !== undefined) }),
          (e: unknown) => fail(tag, e),
        );
        return;
      }
      case 'save':
        try {
          const appended = appendPgn(effect.path, effect.text);
          send.current({ type: 'saved', tag: effect.tag, path: effect.path, appended });
        } catch (e) {
          fail(effect.tag, `${asTyped(effect.path)}: ${writeFailure(effect.path, e).reason}`);
        }
        return;
      case 'read': {
        // A regular file of bounded size only (engines/file-read.ts): a FIFO or /dev/zero named
        // at GAME? is refused at once instead of hanging the teletype.
        const read = readTextFile(effect.path);
        if (read.ok) send.current({ type: 'read', tag: effect.tag, text: read.value });
        else fail(effect.tag, `CANNOT READ ${asTyped(effect.path)}: ${read.error.reason}`);
        return;
      }
      case 'timer': {
        // RUN's pause counts from when the paper has caught up with the printing.
        const wait = (ms: number) => {
          const timer = setTimeout(() => {
            timers.current.delete(timer);
            if (latest.current.printed?.() === false) wait(PRINT_POLL_MS);
            else send.current({ type: 'timer', tag: effect.tag });
          }, ms);
          timers.current.add(timer);
        };
        wait(effect.ms);
        return;
      }
      case 'bell':
        (latest.current.bell ?? (() => process.stdout.write('\x07')))();
        return;
      case 'exit': {
        const all = [...slots.current.values()];
        slots.current.clear();
        for (const timer of timers.current) clearTimeout(timer);
        // The printer flushes the last lines once the session is done (see App); a turn of the
        // event loop lets them reach the paper before ink unmounts.
        void Promise.allSettled(all.map((s) => s.handle.close())).then(() =>
          setTimeout(() => {
            latest.current.onExit?.();
            exit();
          }, 20),
        );
        return;
      }
    }
  }

  return {
    send: dispatch,
    done,
    paper: t.paper,
    live: !done && !isBusy(screen),
    prompt: promptText(screen),
    draft: t.session.draft,
    status: statusText(t.session),
  };
}

/**
 * The keyboard: Ctrl-C always ends the session. While the printer is still typing, a key
 * finishes the line (Enter: everything waiting) and is typed as well, so type-ahead is kept and
 * answered in order; only a lone Enter or space with nothing typed yet is just the "hurry up"
 * key and is not typed (it would answer the prompt blank). While the screen is busy a key also
 * interrupts the work, and what it typed waits for the next prompt (session.ts type-ahead).
 */
export function useTeletypeKeys(view: TeletypeView, printer: Printer): void {
  useInput(
    (input, key) => {
      if (key.ctrl && input === 'c') {
        printer.finishAll();
        view.send({ type: 'interrupt' });
        return;
      }
      const hurry = !printer.idle;
      if (hurry) {
        if (key.return) printer.finishAll();
        else printer.finishLine();
      }
      if (hurry && (key.return || input === ' ')) view.send({ type: 'hurry', enter: key.return });
      else if (key.return) view.send({ type: 'enter' });
      else if (key.backspace || key.delete) view.send({ type: 'erase' });
      else if (!key.ctrl && !key.meta && input !== '') view.send({ type: 'type', text: input });
      else if (key.escape) view.send({ type: 'type', text: ' ' });
    },
    { isActive: !view.done },
  );
}
