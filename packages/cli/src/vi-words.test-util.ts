// What a Vietnamese text must not hold: the English words of lang.test.ts and help-vi.test.ts.
import { INCIDENT_KINDS, SANCTION_LEVELS } from '@xq/arbiter';

/**
 * English words that must not appear in Vietnamese text. Codes (SB, WIN, DE, PTS …), notation
 * tokens, FEN, file names and JSON are not words of this list or are cut out before the check.
 */
export const ENGLISH =
  /\b(?:red|white|black|round|rounds|swiss|lots|bye|forfeit|draw|draws|win|wins|loss|loses|player|players|points|error|unknown|invalid|asian|perpetual|check|checkmate|chase|not|the|and|or|is|of|with|must|expected|missing|file|move|moves|game|games|minutes|seconds|usage|action|actions|option|required|cannot|read|write|unexpected|argument|needs|value|key|keys|which|refused|give|exactly|one|takes|number|goes|outcome|failure)\b/u;

/** The keywords an arbiter types (`x r loss`), which the Vietnamese key list shows as they are typed. */
const TYPED = [...INCIDENT_KINDS, ...SANCTION_LEVELS];

/** Cuts out what may be English in a Vietnamese line: JSON, FEN, file names, quoted input. */
export function viewable(text: string): string {
  return (
    text
      .split('\n')
      .filter((l) => !/^\s*[[{]/u.test(l))
      .join('\n')
      .replace(/[\w./-]+\.(?:json|jsonl|pgn|trf|txt|md|csv|html)\b/gu, '')
      .replace(/'[^'\n]*'|"[^"\n]*"|`[^`\n]*`/gu, '')
      // TRF records (a data format: "092 swiss-dutch") and codes the user types (round-robin, swiss-dutch, spoke-out-of-turn).
      .replace(/^\d{3} .*$/gmu, '')
      // A notation's name before a tab (`xq notation --all`: "asian<TAB>P2=5"): a code as typed.
      .replace(/^[a-z-]+\t/gmu, '')
      .replace(/\b[a-z0-9]+(?:-[a-z0-9+]+)+\b/gu, '')
      // The options the user types (--round, --format), and the keywords an arbiter types, each
      // shown beside its Vietnamese word: "loss (xử thua ván cờ)". Only these words, nothing else.
      .replace(/--[a-z][a-z-]*/gu, '')
      // The values an option takes, as typed: "--rules asian|chinese|simple", "một trong: a, b".
      .replace(/\b[a-z]+(?:\|[a-z]+)+/gu, '')
      .replace(/(?:một trong|các cách ghi|các việc): [^;)\n]*/gu, '')
      .replace(new RegExp(`\\b(?:${TYPED.join('|')}) \\(`, 'gu'), '(')
  );
}
