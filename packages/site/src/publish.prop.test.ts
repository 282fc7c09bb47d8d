// Hostile input against publishTournament: wrong JS types, prototype keys, proxies, deep nesting,
// throwing getters, in the document and in each option. Each answers a typed error (never a
// throw), and names made of any text stay text on every page.
import { fc, test } from '@fast-check/vitest';
import { INITIAL_FEN } from '@xq/core';
import { arbHostile, arbPrototypeKey } from '@xq/test-utils';
import { expect } from 'vitest';
import { swissEvent } from './event.test-util';
import { publishTournament, SITE_ERROR_CODES } from './publish';

const t = swissEvent(1);
const typed = (r: ReturnType<typeof publishTournament>): boolean =>
  r.ok ||
  ((SITE_ERROR_CODES as readonly string[]).includes(r.error.code) && typeof r.error.message === 'string');

test.prop([arbHostile()], { numRuns: 150 })('a document that is not a tournament is refused', (doc) => {
  const r = publishTournament(doc);
  expect(r.ok ? 'ok' : r.error.code).toBe('SITE_INVALID_TOURNAMENT');
});

test.prop([arbHostile()], { numRuns: 150 })(
  'options of any value answer a site or a typed error',
  (options) => {
    expect(typed(publishTournament(t, options as never))).toBe(true);
  },
);

test.prop([fc.constantFrom('lang', 'games', 'boardScript'), fc.oneof(arbHostile(), arbPrototypeKey())], {
  numRuns: 200,
})('each option of any value answers a site or a typed error', (key, value) => {
  expect(typed(publishTournament(t, { [key]: value } as never))).toBe(true);
  const game = { round: 1, board: 1, record: { fen: INITIAL_FEN, moves: [] } };
  for (const field of ['round', 'board', 'record'])
    expect(typed(publishTournament(t, { games: [{ ...game, [field]: value }] } as never))).toBe(true);
  expect(
    typed(
      publishTournament(t, { games: [{ ...game, record: { fen: INITIAL_FEN, moves: [value] } }] } as never),
    ),
  ).toBe(true);
});

test('a getter that throws is a refused option, not a throw', () => {
  const options = Object.defineProperty({}, 'lang', {
    get() {
      throw new Error('no');
    },
  });
  const r = publishTournament(t, options as never);
  expect(r.ok ? 'ok' : r.error.code).toBe('SITE_BAD_OPTIONS');
});

test.prop([fc.string({ maxLength: 40 }), fc.constantFrom('vi', 'en')], { numRuns: 40 })(
  'a name of any text stays text on every page',
  (text, lang) => {
    const name = `<x-evil a="1">${text}&amp;`;
    const doc = { ...t, name, players: t.players.map((p, i) => (i === 2 ? { ...p, name, club: name } : p)) };
    const r = publishTournament(doc, { lang });
    if (!r.ok) throw new Error(r.error.message);
    for (const f of r.value.files) expect(f.text, f.path).not.toContain('<x-evil');
  },
);
