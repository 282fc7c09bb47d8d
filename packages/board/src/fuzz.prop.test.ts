import { arbPositionAndMove } from '@xq/test-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { announceMove, describePoint } from './announce';
import { coordinateLabels } from './coordinates';
import { ORIENTATIONS, squareNear } from './geometry';
import { arbThrown } from './hostile.test-util';
import { resolveOptions, toSquare } from './options';
import { pieceLabel } from './piece-sets';
import { THROWN_TEXT_MAX, thrownText } from './thrown';

// Wrong JS types and the names that trip up plain-object lookups.
const junk = fc.oneof(
  fc.anything(),
  fc.constantFrom('__proto__', 'toString', 'constructor', null, undefined, Number.NaN, Infinity, -0),
);

describe('the public entry points on any input', () => {
  it('toSquare answers a square 0..89 or undefined, never throws', () => {
    fc.assert(
      fc.property(fc.oneof(junk, fc.string({ maxLength: 3 }), fc.integer({ min: -5, max: 95 })), (value) => {
        const s = toSquare(value);
        if (s !== undefined) expect(Number.isInteger(s) && s >= 0 && s < 90).toBe(true);
      }),
    );
  });

  it('squareNear answers a square or undefined for any place, never throws', () => {
    fc.assert(
      fc.property(
        fc.record({ x: fc.oneof(fc.double(), junk), y: fc.oneof(fc.double(), junk) }),
        fc.constantFrom(...ORIENTATIONS),
        (place, orientation) => {
          const s = squareNear(place as never, orientation);
          if (s !== undefined) expect(Number.isInteger(s) && s >= 0 && s < 90).toBe(true);
        },
      ),
    );
  });

  it('pieceLabel, coordinateLabels and resolveOptions throw only TypeErrors on bad input', () => {
    const onlyTypeErrors = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        expect(e).toBeInstanceOf(TypeError);
      }
    };
    fc.assert(
      fc.property(junk, junk, junk, (a, b, c) => {
        onlyTypeErrors(() => pieceLabel({ color: a, role: b } as never, c as never));
        onlyTypeErrors(() => pieceLabel(a as never, 'western'));
        onlyTypeErrors(() => coordinateLabels(a as never, b as never));
        onlyTypeErrors(() => resolveOptions({ orientation: a, movable: b, animation: c } as never));
        onlyTypeErrors(() => resolveOptions(a as never));
      }),
    );
  });

  it('announces every legal move of random positions, naming the side that moved', () => {
    fc.assert(
      fc.property(
        arbPositionAndMove(60),
        fc.constantFrom('en' as const, 'vi' as const),
        ({ position, move }, lang) => {
          const text = announceMove(position, move, lang);
          const side = { en: { red: 'Red', black: 'Black' }, vi: { red: 'Trắng', black: 'Đen' } }[lang][
            position.turn
          ];
          expect(text.startsWith(`${side}: `)).toBe(true);
          expect(describePoint(position, move.from, lang)).toMatch(/^[a-i][0-9], /);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('what an app callback threw, as text', () => {
  it('is a string of at most THROWN_TEXT_MAX code units for anything thrown, and never throws', () => {
    fc.assert(
      fc.property(arbThrown(), (thrown) => {
        const text = thrownText(thrown.make());
        expect(typeof text).toBe('string');
        expect(text.length).toBeLessThanOrEqual(THROWN_TEXT_MAX);
      }),
      { numRuns: 300 },
    );
  });
  it("keeps an Error's short message, and any short string", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: THROWN_TEXT_MAX }), (message) => {
        expect(thrownText(new Error(message))).toBe(message);
        expect(thrownText(message)).toBe(message);
      }),
    );
  });
});
