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
