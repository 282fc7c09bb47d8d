/**
 * The Vietnamese help of one command or action: its summary, its description (present exactly
 * when the English one is) and its options' lines by name (`--json`, `--lang`, `--help` have
 * theirs in `index.ts`).
 * @internal
 */
export interface HelpVi {
  readonly summary: string;
  readonly description?: string;
  readonly options?: Readonly<Record<string, string>>;
}

/** Examples of the events of `xq arbiter simulate`, one a line: its help's, in both languages. */
export const SIMULATE_EVENTS = `  {"type":"touch","side":"red","square":"h2"}
  {"type":"move","move":"h2e2"}
  {"type":"fault","side":"black","kind":"technical"}
  {"type":"unrecorded","side":"red","moves":4}
  {"type":"offer-draw","side":"red"}  {"type":"accept-draw","side":"black"}
  {"type":"seal","side":"red","move":"h2e2"}  {"type":"unseal"}`;

/** The JSON object `xq arbiter simulate` prints: its help's, in both languages. */
export const SIMULATE_OUTPUT = `  {"fen", "status", "result": null | {"winner", "losers", "reason", "article",
   "explanation"}, "moves", "faults", "rulings": [{"line", "event", "code", "accepted",
   "side", "article", "explanation", "obligation", "faults", "penalty", "next", "time",
   "result"}], "errors": [{"line", "code", "message"}]}`;

/** `--format`'s line in Vietnamese. */
export const FORMAT_VI = 'dạng in ra (mặc định: văn bản)';
