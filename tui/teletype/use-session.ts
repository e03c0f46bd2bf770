// The hook between the session reducer and the terminal: keeps the printed paper, turns keys
// into session actions, and carries out the reducer's effects (a count, the end of the session).

import { useApp, useInput } from 'ink';
import { useEffect, useReducer, useRef } from 'react';
import { countInSteps } from './count-moves.js';
import {
  openSession,
  PROMPT_TEXT,
  step,
  type SessionAction,
  type SessionEffect,
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
  /** The latest effect asked for; a new object each time, so React sees every request. */
  readonly effect: { readonly what: SessionEffect } | undefined;
}

/** Adds a reducer step to the teletype: new state, its lines on the paper, its effect. */
function record(t: Teletype, s: Step): Teletype {
  const paper =
    s.print.length === 0
      ? t.paper
      : [...t.paper, ...s.print.map((text, i) => ({ id: t.paper.length + i, text }))];
  return { session: s.state, paper, effect: s.effect ? { what: s.effect } : t.effect };
}

function reduce(t: Teletype, action: SessionAction): Teletype {
  return record(t, step(t.session, action));
}

function open(): Teletype {
  const first = openSession();
  return record({ session: first.state, paper: [], effect: undefined }, first);
}

export interface TeletypeView {
  readonly paper: readonly PaperLine[];
  /** Whether an input line is shown (not while counting, not after the end). */
  readonly live: boolean;
  readonly prompt: string;
  readonly draft: string;
}

/** Runs a teletype session on ink's keyboard; `onExit` is called when the session ends. */
export function useSession(onExit?: () => void): TeletypeView {
  const [t, dispatch] = useReducer(reduce, undefined, open);
  const { exit } = useApp();
  const { prompt } = t.session;
  // Effects run once per request: the callbacks are read through a ref, not listed as deps.
  const finish = useRef(() => {});
  finish.current = () => {
    onExit?.();
    exit();
  };

  useInput(
    (input, key) => {
      if (key.ctrl && input === 'c') dispatch({ type: 'interrupt' });
      else if (key.return) dispatch({ type: 'enter' });
      else if (key.backspace || key.delete) dispatch({ type: 'erase' });
      else if (!key.ctrl && !key.meta && input !== '') dispatch({ type: 'type', text: input });
    },
    { isActive: prompt !== 'done' },
  );

  const effect = t.effect;
  useEffect(() => {
    if (!effect) return undefined;
    const what = effect.what;
    if (what.kind === 'exit') {
      finish.current();
      return undefined;
    }
    const started = performance.now();
    return countInSteps(what.setup, what.depth, (nodes) =>
      dispatch({ type: 'counted', nodes, ms: performance.now() - started }),
    );
  }, [effect]);

  return {
    paper: t.paper,
    live: prompt !== 'counting' && prompt !== 'done',
    prompt: PROMPT_TEXT[prompt],
    draft: t.session.draft,
  };
}
