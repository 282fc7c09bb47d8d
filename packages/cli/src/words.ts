/** The languages of `--lang`. @example const lang: Lang = 'vi'; @category CLI */
export type Lang = 'en' | 'vi';

/**
 * One message in both languages of `--lang`: what a usage or input error says to a person.
 * @example const missing: Words = { en: 'missing FILE', vi: 'thiếu FILE' };
 * @category CLI
 */
export interface Words {
  /** The English text (red/black). */
  readonly en: string;
  /** The Vietnamese text, in the law's words (Trắng/Đen). */
  readonly vi: string;
}

/** The text of a message in `lang`; a plain string is the same in both. @internal */
export const say = (message: string | Words, lang: Lang): string =>
  typeof message === 'string' ? message : message[lang];

/**
 * The language the environment asks for, POSIX's way: the first of `LC_ALL`, `LC_MESSAGES` and
 * `LANG` that is set; `'vi'` when it starts with `vi` (`vi_VN.UTF-8`), else `undefined` (the
 * command's own default then). `--lang` on the command line wins over it.
 * @example envLang({ LANG: 'vi_VN.UTF-8' }) // 'vi'
 * @category CLI
 */
export function envLang(env: Readonly<Record<string, string | undefined>> | undefined): Lang | undefined {
  if (env === undefined || env === null || typeof env !== 'object') return undefined;
  for (const name of ['LC_ALL', 'LC_MESSAGES', 'LANG']) {
    const value = Object.hasOwn(env, name) ? env[name] : undefined;
    if (typeof value === 'string' && value !== '') return /^vi(?:[_.@-]|$)/iu.test(value) ? 'vi' : undefined;
  }
  return undefined;
}

/** "a, b or c" / "a, b hoặc c". @internal */
export function orList(items: readonly string[], lang: Lang): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${lang === 'vi' ? 'hoặc' : 'or'} ${items.at(-1)}`;
}

/** `--name must be one of a, b or c`, in both languages. @internal */
export const mustBeOneOf = (name: string, choices: readonly string[]): Words => ({
  en: `--${name} must be one of ${choices.join(', ')}`,
  vi: `--${name} phải là một trong: ${choices.join(', ')}`,
});

/** Text from the command line shown in an error: one line, not too long. */
export const oneLine = (s: string): string => {
  const flat = s.replace(/[\r\n\t\u2028\u2029]+/gu, ' ');
  return flat.length > 200 ? `${flat.slice(0, 199)}…` : flat;
};
