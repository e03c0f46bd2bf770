// Zarkov's built-in positional opening book: the bytes of the book file (format in book.ts and
// files.ts) in base64, so the engine needs no file at run time. Written by
// `npm run make-zarkov-book` (scripts/make-zarkov-book.ts) from the GNU default book lines
// (fixtures/zarkov-book-lines.pgn, as theory) and the historical games of fixtures/games/.
// Do not edit by hand.

/** 96 positions, 1184 bytes. */
export const DEFAULT_BOOK_BASE64 = [
  'WkFSS0JPT0sBAAwAYAAAAP8RO1l16IcekQ+ukgAAAABC2gsAjmtpTgUABQDZoSMAL8QpjQMAAwANtasAAtX/kQUABQAkEukAzGuo',
  'VwUABQD9DSQDA+w8CQUABAAnHBkF0+SzfAMAAwCqQWkFc42c8iYAIwC1d2YI684hzgkACABcSVIM9PFuGAMAAwBgs38MGjY3tAMA',
  'AwD8z7QO6rWRXQUABQBorNoPLU5PNwoACQB/R+UUEK/9QgMAAwA6WFEVqYdScQMAAwBmbVoVHqTyLwMAAwCaDl4WfgoHHg4ADQCS',
  'E1QY6gIsVjwANQDMUGocLvugmwMAAwC7NmQssdYDjAMAAwCN8kQt7pm77gsACQBkJ2svVPoqHG8AZgA8Ru81XLcq2wMAAwDAfuo2',
  'X071uAUABABHKdw3sKS5RgcABwDrrW04HrJpqwMAAwBag4Q4EL22rQwACwBr6fU5f1qnTwMAAwBKpzE7RPLVlh0AHACqfW07Sglo',
  'UiIAHwAd63w9NJN1bRkAFQD0PlM/jvDknwMAAwDsHLhE00TkowMAAwA4ZTpFR88WwwMAAwApCUVF6xYZ3wUABAAe4nFGS6gjVgMA',
  'AwBkRSpLJqQBDwMAAwCiAiZRrF9oCQcABwCp7DNRlbbqwA0ADQC+TQJUX4zJ7QUABQCRRWNU0zV/KgsACQBri7RdDQSMXAQABABZ',
  'Pd9eAXKxbgMAAwBozptrXxBkJAoACgDdpf5uPDUkOAMAAwBsiC1vyUaS7gcABgCuiZdx1esNIgoACQCGIzt3/4eN6QUABQCpK1p3',
  'cz47LgsACgARAox5P3k7VQUABQCScRV8mFwHRRYAFQC2a5yCdCSKhggACAALGtGFfDfAhgMAAwDI1f6Iw0kvIwsACgD+Ed6JnAaX',
  'QQMAAwDavdmKsC6CxQMAAwAK14aOWHtOBQMAAwCaa4+UinCwjgUABAB4kOOXTtIlYAQABAAO4MOZovjMXQQAAwDR38may4sMhQUA',
  'BQAAluGaxYPzmwoACQBKpOGaaiRMRgMAAwD+flSbYX9TYwMAAwCt9yyfOF+NeRMAEACO7r6ncXMQpg0ADADFZYirtcZ3pwMAAwAy',
  'ub+t+HAKAQUABQBJu8ux2xh+3gUABACazC6zzsyxTwQABADAGzu0qzRCKAgABwD3Iqm1ERpP1wQABAB8pyG4h2uGqwYABgC38s69',
  'r3nETAUABQCWRQ+++8XlrQMAAwBz20nB2KCNBwcABgDgTArG4FN8jAMAAwDJXtrIZrbS/QMAAwDdmAPKqwi4PgMAAwBQxXPKC2GX',
  'sDEAKwDAeXrQ2WppOwYABgBlh9LSeyFSOQMAAwDzPj/VpgB+GAsACQCV+1TY6gribh8AHADfaqXYofJoIQUABABgikTZBuYMXAQA',
  'BABUJTbcEqmvmAUABQBr0mHhwPrPbAsACgAW9uflg3Q6vgMAAwC2Cd3mBnqhlQgABwDipvnwoapThQMAAwDnb2byTH9+Lx4AGwD4',
  'F0PzeWEtPwYABgASHnbzoJOQHQUABQDkWGf2irKM2wUABQDnBJz7AfksJQYABgAA9KD+t93YiAUABQA=',
].join('');
