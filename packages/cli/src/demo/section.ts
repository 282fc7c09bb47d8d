import type { Lang } from '../command';
import type { Io } from '../io';

/** One part of `xq demo`: a title and what it prints, in English or in Vietnamese. */
export interface DemoSection {
  readonly title: Readonly<Record<Lang, string>>;
  readonly run: (io: Io, style: Style, lang: Lang) => Promise<void> | void;
}

/** Terminal styling that degrades to plain text off a terminal. */
export interface Style {
  readonly bold: (s: string) => string;
  readonly dim: (s: string) => string;
  readonly red: (s: string) => string;
  readonly color: boolean;
}

export function style(color: boolean): Style {
  const wrap = (code: string) => (s: string) => (color ? `\x1b[${code}m${s}\x1b[0m` : s);
  return { bold: wrap('1'), dim: wrap('2'), red: wrap('31;1'), color };
}

/** Unwraps a result that the demo's fixed data cannot fail. */
export function must<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** A block of text indented by two spaces, its trailing blank lines cut. */
export const indent = (text: string): string =>
  text
    .trimEnd()
    .split('\n')
    .map((l) => `  ${l}`)
    .join('\n');
