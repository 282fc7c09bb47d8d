import { checkInt } from '../args';
/**
 * How a rule of {@link AXF_RULES} decides: `forbidden` (the side that repeats the pattern must
 * change or loses, Điều 7.1g/7.1h), `allowed` (the pattern breaks no rule: a draw if neither
 * side changes, Điều 7.2b/7.2c).
 * @example AXF_VERDICTS.includes('allowed') // true
 * @category Repetition
 */
export const AXF_VERDICTS = ['forbidden', 'allowed'] as const;
/** One of {@link AXF_VERDICTS}. @category Repetition */
export type AxfVerdict = (typeof AXF_VERDICTS)[number];

/** One rule of the Asian Xiangqi Federation's Chapter 4 that rules on repetitions. @category Repetition */
export interface AxfRule {
  /** The rule number (5–40). */
  readonly rule: number;
  /** What the rule says, in a few English words. */
  readonly title: string;
  /** The same in Vietnamese. */
  readonly titleVi: string;
  /** What the rule decides for the side whose pattern it names. */
  readonly verdict: AxfVerdict;
  /** The diagrams of the rulebook that illustrate it, e.g. `[18, 25]` for D18–D25. */
  readonly diagrams: readonly [number, number];
  /** The detailed ruling of the Vietnamese law's Điều 24 it corresponds to (24.n = rule n + 4). */
  readonly detail: string;
  /** True when the Điều 24 number is verified (24.15 and 24.16); false when it is inferred. */
  readonly detailVerified: boolean;
  /**
   * True when the rule's text was read (from the AXF pages named in
   * `shared/reference/axf-repetition-rules.md`); false when its subject is inferred from its
   * diagrams (rules 14, 21, 22, 30, 31, 34, 37).
   */
  readonly textKnown: boolean;
}

// The table, one line a rule from rule 5 on: the last diagram that illustrates it (its first is
// the one after the previous rule's last), F forbidden or A allowed (lower case: the rule's text
// was not read, its subject is inferred from its diagrams), the English title | the Vietnamese.
const TABLE = `0 A no violation by either side|không bên nào phạm luật
3 F perpetual check, with one piece or several in turn|chiếu mãi bằng một quân hoặc nhiều quân thay nhau
4 A both sides check perpetually|hai bên cùng chiếu mãi
5 F two checks against one counter-check|hai chiếu một chiếu lại
9 A a perpetual threat to mate|dọa hết mãi
10 A parrying a threat to mate and threatening mate back|giải dọa hết rồi dọa hết lại
12 A one check and one threat to mate|một chiếu một dọa hết
13 A checks mixed with a chase|một chiếu một dọa bắt
16 A one check and one idle move|một chiếu một nước chờ
17 a one chase and one idle move|một dọa bắt một nước chờ
25 F one or two cannons may not chase a rook, even a protected one|một hoặc hai Pháo không được đuổi bắt mãi Xe, dù Xe có căn
28 A cannons chasing two rooks in turn|Pháo thay nhau đuổi bắt hai Xe
31 A a rook may chase a protected cannon|Xe được đuổi bắt mãi Pháo có căn
38 F a rook may not chase an unprotected cannon|Xe không được đuổi bắt mãi Pháo không căn
41 F a rook held by a horse so that it cannot move may not be chased|Xe bị Mã khống chế không đi được thì không được đuổi bắt mãi
44 F a cannon and a horse may not chase one rook in turn|Pháo và Mã không được thay nhau đuổi bắt mãi một Xe
47 f a horse may not chase a rook|Mã không được đuổi bắt mãi Xe
48 a a rook and a horse chasing each other|Xe và Mã đuổi bắt lẫn nhau
50 F a rook may not chase a horse, even when the horse answers with a check or a chase|Xe không được đuổi bắt mãi Mã, dù Mã đáp lại bằng nước chiếu hoặc dọa bắt
55 F a piece of the same type that cannot capture back may not be chased (an exchange offer is allowed)|không được đuổi bắt mãi quân cùng loại không ăn lại được (đổi quân thì được)
60 F an unprotected piece may not be chased (a pawn that has not crossed the river may)|không được đuổi bắt mãi quân không căn (Tốt chưa qua sông thì được)
62 F a cannon may not keep a rook attacked by shuttling an advisor or elephant as its screen|Pháo không được dùng Sĩ, Tượng làm ngòi để đuổi bắt mãi Xe
66 F a rook held on its line by a cannon may not be chased|Xe bị Pháo kiềm chế trên một đường thì không được đuổi bắt mãi
68 A the king may chase|Tướng được đuổi bắt mãi
70 A pawns may chase|Tốt được đuổi bắt mãi
73 f a chase uncovered by moves of the king or a pawn is a chase (an exception to rules 28 and 29)|nước đi của Tướng hoặc Tốt mở đường cho quân khác bắt vẫn là dọa bắt (ngoại lệ của điều 28, 29)
75 f a cannon may not keep a rook attacked by moving its screen while the rook chases it back|Pháo không được đi ngòi để đuổi bắt mãi Xe khi Xe đuổi bắt lại Pháo
80 A chasing two or more pieces in turn|đuổi bắt luân phiên hai quân trở lên
82 F two or more pieces may not chase one piece in turn|hai quân trở lên không được thay nhau đuổi bắt mãi một quân
85 f a falsely protected piece counts as unprotected|quân có căn giả coi như không căn
89 A attacking a protected piece, with one piece or several, is no chase|tấn công quân có căn, bằng một hay nhiều quân, không phải là đuổi bắt
93 F a chase that also offers an exchange is still a chase|dọa bắt kèm đổi quân vẫn là dọa bắt
96 f the piece that pins a rook may not be chased|không được đuổi bắt mãi quân đang ghim Xe của mình
98 A a perpetual threat to check and capture|dọa chiếu để bắt quân mãi
100 A perpetual blocking|chặn mãi
104 A perpetual offers to exchange or sacrifice|đổi quân hoặc thí quân mãi`;

/**
 * The AXF rules on repetitions, one row per rule (Chapter 4, section 4, rules 5–40; the
 * Vietnamese law's Điều 24 reproduces them as 24.1–24.36). The classifier, the ruling
 * ({@link RepetitionRuling.rule}, {@link RepetitionRuling.detail}) and {@link explainRuling}
 * all read this table.
 * @example AXF_RULES.find((r) => r.rule === 19)?.detail // '24.15'
 * @category Repetition
 */
export const AXF_RULES: readonly AxfRule[] = /* @__PURE__ */ TABLE.split('\n').map((line, i, all) => {
  const [last, flag, title, titleVi] = /^(\d+) ([FAfa]) ([^|]+)\|(.+)$/.exec(line)!.slice(1) as string[];
  const rule = i + 5;
  return {
    rule,
    title: title!,
    titleVi: titleVi!,
    verdict: flag!.toUpperCase() === 'F' ? 'forbidden' : 'allowed',
    diagrams: [i === 0 ? 0 : Number.parseInt(all[i - 1]!, 10) + 1, Number(last)] as const,
    detail: `24.${rule - 4}`,
    detailVerified: rule === 19 || rule === 20,
    textKnown: flag === flag!.toUpperCase(),
  };
});

/**
 * The row of {@link AXF_RULES} for a rule number.
 * @example axfRule(19).detail // '24.15'
 * @throws RangeError when `rule` is not in the table.
 * @category Repetition
 */
export function axfRule(rule: number): AxfRule {
  checkInt(rule, 5, 40, 'axfRule', 'rule');
  const r = AXF_RULES[rule - 5];
  if (!r || r.rule !== rule) throw new RangeError(`no AXF rule ${String(rule)}`);
  return r;
}
