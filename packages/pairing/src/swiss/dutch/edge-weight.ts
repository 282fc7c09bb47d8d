/**
 * The edge weight of a possible pair: the quality criteria of C.04.3 (2026) Art. 4 encoded as
 * bit fields of one BigInt, most important first, so that a maximum-weight matching satisfies
 * them in their order. A layout is one list of fields ({@link BASE_FIELDS} for the bracket
 * steps, {@link COMPLETION_FIELDS} for the whole-field completion matching of an odd field): the
 * list gives both the width of the weight ({@link weightWidth}) and its packing
 * ({@link edgeWeight}). The layout follows bbpPairings' `computeEdgeWeight` (see this package's
 * NOTICE).
 *
 * Widths: `s` bits count the players of the largest score group; `g` bits hold one counter per
 * score group (a group of k players gets bitsToRepresent(k) bits, the lowest group lowest), so
 * that a field can count pairs per score and compare them highest score first.
 */

import { type Colour, invert, NONE } from '../swiss-primitives';
import { compatible, type DutchPlayer, type DutchRound, FLOAT_DOWN, FLOAT_UP, score } from './dutch-player';

/** Bits needed to write `x` in binary (0 for 0). */
export function bitsToRepresent(x: number): number {
  let bits = 0;
  for (let v = x; v > 0; v = Math.floor(v / 2)) bits++;
  return bits;
}

const bit = (x: boolean): bigint => (x ? 1n : 0n);

/** The score groups of one round, which fix the sizes of the layout. */
export interface WeightLayout {
  /** `s`: bits of a per-pair counter (the largest score group's size). */
  readonly sizeBits: bigint;
  /** `g`: bits of all per-score-group counters together. */
  readonly groupsBits: bigint;
  /** Where the counter of each score (tenths) starts inside a `g`-bit field. */
  readonly groupShift: ReadonlyMap<number, bigint>;
  /** Score (tenths, with acceleration) of the top score group. */
  readonly topScore: number;
}

/** Where the pair stands in the current bracket and what is known about the bye. */
export interface PairPlace {
  readonly higher: DutchPlayer;
  readonly lower: DutchPlayer;
  /** The lower player belongs to the bracket being paired (else only to the next one, or none). */
  readonly lowerInCurrent: boolean;
  /** The lower player belongs to the next score group (the look-ahead of C8). */
  readonly lowerInNext: boolean;
  /**
   * Score of the player who will get the pairing-allocated bye (0 when the field is even;
   * `Infinity` before it is known, in the completion matching).
   */
  readonly byeScore: number;
  /** The bye assignee is the single downfloater of the current bracket (C9 applies). */
  readonly singleDownfloaterIsBye: boolean;
  /** Rank of each number of played games among the bye candidates (fewest unplayed first). */
  readonly playedGamesRanks: ReadonlyMap<number, number>;
}

/** One bit field of the weight: its width and its value for a pair. */
export interface WeightField {
  /** What the field maximises, with the criterion it encodes. */
  readonly name: string;
  /** Whether the field exists in this round (floats need past rounds). */
  readonly present: (playedRounds: number) => boolean;
  readonly bits: (layout: WeightLayout) => bigint;
  /** The value, below 2^bits. */
  readonly value: (round: DutchRound, layout: WeightLayout, pair: PairPlace) => bigint;
}

const always = (): boolean => true;

/** A field of the layout (see {@link WeightField}). */
const field = (
  name: string,
  bits: WeightField['bits'],
  value: WeightField['value'],
  present: WeightField['present'] = always,
): WeightField => ({ name, bits, value, present });
const afterRound = (k: number) => (playedRounds: number) => playedRounds >= k;
const s = (l: WeightLayout): bigint => l.sizeBits;
const g = (l: WeightLayout): bigint => l.groupsBits;
const at = (l: WeightLayout, sc: number): bigint => l.groupShift.get(sc)!;

/** C14–C17: repeated downfloats and upfloats, `back` rounds ago (counts of pairs). */
function floatFields(back: 1 | 2, ordinal: string): WeightField[] {
  return [
    field(
      `C${back === 1 ? 14 : 16}: fewest downfloaters repeated from ${ordinal}`,
      s,
      (_r, _l, { higher, lower, lowerInCurrent }) =>
        lowerInCurrent
          ? bit(lower.floats[back] === FLOAT_DOWN) +
            bit(score(higher) <= score(lower) && higher.floats[back] === FLOAT_DOWN)
          : 0n,
      afterRound(back),
    ),
    field(
      `C${back === 1 ? 15 : 17}: fewest upfloaters repeated from ${ordinal}`,
      s,
      (_r, _l, { higher, lower, lowerInCurrent }) =>
        bit(lowerInCurrent && !(score(higher) > score(lower) && lower.floats[back] === FLOAT_UP)),
      afterRound(back),
    ),
  ];
}

/** C18–C21: the same as C14–C17, measured by the scores involved. */
function floatScoreFields(back: 1 | 2, ordinal: string): WeightField[] {
  return [
    field(
      `C${back === 1 ? 18 : 20}: lowest scores of downfloaters repeated from ${ordinal}`,
      g,
      (_r, l, { higher, lower, lowerInCurrent }) =>
        lowerInCurrent
          ? (bit(lower.floats[back] === FLOAT_DOWN) << at(l, score(lower))) +
            (bit(higher.floats[back] === FLOAT_DOWN) << at(l, score(higher)))
          : 0n,
      afterRound(back),
    ),
    field(
      `C${back === 1 ? 19 : 21}: lowest scores of opponents of upfloaters repeated from ${ordinal}`,
      g,
      (_r, l, { higher, lower, lowerInCurrent }) =>
        lowerInCurrent && !(lower.floats[back] === FLOAT_UP && score(higher) > score(lower))
          ? 1n << at(l, score(higher))
          : 0n,
      afterRound(back),
    ),
  ];
}

const compatiblePreferences = (a: Colour, b: Colour): boolean => a !== b || a === NONE || b === NONE;

/**
 * C4 and C5, the top field of every layout: 1 plus one for each player who cannot take the bye
 * at the bye assignee's score, so that a maximum matching is complete (C4) and its unmatched
 * vertex, if any, is a legal bye (C5).
 */
const COMPLETION_FIELD: WeightField = field(
  'C4: most pairs; C5: the unpaired player can take the bye',
  () => 2n,
  (_r, _l, { higher, lower, byeScore }) => {
    const candidate = (p: DutchPlayer): boolean => p.byeEligible && score(p) <= byeScore;
    return 1n + bit(!candidate(higher)) + bit(!candidate(lower));
  },
);

/**
 * The layout of the whole-field matching of an odd field, before the bye assignee's score is
 * known (`byeScore` is `Infinity`): C4 and bye eligibility, then the two players' score-group
 * offsets added (pairs of higher scores weigh more, so the bye goes to the lowest score
 * possible, C5), then one bit when the lower player is in the top score group.
 */
export const COMPLETION_FIELDS: readonly WeightField[] = [
  COMPLETION_FIELD,
  field(
    'C5: the lowest score left for the bye (the sum of the two score-group offsets, higher groups higher)',
    g,
    (_r, l, p) => at(l, score(p.higher)) + at(l, score(p.lower)),
  ),
  field('C5: the top score group paired', s, (_r, l, p) => bit(score(p.lower) >= l.topScore)),
];

/**
 * The layout of the bracket steps, most significant first. The top field holds completion and
 * bye eligibility; the last field leaves room for the in-bracket order that the bracket steps
 * add (exchanges, S1 order).
 */
export const BASE_FIELDS: readonly WeightField[] = [
  COMPLETION_FIELD,
  field('C6: most pairs in the current bracket', s, (_r, _l, p) => bit(p.lowerInCurrent)),
  field('C7: highest scores paired in the current bracket', g, (_r, l, p) =>
    p.lowerInCurrent ? 1n << at(l, score(p.higher)) : 0n,
  ),
  field('C8: most pairs in the next bracket', s, (_r, _l, p) => bit(p.lowerInNext)),
  field('C8: highest scores paired in the next bracket', g, (_r, l, p) =>
    p.lowerInNext ? 1n << at(l, score(p.higher)) : 0n,
  ),
  field(
    'C9: fewest unplayed games of the bye assignee',
    (l) => 2n * l.sizeBits,
    (_r, _l, { higher, lower, byeScore, singleDownfloaterIsBye, playedGamesRanks }) => {
      if (!singleDownfloaterIsBye) return 0n;
      let v = 0n;
      if (score(higher) === byeScore) v += BigInt(playedGamesRanks.get(higher.playedGames)!);
      if (score(lower) === byeScore) v += BigInt(playedGamesRanks.get(lower.playedGames)!);
      return v;
    },
  ),
  // colour criteria, read from the lower player's side (p) against the higher (o)
  field(
    'C10: no topscorer pair with both colour differences beyond ±2',
    s,
    (_r, _l, { higher: o, lower: p, lowerInCurrent }) =>
      bit(lowerInCurrent && (!p.absoluteImbalance || !o.absoluteImbalance || p.preference !== o.preference)),
  ),
  field(
    'C11: no topscorer pair with the same colour three times in a row',
    s,
    (_r, _l, { higher: o, lower: p, lowerInCurrent }) =>
      bit(
        lowerInCurrent &&
          (!p.absolute ||
            !o.absolute ||
            p.preference !== o.preference ||
            (p.imbalance === o.imbalance
              ? p.repeated === NONE || p.repeated !== o.repeated
              : (p.imbalance > o.imbalance ? o : p).repeated !== invert(p.preference))),
      ),
  ),
  field('C12: fewest colour preferences not granted', s, (_r, _l, { higher: o, lower: p, lowerInCurrent }) =>
    bit(lowerInCurrent && compatiblePreferences(p.preference, o.preference)),
  ),
  field(
    'C13: fewest strong colour preferences not granted',
    s,
    (_r, _l, { higher: o, lower: p, lowerInCurrent }) =>
      bit(
        lowerInCurrent &&
          ((!p.strong && !p.absolute) ||
            (!o.strong && !o.absolute) ||
            (p.absolute && o.absolute) ||
            p.preference !== o.preference),
      ),
  ),
  ...floatFields(1, 'the previous round'),
  ...floatFields(2, 'two rounds before'),
  ...floatScoreFields(1, 'the previous round'),
  ...floatScoreFields(2, 'two rounds before'),
  field(
    'room for the in-bracket order (exchanges, BSN differences, S1 order; set by the bracket steps)',
    (l) => 3n * l.sizeBits + 1n,
    () => 0n,
  ),
];

/** The fields of this round's weights (floats need one or two past rounds). */
export function roundFields(playedRounds: number): readonly WeightField[] {
  return BASE_FIELDS.filter((f) => f.present(playedRounds));
}

/** Total width of the fields: every weight of the layout is below 2^width. */
export function weightWidth(fields: readonly WeightField[], layout: WeightLayout): bigint {
  let width = 0n;
  for (const f of fields) width += f.bits(layout);
  return width;
}

/**
 * The weight of a pair: 0 when the absolute criteria forbid it; else every field's value, the
 * first field in the highest bits.
 */
export function edgeWeight(
  round: DutchRound,
  layout: WeightLayout,
  fields: readonly WeightField[],
  pair: PairPlace,
): bigint {
  if (!compatible(round, pair.higher, pair.lower)) return 0n;
  let r = 0n;
  for (const f of fields) r = (r << f.bits(layout)) + f.value(round, layout, pair);
  return r;
}
