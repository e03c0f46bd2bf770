import { expect, test } from 'vitest';
import { catalogueLines, loadCatalogue, orderCatalogueFiles } from './catalogue.js';

test('the 1983 championships first, then GNU Chess 1987, then the rest by year', () => {
  expect(
    orderCatalogueFiles([
      'belct-2001-berlin-zarkov.pgn',
      'acm-1990-new-york-zarkov.pgn',
      'doccc-1983-leiden.pgn',
      'acm-1987-dallas-gnuchess.pgn',
      'wmccc-1983-budapest.pgn',
      'wccc-1983-new-york.pgn',
      'README.md',
    ]),
  ).toEqual([
    'wccc-1983-new-york.pgn',
    'wmccc-1983-budapest.pgn',
    'doccc-1983-leiden.pgn',
    'acm-1987-dallas-gnuchess.pgn',
    'acm-1990-new-york-zarkov.pgn',
    'belct-2001-berlin-zarkov.pgn',
  ]);
});

test('every bundled game is listed in 72 columns', () => {
  const games = loadCatalogue();
  if (!games.ok) throw new Error(games.error);
  const lines = catalogueLines(games.value);
  expect(lines.length).toBe(games.value.length);
  expect(lines[0]).toBe('  1  WCCC 1983   1983.10.22  CRAY BLITZ - BCP                        1-0');
  for (const line of lines) expect(line.length).toBeLessThanOrEqual(72);
});
