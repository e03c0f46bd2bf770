// A static evaluation as a table of terms, for `ttychess eval`: one row per term with its group,
// White's and Black's values and the net (White - Black), all in centipawns, then the total from
// White's point of view and from the side to move's:
//
//   term        group      white  black    net
//   material    material    3900   3900      0
//   mobility    mobility      20      0    +20
//   total (White's view)                  +20
//   side to move (White)                  +20

import type { Evaluation, EvalTerm } from '../../engines/engine.js';

/** A signed whole number: "+20", "-5", "0". */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/** The table's lines for an evaluation of a position where `side` is to move. */
export function formatEvalTable(evaluation: Evaluation, side: 'White' | 'Black'): string[] {
  const terms: readonly EvalTerm[] = evaluation.terms ?? [];
  const footer = [
    ["total (White's view)", signed(evaluation.total)],
    [`side to move (${side})`, signed(evaluation.sideToMove)],
  ] as const;
  const rows = terms.map((t) => [
    t.name,
    t.group,
    String(t.white),
    String(t.black),
    signed(t.white - t.black),
  ]);
  const header = ['term', 'group', 'white', 'black', 'net'];
  const width = (i: number) => Math.max(...[header, ...rows].map((r) => r[i]!.length));
  const widths = [0, 1, 2, 3, 4].map(width);
  const row = (cells: readonly string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(Math.max(widths[i]!, 5)))).join('  ');
  const tableWidth = row(header).length;
  const lines = [row(header), ...rows.map(row)];
  const netWidth = Math.max(widths[4]!, 5);
  for (const [label, value] of footer) {
    const net = value.padStart(netWidth);
    lines.push(label.padEnd(Math.max(label.length + 2, tableWidth - netWidth)) + net);
  }
  return lines;
}
