import type { Color, Outcome } from './deps';

/** The languages of the page's own words: English (red/black) and the law's Vietnamese (Trắng/Đen). */
export type PageLang = 'en' | 'vi';

/** What the game-over banner says: who won (or a draw), and why in a sentence with its article. */
export interface BannerText {
  readonly result: string;
  readonly reason: string;
}

const SIDE: Record<PageLang, Record<Color, string>> = {
  en: { red: 'Red', black: 'Black' },
  vi: { red: 'Trắng', black: 'Đen' },
};

type Words = (loser: string, winner: string) => string;

/**
 * The reason of each outcome in words, the loser named. English says red/black; Vietnamese uses
 * the law's words (Điều 7: "chiếu bí", "bị vây chặt hết nước đi", "chiếu mãi", "phạm luật cấm",
 * "không đi đủ số nước quy định trong thời gian quy định", "tự tuyên bố xin thua").
 */
const REASONS: Record<PageLang, Partial<Record<Outcome['reason'], Words>>> = {
  en: {
    checkmate: (l) => `${l} is checkmated`,
    'no-legal-moves': (l) => `${l} has no legal move and loses (in xiangqi there is no stalemate draw)`,
    'dead-position': () => 'neither side has the pieces left to mate',
    'perpetual-check': (l) => `${l} checked perpetually and would not change moves`,
    'forbidden-repetition': (l) => `${l} repeated a forbidden move and would not change`,
    'repetition-draw': () => 'the position repeated and neither side broke a forbidding rule',
    'move-limit': () => 'each side made 60 moves without a capture',
    time: (l) => `${l} ran out of time`,
    resignation: (l) => `${l} resigned`,
    agreement: () => 'the players agreed a draw',
  },
  vi: {
    checkmate: (l) => `${l} bị chiếu bí`,
    'no-legal-moves': (l) => `${l} bị vây chặt hết nước đi, bị xử thua`,
    'dead-position': () => 'cả hai bên không còn quân nào có thể chiếu bí được Tướng đối phương',
    'perpetual-check': (l) => `${l} chiếu mãi không chịu thay đổi nước đi`,
    'forbidden-repetition': (l) => `${l} phạm luật cấm, không chịu thay đổi nước đi`,
    'repetition-draw': () => 'hai bên đều không phạm luật cấm và đều không chịu thay đổi nước đi',
    'move-limit': () => 'mỗi bên đi đủ 60 nước mà không có một nước bắt quân nào',
    time: (l) => `${l} không đi đủ số nước quy định trong thời gian quy định`,
    resignation: (l) => `${l} tự tuyên bố xin thua`,
    agreement: () => 'hai bên đồng ý hòa',
  },
};

/** Both sides broke the same forbidding rule at once: a draw (Điều 7.2c). */
const BOTH_FORBIDDEN: Record<PageLang, string> = {
  en: 'both sides broke the same forbidding rule at once',
  vi: 'hai bên cùng một lúc phạm cùng một điều luật cấm',
};

/**
 * The banner for an outcome from @xq/core's outcome API (`Game.outcome()`): `Red wins` /
 * `Trắng thắng` or `Draw` / `Hòa`, and the reason with the article of the law.
 */
export function bannerText(outcome: Outcome, lang: PageLang): BannerText {
  const side = SIDE[lang];
  const result = outcome.winner
    ? `${side[outcome.winner]} ${lang === 'vi' ? 'thắng' : 'wins'}`
    : lang === 'vi'
      ? 'Hòa'
      : 'Draw';
  const loser = outcome.winner ? side[outcome.winner === 'red' ? 'black' : 'red'] : '';
  const winner = outcome.winner ? side[outcome.winner] : '';
  const words = REASONS[lang][outcome.reason];
  const sentence =
    outcome.winner === null && outcome.reason === 'forbidden-repetition'
      ? BOTH_FORBIDDEN[lang]
      : words
        ? words(loser, winner)
        : outcome.explanation;
  return { result, reason: `${sentence} (Điều ${outcome.article})` };
}
