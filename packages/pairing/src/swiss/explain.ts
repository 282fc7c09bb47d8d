/**
 * The reason for every pairing, for an arbiter: for each board its bracket (the score group of
 * the higher-ranked player), its floats with the criterion that ruled out each alternative
 * opponent of the floater's bracket, and the colour allocation rule of C.04.3 (2026) Art. 5.2
 * that gave the colours, in English or in the law's Vietnamese (Trắng/Đen). It reads the
 * engine's checklist ({@link dutchChecklist}) and the pairing; it does not re-run the engine.
 */

import { badRange } from '../bad-input';
import type { Result } from '../result';
import { type DutchChecklistRow, dutchChecklist } from './dutch/checklist';
import { pairingProblem, type SwissError, type SwissInput, type SwissPairing } from './swiss-input';

/** The colour allocation rules of C.04.3 Art. 5.2. @category Swiss */
export const COLOUR_RULES = ['5.2.1', '5.2.2', '5.2.3', '5.2.4', '5.2.5'] as const;
/** A colour allocation rule. */
export type ColourRule = (typeof COLOUR_RULES)[number];
/** One alternative opponent of a floater. */
type RuledOut = BoardExplanation['ruledOut'][number];

/** The explanation of one board. @category Swiss */
export interface BoardExplanation {
  /** Board number, 1-based, in the pairing's order. */
  readonly board: number;
  /** Player who moves first. */
  readonly white: number;
  /** His opponent. */
  readonly black: number;
  /** The bracket: the pairing score of the higher-ranked player of the board. */
  readonly bracket: number;
  /** The player who floated down to meet a lower score, or `null`. */
  readonly downFloater: number | null;
  /**
   * The players of the floater's bracket he did not meet, and why (empty without a float):
   * `criterion` is `C1` (already met), `C3` (same absolute colour preference) or `paired` (on
   * another board).
   */
  readonly ruledOut: readonly {
    /** The other player of the floater's bracket. */
    readonly id: number;
    /** `C1` (already met), `C3` (same absolute colour preference) or `paired` (on another board). */
    readonly criterion: 'C1' | 'C3' | 'paired';
  }[];
  /** The rule of Art. 5.2 that gave the colours. */
  readonly colourRule: '5.2.1' | '5.2.2' | '5.2.3' | '5.2.4' | '5.2.5';
  /** The explanation in words. */
  readonly text: string;
}

/** The explanation of a round. @category Swiss */
export interface PairingExplanation {
  /** One entry per board. */
  readonly boards: readonly BoardExplanation[];
  /** The pairing-allocated bye in words, or `null`. */
  readonly bye: string | null;
}

const WORDS = {
  en: {
    board: (n: number, w: number, b: number) => `Board ${n}: ${w} (red) – ${b} (black)`,
    bracket: (s: number) => `bracket ${s} points`,
    float: (id: number, s: number) => `${id} floats down from ${s} points`,
    met: (id: number) => `${id} already met (C1)`,
    absolute: (id: number) => `${id} has the same absolute colour preference (C3)`,
    paired: (id: number) => `${id} is paired on another board of the bracket (C5–C7)`,
    rule: {
      '5.2.1': 'Art. 5.2.1: both get the colour they prefer',
      '5.2.2': 'Art. 5.2.2: the stronger colour preference is granted',
      '5.2.3': 'Art. 5.2.3: colours alternate from the last round they differed',
      '5.2.4': 'Art. 5.2.4: the higher-ranked player gets his preference',
      '5.2.5': 'Art. 5.2.5: no preference; the pairing number and the initial colour decide',
    },
    bye: (id: number) => `Bye: ${id}, the lowest-ranked player who may receive it (C2, C5)`,
  },
  vi: {
    board: (n: number, w: number, b: number) => `Bàn ${n}: ${w} (Trắng) – ${b} (Đen)`,
    bracket: (s: number) => `nhóm ${s} điểm`,
    float: (id: number, s: number) => `${id} xuống nhóm dưới từ nhóm ${s} điểm`,
    met: (id: number) => `${id} đã gặp (C1)`,
    absolute: (id: number) => `${id} cùng ưu tiên màu tuyệt đối (C3)`,
    paired: (id: number) => `${id} được ghép ở bàn khác trong nhóm (C5–C7)`,
    rule: {
      '5.2.1': 'Điều 5.2.1: cả hai được màu mình ưu tiên',
      '5.2.2': 'Điều 5.2.2: ưu tiên màu mạnh hơn được đáp ứng',
      '5.2.3': 'Điều 5.2.3: đổi màu so với ván gần nhất hai người cầm màu khác nhau',
      '5.2.4': 'Điều 5.2.4: đấu thủ xếp trên được màu mình ưu tiên',
      '5.2.5': 'Điều 5.2.5: không ai có ưu tiên; số thứ tự và màu ban đầu quyết định',
    },
    bye: (id: number) => `Miễn đấu: ${id}, đấu thủ xếp thấp nhất còn được miễn đấu (C2, C5)`,
  },
} as const;

const STRENGTH = { absolute: 3, strong: 2, mild: 1 } as const;

function colourRule(a: DutchChecklistRow, b: DutchChecklistRow): ColourRule {
  if (a.colourPreference === null && b.colourPreference === null) return '5.2.5';
  if (a.colourPreference !== b.colourPreference) return '5.2.1';
  const sa = a.preferenceStrength === null ? 0 : STRENGTH[a.preferenceStrength];
  const sb = b.preferenceStrength === null ? 0 : STRENGTH[b.preferenceStrength];
  if (sa !== sb || (sa === 3 && Math.abs(a.colourDifference) !== Math.abs(b.colourDifference)))
    return '5.2.2';
  for (let i = Math.min(a.colours.length, b.colours.length) - 1; i >= 0; i--) {
    const x = a.colours[i];
    const y = b.colours[i];
    if (x != null && y != null && x !== y) return '5.2.3';
  }
  return '5.2.4';
}

/**
 * Explains a round's pairing: per board the bracket, the down-floater and the criteria that ruled
 * out the other players of his bracket, and the colour rule of Art. 5.2; the bye. Answers
 * `PAIRING_BAD_INPUT` for an input the engines reject or a pairing that names a
 * player who is not in it.
 *
 * @throws {RangeError} (code `PAIRING_BAD_INPUT`) when `lang` is not `en` or `vi`.
 * @example
 * ```ts
 * import { explainPairing, pairDutch } from '@xq/pairing';
 * const input = { players: [1, 2, 3, 4].map((id) => ({ id, rounds: [] })), playedRounds: 0, totalRounds: 3, initialColour: 'white' as const };
 * const r = pairDutch(input);
 * const e = r.ok ? explainPairing(input, r.value, 'vi') : undefined;
 * console.log(e?.ok && e.value.boards[0]!.text); // Bàn 1: 1 (Trắng) – 3 (Đen); nhóm 0 điểm; Điều 5.2.5: không ai có ưu tiên; số thứ tự và màu ban đầu quyết định
 * ```
 * @category Swiss
 */
export function explainPairing(
  input: SwissInput,
  pairing: SwissPairing,
  lang: 'en' | 'vi' = 'en',
): Result<PairingExplanation, SwissError> {
  if (lang !== 'en' && lang !== 'vi') throw badRange('explainPairing: lang must be en or vi');
  const checklist = dutchChecklist(input);
  if (!checklist.ok) return checklist;
  const problem = pairingProblem(pairing, input);
  if (problem !== undefined) return { ok: false, error: { code: 'PAIRING_BAD_INPUT', message: problem } };
  const words = WORDS[lang];
  const rows = new Map(checklist.value.players.map((p) => [p.id, p] as const));
  const rank = new Map(checklist.value.players.map((p, i) => [p.id, i] as const));
  const met = new Set<string>();
  const key = (x: number, y: number) => `${Math.min(x, y)}-${Math.max(x, y)}`;
  for (const p of input.players) for (const g of p.rounds) if (g.opponent > 0) met.add(key(p.id, g.opponent));
  const bad = (message: string): Result<PairingExplanation, SwissError> => ({
    ok: false,
    error: { code: 'PAIRING_BAD_INPUT', message },
  });
  const groups = new Map<number, number[]>();
  for (const p of checklist.value.players) {
    if (!p.present) continue;
    const g = groups.get(p.pairingScore) ?? [];
    g.push(p.id);
    groups.set(p.pairingScore, g);
  }
  const boards: BoardExplanation[] = [];
  for (const [i, b] of pairing.boards.entries()) {
    const w = rows.get(b.white);
    const k = rows.get(b.black);
    if (w === undefined || k === undefined)
      return bad(`board ${i + 1} names a player who is not in the input`);
    const [high, low] = rank.get(w.id)! <= rank.get(k.id)! ? [w, k] : [k, w];
    const floats = high.pairingScore > low.pairingScore;
    const ruledOut: RuledOut[] = [];
    if (floats) {
      for (const id of groups.get(high.pairingScore) ?? []) {
        if (id === high.id) continue;
        const other = rows.get(id)!;
        const criterion: RuledOut['criterion'] = met.has(key(id, high.id))
          ? 'C1'
          : other.preferenceStrength === 'absolute' &&
              high.preferenceStrength === 'absolute' &&
              other.colourPreference === high.colourPreference
            ? 'C3'
            : 'paired';
        ruledOut.push({ id, criterion });
      }
    }
    const rule = colourRule(high, low);
    const parts = [words.board(i + 1, b.white, b.black), words.bracket(high.pairingScore)];
    if (floats) {
      const why = ruledOut.map((r) =>
        r.criterion === 'C1'
          ? words.met(r.id)
          : r.criterion === 'C3'
            ? words.absolute(r.id)
            : words.paired(r.id),
      );
      parts.push(`${words.float(high.id, high.pairingScore)}${why.length > 0 ? ` (${why.join(', ')})` : ''}`);
    }
    parts.push(words.rule[rule]);
    boards.push({
      board: i + 1,
      white: b.white,
      black: b.black,
      bracket: high.pairingScore,
      downFloater: floats ? high.id : null,
      ruledOut,
      colourRule: rule,
      text: parts.join('; '),
    });
  }
  if (pairing.bye !== null && !rows.has(pairing.bye))
    return bad(`the bye names a player who is not in the input`);
  return { ok: true, value: { boards, bye: pairing.bye === null ? null : words.bye(pairing.bye) } };
}
