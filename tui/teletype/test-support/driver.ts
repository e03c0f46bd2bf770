// A teletype session driven by actions in a test, without React: keeps everything printed and
// every effect asked for, and can answer engine work the way the hook would. Never built into dist/.

import type { SearchResult } from '../../../engines/engine.js';
import type { ReplayGame } from '../replay/game.js';
import type { Effect, Reply, SessionConfig } from '../screen.js';
import { openSession, promptText, step, type SessionAction, type SessionState } from '../session.js';
import { testConfig } from './config.js';

export class Driver {
  state: SessionState;
  paper: string[];
  effects: Effect[] = [];

  constructor(config: SessionConfig = testConfig(), replay?: ReplayGame) {
    const first = openSession(config, replay);
    this.state = first.state;
    this.paper = [...first.print];
    this.effects.push(...first.effects);
  }

  act(action: SessionAction | Reply): string[] {
    const s = step(this.state, action);
    this.state = s.state;
    this.paper.push(...s.print);
    this.effects.push(...s.effects);
    return [...s.print];
  }

  /** Types a line and presses Enter; returns what was printed (the echo first). */
  line(text: string): string[] {
    if (text !== '') this.act({ type: 'type', text });
    return this.act({ type: 'enter' });
  }

  prompt(): string {
    return promptText(this.state.screen);
  }

  /** The last effect of that kind asked for, if any. */
  last<K extends Effect['kind']>(kind: K): Extract<Effect, { kind: K }> | undefined {
    const found = [...this.effects].reverse().find((e) => e.kind === kind);
    return found as Extract<Effect, { kind: K }> | undefined;
  }

  /** The search effects asked for and not yet taken (each taken once). */
  takeSearches(): Extract<Effect, { kind: 'search' }>[] {
    const searches = this.effects.filter(
      (e): e is Extract<Effect, { kind: 'search' }> => e.kind === 'search',
    );
    this.effects = this.effects.filter((e) => e.kind !== 'search');
    return searches;
  }
}

/**
 * A game against GNU Chess at depth 2, you White, after 1. e4 and the engine's `reply`, at
 * YOUR MOVE?.
 */
export function afterE4(reply: string, config: SessionConfig = testConfig()): Driver {
  const d = new Driver(config);
  d.line('2');
  d.line('gnu');
  d.line('white');
  d.line('depth 2');
  d.line('e4');
  const [search] = d.takeSearches();
  d.act({ type: 'searched', tag: search!.tag, result: result(reply) });
  return d;
}

/** A search result as an engine would send it. */
export function result(bestmove: string | null, cp = 25, depth = 2, nodes = 100): SearchResult {
  return {
    depth,
    seldepth: depth,
    score: { cp },
    nodes,
    ms: 5,
    pv: bestmove ? [bestmove] : [],
    bestmove,
    source: 'search',
  };
}
