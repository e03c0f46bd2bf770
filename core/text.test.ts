import fc from 'fast-check';
import { expect, test } from 'vitest';
import { decodeText } from './text.js';

test('UTF-8 is read as UTF-8, its byte-order mark dropped', () => {
  expect(decodeText(Buffer.from('[White "Müller"]', 'utf8'))).toBe('[White "Müller"]');
  expect(decodeText(Buffer.from('\ufeff1. e4 *', 'utf8'))).toBe('1. e4 *');
});

test('bytes that are not UTF-8 are Latin-1, as the PGN standard says', () => {
  expect(decodeText(Uint8Array.from([0x43, 0x61, 0x66, 0xe9]))).toBe('Café');
  expect(decodeText(Uint8Array.from([0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72]))).toBe('Müller');
});

test('any text survives a round trip through UTF-8 bytes; no byte string gives U+FFFD', () => {
  fc.assert(
    fc.property(
      fc.string({ unit: 'grapheme' }),
      (s) => decodeText(Buffer.from(s, 'utf8')) === s.replace(/^\ufeff/, ''),
    ),
  );
  fc.assert(
    fc.property(
      fc.uint8Array({ maxLength: 64 }),
      (bytes) =>
        !decodeText(bytes).includes('\ufffd') || Buffer.from(bytes).toString('utf8') === decodeText(bytes),
    ),
  );
});
