// The hook between the session reducer and the terminal: keeps the printed paper, hands the
// session its actions (the keys come from use-teletype-keys.ts) and has each effect the
// reducer asks for carried out by an EffectRunner (effects.ts: engine work on named slots,
// files, RUN's timer, the bell, the end), whose answers come back as actions. An effect leaves
// the outbox only once the hook has carried it out (never by a cap on its length: however many
// effects one step asks for, none is dropped).

import { useApp } from 'ink';
import { useEffect, useReducer, useRef } from 'react';
import type { OpenEngine } from '../engine-host/engine-handle.js';
import { EffectRunner } from './effects.js';
import type { PaperLine } from './paper.js';
import type { ReplayGame } from './replay/game.js';
import type { Effect, SessionConfig } from './screen.js';
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

export interface Teletype {
  readonly session: SessionState;
  readonly paper: readonly PaperLine[];
  /** Effects asked for and not yet carried out, numbered; the hook carries out those it has not seen yet. */
  readonly outbox: readonly { readonly id: number; readonly effect: Effect }[];
  readonly nextEffect: number;
}

/** What the teletype's reducer takes: the session's actions, and the hook's word that it has carried out effects. */
export type TeletypeAction = SessionAction | { readonly type: 'carried-out'; readonly through: number };

/** Adds a reducer step to the teletype: new state, its lines on the paper, its effects. */
export function record(t: Teletype, s: Step): Teletype {
  const paper =
    s.print.length === 0
      ? t.paper
      : [...t.paper, ...s.print.map((text, i) => ({ id: t.paper.length + i, text }))];
  if (s.effects.length === 0) return { ...t, session: s.state, paper };
  const added = s.effects.map((effect, i) => ({ id: t.nextEffect + i, effect }));
  return {
    session: s.state,
    paper,
    outbox: [...t.outbox, ...added],
    nextEffect: t.nextEffect + added.length,
  };
}

/** The teletype's reducer: a session step recorded, or the effects carried out taken from the outbox. */
export function reduceTeletype(t: Teletype, action: TeletypeAction): Teletype {
  if (action.type === 'carried-out') return { ...t, outbox: t.outbox.filter((e) => e.id > action.through) };
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

/** Runs a teletype session on ink's keyboard. */
export function useSession(props: SessionProps): TeletypeView {
  const [t, dispatch] = useReducer(reduceTeletype, undefined, () => {
    const first = openSession(props.config, props.replay);
    return record({ session: first.state, paper: [], outbox: [], nextEffect: 0 }, first);
  });
  const { exit } = useApp();
  const screen = t.session.screen;
  const done = screen.name === 'done';

  const handled = useRef(-1);
  const alive = useRef(true);
  // Effects are carried out through refs: the latest props, and a dispatch that is quiet after the end.
  const latest = useRef(props);
  latest.current = props;
  const runner = useRef<EffectRunner | undefined>(undefined);
  runner.current ??= new EffectRunner({
    config: props.config,
    openEngine: (id) => latest.current.openEngine(id),
    send: (a) => {
      if (alive.current) dispatch(a);
    },
    printed: () => latest.current.printed?.() !== false,
    bell: () => (latest.current.bell ?? (() => process.stdout.write('\x07')))(),
    // The printer flushes the last lines once the session is done (see App); a turn of the
    // event loop lets them reach the paper before ink unmounts.
    exit: () =>
      setTimeout(() => {
        latest.current.onExit?.();
        exit();
      }, 20),
  });

  // Close every engine if the app goes away without an exit effect (tests' cleanup).
  useEffect(
    () => () => {
      alive.current = false;
      void runner.current?.dispose();
    },
    [],
  );

  useEffect(() => {
    const fresh = t.outbox.filter((e) => e.id > handled.current);
    if (fresh.length === 0) return;
    const through = fresh.at(-1)!.id;
    handled.current = through;
    for (const { effect } of fresh) runner.current!.carryOut(effect);
    dispatch({ type: 'carried-out', through });
  }, [t.outbox]);

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
