// The wait at PERIOD PACE, as the period terminal showed it: while an engine takes its period's
// time, the status line grows a dot a second with the seconds waited, so the screen is never
// frozen. A screen keeps a Pacing in its state while it waits and re-arms the tick each second.

import type { Ctx, Effect, Reply } from './screen.js';

/** The tick's tag and the seconds waited so far. */
export interface Pacing {
  readonly tick: number;
  readonly seconds: number;
}

/** A tick a second. */
export const PACE_TICK_MS = 1000;
/** The line stops growing at this many dots (the seconds go on counting). */
const PACE_DOTS = 30;

/** The first tick of a wait, when `paced` (else no wait to show). */
export function startPacing(ctx: Ctx, paced: boolean): { pacing: Pacing | undefined; effects: Effect[] } {
  if (!paced) return { pacing: undefined, effects: [] };
  const tick = ctx.tag();
  return { pacing: { tick, seconds: 0 }, effects: [{ kind: 'timer', tag: tick, ms: PACE_TICK_MS }] };
}

/**
 * A reply that is this wait's tick: one second more and the next tick while `waiting`, the wait
 * over otherwise. Undefined when the reply is not the tick.
 */
export function onTick(
  ctx: Ctx,
  pacing: Pacing | undefined,
  reply: Reply,
  waiting: boolean,
): { pacing: Pacing | undefined; effects: Effect[] } | undefined {
  if (pacing === undefined || reply.type !== 'timer' || reply.tag !== pacing.tick) return undefined;
  if (!waiting) return { pacing: undefined, effects: [] };
  const tick = ctx.tag();
  return {
    pacing: { tick, seconds: pacing.seconds + 1 },
    effects: [{ kind: 'timer', tag: tick, ms: PACE_TICK_MS }],
  };
}

/** "HIARCS 0.5 ... 3 S": who, a dot a second, the seconds waited. */
export function pacingLine(who: string, pacing: Pacing): string {
  return `${who} ${'.'.repeat(Math.min(pacing.seconds, PACE_DOTS))} ${pacing.seconds} S`;
}
