// The opening of the game on the board, under its moves: the ECCO code and name @xq/db's
// classifier gives (vschess's reading), in the page's language; nothing for a game that does not
// start from the initial position (ECCO classifies those only).
import type { PageLang } from './banner';
import { classifyOpening, formatUci, INITIAL_FEN, type Move } from './deps';

const START = INITIAL_FEN.split(' ').slice(0, 2).join(' ');

/** The line shown under the moves: `Opening (ECCO): C00 Central Cannon vs Screen Horses`, or '' when there is none. */
export function openingText(startFen: string, moves: readonly Move[], lang: PageLang): string {
  if (startFen.split(' ').slice(0, 2).join(' ') !== START) return '';
  const r = classifyOpening(moves.map(formatUci));
  if (!r.ok) return '';
  const o = r.value;
  const name = o.variation === undefined ? o.name[lang] : `${o.name[lang]} — ${o.variation[lang]}`;
  return `${lang === 'vi' ? 'Khai cuộc' : 'Opening'} (ECCO): ${o.code} ${name}`;
}
