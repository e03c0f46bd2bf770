// What `npm run bench` reads and prints, apart from the measuring: the summary of a
// `ttychess bench` run (its last three lines), and the two tables, engines and perft.

/** One timed `ttychess bench` run of one engine: its node total (the signature) and time. */
export interface EngineRun {
  readonly nodes: number;
  readonly ms: number;
}

/** One row of the engine table: an engine benched warm and cold. */
export interface EngineRow {
  readonly id: string;
  readonly warm: EngineRun;
  readonly cold: EngineRun;
}

/** One perft timing: leaf count and the best time in milliseconds. */
export interface PerftTiming {
  readonly nodes: number;
  readonly ms: number;
}

/** One row of the perft table: a position, chess.js and the two layouts. */
export interface PerftRow {
  readonly name: string;
  readonly depth: number;
  readonly chessJs: PerftTiming;
  readonly x88: PerftTiming;
  readonly mailbox: PerftTiming;
}

/**
 * The node total and time of a `ttychess bench` output (`Total time: N ms` and
 * `Nodes searched: N`, which it prints last), or undefined when either line is missing.
 */
export function parseBenchSummary(stdout: string): EngineRun | undefined {
  const ms = /^Total time: (\d+) ms$/m.exec(stdout);
  const nodes = /^Nodes searched: (\d+)$/m.exec(stdout);
  if (ms === null || nodes === null) return undefined;
  return { nodes: Number(nodes[1]), ms: Number(ms[1]) };
}

/** Nodes a second of a run, rounded; 0 for a run that took no measurable time. */
export function nodesPerSecond(run: { nodes: number; ms: number }): number {
  return run.ms > 0 ? Math.round((run.nodes * 1000) / run.ms) : 0;
}

/** A table as text: each column as wide as its widest cell, two spaces apart, numbers to the right. */
function table(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)];
}

/** The engine table: per engine its node total, then time and nodes a second warm and cold. */
export function engineTable(rows: readonly EngineRow[]): string[] {
  return table(
    ['engine', 'nodes', 'warm ms', 'warm nodes/s', 'cold ms', 'cold nodes/s'],
    rows.map((r) => [
      r.id,
      String(r.warm.nodes),
      String(r.warm.ms),
      String(nodesPerSecond(r.warm)),
      String(r.cold.ms),
      String(nodesPerSecond(r.cold)),
    ]),
  );
}

/** Million leaf nodes a second. */
function mnps(t: PerftTiming): number {
  return t.nodes / t.ms / 1000;
}

/** The perft table: Mnps of chess.js and of each layout, and each layout's ratio to chess.js. */
export function perftTable(rows: readonly PerftRow[]): string[] {
  return table(
    ['position', 'depth', 'nodes', 'chess.js', '0x88', 'mailbox', '0x88/chess.js', 'mailbox/chess.js'],
    rows.map((r) => [
      r.name,
      String(r.depth),
      String(r.chessJs.nodes),
      mnps(r.chessJs).toFixed(2),
      mnps(r.x88).toFixed(2),
      mnps(r.mailbox).toFixed(2),
      `${(mnps(r.x88) / mnps(r.chessJs)).toFixed(1)}x`,
      `${(mnps(r.mailbox) / mnps(r.chessJs)).toFixed(1)}x`,
    ]),
  );
}
