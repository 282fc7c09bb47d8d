// The rulings on repeated positions in Chinese: the words of the rules as Chinese players and
// arbiters write them (长将 perpetual check, 长捉 perpetual chase, 一将一捉 one check one chase,
// 长杀 perpetual mate threat, 闲着 idle moves, 和棋 a draw), beside explain.ts's English and
// Vietnamese. Simplified characters; the pieces by their common names (将 士 象 马 车 炮 兵).
import { PIECE_CHARACTERS } from '../pieces';
import type { Color, Role } from '../types';
import type { RepetitionRuling } from './model';

/** The words of {@link explainRuling}'s layout in Chinese. @internal */
export const WORDS_ZH = {
  red: '红方',
  black: '黑方',
  // The pieces by the simplified characters black's pieces carry, the pawn by its common name 兵.
  roles: /* @__PURE__ */ (() => ({ ...PIECE_CHARACTERS.simplified.black, pawn: '兵' }))() satisfies Record<
    Role,
    string
  >,
  kinds: {
    check: '将军',
    'mate-threat': '叫杀',
    chase: '捉',
    exchange: '兑子',
    block: '拦挡',
    idle: '闲着',
  },
  unprotected: '无根',
  stronger: '价值更高',
  immobile: '不能动',
  by: '由',
  perpetual: '长',
  outcome: '结果',
  wins: (c: string) => `${c}胜`,
  draw: '和棋',
  rule: '规则',
  article: '越南象棋规则第',
  inferred: '条号为推定',
  why: '理由',
  cycle: '循环',
  rules: '规则集',
} as const;

/** The Chinese names of the reasons and rule sets a repetition ruling gives. @internal */
export const TERMS_ZH: Readonly<Record<string, string>> = {
  'perpetual-check': '长将',
  'forbidden-repetition': '禁止的重复（长捉等）',
  'repetition-draw': '重复局面，和棋',
  asian: '亚洲象棋规则',
  chinese: '中国象棋规则',
  simple: '简单规则（仅长将判负）',
};

/** The end of a loss: the offender had to vary his moves, and let the position repeat a third time. */
const LOSES = '；违例方必须变着，却让局面第三次重复，判负。';

/** What the loser's moves in the cycle amount to: 长将, 一将一捉, 长捉, 长杀. */
function offence(r: RepetitionRuling, side: Color): string {
  const mine = r.cycle.filter((m) => m.color === side);
  const checks = mine.some((m) => m.kind === 'check');
  const chases = mine.some((m) => m.chases.length > 0 || m.kind === 'chase');
  if (r.winner !== null && r.reason === 'perpetual-check') return '长将';
  if (r.winner !== null && r.rule.startsWith('CXA')) return '长杀';
  return checks && chases ? '一将一捉' : '长捉';
}

/** The role chased by the loser, from the cycle's chases of `square`. */
function chasedRole(r: RepetitionRuling, square: number): string | undefined {
  for (let i = r.cycle.length - 1; i >= 0; i--)
    for (const c of r.cycle[i]!.chases) if (c.target === square) return WORDS_ZH.roles[c.targetRole];
  return undefined;
}

/** The AXF rules a ruling cites, in Chinese ("亚洲象棋规则第 n 条"), or ''. */
function cited(r: RepetitionRuling): string {
  return r.axf.length === 0 ? '' : `（亚洲象棋规则第 ${r.axf.map((a) => a.rule).join('、')} 条）`;
}

/**
 * One paragraph in Chinese for a repetition ruling: who keeps up which forbidden repetition
 * (长将, 长捉, 一将一捉, 长杀) and loses, or why the repetition is a draw.
 * @internal
 */
export function sentenceZh(r: RepetitionRuling): string {
  if (r.winner) {
    const loser: Color = r.winner === 'red' ? 'black' : 'red';
    const who = WORDS_ZH[loser];
    const kind = offence(r, loser);
    if (kind === '长将') return `${who}长将（循环中每一着都是将军）${LOSES}`;
    if (kind === '长杀') return `${who}长杀，按中国象棋规则属禁止着法，判负。`;
    const target = r.chased[loser];
    const role = target === undefined ? '子' : (chasedRole(r, target) ?? '子');
    const what = kind === '一将一捉' ? `一将一捉同一个${role}` : `长捉同一个${role}`;
    return `${who}${what}${cited(r)}${LOSES}`;
  }
  if (r.article === '7.2c') return r.rule === 'AXF 7' ? '双方长将：和棋。' : '双方都违反禁例：和棋。';
  // One check and one chase (一将一捉) breaks no rule of the Asian rules: say so by name.
  const mixed = (['red', 'black'] as const).find((c) => offence(r, c) === '一将一捉');
  const allowed = mixed ? `${WORDS_ZH[mixed]}一将一捉，不属禁例；` : '';
  return `${allowed}双方均未违反禁例${cited(r)}，也都不肯变着：和棋。`;
}
