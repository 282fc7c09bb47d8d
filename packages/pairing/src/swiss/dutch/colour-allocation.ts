/**
 * Colour allocation of a pair, C.04.3 (2026) Article 5.2, rules in order: grant both
 * preferences; grant the stronger preference (both absolute: the wider colour difference);
 * alternate from the most recent round in which the two had different colours; grant the
 * higher-ranked player's preference; else the TPN rule (Art. 5.2.5) below.
 */

import { type Colour, invert, NONE } from '../swiss-primitives';
import { type DutchPlayer, type DutchRound, score } from './dutch-player';

const compatiblePreferences = (a: Colour, b: Colour): boolean => a !== b || a === NONE || b === NONE;

/** The colours of the two players in the latest round in which their played colours differ. */
function firstColourDifference(a: DutchPlayer, o: DutchPlayer): [Colour, Colour] {
  const ma = a.matches.filter((m) => m.played);
  const mo = o.matches.filter((m) => m.played);
  let i = ma.length - 1;
  let j = mo.length - 1;
  while (i >= 0 && j >= 0 && ma[i]!.colour === mo[j]!.colour) {
    i--;
    j--;
  }
  return [i >= 0 ? ma[i]!.colour : NONE, j >= 0 ? mo[j]!.colour : NONE];
}

/** Art. 5.2.1–5.2.3: the colour of `p` decided by the preferences and history, else `NONE`. */
function colourByPreferences(p: DutchPlayer, o: DutchPlayer): Colour {
  if (compatiblePreferences(p.preference, o.preference)) {
    if (p.preference !== NONE) return p.preference;
    if (o.preference !== NONE) return invert(o.preference);
    return NONE;
  }
  if (p.absolute && (p.imbalance > o.imbalance || !o.absolute)) return p.preference;
  if (o.absolute && (o.imbalance > p.imbalance || !p.absolute)) return invert(o.preference);
  if (p.strong && !o.strong) return p.preference;
  if (o.strong && !p.strong) return invert(o.preference);
  const [pc, oc] = firstColourDifference(p, o);
  return pc !== NONE && oc !== NONE ? oc : NONE;
}

/** True when `a` ranks below `b` (lower score, or equal score and higher pairing number). */
function ranksBelow(a: DutchPlayer, b: DutchPlayer): boolean {
  const sa = score(a);
  const sb = score(b);
  return sa < sb || (sa === sb && a.index > b.index);
}

/**
 * The last rule, Art. 5.2.5: the higher-ranked player gets the initial colour when his TPN is
 * odd, the other colour when it is even. TPNs are those of Art. 1.1 ("For the definition and
 * management of TPNs, see Article 2 of the General Handling Rules for Swiss Tournaments
 * (Initial Order and Late Entries)", https://handbook.fide.com/chapter/C0403202602): a player
 * who has not yet entered the tournament (absent so far, with only requested byes) is not yet
 * numbered, like a late entry, so the TPNs run over the players who have entered and, in a
 * first round with a requested bye, the initial colour still alternates board by board (as the
 * FIDE-endorsed engine allocates it). `tpnRank` is the TPN − 1.
 */
function colourByTpn(round: DutchRound, higher: DutchPlayer): Colour {
  return higher.tpnRank & 1 ? invert(round.initialColour) : round.initialColour;
}

/** The colour of `p` against `o` (C.04.3 Art. 5.2). */
export function allocateColour(round: DutchRound, p: DutchPlayer, o: DutchPlayer): Colour {
  const c = colourByPreferences(p, o);
  if (c !== NONE) return c;
  const below = ranksBelow(p, o);
  if (p.preference === NONE) {
    return below ? invert(colourByTpn(round, o)) : colourByTpn(round, p);
  }
  return below ? invert(o.preference) : p.preference;
}
