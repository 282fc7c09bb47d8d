import { INITIAL_FEN } from '@xq/core';
import { parsePgn } from '@xq/notation';
import { formatPoints, lastCompleteRound, standings } from '@xq/tournament';
import { describe, expect, it } from 'vitest';
import { NAMES, swissEvent } from './event.test-util';
import { publishTournament, type SiteFile } from './publish';

const publish = (...args: Parameters<typeof publishTournament>): SiteFile[] => {
  const r = publishTournament(...args);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return [...r.value.files];
};
const byPath = (files: readonly SiteFile[]): Map<string, string> =>
  new Map(files.map((f) => [f.path, f.text]));

// A short game from the start: the central cannon and the horse (炮二平五 馬８進７).
const PGN = '[Game "Chinese Chess"]\n[Format "ICCS"]\n\n1. H2-E2 H9-G7 2. H0-G2 I9-H9 *\n';
const record = () => {
  const g = parsePgn(PGN)[0];
  if (!g?.ok) throw new Error('the PGN does not read');
  return g.value;
};

describe('publishTournament', () => {
  const t = swissEvent();

  it.each(['vi', 'en'] as const)('writes every page of a 9-player Swiss of three rounds in %s', (lang) => {
    const files = byPath(publish(t, { lang }));
    const pages = [
      'index.html',
      'round-1.html',
      'round-2.html',
      'round-3.html',
      'standings.html',
      'crosstable.html',
      ...NAMES.map((_, i) => `players/${i + 1}.html`),
    ];
    expect([...files.keys()].sort()).toEqual([...pages, 'style.css'].sort());
    for (const p of pages) {
      const html = files.get(p) ?? '';
      expect(
        html.startsWith(`<!doctype html>\n<html lang="${lang}">\n<head>\n<meta charset="utf-8">`),
        p,
      ).toBe(true);
      expect(html, p).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    }
  });

  it('keeps names with markup as text on every page', () => {
    for (const f of publish(t, { lang: 'vi' })) {
      expect(f.text, f.path).not.toContain('<script>alert');
      expect(f.text, f.path).not.toContain('<Mùa>');
    }
    const files = byPath(publish(t, { lang: 'vi' }));
    expect(files.get('players/7.html')).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co',
    );
  });

  it('links only to files of the site, from every page', () => {
    for (const lang of ['vi', 'en'] as const) {
      const files = byPath(publish(t, { lang }));
      for (const [path, text] of files) {
        const dir = path.includes('/') ? path.slice(0, path.lastIndexOf('/') + 1) : '';
        for (const m of text.matchAll(/(?:href|src)="([^"]*)"/g)) {
          const href = m[1] ?? '';
          if (href === '#content' || href === 'data:,') continue;
          expect(href, `${path} → ${href}`).not.toMatch(/^[a-z]+:|^\/\//i);
          const target = new URL(href, `https://site.invalid/${dir}`).pathname.slice(1);
          expect(files.has(target), `${path} → ${href}`).toBe(true);
        }
      }
    }
  });

  it("shows on standings.html each player's points as the standings give them", () => {
    const html = byPath(publish(t, { lang: 'en' })).get('standings.html') ?? '';
    const table = standings(t, { throughRound: lastCompleteRound(t) });
    expect(table).toHaveLength(9);
    for (const s of table) {
      // The row: rank, start number, the name (linked), rating, club, then the points.
      const row = new RegExp(
        `<tr><td[^>]*>${s.rank}</td><td[^>]*>${s.player}</td><td><a href="players/${s.player}\\.html">[^<]*</a></td><td[^>]*>\\d*</td><td>[^<]*</td><td[^>]*>([^<]*)</td>`,
      );
      expect(row.exec(html)?.[1], `player ${s.player}`).toBe(formatPoints(s.points));
    }
    // The legend names each tie-break of the header.
    expect(html).toContain('<dt>BH-C1</dt>');
  });

  it('marks the withdrawn player on the rounds he is not in, and the forfeits and draws', () => {
    const files = byPath(publish(t, { lang: 'vi' }));
    // in the rounds after his withdrawal he is listed with a zero bye marked as a withdrawal
    for (const r of [2, 3]) {
      const page = files.get(`round-${r}.html`) ?? '';
      expect(page).toContain('<a href="players/5.html">Hoàng Em</a>');
      expect(page).toContain('đã rút khỏi giải (không điểm): 0');
    }
    expect(files.get('round-1.html')).not.toContain('đã rút khỏi giải');
    const round1 = files.get('round-1.html') ?? '';
    expect(round1).toContain('>+ - -</td>');
    expect(round1).toContain('>½ - ½</td>');
    expect(round1).toContain('<dd>bên Trắng được xử thắng</dd>');
    expect(files.get('round-3.html')).toContain('>- - -</td>');
  });

  it('says under vi the law\'s words, never "Đỏ"', () => {
    for (const f of publish(t, { lang: 'vi' })) expect(f.text, f.path).not.toMatch(/Đỏ/);
    const files = byPath(publish(t, { lang: 'vi' }));
    expect(files.get('round-1.html')).toContain(
      '<title>Vòng 1 — Giải &lt;Mùa&gt; &quot;Xuân&quot; &amp; Tết</title>',
    );
    expect(files.get('round-1.html')).toContain('>Trắng</th>');
  });

  it('adds the prizes and the norms once every round is complete, never before', () => {
    const withAwards = (doc: typeof t) => ({
      ...doc,
      regulations: {
        ...doc.regulations,
        event: 'national-championship' as const,
        prizeRules: { individual: [{ name: 'Nhất', medal: 'gold' as const }] },
      },
    });
    const done = byPath(publish(withAwards(t), { lang: 'vi' })).get('standings.html') ?? '';
    expect(done).toContain('<h2>Giải thưởng</h2>');
    expect(done).toContain('>HCV</td>');
    expect(done).toContain('<h2>Đạt tiêu chuẩn phong cấp</h2>');
    const early = byPath(publish(withAwards(swissEvent(2)), { lang: 'vi' })).get('standings.html') ?? '';
    expect(early).not.toContain('Giải thưởng');
    expect(early).not.toContain('phong cấp');
  });

  it('publishes a round whose results are not all in, and standings before any complete round', () => {
    const files = byPath(publish(swissEvent(1, true), { lang: 'en' }));
    expect(files.get('index.html')).toContain('Round 1</a>: 0 of 4 results in');
    expect(files.get('standings.html')).toContain('No round is complete yet');
  });

  it("shows an attached game move by move in the law's notation, with the board script copied", () => {
    const files = byPath(
      publish(t, {
        lang: 'vi',
        games: [{ round: 1, board: 1, record: record() }],
        boardScript: '/* viewer */',
      }),
    );
    const game = files.get('games/r1-b1.html') ?? '';
    expect(game).toContain('<script src="../xq-board.js" defer></script>');
    expect(game).toContain(`<xq-board fen="${INITIAL_FEN}"`);
    expect(game).toContain('>1. P2-5</button>');
    expect(game).toContain('>1… M8.7</button>');
    expect(files.get('xq-board.js')).toBe('/* viewer */');
    expect(files.get('round-1.html')).toContain('<a href="games/r1-b1.html">');
    expect(files.get('players/1.html')).toContain('<a href="../games/r1-b1.html">');
  });

  it('lists the moves without a board when it has no viewer script (the sources before a build)', () => {
    const files = byPath(publish(t, { lang: 'en', games: [{ round: 2, board: 3, record: record() }] }));
    const game = files.get('games/r2-b3.html') ?? '';
    expect(game).not.toContain('<script');
    expect(game).toContain('<li>P2-5</li>');
    expect(files.has('xq-board.js')).toBe(false);
  });
});

describe('publishTournament refuses before making anything', () => {
  const t = swissEvent();

  it('a document that does not validate', () => {
    const r = publishTournament({
      ...t,
      rounds: [{ games: [{ red: 1, black: 99, result: 'draw' }], byes: [] }],
    });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('SITE_INVALID_TOURNAMENT');
      expect(r.error.cause?.code).toMatch(/^TOURNAMENT_/);
    }
    expect(publishTournament('{}').ok).toBe(false);
  });

  it.each([
    [{ lang: 'fr' }, 'SITE_BAD_OPTIONS'],
    [{ boardScript: 3 }, 'SITE_BAD_OPTIONS'],
    [{ games: {} }, 'SITE_BAD_OPTIONS'],
    [{ games: [{ round: 0, board: 1, record: {} }] }, 'SITE_BAD_OPTIONS'],
    [
      {
        games: [{ round: 1, board: 1, record: { fen: INITIAL_FEN, moves: [{ move: { from: 90, to: 0 } }] } }],
      },
      'SITE_BAD_OPTIONS',
    ],
    [{ games: [{ round: 1, board: 5, record: record() }] }, 'SITE_NO_SUCH_BOARD'],
    [{ games: [{ round: 4, board: 1, record: record() }] }, 'SITE_NO_SUCH_BOARD'],
    [{ games: [1, 2].map(() => ({ round: 1, board: 1, record: record() })) }, 'SITE_DUPLICATE_GAME'],
    [
      {
        games: [{ round: 1, board: 1, record: { fen: INITIAL_FEN, moves: [{ move: { from: 0, to: 89 } }] } }],
      },
      'SITE_BAD_RECORD',
    ],
    [{ games: [{ round: 1, board: 1, record: { fen: 'no fen', moves: [] } }] }, 'SITE_BAD_RECORD'],
  ])('options %j: %s', (options, code) => {
    const r = publishTournament(t, options as never);
    expect(r.ok ? 'ok' : r.error.code).toBe(code);
  });
});
