// Fitting text to the teletype's paper: an ASR-33 prints at most 72 columns a line.

/** Columns on a line of teletype paper. */
export const PAPER_WIDTH = 72;

/** Cuts `text` into pieces of at most `width` columns, without regard to words (for echoed input). */
export function breakLine(text: string, width: number = PAPER_WIDTH): string[] {
  if (text.length <= width) return [text];
  const pieces: string[] = [];
  for (let i = 0; i < text.length; i += width) pieces.push(text.slice(i, i + width));
  return pieces;
}

/**
 * Word-wraps `text` to lines of at most `width` columns. Continuation lines keep the first
 * line's indentation; a word longer than a line is cut.
 */
export function wrapWords(text: string, width: number = PAPER_WIDTH): string[] {
  if (text.length <= width) return [text];
  const indent = /^ */.exec(text)![0];
  const words = text.trim().split(/\s+/);
  const lines: string[] = [];
  let line = indent;
  for (const word of words) {
    const sep = line.trim() === '' ? '' : ' ';
    if (line.length + sep.length + word.length <= width) {
      line += sep + word;
      continue;
    }
    if (line.trim() !== '') lines.push(line);
    line = indent;
    for (const piece of breakLine(word, width - indent.length)) {
      if (line.trim() !== '') lines.push(line);
      line = indent + piece;
    }
  }
  if (line.trim() !== '') lines.push(line);
  return lines;
}
