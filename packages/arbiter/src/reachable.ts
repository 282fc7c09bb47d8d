// What parseState checks beyond the shape of each field: the invariants every event of the
// reducer keeps, so that a stored state it accepts is one the reducer could have produced.
import type { Game } from '@xq/core';
import { parseSquare } from '@xq/core';
import { INCIDENT_KINDS, INCIDENT_LADDERS } from './event';
import { createArbiter } from './options';
import { ARTICLE } from './parse-event';
import { RESULT_TEXTS } from './phrases';
import { boardResult, bothLose, faultLoss, flagResult, lossOf, result, struckOff, timeLoss } from './results';
import { RULING_TEXTS } from './ruling-texts';
import type { ArbiterResult, ArbiterState, SideRecord } from './state';
import { other, type Side } from './vocab';

/** Why a state is not one the reducer produces: what is wrong, and the field. */
export type Mismatch = [string, string];

const SIDES = ['red', 'black'] as const;
const FIFTEEN_MINUTES = 15 * 60_000;
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Why an idle state is not a fresh arbiter's (nothing happens before the start), or `null`. */
export function idleMismatch(s: ArbiterState, keys: readonly string[]): Mismatch | null {
  const fresh = createArbiter(s.options) as unknown as Record<string, unknown>;
  const given = s as unknown as Record<string, unknown>;
  for (const k of keys) {
    if (!same(fresh[k], given[k])) return ['nothing changes before the start', k];
  }
  return null;
}

/**
 * The penalties a record's incidents brought by their ladders (INCIDENT_LADDERS: the n-th
 * occurrence gets the n-th step, the last step repeating), summed by penalty.
 */
function ladderPenalties(r: SideRecord): Record<string, number> {
  const out: Record<string, number> = {};
  for (const k of INCIDENT_KINDS) {
    const steps = INCIDENT_LADDERS[k].steps;
    const n = r.incidents[k];
    // Occurrences 1 … steps.length - 1 each get their own step; the rest get the last.
    for (let i = 0; i < steps.length; i++) {
      const times = i < steps.length - 1 ? Math.min(n, i + 1) - Math.min(n, i) : Math.max(0, n - i);
      out[steps[i]!] = (out[steps[i]!] ?? 0) + times;
    }
  }
  return out;
}

/** Why one side's record disagrees with the rest of the state, or `null`. */
function recordMismatch(s: ArbiterState, side: Side): string | null {
  const r = s[side];
  const over = s.status === 'over';
  const l = ladderPenalties(r);
  // Every incident's penalty was counted in the record, beside the faults and sanctions given apart.
  if (r.technical < r.unrecorded + (l['technical-fault'] ?? 0))
    return 'fewer technical faults than its incidents and unrecorded moves brought';
  if (r.conduct < (l['conduct-fault'] ?? 0)) return 'fewer conduct faults than its incidents brought';
  if (r.reminders < (l.reminder ?? 0)) return 'fewer reminders than its incidents brought';
  if (r.warnings < (l.warning ?? 0)) return 'fewer warnings than its incidents brought';
  // 7.1n, 7.1m: the third fault of a kind ends the game as that side's loss. Only technical faults
  // are still counted after the result (16.3: the scoresheet not completed).
  if (!over && (r.technical >= 3 || r.conduct >= 3)) return 'three faults of a kind lose the game (7.1n)';
  if (r.conduct > 3 || r.unrecorded > 3) return 'no fault is counted after the third ends the game';
  const lost = over && s.result!.losers.includes(side);
  if (r.conduct === 3 && !(lost && s.result!.reason === 'conduct-faults'))
    return 'a third conduct fault loses the game (7.1n)';
  if (r.unrecorded === 3 && !(lost && ['unrecorded-moves', 'technical-faults'].includes(s.result!.reason)))
    return 'a third unrecorded fault loses the game (7.1m)';
  // 10.1.3: perpetual moves are counted only against a clock's stage, never ahead of it.
  const p = r.perpetual;
  if (s.clock === null)
    return p.stage + p.round + p.counted === 0 ? null : 'perpetual moves counted without a clock';
  const c = s.clock[side];
  if (p.stage > c.stage || (p.stage === c.stage && p.round > c.round))
    return 'perpetual moves counted ahead of the clock';
  const stage = s.clock.policy[side].stages[p.stage];
  if (p.counted > 0 && !(stage?.moves === 10 && stage.timeMs === FIFTEEN_MINUTES))
    return 'perpetual moves are counted only in a stage of 10 moves in 15 minutes (10.1.3)';
  return null;
}

/** The texts of a sealed-move loss whose move is read back from the result's own sentence. */
function sealedLoss(r: ArbiterResult): ArbiterResult[] {
  const why = RESULT_TEXTS['sealed-move'];
  const givenUp = SIDES.map((x) =>
    bothLose('sealed-move', why.article, RESULT_TEXTS['sealed-move-given-up'].say(x, other(x))),
  );
  const loser = r.losers[0];
  if (r.losers.length !== 1 || loser === undefined) return givenUp;
  // The envelope's text sits between the quotes of the sentence: read it back, say it again.
  const move = /"([\s\S]*)"/.exec(r.en)?.[1] ?? '';
  return [...givenUp, lossOf(loser, 'sealed-move', why.article, why.say(loser, move))];
}

/** The results the reducer gives for the state's reason, one of which the state must hold. */
function resultsFor(s: ArbiterState, g: Game): ArbiterResult[] {
  const r = s.result!;
  const T = RULING_TEXTS;
  const per = (f: (x: Side) => ArbiterResult): ArbiterResult[] => SIDES.map(f);
  const loser = r.losers[0];
  switch (r.reason) {
    case 'technical-faults':
    case 'conduct-faults':
    case 'unrecorded-moves': {
      const kind = r.reason === 'conduct-faults' ? 'conduct' : 'technical';
      return r.losers.length === 0 ? [] : [faultLoss([...r.losers], kind, r.reason === 'unrecorded-moves')];
    }
    case 'resignation':
      return per((x) =>
        lossOf(x, 'resignation', RESULT_TEXTS.resignation.article, RESULT_TEXTS.resignation.say(x)),
      );
    case 'time':
    case 'quota':
      return per((x) => timeLoss(x, r.reason as 'time' | 'quota'));
    case 'late-arrival': {
      const t = RESULT_TEXTS['late-arrival'];
      return [...per((x) => timeLoss(x, 'late')), bothLose('late-arrival', t.article, t.say('both'))];
    }
    case 'agreement': {
      const t = T['draw-accepted'].agreed;
      return per((x) => result(null, [], 'agreement', t.article, t.say(other(x), x)));
    }
    case 'annulled':
      return (['setup', 'colours-order'] as const).map((k) =>
        result(null, [], 'annulled', T.annulled[k].article, T.annulled[k].say()),
      );
    case 'move-limit': {
      const valid = T['claim-valid'].moveLimit;
      const limit = s.options.moveLimit.moves;
      const board = boardResult(g);
      const claimed = result(null, [], 'move-limit', RESULT_TEXTS['move-limit'].article, valid.say(limit));
      return board ? [claimed, board] : [claimed];
    }
    case 'penalty':
    case 'disqualification':
    case 'expulsion': {
      // A sanction may cite the article the arbiter gives: the sentence is the law's either way.
      const level = r.reason === 'penalty' ? 'loss' : r.reason;
      if (loser === undefined || !ARTICLE.test(r.article)) return [];
      if (r.losers.length === 2)
        return [bothLose(r.reason, r.article, RESULT_TEXTS.sanction.say('both', level))];
      if (level === 'expulsion')
        return [struckOff(loser, r.article, RESULT_TEXTS.sanction.say(loser, level))];
      return [lossOf(loser, r.reason, r.article, RESULT_TEXTS.sanction.say(loser, level))];
    }
    case 'sealed-move':
      return sealedLoss(r);
    default: {
      const board = boardResult(g);
      return board ? [board] : [];
    }
  }
}

/** Why a result disagrees with the records and the board, or `null`. */
function resultMismatch(s: ArbiterState, g: Game): string | null {
  const r = s.result!;
  for (const side of r.losers) {
    const rec = s[side];
    if (r.reason === 'conduct-faults' && rec.conduct < 3)
      return `${side} lost on conduct faults it did not make`;
    if (r.reason === 'technical-faults' && rec.technical < 3)
      return `${side} lost on technical faults it did not make`;
    if (r.reason === 'unrecorded-moves' && rec.unrecorded < 3)
      return `${side} lost on unrecorded moves it did not leave`;
  }
  // A clock the arbiter keeps is the only judge of time (10.2.4): its flag is the result, and a
  // loss on time comes from its flag.
  if (s.clock !== null) {
    const flagged = s.clock.status === 'flagged';
    if (flagged !== ['time', 'quota', 'late-arrival'].includes(r.reason))
      return 'a loss on time goes with the flag of the clock kept';
    if (flagged && !same(flagResult(s.clock), r)) return 'the result is not the flag of the clock kept';
  }
  if (!resultsFor(s, g).some((k) => same(k, r))) return `not a result the arbiter gives for "${r.reason}"`;
  return null;
}

/**
 * Why a started state (its fields each well formed, its moves replayed to `g`) is not one the
 * reducer produces, or `null`: the invariants every event keeps.
 */
export function reachable(s: ArbiterState, g: Game): Mismatch | null {
  const position = g.position;
  if (s.at === null) return ['a started game has an instant', 'at'];
  const over = s.status === 'over';
  for (const side of SIDES) {
    const why = recordMismatch(s, side);
    if (why) return [why, side];
  }
  if (!over) {
    // Every move (and the start) is judged on the board: a position that ends the game ended it.
    if (boardResult(g) !== null) return ['the position on the board ended the game', 'status'];
  } else {
    const r = s.result!;
    if (s.touches.length > 0 || s.drawOffer !== null)
      return ['a game over has no touch or offer standing', 'touches'];
    const lost = new Set(r.losers);
    if (r.winner !== null && (r.losers.length !== 1 || lost.has(r.winner))) {
      return ['the winner is the one other side, and did not lose', 'result'];
    }
    // A player struck off (16.1e) gives nobody the win: his results, this game among them, go.
    if (r.winner === null && r.losers.length === 1 && r.reason !== 'expulsion')
      return ['a side that loses gives the other the win', 'result'];
    const why = resultMismatch(s, g);
    if (why) return [why, 'result'];
  }
  // 15.7k: an offer is made on one's own turn, and stands through the offerer's next move only: an
  // offer from the side not to move needs a move made since (its offerer's), the opponent's move
  // after it lapses it.
  if (s.drawOffer !== null && s.drawOffer !== s.turn && s.moves.length === 0)
    return [
      'a draw offer is made on one\u2019s own turn (15.7k): none stands from the side not to move before a move',
      'drawOffer',
    ];
  if (s.sealed !== null && s.sealed.side !== s.turn) return ['the player to move seals (10.3.1)', 'sealed'];
  if (s.clock !== null) {
    const c = s.clock.status;
    const fits = over
      ? c === 'finished' || c === 'flagged'
      : s.status === 'adjourned'
        ? c === 'adjourned' || c === 'paused'
        : c === 'running' || c === 'paused';
    if (!fits) return [`a ${s.status} game with a clock ${c}`, 'clock'];
  }
  // Touches: at most one of an own piece and one of an opponent's bind (9.1–9.4); each names
  // pieces on the board, and a later one touches a colour the earlier did not.
  if (s.touches.length > 2) return ['at most two touches bind', 'touches'];
  const seen = new Set<string>();
  for (const t of s.touches) {
    const colours = new Set<string>();
    for (const name of t.squares) {
      const p = position.piece(parseSquare(name)!);
      if (p === undefined) return [`no piece on ${name}`, 'touches'];
      colours.add(p.color);
    }
    if (new Set(t.squares).size !== t.squares.length) return ['a point touched twice at once', 'touches'];
    if ([...colours].every((c) => seen.has(c))) return ['a touch that binds nothing is not kept', 'touches'];
    for (const c of colours) seen.add(c);
  }
  return null;
}
