import { isRecord, wrong } from '../args';
import { glossaryVi } from '../glossary';
import { OUTCOME_REASONS } from '../outcome';
import { ROLE_NAMES, ROLE_NAMES_VI } from '../pieces';
import { isSquare, squareName } from '../square';
import { type Color, ROLES, type Role } from '../types';
import { sentenceZh, TERMS_ZH, WORDS_ZH } from './explain-zh';
import { type ClassifiedMove, MOVE_KINDS, type RepetitionRuling, RULE_SETS } from './model';

/**
 * Languages of {@link explainRuling}: English, Vietnamese and Chinese (长将, 长捉, 一将一捉 …).
 * @example EXPLAIN_LANGUAGES.includes('zh') // true
 * @category Repetition
 */
export const EXPLAIN_LANGUAGES = ['en', 'vi', 'zh'] as const;
/** One of {@link EXPLAIN_LANGUAGES}. @category Repetition */
export type ExplainLanguage = (typeof EXPLAIN_LANGUAGES)[number];

const WORDS = {
  en: {
    red: 'red',
    black: 'black',
    roles: ROLE_NAMES,
    kinds: {
      check: 'check',
      'mate-threat': 'mate threat',
      chase: 'chase',
      exchange: 'exchange offer',
      block: 'block',
      idle: 'idle',
    },
    unprotected: 'unprotected',
    stronger: 'worth more',
    immobile: 'cannot move',
    by: 'by',
    perpetual: 'perpetual',
    outcome: 'Outcome',
    wins: (c: string) => `${c} wins`,
    draw: 'draw',
    rule: 'Rule',
    article: 'article',
    inferred: 'numbering inferred',
    why: 'Why',
    cycle: 'Cycle',
    rules: 'Rule set',
  },
  vi: {
    red: 'Trắng',
    black: 'Đen',
    roles: ROLE_NAMES_VI,
    kinds: {
      check: 'chiếu',
      'mate-threat': 'dọa hết',
      chase: 'dọa bắt',
      exchange: 'đổi quân',
      block: 'chặn',
      idle: 'nước chờ',
    },
    unprotected: 'không căn',
    stronger: 'quân giá trị cao hơn',
    immobile: 'không đi được',
    by: 'bởi',
    perpetual: 'lặp lại',
    outcome: 'Kết quả',
    wins: (c: string) => `${c} thắng`,
    draw: 'hòa',
    rule: 'Luật',
    article: 'Điều',
    inferred: 'số điều suy ra',
    why: 'Lý do',
    cycle: 'Chu kỳ',
    rules: 'Bộ luật',
  },
  zh: WORDS_ZH,
} as const;

function sentenceVi(r: RepetitionRuling): string {
  const w = WORDS.vi;
  const name = (c: Color) => w[c];
  if (r.winner) {
    const loser: Color = r.winner === 'red' ? 'black' : 'red';
    if (r.reason === 'perpetual-check')
      return `Bên ${name(loser)} chiếu mãi (mọi nước trong chu kỳ đều là nước chiếu); bên phạm luật phải đổi nước, đã để thế cờ lặp lại lần thứ ba nên bị xử thua.`;
    if (r.rule.startsWith('CXA'))
      return `Bên ${name(loser)} dọa hết mãi, bị cấm theo luật Trung Quốc, nên bị xử thua.`;
    const target = r.chased[loser];
    const role = target === undefined ? 'quân' : `quân ${pieceRole(r, target) ?? ''}`.trim();
    const title = r.axf[0]?.titleVi ?? 'bị cấm';
    return `Bên ${name(loser)} đuổi bắt mãi cùng một ${role} (${title}); bên phạm luật phải đổi nước, đã để thế cờ lặp lại lần thứ ba nên bị xử thua.`;
  }
  if (r.article === '7.2c')
    return r.rule === 'AXF 7' ? 'Hai bên cùng chiếu mãi: hòa.' : 'Cả hai bên cùng phạm luật cấm: hòa.';
  const title = r.axf[0]?.titleVi;
  return `Không bên nào phạm luật cấm${title ? ` (${title})` : ''} và không bên nào chịu đổi nước: hòa.`;
}

function pieceRole(r: RepetitionRuling, square: number): string | undefined {
  for (let i = r.cycle.length - 1; i >= 0; i--)
    for (const c of r.cycle[i]!.chases) if (c.target === square) return WORDS.vi.roles[c.targetRole];
  return undefined;
}

function moveLine(m: ClassifiedMove, lang: ExplainLanguage): string {
  const w = WORDS[lang];
  const role = (x: Role) => w.roles[x];
  const parts: string[] = [w.kinds[m.kind]];
  if (m.checkers?.length) parts[0] += ` (${m.checkers.map(squareName).join(', ')})`;
  for (const c of m.chases) {
    const why = [c.why === 'stronger' ? w.stronger : w.unprotected, ...(c.immobile ? [w.immobile] : [])].join(
      ', ',
    );
    parts.push(
      `${w.kinds.chase} ${role(c.targetRole)} ${squareName(c.target)} ${w.by} ${role(c.byRole)} ${squareName(c.by)} (${why})`,
    );
  }
  const text = m.kind === 'chase' ? parts.slice(1) : parts;
  const flag = m.perpetual ? ` [${w.perpetual}]` : '';
  return `  ${String(m.index + 1).padStart(3)}. ${w[m.color].padEnd(5)} ${squareName(m.move.from)}${squareName(m.move.to)}  ${text.join('; ')}${flag}`;
}

/** A reason or rule set in `lang`: the law's Vietnamese word, the Chinese term, or the code. */
function term(code: string, lang: ExplainLanguage): string {
  if (lang === 'vi') return glossaryVi(code) ?? code;
  if (lang === 'zh') return Object.hasOwn(TERMS_ZH, code) ? TERMS_ZH[code]! : code;
  return code;
}

type Fields = Record<string, unknown>;

/** True when every element of `list` (an array; holes included) passes `test`. */
function every(list: unknown, test: (x: Fields) => unknown): boolean {
  if (!Array.isArray(list)) return false;
  for (let i = 0; i < list.length; i++) if (!isRecord(list[i]) || !test(list[i])) return false;
  return true;
}

const among = (list: readonly unknown[], x: unknown): boolean => list.includes(x);
const isString = (x: unknown): boolean => typeof x === 'string';
const COLORS = ['red', 'black'];

/** True when `ruling` has every field {@link explainRuling} reads, each of its type. */
function isRuling(ruling: unknown): boolean {
  return every(
    [ruling],
    (r) =>
      among([null, ...COLORS], r.winner) &&
      among(RULE_SETS, r.rules) &&
      among(OUTCOME_REASONS, r.reason) &&
      isRecord(r.chased) &&
      [r.rule, r.article, r.explanation].every(isString) &&
      every(r.axf, (a) => Number.isInteger(a.rule) && [a.title, a.titleVi, a.detail].every(isString)) &&
      every(
        r.cycle,
        (m) =>
          Number.isInteger(m.index) &&
          among(COLORS, m.color) &&
          among(MOVE_KINDS, m.kind) &&
          every([m.move], (x) => isSquare(x.from) && isSquare(x.to)) &&
          (m.checkers === undefined ||
            (Array.isArray(m.checkers) && Array.from(m.checkers).every(isSquare))) &&
          every(
            m.chases,
            (c) =>
              isSquare(c.target) && isSquare(c.by) && among(ROLES, c.targetRole) && among(ROLES, c.byRole),
          ),
      ),
  );
}

/**
 * A ruling written out for a person: outcome, rule and article, the reason, and every move of
 * the cycle with what it does, in English (`en`, default), Vietnamese (`vi`) or Chinese (`zh`).
 *
 * @example
 * const start = Position.fromFen('4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1').value;
 * const moves = ['a8a9', 'e9e8', 'a9a8', 'e8e9', 'a8a9', 'e9e8', 'a9a8', 'e8e9'].map((m) => parseUci(m).value);
 * explainRuling(judgeLastPosition(start, moves), 'vi').split('\n')[0]; // 'Kết quả: Đen thắng (perpetual-check)'
 * @throws TypeError when `ruling` is not a {@link RepetitionRuling} (one of the fields read here is
 * missing or of another type); RangeError when `lang` is not one of {@link EXPLAIN_LANGUAGES}.
 * @category Repetition
 */
export function explainRuling(ruling: RepetitionRuling, lang: ExplainLanguage = 'en'): string {
  if (!EXPLAIN_LANGUAGES.includes(lang))
    throw wrong(RangeError, 'explainRuling', `lang must be ${EXPLAIN_LANGUAGES.join(' or ')}`, lang);
  if (!isRuling(ruling)) throw wrong(TypeError, 'explainRuling', 'not a RepetitionRuling', ruling);
  const w = WORDS[lang];
  const result = ruling.winner ? w.wins(w[ruling.winner]) : w.draw;
  const rows = ruling.axf;
  const cited = rows.length
    ? rows
        .map(
          (r) =>
            `AXF ${r.rule}${lang === 'zh' ? '' : ` (${lang === 'vi' ? r.titleVi : r.title})`}, Điều ${r.detail}${r.detailVerified ? '' : ` (${w.inferred})`}`,
        )
        .join(' / ')
    : lang === 'zh' && ruling.rule.startsWith('CXA')
      ? '中国象棋规则（长杀）'
      : ruling.rule;
  const lines = [
    `${w.outcome}: ${result} (${term(ruling.reason, lang)})`,
    `${w.rule}: ${cited}; ${w.article} ${ruling.article}${lang === 'zh' ? ' 条' : ''}`,
    `${w.rules}: ${term(ruling.rules, lang)}`,
    `${w.why}: ${lang === 'vi' ? sentenceVi(ruling) : lang === 'zh' ? sentenceZh(ruling) : ruling.explanation}`,
    `${w.cycle}:`,
    ...ruling.cycle.map((m) => moveLine(m, lang)),
  ];
  return `${lines.join('\n')}\n`;
}
