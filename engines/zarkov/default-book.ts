// Zarkov's built-in positional opening book: the bytes of the book file (format in book.ts and
// files.ts) in base64, so the engine needs no file at run time. Written by
// `npm run make-zarkov-book` (scripts/make-zarkov-book.ts) from the GNU default book lines
// (fixtures/zarkov-book-lines.pgn, as theory) and the historical games of fixtures/games/.
// Do not edit by hand.

/** 96 positions, 1184 bytes. */
export const DEFAULT_BOOK_BASE64 = [
  'WkFSS0JPT0sBAAwAYAAAAPDqCCojlAZVB0rhNwAAAADeGDYB18leuQgABwCBGyMFoplIJwMAAwAgCzQHZRoT1wMAAwDa6+YUYL5K',
  'lAMAAwDzZb8XdNF6FgsACgDB9q8boTQA/AMAAwA/szofIakpOwMAAwDgtrIi6mha3gMAAwCCa+QnBCR8cAsACgB1lCQs6fWNmwYA',
  'BgC1LxYt0uN+VwsACQALqpAvV0IMcQMAAwC/ZSgxvb0sAgMAAwCGmDQys1NoXQsACQB+FHIzwQNIIwMAAwAvTrMzrOOTIgMAAwDk',
  'RWI3XR9O8wMAAwDiPg47DsYnWwMAAwAF38A7cqVxEgMAAwA3n5tCA7SuMiIAHwDHooVF85cGOTEAKwD7bP1GiTBdhQUABQCQNclJ',
  'tf/dwAMAAwDkzE9M2URSagkACADw1OVMOoijxAUABQCWLfFM9f0ytAMAAwDNQhZPzSti6AUABQBoPNdPas0BUw4ADQCLKlRQzH/q',
  'dgUABAAyS8tQfqePhQQABACdaGBX1jnufgUABQDQY8hXykjyuQQABAC2cnVYdrPYOQYABgBszwda3boVfggABwCNfrBao0oCoQMA',
  'AwDJscZaelx2xQoACQCf5ltbqs+23QUABQBmzgRi8xexygYABgBsLpdozavVGwUABADo6g9qUTPyugUABQCWKWFtbHr2+AUABQBq',
  'fjd0wImFYgMAAwCcLPJ021CWAAMAAwAlNil33NSBkQUABABiPdR3RGCl5wcABwA9nph6LRkKhhYAFQCGiqt6VH7iZwUABAAdFs56',
  'OwGw6wMAAwDJtVZ749uyiRkAFQClhN58NEuUVAMAAwBo3Ud9etzBNgUABAB/y5h/1U2WRQMAAwDsGd9/5kTmlwUABQDXMx2E9DRH',
  '1B0AHACYDOCFQ5EXOiYAIwB0j5+JfJ4kIgMAAwDYFVeNX6iulQcABgA3krKP2ssQUAQABACQbk2Sa0M0EA0ADQDPpNeS4yEn0xMA',
  'EAB+xaGVE8B2dwsACgDWYAeZek/T9gMAAwBBgNyaQQVkowMAAwDGUAaeWstIqgUABQBkLFWeRJowvQUABQBAu6qhDOQSUgsACQAi',
  'Zvyk4qg0/AMAAwB/e4Spi6rE5AMAAwDFpdSqzYyDZx8AHACWGzO7U92jih4AGwAWyXu/8aSULwgACABwpG3AEemtOwMAAwD1T9XE',
  'C3TAEDwANQAPkljJxesMygMAAwDklqDTcqnb5AMAAwBdw9bVrVn+2AUABQCeWMrbETIR/wMAAwBHKiLe+gO4Eg0ADAB0ojvefnO2',
  'GwUABAB3a7reQpLBpAMAAwD1cK7f7awrAAoACQBjvd3hsn2a/QUABQCkHkrk+9ff6AYABgABYIvkXDG8UwoACgA89njnq5J9fwwA',
  'CwDYaWPrUlBzOgQABAAqOkHsWfOcmAUABQCd3C3wFG+2OwcABgA4BajyHOVpUgoACQBe/Lzy05D4Im8AZgDXlFbzjiE8jAQAAwBY',
  '5IT3k5IXVgQABABnVJD6PIv6dgcABwDsjs76gRmi+wMAAwAReS/+sxe8RgUABQAD4cT/upIIOgMAAwA=',
].join('');
