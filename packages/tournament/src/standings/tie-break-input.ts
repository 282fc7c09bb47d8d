// The checks of the tie-break entry points (`computeTieBreak`, `tieBreakCalculator`): a field,
// a spec or a group of the wrong shape is a TypeError naming the function and the field, never
// a deep "p.rounds is not iterable" or a value of `undefined` for an unknown code.
import { requireArray, requireObject } from '../guard';
import { TIE_BREAK_BASE_CODES } from '../tie-break-codes';
import { TIE_BREAK_RULES } from './tie-break-rules';

const COLOURS: readonly unknown[] = ['red', 'black', null];

function fail(fn: string, field: string, what: string, v: unknown): never {
  throw new TypeError(
    `${fn}: ${field} must be ${what}, got ${v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v}`,
  );
}

/** A finite number, else a TypeError. */
function requireFinite(fn: string, field: string, v: unknown): void {
  if (typeof v !== 'number' || !Number.isFinite(v)) fail(fn, field, 'a finite number', v);
}

/** One player as the tie-breaks read him (id, rating, adjustment, rounds), else a TypeError. */
export function checkTieBreakPlayer(fn: string, at: string, p: unknown): void {
  requireObject(fn, at, p);
  const o = p as Record<string, unknown>;
  if (typeof o.id !== 'number' || !Number.isSafeInteger(o.id)) fail(fn, `${at}.id`, 'an integer', o.id);
  if (o.rating !== undefined && typeof o.rating !== 'number') fail(fn, `${at}.rating`, 'a number', o.rating);
  if (o.adjustment !== undefined) requireFinite(fn, `${at}.adjustment`, o.adjustment);
  const rounds = o.rounds;
  requireArray(fn, `${at}.rounds`, rounds);
  for (let r = 0; r < rounds.length; r++) {
    const x: unknown = rounds[r];
    const here = `${at}.rounds[${r}]`;
    requireObject(fn, here, x);
    const g = x as Record<string, unknown>;
    if (g.opponent !== null && (typeof g.opponent !== 'number' || !Number.isSafeInteger(g.opponent)))
      fail(fn, `${here}.opponent`, 'an integer or null', g.opponent);
    if (typeof g.played !== 'boolean') fail(fn, `${here}.played`, 'a boolean', g.played);
    requireFinite(fn, `${here}.points`, g.points);
    requireFinite(fn, `${here}.share`, g.share);
    if (!COLOURS.includes(g.colour)) fail(fn, `${here}.colour`, "'red', 'black' or null", g.colour);
    if (g.pab !== undefined && typeof g.pab !== 'boolean') fail(fn, `${here}.pab`, 'a boolean', g.pab);
  }
}

/** The field of the tie-breaks, each player and round included, else a TypeError naming the field. */
export function checkTieBreakField(fn: string, field: unknown): void {
  requireObject(fn, 'field', field);
  const f = field as Record<string, unknown>;
  requireArray(fn, 'field.players', f.players);
  if (typeof f.roundRobin !== 'boolean') fail(fn, 'field.roundRobin', 'a boolean', f.roundRobin);
  requireFinite(fn, 'field.win', f.win);
  requireFinite(fn, 'field.draw', f.draw);
  if (f.unplayed !== undefined && f.unplayed !== 'fide' && f.unplayed !== 'lowest')
    fail(fn, 'field.unplayed', "'fide' or 'lowest'", f.unplayed);
  if (f.unratedRating !== undefined && typeof f.unratedRating !== 'number')
    fail(fn, 'field.unratedRating', 'a number', f.unratedRating);
  if (f.rules !== undefined && !(TIE_BREAK_RULES as readonly unknown[]).includes(f.rules))
    fail(fn, 'field.rules', TIE_BREAK_RULES.join(' or '), f.rules);
  const players = f.players;
  for (let i = 0; i < players.length; i++) checkTieBreakPlayer(fn, `field.players[${i}]`, players[i]);
}

/** A spec as `parseTieBreakCode` gives it, else a TypeError. */
export function checkTieBreakSpec(fn: string, spec: unknown): void {
  requireObject(fn, 'spec', spec);
  const s = spec as Record<string, unknown>;
  if (
    typeof s.code !== 'string' ||
    !(TIE_BREAK_BASE_CODES as readonly string[]).includes(s.code) ||
    s.code === 'AROC'
  )
    fail(fn, 'spec.code', 'a base tie-break code (see parseTieBreakCode)', s.code);
  for (const k of ['cutLow', 'cutHigh'] as const) {
    if (typeof s[k] !== 'number' || !Number.isSafeInteger(s[k]) || (s[k] as number) < 0)
      fail(fn, `spec.${k}`, 'a natural number', s[k]);
  }
}
