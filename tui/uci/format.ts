// The lines a UCI engine prints, made from typed records. Pure: the session decides when.
//
//   id name GNU Chess 1987
//   option name Hash type spin default 1 min 1 max 1024
//   info depth 5 seldepth 9 score cp 13 nodes 15230 nps 371463 time 41 pv g1f3 b8c6 f1b5
//   info depth 5 seldepth 9 multipv 2 score cp 9 nodes 31022 nps 370120 time 84 pv e2e4 e7e5
//   bestmove g1f3 ponder b8c6
//   info string error: position: move 2 'e2e4' is not a legal move for Black

import type { EngineMeta, InfoRecord, OptionSpec, Score } from '../../engines/engine.js';
import { oneLine } from '../commands/output.js';

/** How UCI writes an empty string option value, both ways. */
export const UCI_EMPTY = '<empty>';

/** The longest `info string` text; longer text is cut and ends in "...". */
export const MAX_INFO_STRING = 200;

/** The reply to `uci` before the option lines: the engine's name and author. */
export function formatId(meta: EngineMeta): string[] {
  return [`id name ${meta.name}`, `id author ${meta.author}`];
}

/** One `option` line for an entry of an engine's options table. */
export function formatOption(spec: OptionSpec): string {
  const head = `option name ${spec.name} type ${spec.type}`;
  switch (spec.type) {
    case 'spin':
      return `${head} default ${spec.default} min ${spec.min} max ${spec.max}`;
    case 'check':
      return `${head} default ${spec.default ? 'true' : 'false'}`;
    case 'combo':
      return `${head} default ${spec.default}${spec.choices.map((c) => ` var ${c}`).join('')}`;
    case 'string':
      return `${head} default ${spec.default === '' ? UCI_EMPTY : spec.default}`;
  }
}

/** "cp 13" or "mate -3". */
export function formatScore(score: Score): string {
  return 'mate' in score ? `mate ${score.mate}` : `cp ${score.cp}`;
}

/** Nodes per second of a search, 0 when it took no measurable time. */
export function nodesPerSecond(nodes: number, ms: number): number {
  return ms > 0 ? Math.round((nodes * 1000) / ms) : 0;
}

/** The `info` line of a finished iteration; `pv` replaces the record's (the session checks it). */
export function formatInfo(info: InfoRecord, pv: readonly string[] = info.pv): string {
  const ms = Math.max(0, Math.round(info.ms));
  return (
    `info depth ${info.depth} seldepth ${info.seldepth}` +
    (info.multipv !== undefined ? ` multipv ${info.multipv}` : '') +
    ` score ${formatScore(info.score)} ` +
    `nodes ${info.nodes} nps ${nodesPerSecond(info.nodes, ms)} time ${ms}` +
    (pv.length > 0 ? ` pv ${pv.join(' ')}` : '')
  );
}

/** `bestmove e2e4 [ponder e7e5]`, or `bestmove 0000` when there is no move. */
export function formatBestmove(move: string | null, ponder?: string): string {
  if (move === null) return 'bestmove 0000';
  return ponder === undefined ? `bestmove ${move}` : `bestmove ${move} ponder ${ponder}`;
}

/**
 * `info string <text>` on one line, as every error line is made (oneLine): whitespace collapsed,
 * control characters escaped (ESC becomes `\x1b`), quoted input clipped; long text is cut
 * (whole characters).
 */
export function formatInfoString(text: string): string {
  let line = oneLine(text);
  const chars = [...line];
  if (chars.length > MAX_INFO_STRING) line = `${chars.slice(0, MAX_INFO_STRING - 3).join('')}...`;
  return `info string ${line}`;
}

/** An error as a UCI GUI sees it: `info string error: <what was wrong>`. */
export function formatError(message: string): string {
  return formatInfoString(`error: ${message}`);
}
