// The banner the teletype prints when a session opens: the name in block letters, as line
// printers and teletypes of the day did it, and the engines with their years.

import { wrapWords } from '../format/wrap.js';

/** An engine as the banner names it. */
export interface BannerEngine {
  readonly name: string;
  readonly year: number;
}

/** Block letters, five rows high, five columns wide, for the letters of TTYCHESS. */
const LETTERS: Readonly<Record<string, readonly string[]>> = {
  T: ['TTTTT', '  T  ', '  T  ', '  T  ', '  T  '],
  Y: ['Y   Y', ' Y Y ', '  Y  ', '  Y  ', '  Y  '],
  C: [' CCCC', 'C    ', 'C    ', 'C    ', ' CCCC'],
  H: ['H   H', 'H   H', 'HHHHH', 'H   H', 'H   H'],
  E: ['EEEEE', 'E    ', 'EEEE ', 'E    ', 'EEEEE'],
  S: [' SSSS', 'S    ', ' SSS ', '    S', 'SSSS '],
};

/** `word` in block letters (letters of TTYCHESS only), one space between letters. */
export function blockLetters(word: string): string[] {
  const rows: string[] = [];
  for (let row = 0; row < 5; row++) {
    rows.push(
      [...word]
        .map((ch) => LETTERS[ch]?.[row] ?? '     ')
        .join(' ')
        .trimEnd(),
    );
  }
  return rows;
}

/** The banner's lines, naming the registered engines (in teletype order). */
export function bannerLines(engines: readonly BannerEngine[]): string[] {
  const names = engines.map((e) => `${e.name.toUpperCase()} (${e.year})`).join('  -  ');
  return ['', ...blockLetters('TTYCHESS').map((row) => '   ' + row), '', ...wrapWords('   ' + names), ''];
}
