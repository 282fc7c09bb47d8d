// biome-ignore-all assist/source/organizeImports: the groups below follow the pipeline

// Repeated positions (Chương V), one step per file. A repeated position is ruled in this order:
//
//   threats.ts   the threats of one position: which piece attacks which, protected or not
//       ↓
//   judge.ts     RepetitionJudge: the window of moves taken back and replayed, each move's
//       ↓        checks and chases from the threats, each side's verdict (the engine form)
//   classify.ts  each move of the window described (check, chase, mate threat, exchange, block,
//       ↓        idle) and the facts the ruling reads
//   ruling.ts    the AXF rule that applies to those facts (rules.ts: the AXF table)
//       ↓
//   explain.ts   the ruling in English or Vietnamese
//
// cycle.ts draws the steps together for a cycle of moves (judgeRepetition, perpetualFacts) and
// for a game's last position (judgeLastPosition); model.ts holds the vocabulary every step shares;
// occurrences.ts and history.ts find where a position stood before.

// The vocabulary and the shape of a ruling.
export * from './model';

// 1. Threats of one position, as packed words (collectThreats, its THREAT_* flags, MAX_THREATS).
export * from './threats';

// 2. The judge of a window, allocation-free, for engines and Game.
export { MATE_CHECKS, RepetitionJudge } from './judge';
export { RepetitionHistory } from './history';
export { forEachOccurrence } from './occurrences';

// 3–4. Classification and ruling: the AXF rule table they cite.
export { AXF_RULES, AXF_VERDICTS, axfRule } from './rules';
export type { AxfRule, AxfVerdict } from './rules';

// The steps together: a cycle of moves, a game's last position.
export { judgeLastPosition, judgeRepetition, perpetualFacts } from './cycle';

// 5. The ruling explained.
export { EXPLAIN_LANGUAGES, explainRuling } from './explain';
export type { ExplainLanguage } from './explain';
