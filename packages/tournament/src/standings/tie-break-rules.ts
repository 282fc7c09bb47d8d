// The editions of FIDE C.07 the tie-breaks follow: one owner for the list, read by the
// calculator and by the checks of its input.

/**
 * The editions of C.07 the checker applies, by the date they apply from.
 * @category Standings
 */
export const TIE_BREAK_RULES = ['2024-08-01', '2026-03-01'] as const;
/** An edition of C.07. @category Standings */
export type TieBreakRules = (typeof TIE_BREAK_RULES)[number];
