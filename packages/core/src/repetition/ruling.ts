import type { Color, Role } from '../types';
import type { RepetitionRuling, RuleSet, SideVerdict } from './model';
import { axfRule } from './rules';

/**
 * What the ruling needs to know of one chase of a move (the classifier's findings, see
 * `classify.ts`). Pieces are named by an id that follows them through the cycle.
 * @internal
 */
export interface ChaseFact {
  readonly targetId: number;
  readonly attackerId: number;
  readonly targetRole: Role;
  readonly attackerRole: Role;
  readonly protection: 'none' | 'false' | 'real';
  /** The target has no legal move to an empty point. */
  readonly immobile: boolean;
  /** For a cannon's chase: the role of its screen. */
  readonly screenRole?: Role;
  /** For a rook chasing a rook: the chased rook cannot take back because a cannon pins it (rule 27). */
  readonly heldByCannon: boolean;
  /** The target attacks a rook of the chasing side that cannot take it: it pins that rook (rule 37). */
  readonly pinsRook: boolean;
  /** Taking the target would lay another rook of the chasing side open to a new attack (rule 15). */
  readonly exposesRook: boolean;
  /** The chasing piece is the one that moved (else the chase was uncovered). */
  readonly moved: boolean;
  /** Taking the target would give check: a threat to check and capture (rules 13, 38). */
  readonly capturesWithCheck: boolean;
}

/** What the ruling needs to know of one move of the cycle. @internal */
export interface MoveFact {
  readonly color: Color;
  readonly check: boolean;
  readonly mateThreat: boolean;
  readonly chases: readonly ChaseFact[];
  /** The mover's new attacks on really protected pieces. */
  readonly attacks: readonly {
    readonly targetId: number;
    readonly attackerId: number;
    readonly pair: string;
  }[];
  /** All the mover's attacks on really protected pieces after the move (target and attacker ids). */
  readonly standing: readonly { readonly targetId: number; readonly attackerId: number }[];
  /** The moved piece and a same-type enemy attack each other, each able to take the other (an offer to exchange). */
  readonly exchange: boolean;
  /** The move makes a new same-type attack where each side can take the other. */
  readonly newExchange: boolean;
  /** The moved piece stands where the opponent can take it (an offer or a sacrifice). */
  readonly offer: boolean;
  /** The moved piece is offered, unprotected, to an enemy piece of its own type (a sacrifice, rule 24). */
  readonly offerSameType: boolean;
  /** The enemy piece the moved piece is offered to is attacked by two or more of the mover's pieces. */
  readonly offerCrossfire: boolean;
  /** The role of the moved piece. */
  readonly movedRole: Role;
  /** The moved piece is the king or a pawn. */
  readonly kingOrPawn: boolean;
  /** The move parries a check or a threat of the opponent. */
  readonly block: boolean;
  /** The moved rook attacks an enemy piece it cannot take, a cannon holding it on its line (rule 27). */
  readonly confinedAttack: boolean;
  /**
   * The move is no check, and after it (not before) the mover has a check that leaves a piece
   * really threatened: a threat to check and capture (rule 38).
   */
  readonly checkThenCapture: boolean;
  /** The opponent's move before it threatened mate, and after it the threat is gone (rule 39). */
  readonly parriesMate: boolean;
  /** After the move the mover's king, or one of its pawns, attacks an enemy piece (rules 28, 29). */
  readonly kingAttack: boolean;
  readonly pawnAttack: boolean;
  /** After the move a cannon of the mover attacks a pawn that has not crossed the river (rule 25). */
  readonly cannonOnUncrossedPawn: boolean;
}

/** The rule a ruling cites and the Vietnamese articles beside it: the ruling's own fields. @internal */
export type RuleChoice = Pick<
  RepetitionRuling,
  'winner' | 'reason' | 'rule' | 'axf' | 'article' | 'detail' | 'detailVerified' | 'explanation'
>;

const other = (c: Color): Color => (c === 'red' ? 'black' : 'red');

function choice(
  winner: Color | null,
  reason: RuleChoice['reason'],
  rules: readonly number[],
  article: string,
  explanation: string,
): RuleChoice {
  const rows = rules.map(axfRule);
  const one = rows.length === 1 ? rows[0]! : undefined;
  return {
    winner,
    reason,
    rule: rows.map((r) => `AXF ${r.rule}`).join(' / '),
    axf: rows,
    article,
    ...(one && one.rule >= 5 ? { detail: one.detail, detailVerified: one.detailVerified } : {}),
    explanation,
  };
}

/**
 * The most specific AXF rule that forbids a side's perpetual chase of the piece `target`
 * (an id of {@link ChaseFact}), from the chases of that piece by the side's moves and the
 * opponent's moves `theirs`.
 */
export function chaseRule(
  mine: readonly MoveFact[],
  target: number,
  theirs: readonly MoveFact[] = [],
): number {
  const on = mine.map((m) => m.chases.filter((c) => c.targetId === target));
  const all = on.flat();
  if (all.length === 0) return 25;
  const role = all[0]!.targetRole;
  const attackers = new Set(all.map((c) => c.attackerId));
  // One piece chases on every move, or several take turns.
  const everyMove = [...attackers].filter((a) => on.every((cs) => cs.some((c) => c.attackerId === a)));
  const single = everyMove.length > 0;
  // A piece that chases on every move decides the rule alone; the others only add to it.
  const deciding = single ? all.filter((c) => everyMove.includes(c.attackerId)) : all;
  const roles = new Set(deciding.map((c) => c.attackerRole));
  if (mine.some((m, i) => on[i]!.length > 0 && (m.exchange || m.newExchange))) return 36;
  // Only the king or pawns move, and the chase is made by the horses or rooks their moves let
  // loose: no chase by a king or a pawn (rules 28, 29) but by those pieces (rule 30, an
  // exception to them). A cannon over a moving screen is rule 25's "only the mount moves", or 31.
  if (mine.every((m) => m.kingOrPawn) && all.every((c) => !c.moved && c.attackerRole !== 'cannon')) return 30;
  // The chased pawn chases with every move of its side, which rule 29 allows: it may still not
  // be chased (rule 30, an exception to rule 29).
  if (role === 'pawn' && theirs.length > 0 && theirs.every((m) => m.movedRole === 'pawn' && m.pawnAttack))
    return 30;
  if (all.some((c) => c.pinsRook)) return 37;
  if (role === 'rook') {
    if (all.every((c) => c.immobile)) return 19;
    // Rule 26: the cannon keeps the rook attacked over an advisor or an elephant, shuttling the
    // screen or itself; rule 15 when taking would cost the cannon's side its own rook (D22–D23).
    const palace = (r: Role | undefined) => r === 'advisor' || r === 'elephant';
    // Rule 31: the cannon stands still while its screen moves, and the rook's side answers every
    // move by chasing that cannon back.
    const cannons = new Set(deciding.map((c) => c.attackerId));
    if (
      roles.size === 1 &&
      roles.has('cannon') &&
      deciding.every((c) => !c.moved) &&
      theirs.length > 0 &&
      theirs.every((m) => m.chases.some((c) => cannons.has(c.targetId)))
    )
      return 31;
    if (roles.size === 1 && roles.has('cannon'))
      return (deciding.every((c) => !c.moved) && mine.every((m) => palace(m.movedRole))) ||
        deciding.every((c) => palace(c.screenRole) && !c.exposesRook)
        ? 26
        : 15;
    if (roles.size === 1 && roles.has('horse')) return 21;
    if (roles.has('cannon') && roles.has('horse') && !roles.has('rook')) return 20;
    if (single && roles.size === 1 && roles.has('rook')) return all.some((c) => c.heldByCannon) ? 27 : 24;
  }
  if (!single) return 33;
  if (all.some((c) => c.protection === 'false')) return 34;
  const by = deciding[0]!.attackerRole;
  if (by === 'rook' && role === 'cannon') return 18;
  if (by === 'rook' && role === 'horse') return 23;
  if (by === role) return 24;
  return 25;
}

/**
 * The most specific AXF rule under which a side's moves are allowed, with its priority (lower
 * is more specific), or `undefined` when they are all idle.
 */
function allowedRuleOf(mine: readonly MoveFact[], theirs: readonly MoveFact[]): [number, number] | undefined {
  if (mine.length === 0) return undefined;
  const every = (f: (m: MoveFact) => boolean) => mine.every(f);
  const some = (f: (m: MoveFact) => boolean) => mine.some(f);
  // One same piece attacked on every move: chased on some (nearly a perpetual chase, priority 0)
  // or only attacked while protected (priority 1).
  const ids = (m: MoveFact) =>
    new Set([...m.chases.map((c) => c.targetId), ...m.attacks.map((a) => a.targetId)]);
  const sets = mine.map(ids);
  let attacked: [number, number] | undefined;
  for (const t of sets[0]!) {
    if (!sets.every((s) => s.has(t))) continue;
    const chases = mine.flatMap((m) => m.chases.filter((c) => c.targetId === t));
    const attacks = mine.flatMap((m) => m.attacks.filter((a) => a.targetId === t));
    const standing = mine.flatMap((m) => m.standing.filter((a) => a.targetId === t));
    const attackers = new Set([...chases.map((c) => c.attackerId), ...standing.map((a) => a.attackerId)]);
    const pairs = new Set([
      ...chases.map((c) => `${c.attackerRole}>${c.targetRole}`),
      ...attacks.map((a) => a.pair),
    ]);
    // 35 names two or more attackers; 17 a rook on a cannon; 24 and 27 pieces of one type.
    const sameType = [...pairs].every((p) => p.split('>')[0] === p.split('>')[1]);
    const rule =
      attackers.size > 1
        ? 35
        : pairs.size === 1 && pairs.has('rook>cannon')
          ? 17
          : pairs.size === 1 && pairs.has('rook>rook')
            ? chases.some((c) => c.heldByCannon)
              ? 27
              : 24
            : sameType
              ? 24
              : 0;
    if (rule === 0) continue;
    // Rule 35 names a protected piece: not one chased as unprotected or falsely protected.
    if (rule === 35 && chases.some((c) => c.protection !== 'real')) continue;
    if (chases.length > 0) return [0, rule];
    attacked ??= [1, rule];
  }
  if (attacked) return attacked;
  // Every move makes a new threat to check and then capture, and none offers an exchange: a
  // perpetual threat to check and capture (rule 38).
  if (every((m) => m.checkThenCapture && !m.exchange && !m.newExchange && !m.mateThreat)) return [1.2, 38];
  // A rook held on its line by a cannon: its moves along the line are no chases (rule 27).
  if (every((m) => m.confinedAttack)) return [1.5, 27];
  // Every move chases, not always the same piece (two or more pieces in turn).
  if (every((m) => m.chases.length > 0))
    return [
      2,
      every((m) => m.chases.every((c) => c.attackerRole === 'cannon' && c.targetRole === 'rook')) ? 16 : 32,
    ];
  // Rule 24 names two pieces of one type that can take each other; when the piece offered to is
  // also attacked by another piece of the mover, the offers are rule 40's.
  if (every((m) => m.offer || m.exchange))
    return [2.5, every((m) => m.offerSameType && !m.block && !m.offerCrossfire) ? 24 : 40];
  const threats = (ms: readonly MoveFact[]) => ms.some((m) => m.mateThreat);
  const forcing = every((m) => m.check || m.mateThreat);
  if (threats(mine) && threats(theirs) && (forcing || theirs.every((m) => m.check || m.mateThreat)))
    return [3, 10];
  // Every move parries the opponent's threat to mate, which the opponent renews each time.
  if (every((m) => m.parriesMate)) return [3, 39];
  if (forcing && some((m) => m.check) && threats(mine)) return [3, 11];
  if (threats(mine) && !some((m) => m.check)) return [3, 9];
  const plainChase = (m: MoveFact) => m.chases.some((c) => !c.capturesWithCheck);
  if (some((m) => m.check)) return [4, some((m) => !m.check && plainChase(m)) ? 12 : 13];
  if (every((m) => m.kingOrPawn) && some((m) => m.kingAttack || m.pawnAttack))
    return [5, some((m) => m.kingAttack) ? 28 : 29];
  if (some((m) => m.chases.length > 0) && !some(plainChase)) return [5, 38];
  if (some((m) => m.chases.length > 0)) return [7, 14];
  if (every((m) => m.block)) return [8, 39];
  if (some((m) => m.kingAttack)) return [9, 28];
  if (some((m) => m.pawnAttack)) return [9, 29];
  if (some((m) => m.cannonOnUncrossedPawn)) return [9, 25];
  return undefined;
}

/**
 * Chooses the rule that decides a cycle and writes the ruling's sentence. `code` is the
 * judge's answer (0 red wins, 1 black wins, -1 draw); `chased` the id of the piece each side
 * chases perpetually; `first` the colour that moves first in the cycle (ties between the sides
 * go to it, so that the choice does not depend on the colours).
 * @internal
 */
export function chooseRule(
  code: number,
  sides: { readonly red: SideVerdict; readonly black: SideVerdict },
  moves: readonly MoveFact[],
  chased: { readonly red?: number; readonly black?: number },
  chasedRole: { readonly red?: Role; readonly black?: Role },
  rules: RuleSet,
  first: Color,
): RuleChoice {
  const of = (c: Color) => moves.filter((m) => m.color === c);
  if (code >= 0) {
    const winner: Color = code === 0 ? 'red' : 'black';
    const loser = other(winner);
    const v = sides[loser];
    if (v === 'perpetual-check') {
      const rule = of(winner).some((m) => m.check) ? 8 : 6;
      const versus =
        sides[winner] === 'perpetual-chase' ? '; a perpetual check weighs more than a perpetual chase' : '';
      return choice(
        winner,
        'perpetual-check',
        [rule],
        '7.1g',
        `${loser} checks with every move of the cycle (perpetual check${rule === 8 ? ', against counter-checks' : ''})${versus}; it had to change and repeated the position a third time, so ${loser} loses`,
      );
    }
    if (v === 'perpetual-mate-threat')
      return {
        winner,
        reason: 'forbidden-repetition',
        rule: 'CXA perpetual mate threat',
        axf: [],
        article: '7.1h',
        explanation: `${loser} threatens mate with every move of the cycle, forbidden under the chinese rule set, so ${loser} loses`,
      };
    const rule = chaseRule(of(loser), chased[loser] ?? -1, of(winner));
    return choice(
      winner,
      'forbidden-repetition',
      [rule],
      '7.1h',
      `${loser} chases the same ${chasedRole[loser] ?? 'piece'} with every move of the cycle (perpetual chase: ${axfRule(rule).title}); it had to change and repeated the position a third time, so ${loser} loses`,
    );
  }
  if (sides.red === 'perpetual-check' && sides.black === 'perpetual-check')
    return choice(
      null,
      'repetition-draw',
      [7],
      '7.2c',
      'both sides check with every move (mutual perpetual check): a draw',
    );
  const forbidden = (v: SideVerdict) =>
    v === 'perpetual-chase' || (v === 'perpetual-mate-threat' && rules === 'chinese');
  if (forbidden(sides.red) && forbidden(sides.black)) {
    if (sides.red === 'perpetual-chase' && sides.black === 'perpetual-chase') {
      // Each side chases the piece that chases it: a mutual chase of a rook and a horse (rule 22).
      const chaserOf = (c: Color) =>
        new Set(
          of(c).flatMap((m) => m.chases.filter((x) => x.targetId === chased[c]).map((x) => x.attackerId)),
        );
      const roles = new Set([chasedRole.red, chasedRole.black]);
      const mutual = chaserOf('red').has(chased.black ?? -1) && chaserOf('black').has(chased.red ?? -1);
      if (mutual && roles.has('rook') && roles.has('horse'))
        return choice(
          null,
          'repetition-draw',
          [22],
          '7.2c',
          'a rook and a horse chase each other (both sides repeat a forbidden pattern): a draw',
        );
      const order: Color[] = first === 'red' ? ['red', 'black'] : ['black', 'red'];
      return choice(
        null,
        'repetition-draw',
        order.map((c) => chaseRule(of(c), chased[c] ?? -1, of(other(c)))),
        '7.2c',
        'both sides repeat a forbidden pattern: a draw',
      );
    }
    return {
      winner: null,
      reason: 'repetition-draw',
      rule: (first === 'red' ? (['red', 'black'] as const) : (['black', 'red'] as const))
        .map((c) =>
          sides[c] === 'perpetual-chase'
            ? `AXF ${chaseRule(of(c), chased[c] ?? -1, of(other(c)))}`
            : 'CXA perpetual mate threat',
        )
        .join(' / '),
      axf: [],
      article: '7.2c',
      explanation: 'both sides repeat a forbidden pattern: a draw',
    };
  }
  const a = allowedRuleOf(of(first), of(other(first)));
  const b = allowedRuleOf(of(other(first)), of(first));
  const best = a && (!b || a[0] <= b[0]) ? a : b;
  const rule = best ? best[1] : 5;
  return choice(
    null,
    'repetition-draw',
    [rule],
    '7.2b',
    `neither side repeats a forbidden pattern (${axfRule(rule).title}) and neither changes: a draw`,
  );
}
