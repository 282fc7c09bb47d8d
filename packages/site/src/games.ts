// A game attached to a board, as a page: the players and the result, an <xq-board> that shows the
// position of the move pressed, and the moves in the law's notation (Vietnamese short notation,
// "P2-5"), each with the position after it, so that the viewer script only shows what the page
// already says.
import { Position, squareName } from '@xq/core';
import { formatMove, type GameRecord, mainLine } from '@xq/notation';
import { escapeHtml, formatResult, type PrintLanguage, type Tournament } from '@xq/tournament';
import { facts } from './html';
import { gamePath, type PageContent } from './pages';
import { SITE_WORDS } from './words';

/**
 * A game of the site: its board in a round, and its record.
 * @example
 * ```ts
 * import { parsePgn } from '@xq/notation';
 * import type { SiteGame } from '@xq/site';
 * const read = parsePgn('[Game "Chinese Chess"]\n[Format "ICCS"]\n\n1. H2-E2 H9-G7 *\n')[0];
 * const game: SiteGame | undefined = read?.ok ? { round: 1, board: 1, record: read.value } : undefined;
 * console.log(game?.record.moves.length); // 2
 * ```
 * @category Site
 */
export interface SiteGame {
  /** The round, from 1. */
  readonly round: number;
  /** The board in that round, from 1. */
  readonly board: number;
  /** The record, as `@xq/notation`'s readers give it (PGN, DhtmlXQ, XQF, CBR…). */
  readonly record: GameRecord;
}

/** A move of a game page: its text in the law's notation, the position after it, its points. */
export interface Ply {
  readonly text: string;
  readonly fen: string;
  readonly from: string;
  readonly to: string;
}

/** A game replayed: the record's board, its start position and its moves. */
export interface Played {
  readonly game: SiteGame;
  readonly start: string;
  readonly plies: readonly Ply[];
}

/** The positions and move texts of a record's main line, or why it does not replay. */
export function replay(
  record: GameRecord,
): { ok: true; value: { start: string; plies: Ply[] } } | { ok: false; message: string } {
  const start = Position.fromFen(record.fen);
  if (!start.ok)
    return { ok: false, message: `its start position is not a position: ${start.error.message}` };
  let pos = start.value;
  const plies: Ply[] = [];
  const moves = mainLine(record);
  for (let i = 0; i < moves.length; i++) {
    const m = moves[i]!;
    if (!pos.isLegal(m)) return { ok: false, message: `move ${i + 1} is not legal` };
    const text = formatMove(pos, m, 'vi');
    pos = pos.play(m);
    plies.push({ text, fen: pos.fen(), from: squareName(m.from), to: squareName(m.to) });
  }
  return { ok: true, value: { start: start.value.fen(), plies } };
}

/** games/rR-bB.html: the game on the viewer; `script` false when the site carries no viewer script. */
export function gamePage(t: Tournament, played: Played, lang: PrintLanguage, script: boolean): PageContent {
  const game = played.game;
  const w = SITE_WORDS[lang];
  const g = t.rounds[game.round - 1]?.games[game.board - 1];
  const name = (id: number | undefined): string => {
    const p = t.players.find((x) => x.id === id);
    return p === undefined ? '' : `${p.id} ${p.name}`;
  };
  const link = (id: number | undefined): string =>
    id === undefined ? '' : `<a href="../players/${id}.html">${escapeHtml(name(id))}</a>`;
  const info = `<p>${link(g?.red)} (${escapeHtml(w.red)}) – ${link(g?.black)} (${escapeHtml(w.black)})</p>\n${facts(
    [[w.result, g === undefined || g.result === 'pending' ? undefined : formatResult(g.result)]],
  )}`;
  const moves = played.plies
    .map((p, i) => {
      const label = `${Math.floor(i / 2) + 1}${i % 2 === 0 ? '.' : '…'} ${p.text}`;
      return `<li><button type="button" data-ply="${i + 1}" data-fen="${escapeHtml(p.fen)}" data-from="${p.from}" data-to="${p.to}">${escapeHtml(label)}</button></li>`;
    })
    .join('\n');
  const button = (step: string, text: string, glyph: string): string =>
    `<button type="button" data-step="${step}" aria-label="${escapeHtml(text)}" title="${escapeHtml(text)}">${glyph}</button>`;
  const viewer = script
    ? `<div class="viewer" data-xq-viewer data-start="${escapeHtml(played.start)}">
<div>
<xq-board fen="${escapeHtml(played.start)}" movable="none" lang="${lang}" coordinates="vietnamese" pieces="${lang === 'vi' ? 'vietnamese' : 'traditional'}"></xq-board>
<div class="controls" data-controls hidden>${button('first', w.first, '«')}${button('back', w.back, '‹')}${button('forward', w.forward, '›')}${button('last', w.last, '»')}<span data-status aria-live="polite"></span></div>
</div>
<section aria-label="${escapeHtml(w.moves)}"><h2>${escapeHtml(w.moves)}</h2>
<ol class="moves">
${moves}
</ol></section>
</div>
`
    : `<p>${escapeHtml(w.noBoard)}</p>\n<h2>${escapeHtml(w.moves)}</h2>\n<ol class="moves">\n${played.plies
        .map((p) => `<li>${escapeHtml(p.text)}</li>`)
        .join('\n')}\n</ol>\n`;
  return {
    path: gamePath(game.round, game.board),
    title: w.game(game.round, game.board),
    body: `${info}${viewer}`,
    ...(script ? { scripts: ['xq-board.js'] } : {}),
  };
}
