import { expect, test } from 'vitest';
import { fakeIo } from '../fake-io';
import { main } from '../main';

/**
 * English words that must not appear in the Vietnamese tour (issue 43: "xq demo --lang vi …
 * carries no English word"). Codes the reader types (FEN, UCCI moves, preset names such as
 * vn-international, FIDE Dutch) and the players' names are not words of this list.
 */
const ENGLISH_WORDS = [
  'the',
  'and',
  'of',
  'or',
  'is',
  'with',
  'from',
  'after',
  'every',
  'each',
  'red',
  'black',
  'white',
  'round',
  'rounds',
  'game',
  'games',
  'move',
  'moves',
  'board',
  'boards',
  'player',
  'players',
  'team',
  'teams',
  'points',
  'bye',
  'draw',
  'win',
  'wins',
  'loss',
  'result',
  'check',
  'checkmate',
  'ruling',
  'rule',
  'clock',
  'preset',
  'started',
  'stage',
  'quota',
  'left',
  'due',
  'events',
  'table',
  'standings',
  'pairing',
  'demo',
  'open',
  'nodes',
  'depth',
  'more',
  'guides',
  'notation',
  'legal',
  'position',
  'start',
  'time',
  'minutes',
  'source',
];
const ENGLISH = new RegExp(
  `(?<![\\p{L}\\p{N}_/.-])(?:${ENGLISH_WORDS.join('|')})(?![\\p{L}\\p{N}_/.-])`,
  'iu',
);

/** The lines a person reads, FEN strings cut out (their letters are pieces, not words). */
const readable = (text: string): string => text.replace(/\S+\/\S+\/\S+/gu, '').replace(/\bFEN\b/gu, '');

test('xq demo --lang vi carries no English word', async () => {
  const io = fakeIo();
  expect(await main(['demo', '--lang', 'vi'], io)).toBe(0);
  const lines = readable(io.stdout()).split('\n');
  const offenders = lines.filter((l) => ENGLISH.test(l));
  expect(offenders).toEqual([]);
  expect(lines.length).toBeGreaterThan(100);
  // The law's words: a round is "vòng", never "ván N"; numbers as Vietnamese writes them.
  expect(io.stdout()).toContain('vòng 2');
  expect(io.stdout()).not.toMatch(/ván \d/u);
  expect(io.stdout()).toMatch(/3\.290\.240 nút/u);
  // Điều 11: the rulings name the moves in the law's notation ("X3-4", "P2-5"), not "h2e2".
  const ruling = io
    .stdout()
    .split(/\n3\. /u)[1]!
    .split(/\n4\. /u)[0]!;
  expect(ruling).toContain('Trắng X3-4');
  expect(ruling.split('Chu kỳ:')[1]).not.toMatch(/\b[a-i]\d[a-i]\d\b/u);
  const arbiter = io
    .stdout()
    .split(/\n4\. /u)[1]!
    .split(/\n5\. /u)[0]!;
  expect(arbiter).toContain('Trắng đi P2-5');
  // 16.2: "Tổng trọng tài có quyền truất quyền thi đấu": the table arbiter's is refused.
  expect(arbiter).toContain('xử phạt Đen      [16.2] Trọng tài bàn không có quyền truất quyền thi đấu');
  expect(arbiter).not.toMatch(/\b[a-i]\d[a-i]\d\b/u);
  // The collection searched (issue 44: "xq demo a search over a small sample"): games found at
  // the position, the moves played from it with their results, in the law's notation and words.
  const search = io
    .stdout()
    .split(/\n9\. /u)[1]!
    .split(/\n10\. /u)[0]!;
  expect(search).toMatch(/Các ván đi qua thế cờ sau 1\. P2-5 M8\.7 2\. M2\.3: 2 /u);
  expect(search).toMatch(/M8\.7 +2: 0, 1, 1/u);
  expect(search).not.toMatch(/\b[a-i]\d[a-i]\d\b|\d\.\d+ ms/u);
});

test('the check finds English words, and not the Vietnamese ones', () => {
  for (const line of ['Demo open — round 1', '  depth 2:  1,920 nodes', 'red to move', 'Board  No  Red'])
    expect(ENGLISH.test(readable(line)), line).toBe(true);
  for (const line of [
    'Giải mở rộng (thử) — vòng 1',
    'Trắng đi trước: 44 nước đi hợp lệ',
    'preset-like vn-international',
  ])
    expect(ENGLISH.test(readable(line.replace('preset-like ', ''))), line).toBe(false);
});

test('xq demo --lang vi --json: every section titled and written in Vietnamese', async () => {
  const io = fakeIo();
  expect(await main(['demo', '--lang', 'vi', '--json'], io)).toBe(0);
  const { sections } = JSON.parse(io.stdout()) as { sections: { title: string; text: string }[] };
  expect(sections.length).toBeGreaterThan(8);
  for (const s of sections) {
    expect(ENGLISH.test(s.title), s.title).toBe(false);
    expect(
      readable(s.text)
        .split('\n')
        .filter((l) => ENGLISH.test(l)),
      s.title,
    ).toEqual([]);
  }
});
