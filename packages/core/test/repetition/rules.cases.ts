/**
 * Positions constructed for the rule numbers of the Asian Xiangqi Federation's rules (Asian
 * Rules, chapter 4, one page per rule at http://www.wxf.org/xq/rule/asia/; in English at
 * http://www.xqinenglish.com/axfrules.html), each with a forbidden and an allowed case side by
 * side. Every cycle is four plies played twice, so
 * the start position stands for the third time after the last move. Squares are ICCS (file
 * a..i from red's left, rank 0..9 from red's side). The justification of each verdict is in
 * the comment above it, worked out by hand from the rules, not from the judge's output.
 */
import type { RepetitionCase } from './cases';

/** A rule with its forbidden and its allowed case. */
export interface RuleCase {
  /** AXF rule number (Asian Rules, chapter 4). */
  readonly rule: number;
  readonly forbidden: RepetitionCase;
  readonly allowed: RepetitionCase;
  /** The rule the judge should cite for the forbidden case, when it is this one. */
  readonly forbiddenRule?: string;
  /** The rule the judge should cite for the allowed case, when it is this one. */
  readonly allowedRule?: string;
  /** Rule set for both cases (default `asian`). */
  readonly rules?: 'asian' | 'chinese' | 'simple';
  /** Rule set for the forbidden case only (the allowed case is judged under `asian`). */
  readonly forbiddenRules?: 'chinese';
}

function cycle(name: string, fen: string, moves: string, winner: RepetitionCase['winner']): RepetitionCase {
  const four = moves.split(' ');
  return { name, fen: `${fen} w - - 0 1`, moves: [...four, ...four], winner };
}

// Shared positions.

// Red rook a8 checks the black king on rank 9 (a9) and on rank 8 (a8) in turn; the king steps
// e9-e8-e9. Every red move is a check: perpetual check, red loses.
const PERPETUAL_CHECK = cycle(
  'rook checks on two ranks',
  '4k4/R8/9/9/9/9/9/9/9/3K5',
  'a8a9 e9e8 a9a8 e8e9',
  'black',
);
// The same with the rook starting on a7: a7-a9 checks, a9-a7 does not (rank 7 holds nothing and
// the king stands on e8): one check and one idle move, a draw.
const CHECK_IDLE = cycle(
  'one check, one idle move',
  '4k4/9/R8/9/9/9/9/9/9/3K5',
  'a7a9 e9e8 a9a7 e8e9',
  'draw',
);
// The black horse flees a8-c7-a8; the red rook follows it c0-a0-c0, attacking it on the a-file
// from a0 (a1..a7 empty) and on the c-file from c0 (c1..c6 empty). No black piece can take back
// on a8 or c7: every red move chases the same unprotected horse, red loses.
const ROOK_CHASES_HORSE = cycle(
  'rook chases an unprotected horse',
  '4k4/n8/9/9/9/9/9/9/9/2RK5',
  'c0a0 a8c7 a0c0 c7a8',
  'black',
);
// Red rook b4 and red cannon a0 (screen: the red pawn a3) take turns on the black horse a7: with
// the rook on a4 the rook attacks a7 (a5, a6 empty) and the cannon has two screens; with the
// rook on b4 the cannon attacks a7 over a3. Each red move makes a new attack on the same
// unprotected horse: two pieces chasing one piece in turn, red loses.
const TWO_ON_ONE = cycle(
  'rook and cannon in turn on one horse',
  '4k4/9/n8/9/9/1R7/P8/9/9/C2K5',
  'b4a4 e9e8 a4b4 e8e9',
  'black',
);
// Black king e9; red rook on file b, red cannon a8, red horse g8; the black rook f8 cannot move
// (leaving f8 opens the horse's leg: g8-e9 check) except by taking the horse. With the advisor
// on f9 the rook b8 attacks f8 along rank 8 and the cannon a8 does too over the screen b8; the
// advisor blocks on e8; then the rook leaves for b6 and the cannon attacks f8 over the advisor.
// Every red move chases the immobile rook, red loses (the pattern of Hình 39).
const IMMOBILE_ROOK = cycle(
  'rook and cannon chase a pinned rook',
  '4ka3/C4rN2/9/1R7/9/9/9/9/9/3K5',
  'b6b8 f9e8 b8b6 e8f9',
  'black',
);

export const RULE_CASES: readonly RuleCase[] = [
  {
    rule: 6,
    forbidden: PERPETUAL_CHECK,
    allowed: CHECK_IDLE,
    forbiddenRule: 'AXF 6',
  },
  {
    // Red cannon e3 / rook f0 against black rook f6 / cannon e8 (kings e1 and f7). e3-f3 checks
    // over the screen f6; f6-e6 parries and checks down the open e-file; f3-e3 blocks and
    // uncovers the rook f0 on f7; e6-f6 blocks and uncovers the cannon e8 over the screen e3.
    // Both sides check every move: a draw (rule 7). Without the black cannon e8 black's e6-f6
    // gives no check: red checks every move against one counter-check (rule 8), red loses.
    rule: 7,
    forbidden: cycle(
      'two checks, one counter-check',
      '9/9/5k3/5r3/9/9/4C4/9/4K4/5R3',
      'e3f3 f6e6 f3e3 e6f6',
      'black',
    ),
    allowed: cycle(
      'mutual perpetual check',
      '9/4c4/5k3/5r3/9/9/4C4/9/4K4/5R3',
      'e3f3 f6e6 f3e3 e6f6',
      'draw',
    ),
    forbiddenRule: 'AXF 8',
    allowedRule: 'AXF 7',
  },
  {
    rule: 8,
    forbidden: cycle(
      'two checks, one counter-check',
      '9/9/5k3/5r3/9/9/4C4/9/4K4/5R3',
      'e3f3 f6e6 f3e3 e6f6',
      'black',
    ),
    allowed: cycle(
      'mutual perpetual check',
      '9/4c4/5k3/5r3/9/9/4C4/9/4K4/5R3',
      'e3f3 f6e6 f3e3 e6f6',
      'draw',
    ),
    forbiddenRule: 'AXF 8',
  },
  {
    // The red pawn e7 guards e8; with the red rook on a8 or b8, a rook move to rank 9 mates the
    // king e9 (d9 and f9 stay on the checked rank, e8 is guarded, nothing can block). Red
    // shuttles a8-b8 threatening mate each move, black shuttles its rook h0-h1: allowed under the
    // Asian rules (rule 9), forbidden under the Chinese rules (perpetual mate threat).
    rule: 9,
    forbidden: cycle(
      'perpetual mate threat (chinese)',
      '4k4/R8/4P4/9/9/9/9/3K5/9/7r1',
      'a8b8 h0h1 b8a8 h1h0',
      'black',
    ),
    allowed: cycle(
      'perpetual mate threat (asian)',
      '4k4/R8/4P4/9/9/9/9/3K5/9/7r1',
      'a8b8 h0h1 b8a8 h1h0',
      'draw',
    ),
    forbiddenRules: 'chinese',
    forbiddenRule: 'CXA perpetual mate threat',
    allowedRule: 'AXF 9',
  },
  {
    // Mirror nets: the red pawn e7 and the black pawn e2 guard e8 and e1; each rook threatens
    // mate on the back rank from both of its squares (a8/b8 for red, h1/i1 for black). Mutual
    // mate threats are allowed (rule 10): a draw. One-sided under the Chinese rules: rule 9's
    // forbidden case.
    rule: 10,
    forbidden: cycle(
      'perpetual mate threat (chinese)',
      '4k4/R8/4P4/9/9/9/9/3K5/9/7r1',
      'a8b8 h0h1 b8a8 h1h0',
      'black',
    ),
    allowed: cycle('mutual mate threats', '4k4/R8/4P4/9/9/9/9/4p4/7r1/4K4', 'a8b8 h1i1 b8a8 i1h1', 'draw'),
    forbiddenRules: 'chinese',
    allowedRule: 'AXF 10',
  },
  {
    // Red rook a0-a9 checks the king d9 along rank 9; the king goes to d8; a9-a0 threatens a0-d0
    // mate (on the d-file the king d8 can go neither to d9 nor to d7, and e8 is guarded by the
    // pawn e7): one check and one mate threat, allowed (rule 11); forbidden under the Chinese
    // rules, where every move of the cycle is a check or a mate threat.
    rule: 11,
    forbidden: cycle(
      'one check, one mate threat (chinese)',
      '3k5/9/4P4/9/9/9/9/9/9/R3K4',
      'a0a9 d9d8 a9a0 d8d9',
      'black',
    ),
    allowed: cycle('one check, one mate threat', '3k5/9/4P4/9/9/9/9/9/9/R3K4', 'a0a9 d9d8 a9a0 d8d9', 'draw'),
    forbiddenRules: 'chinese',
    allowedRule: 'AXF 11',
  },
  {
    // a7-a9 checks the king e9; a9-a7 attacks the unprotected black horse g7 along rank 7
    // (b7..f7 empty): one check and one chase, allowed (rule 12). Forbidden side: a rook that
    // chases one horse with every move (rule 25's case).
    rule: 12,
    forbidden: ROOK_CHASES_HORSE,
    allowed: cycle('one check, one chase', '4k4/9/R5n2/9/9/9/9/9/9/3K5', 'a7a9 e9e8 a9a7 e8e9', 'draw'),
    allowedRule: 'AXF 12',
  },
  {
    rule: 13,
    forbidden: PERPETUAL_CHECK,
    allowed: CHECK_IDLE,
    allowedRule: 'AXF 13',
  },
  {
    // The red cannon shuttles a2-b2 behind the screens a4 (pawn) and b4 (horse); the black rook
    // flees b7-a7-b7 and is attacked on each square. The rook is protected on both (the elephant
    // c9 guards a7, the horse d8 guards b7), yet a cannon may not chase a rook (rule 15): red
    // loses. With a black cannon instead of the rook, the attacker and the target are cannons
    // over the same screen: each can take the other, an offer to exchange, a draw.
    rule: 15,
    forbidden: cycle(
      'cannon chases a protected rook',
      '2b1k4/3n5/1r7/9/9/PN7/9/C8/9/3K5',
      'a2b2 b7a7 b2a2 a7b7',
      'black',
    ),
    allowed: cycle(
      'cannon faces a cannon',
      '2b1k4/3n5/1c7/9/9/PN7/9/C8/9/3K5',
      'a2b2 b7a7 b2a2 a7b7',
      'draw',
    ),
    forbiddenRule: 'AXF 15',
  },
  {
    // The same cannon shuttle with two black rooks standing on a7 and b7: each red move attacks
    // the other rook: one cannon chasing two rooks, allowed (rule 16). Forbidden side: rule 15's
    // case (one rook).
    rule: 16,
    forbidden: cycle(
      'cannon chases a protected rook',
      '2b1k4/3n5/1r7/9/9/PN7/9/C8/9/3K5',
      'a2b2 b7a7 b2a2 a7b7',
      'black',
    ),
    allowed: cycle('cannon chases two rooks', '4k4/9/rr7/9/9/PN7/9/C8/9/3K5', 'a2b2 e9e8 b2a2 e8e9', 'draw'),
    allowedRule: 'AXF 16',
  },
  {
    // The red rook shuttles a0-b0 after the black cannon fleeing b7-a7-b7. Unprotected cannon:
    // a rook may not chase it (rule 18), red loses. With a black rook on c7 the cannon is
    // protected on b7 (adjacent) and on a7 (through the empty b7): a rook may chase a protected
    // cannon (rule 17), a draw.
    rule: 17,
    forbidden: cycle(
      'rook chases an unprotected cannon',
      '4k4/9/1c7/9/9/9/9/9/9/R2K5',
      'a0b0 b7a7 b0a0 a7b7',
      'black',
    ),
    allowed: cycle(
      'rook chases a protected cannon',
      '4k4/9/1cr6/9/9/9/9/9/9/R2K5',
      'a0b0 b7a7 b0a0 a7b7',
      'draw',
    ),
    forbiddenRule: 'AXF 18',
    allowedRule: 'AXF 17',
  },
  {
    rule: 18,
    forbidden: cycle(
      'rook chases an unprotected cannon',
      '4k4/9/1c7/9/9/9/9/9/9/R2K5',
      'a0b0 b7a7 b0a0 a7b7',
      'black',
    ),
    allowed: cycle(
      'rook chases a protected cannon',
      '4k4/9/1cr6/9/9/9/9/9/9/R2K5',
      'a0b0 b7a7 b0a0 a7b7',
      'draw',
    ),
    forbiddenRule: 'AXF 18',
  },
  {
    // IMMOBILE_ROOK: red loses (rule 19). Without the red cannon a8 only b6-b8 attacks the rook
    // and b8-b6 is idle: not every move chases, a draw.
    rule: 19,
    forbidden: IMMOBILE_ROOK,
    allowed: cycle(
      'rook alone on a pinned rook, one chase one idle',
      '4ka3/5rN2/9/1R7/9/9/9/9/9/3K5',
      'b6b8 f9e8 b8b6 e8f9',
      'draw',
    ),
    forbiddenRule: 'AXF 19',
  },
  {
    // TWO_ON_ONE: red loses. Rule 20 names a cannon and a horse taking turns on a rook (Hình 42
    // is that case); a rook and a cannon taking turns on a horse fall under the general rule 33,
    // "two or more pieces may not take turns to chase one piece", which is cited. With an uncrossed black pawn on a6 as the target the same
    // manoeuvre is allowed: such a pawn cannot be chased (rule 25's exception), a draw.
    rule: 20,
    forbidden: TWO_ON_ONE,
    allowed: cycle(
      'rook and cannon in turn on an uncrossed pawn',
      '4k4/9/9/p8/9/1R7/P8/9/9/C2K5',
      'b4a4 e9e8 a4b4 e8e9',
      'draw',
    ),
    forbiddenRule: 'AXF 33',
  },
  {
    // Black king d9, black cannon e9; the red rook on the e-file (e3/e4) is pinned: the cannon
    // e9 has two screens (the rook and the advisor e1) before the king e0, one if the rook
    // leaves the file. The black rook a4-a3-a4 attacks it along ranks 3 and 4; the red rook
    // cannot take back (it would leave the file) and nothing guards e3 or e4: a same-type chase
    // of a piece that cannot capture back, black loses (rule 24). The red rook is held on its file
    // by a cannon, so the more specific rule 27 is cited ("a rook held on its line by a cannon
    // may not be chased"). Without the black cannon the red rook can take the black rook: an
    // offer to exchange, a draw.
    rule: 24,
    forbidden: cycle(
      'rook chases a pinned rook',
      '3kc4/9/9/9/9/r3R4/9/9/4A4/4K4',
      'e4e3 a4a3 e3e4 a3a4',
      'red',
    ),
    allowed: cycle(
      'rook offers a rook exchange',
      '3k5/9/9/9/9/r3R4/9/9/4A4/4K4',
      'e4e3 a4a3 e3e4 a3a4',
      'draw',
    ),
    forbiddenRule: 'AXF 27',
  },
  {
    // ROOK_CHASES_HORSE: red loses (an unprotected piece chased, rule 25; a rook on a horse is
    // rule 23's subject, which is cited). With a black rook on c8 the horse is protected on
    // c7 (adjacent) and on a8 (along rank 8, b8 empty); the red rook then attacks the black rook
    // c8 from c0 only as an exchange (the rooks see each other): a draw.
    rule: 25,
    forbidden: ROOK_CHASES_HORSE,
    allowed: cycle(
      'rook follows a protected horse',
      '4k4/n1r6/9/9/9/9/9/9/9/2RK5',
      'c0a0 a8c7 a0c0 c7a8',
      'draw',
    ),
    forbiddenRule: 'AXF 23',
  },
  {
    // The red cannon a8 never moves; the red horse shuttles c6-b8-c6 so that the cannon always
    // has exactly one screen before the black rook f8 (the horse on b8 with the advisor on f9,
    // the advisor on e8 with the horse on c6): the cannon keeps the rook attacked by shuttling
    // its screen, red loses (rule 26). With a black cannon on f8 the two cannons see each other
    // over the same screen: an offer to exchange, a draw. Rule 26 names an advisor or elephant
    // as the shuttled screen (D61 is that case); with a horse as the screen the cannon's chase of
    // the rook is rule 15's, which is cited.
    rule: 26,
    forbidden: cycle(
      'cannon shuttles its screen on a rook',
      '4ka3/C4r3/9/2N6/9/9/9/9/9/3K5',
      'c6b8 f9e8 b8c6 e8f9',
      'black',
    ),
    allowed: cycle(
      'cannon shuttles its screen on a cannon',
      '4ka3/C4c3/9/2N6/9/9/9/9/9/3K5',
      'c6b8 f9e8 b8c6 e8f9',
      'draw',
    ),
    forbiddenRule: 'AXF 15',
  },
  {
    // The crossed red pawn shuttles d9-e9-d9 (sideways on rank 9) and the black king follows
    // it, d8-e8-d8, attacking it each time from below (the pawn never attacks backwards): the
    // king may chase (rule 28), a draw. With a black horse doing the chasing instead (c8 attacks
    // e9 over the leg d8, e7 attacks d9 over the leg e8), the unprotected crossed pawn is chased
    // by every black move, black loses.
    rule: 28,
    forbidden: cycle(
      'horse chases a crossed pawn',
      '4P4/2n6/5k3/9/9/9/9/9/9/3K5',
      'e9d9 c8e7 d9e9 e7c8',
      'red',
    ),
    allowed: cycle('king chases a crossed pawn', '3P5/3k5/9/9/9/9/9/9/9/5K3', 'd9e9 d8e8 e9d9 e8d8', 'draw'),
    forbiddenRule: 'AXF 25',
  },
  {
    // The red rook shuttles e2-d2-e2; a crossed black pawn follows it e3-d3-e3, attacking it
    // from above each time: pawns may chase (rule 29), a draw. With a black horse following it
    // instead (e4 attacks d2 over e3, c3 attacks e2 over d3) a horse chases a rook, black loses
    // (rule 21, D45–D47).
    rule: 29,
    forbidden: cycle('horse chases a rook', '5k3/9/9/9/9/9/2n6/4R4/9/3K5', 'e2d2 c3e4 d2e2 e4c3', 'red'),
    allowed: cycle('pawn chases a rook', '5k3/9/9/9/9/9/4p4/4R4/9/3K5', 'e2d2 e3d3 d2e2 d3e3', 'draw'),
    forbiddenRule: 'AXF 21',
  },
  {
    // Two unprotected black horses a8 and c6 (neither guards the other); the red rook shuttles
    // c0-a0-c0 attacking one then the other: one piece chasing two pieces in turn, a draw (rule
    // 32). Forbidden side: one horse, rule 25's case.
    rule: 32,
    forbidden: ROOK_CHASES_HORSE,
    allowed: cycle(
      'rook chases two horses in turn',
      '4k4/n8/9/2n6/9/9/9/9/9/2RK5',
      'c0a0 e9e8 a0c0 e8e9',
      'draw',
    ),
    allowedRule: 'AXF 32',
  },
  {
    // TWO_ON_ONE: red loses (rule 33 = 20). With a black rook on a9 the horse a7 is protected
    // (a8 empty): two pieces attacking a protected piece, allowed (rule 35), a draw.
    rule: 33,
    forbidden: TWO_ON_ONE,
    allowed: cycle(
      'rook and cannon in turn on a protected horse',
      'r3k4/9/n8/9/9/1R7/P8/9/9/C2K5',
      'b4a4 e9e8 a4b4 e8e9',
      'draw',
    ),
  },
  {
    rule: 35,
    forbidden: TWO_ON_ONE,
    allowed: cycle(
      'rook and cannon in turn on a protected horse',
      'r3k4/9/n8/9/9/1R7/P8/9/9/C2K5',
      'b4a4 e9e8 a4b4 e8e9',
      'draw',
    ),
    allowedRule: 'AXF 35',
  },
  {
    // ROOK_CHASES_HORSE with a black rook on i0 (red king e1, black king d9): every red rook
    // move also offers a rook exchange along rank 0, but it still chases the unprotected horse:
    // red loses (rule 36). With the horse protected (black rook c8) only the exchange offers are
    // left: a perpetual offer to exchange, a draw (rule 40).
    rule: 36,
    forbidden: cycle(
      'chase and exchange offer',
      '3k5/n8/9/9/9/9/9/9/4K4/2R5r',
      'c0a0 a8c7 a0c0 c7a8',
      'black',
    ),
    allowed: cycle('exchange offers only', '3k5/n1r6/9/9/9/9/9/9/4K4/2R5r', 'c0a0 a8c7 a0c0 c7a8', 'draw'),
    forbiddenRule: 'AXF 36',
  },
  {
    // The red rook steps a4-b4-a4 to the file the black cannon has just left, so that each move
    // makes a new threat to check and capture: from b4 (the cannon on a5) Rb9+ drives the king off
    // rank 9 (or the cannon blocks on b9 and stands unprotected next to the rook), and then the
    // rook takes the unprotected horse h9; from a4 (the cannon on b5) Ra9+ the same. The cannon
    // steps in front of the rook each time; the rook never attacks a piece after its own move.
    // Allowed (rule 38, "perpetually threatening to check and capture is a draw"), a draw.
    // Forbidden side: the rook attacks the horse directly each move as it flees h9-i7-h9 (h0 on
    // the h-file, i0 on the i-file), red loses.
    rule: 38,
    forbidden: cycle(
      'rook chases the horse directly',
      '4k2n1/9/9/9/9/9/9/9/9/3K4R',
      'i0h0 h9i7 h0i0 i7h9',
      'black',
    ),
    allowed: cycle(
      'threat to check and capture, renewed by each move',
      '4k2n1/9/9/9/c8/R8/9/9/9/3K5',
      'a4b4 a5b5 b4a4 b5a5',
      'draw',
    ),
    allowedRule: 'AXF 38',
  },
  {
    // In IMMOBILE_ROOK black only blocks (the advisor interposes on e8 and steps back): a
    // perpetual block is allowed (rule 39), red, who chases, loses. Side by side: the black
    // side's moves are blocks and allowed, the red side's are chases and forbidden. Allowed case
    // alone: the rook without the cannon (one chase, one idle) against the same blocks, a draw.
    rule: 39,
    forbidden: IMMOBILE_ROOK,
    allowed: cycle(
      'rook alone on a pinned rook, one chase one idle',
      '4ka3/5rN2/9/1R7/9/9/9/9/9/3K5',
      'b6b8 f9e8 b8b6 e8f9',
      'draw',
    ),
  },
  {
    rule: 40,
    forbidden: cycle(
      'chase and exchange offer',
      '3k5/n8/9/9/9/9/9/9/4K4/2R5r',
      'c0a0 a8c7 a0c0 c7a8',
      'black',
    ),
    // The allowed case: the red rook offers itself, unprotected, to the black rook i0 on every
    // move, and either rook can take the other: rule 24's "perpetual sacrifice" of a rook to a
    // rook, a draw; rule 24 is cited as the more specific of the two (rule 40 is any offer).
    allowed: cycle('exchange offers only', '3k5/n1r6/9/9/9/9/9/9/4K4/2R5r', 'c0a0 a8c7 a0c0 c7a8', 'draw'),
    allowedRule: 'AXF 24',
  },
];

/**
 * A chase made by taking a piece's protection away (the appendix to AXF rule 40, and diagram
 * D105 of the rulebook): the red rook d1 attacks the black horse c1, which the black cannon c9
 * protects over one screen on the c-file. Red's pawn leaves c6 (no screen: the horse is
 * unprotected), black's elephant steps in on c5 (one screen: protected), the pawn comes back
 * (two screens: unprotected), the elephant leaves. Every red move makes the horse unprotected
 * while the rook attacks it: a perpetual chase, red loses. The twin: the pawn shuttles on the
 * g-file instead and the horse's protection changes only by black's own elephant: red's moves
 * are idle, a draw.
 */
export const PROTECTION_CASES: readonly RepetitionCase[] = [
  cycle(
    'a pawn keeps a horse unprotected',
    '2c2k3/9/4b4/2P6/9/9/9/9/2nR5/4K4',
    'c6b6 e7c5 b6c6 c5e7',
    'black',
  ),
  cycle(
    'the protection changes by the defender only',
    '2c2k3/9/4b4/2P3P2/9/9/9/9/2nR5/4K4',
    'g6h6 e7c5 h6g6 c5e7',
    'draw',
  ),
];

/**
 * The red rook shuttles a7-a8 while Ra9+ (then the horse h9, once the king leaves rank 9) stands
 * from both squares: the threat to check and capture was there before each move, so no move makes
 * it (as an attack that was already a threat is no new chase). Idle moves on both sides, a draw
 * under no rule more specific than 5.
 */
export const STANDING_CHECK_CAPTURE: RepetitionCase = cycle(
  'a standing threat to check and capture',
  '4k2n1/9/R8/9/9/8c/9/9/9/3K5',
  'a7a8 i4i5 a8a7 i5i4',
  'draw',
);

/** A case for a rule whose text was not retrieved, with the rule it should be cited under. */
export interface InferredRuleCase {
  readonly rule: number;
  readonly case: RepetitionCase;
}

/**
 * Rules 30 and 31, whose subjects are inferred from their diagrams (D72–D75, filed by the
 * Tan & Watkinson Medina suite as "exceptions to king-pawn chases"): moves of a pawn that are
 * not themselves chases let other pieces chase.
 */
export const INFERRED_RULE_CASES: readonly InferredRuleCase[] = [
  {
    // The red pawn c7 steps to b7 and back, opening the c-file for the rook c0 and then the
    // b-file for the rook b0; the black cannon flees c9-b9-c9 to the file the pawn has just
    // closed. Nothing protects it: every red move, a pawn move, uncovers a rook's attack on the
    // same unprotected cannon, a perpetual chase by the rooks (the pawn itself attacks nothing).
    // Red loses, rule 30. (The cannon, over the pawn, attacks a rook in turn: two pieces, allowed.)
    rule: 30,
    case: cycle(
      'a pawn uncovers rooks on one cannon',
      '2c1k4/4a4/2P6/9/9/9/9/9/9/1RRK5',
      'c7b7 c9b9 b7c7 b9c9',
      'black',
    ),
  },
  {
    // The red cannons a2 and b2 stand still; the red pawn a5 steps to b5 and back, the screen
    // over which the b2 cannon attacks the black rook on b6, then the a2 cannon the rook on a6.
    // The rook flees to the other file and attacks there the cannon that the pawn has left
    // without a screen (a2, then b2; nothing protects either). Red keeps the same rook attacked
    // by moving the screen while the rook chases back: red loses, rule 31.
    rule: 31,
    case: cycle(
      'a pawn shuttles as the screen of cannons on a rook that chases back',
      '4k4/9/9/1r7/P8/9/9/CC7/4A4/3AK4',
      'a5b5 b6a6 b5a5 a6b6',
      'black',
    ),
  },
];
