// The reducer and parseState agree: every state the reducer produces reads back equal through
// JSON, and a produced state mutated into one the reducer cannot produce is refused.
import { Position, squareName } from '@xq/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply } from './apply';
import { arbIntents, statesOf as states } from './events.test-util';
import { parseState } from './log';
import { createArbiter } from './options';
import type { ArbiterState } from './state';

// biome-ignore lint/suspicious/noExplicitAny: a JSON copy, edited field by field into impossible states
type Json = Record<string, any>;

const copy = (s: ArbiterState): Json => JSON.parse(JSON.stringify(s));
const emptySquare = (s: Json): string | undefined => {
  const pos = (Position.fromFen(s.fen) as { value: Position }).value;
  for (let q = 0; q < 90; q++) if (pos.piece(q) === undefined) return squareName(q);
  return undefined;
};
const pieceSquares = (s: Json): string[] => {
  const pos = (Position.fromFen(s.fen) as { value: Position }).value;
  return Array.from({ length: 90 }, (_, q) => q)
    .filter((q) => pos.piece(q) !== undefined)
    .map(squareName);
};

/**
 * Mutations that make any state they apply to impossible: a name, when it applies, and the edit
 * (on a JSON copy).
 */
const MUTATIONS: [string, (s: Json) => boolean, (s: Json) => void][] = [
  // 7.1n "Phạm lỗi kỹ thuật … 3 lần" loses: three faults of a kind and still playing.
  ['three technical faults, still playing', (s) => s.status === 'playing', (s) => void (s.red.technical = 3)],
  ['three conduct faults, adjourned', (s) => s.status === 'adjourned', (s) => void (s.black.conduct = 3)],
  [
    'a winner who also lost',
    (s) => s.result?.winner != null,
    (s) => void (s.result.losers = [s.result.winner]),
  ],
  [
    'a winner and both lost',
    (s) => s.result?.winner != null,
    (s) => void (s.result.losers = ['red', 'black']),
  ],
  [
    'a loser and no winner',
    (s) => s.result !== null,
    (s) => void Object.assign(s.result, { winner: null, losers: ['red'] }),
  ],
  [
    'a sealed move with the game over',
    (s) => s.status === 'over',
    (s) => void (s.sealed = { side: s.turn, move: 'h2e2' }),
  ],
  [
    'a touch standing with the game over',
    (s) => s.status === 'over' && s.fen !== null,
    (s) => void (s.touches = [{ squares: [pieceSquares(s)[0]] }]),
  ],
  ['a draw offer with the game over', (s) => s.status === 'over', (s) => void (s.drawOffer = 'red')],
  [
    'a move sealed by the side not to move',
    (s) => s.sealed !== null,
    (s) => void (s.sealed.side = s.turn === 'red' ? 'black' : 'red'),
  ],
  [
    'a touch of an empty point',
    (s) => s.status === 'playing' && emptySquare(s) !== undefined,
    (s) => void (s.touches = [{ squares: [emptySquare(s)] }]),
  ],
  [
    'a touch kept that binds nothing',
    (s) => s.touches.length === 1,
    (s) => void (s.touches = [s.touches[0], s.touches[0]]),
  ],
  [
    'three touches kept',
    (s) => s.status === 'playing',
    (s) =>
      void (s.touches = pieceSquares(s)
        .slice(0, 3)
        .map((q) => ({ squares: [q] }))),
  ],
  [
    'a clock still running with the game over',
    (s) => s.status === 'over' && s.clock !== null,
    (s) => void (s.clock.status = 'running'),
  ],
  ['an idle game with an instant', (s) => s.status === 'idle', (s) => void (s.at = 5)],
  ['an idle game with a fault', (s) => s.status === 'idle', (s) => void (s.red.conduct = 1)],
  ['a started game without an instant', (s) => s.status !== 'idle', (s) => void (s.at = null)],
  ['colours swapped before the start', (s) => s.status === 'idle', (s) => void (s.swapped = true)],
  ['swapped not a boolean', () => true, (s) => void (s.swapped = 'yes')],
];

describe('parseState against the reducer', () => {
  it('every state of a random game reads back equal through JSON', () => {
    fc.assert(
      fc.property(arbIntents, fc.constantFrom(null, 'vn-international', 'vn-rapid-15'), (intents, clock) => {
        for (const s of states(intents, clock)) {
          const read = parseState(copy(s));
          if (!read.ok) throw new Error(`${read.error.message} (${read.error.path}) in ${JSON.stringify(s)}`);
          expect(read.value).toEqual(copy(s));
        }
      }),
      { numRuns: 60 },
    );
  });

  const mutate = (s: ArbiterState, hit: Set<string>): void => {
    for (const [name, applies, edit] of MUTATIONS) {
      const m = copy(s);
      if (!applies(m)) continue;
      edit(m);
      hit.add(name);
      const r = parseState(m);
      if (r.ok) throw new Error(`accepted: ${name} in ${JSON.stringify(m)}`);
      expect(r.error.code).toBe('ARBITER_BAD_STATE');
    }
  };

  it('a state of each kind, mutated into an impossible one, is refused', () => {
    // One game through every kind of state a mutation needs, whatever the seed: idle, playing
    // with one touch kept, adjourned with a move sealed, over on the clock's time control.
    const kinds: ArbiterState[] = [createArbiter()];
    let s = apply(createArbiter(), { type: 'start', clock: 'vn-90', at: 0 }).state;
    kinds.push(s);
    s = apply(s, { type: 'touch', square: 'h2', at: 10 }).state;
    kinds.push(s);
    s = apply(s, { type: 'move', move: 'h2e2', at: 20 }).state;
    s = apply(s, { type: 'seal', move: 'h9g7', at: 1000 }).state;
    kinds.push(s);
    kinds.push(apply(s, { type: 'resign', side: 'black', at: 2000 }).state);
    const hit = new Set<string>();
    for (const k of kinds) mutate(k, hit);
    expect([...hit].sort()).toEqual(MUTATIONS.map((m) => m[0]).sort());
  });

  it('a state of a random game mutated into an impossible one is refused', () => {
    fc.assert(
      fc.property(arbIntents, fc.constantFrom(null, 'vn-rapid-15'), (intents, clock) => {
        const hit = new Set<string>();
        for (const s of states(intents, clock)) mutate(s, hit);
      }),
      { numRuns: 40 },
    );
  });

  it('a game that ends while a move is sealed reads back, its envelope never opened', () => {
    let s = apply(createArbiter(), { type: 'start', clock: 'vn-90', at: 0 }).state;
    s = apply(s, { type: 'seal', move: 'h2e2', at: 1000 }).state;
    expect(s.status).toBe('adjourned');
    for (const ev of [
      { type: 'resign', side: 'black', at: 2000 },
      { type: 'sanction', side: 'red', level: 'loss', at: 2000 },
    ] as const) {
      const over = apply(s, ev).state;
      expect([over.status, over.sealed]).toEqual(['over', null]);
      expect(parseState(copy(over)).ok).toBe(true);
    }
  });

  it('touching the same piece again keeps one touch', () => {
    let s = apply(createArbiter(), { type: 'start' }).state;
    for (let i = 0; i < 50; i++) s = apply(s, { type: 'touch', square: 'h2' }).state;
    s = apply(s, { type: 'touch', square: 'h9' }).state;
    s = apply(s, { type: 'touch', square: 'b2' }).state;
    expect(s.touches).toEqual([{ squares: ['h2'] }, { squares: ['h9'] }]);
    // 9.3a "phải dùng quân chạm trước tiên ăn quân chạm sau": the cannon takes the horse.
    expect(apply(s, { type: 'move', move: 'b2e2' }).ruling.accepted).toBe(false);
    expect(apply(s, { type: 'move', move: 'h2h9' }).ruling.accepted).toBe(true);
  });
});
