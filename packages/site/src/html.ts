// The page shell every page of the site shares (language, UTF-8, viewport, the stylesheet, a skip
// link, the navigation, the footer), the regions that let wide tables scroll on a phone, and the
// links from the printed tables' names to the players' pages.
import { escapeHtml, type PrintLanguage, type Tournament } from '@xq/tournament';
import { SITE_WORDS } from './words';

/** What a page needs of the shell. */
export interface PageShell {
  readonly t: Tournament;
  readonly lang: PrintLanguage;
  /** The page's path in the site (`round-2.html`, `players/4.html`). */
  readonly path: string;
  /** The page's own title (the event's name follows it in `<title>`). */
  readonly title: string;
  /** The page's content, HTML. */
  readonly body: string;
  /** Scripts to load, relative to the site's root. */
  readonly scripts?: readonly string[];
}

/** `../` for a page in a folder of the site, `''` at its root. */
export const rootOf = (path: string): string => '../'.repeat(path.split('/').length - 1);

/** A whole page. */
export function page(p: PageShell): string {
  const w = SITE_WORDS[p.lang];
  const root = rootOf(p.path);
  const links: [string, string][] = [
    ['index.html', w.home],
    ...p.t.rounds.map((_, i): [string, string] => [`round-${i + 1}.html`, w.round(i + 1)]),
    ['standings.html', w.standings],
    ['crosstable.html', w.crosstable],
  ];
  const nav = links
    .map(
      ([href, text]) =>
        `<li><a href="${root}${href}"${href === p.path ? ' aria-current="page"' : ''}>${escapeHtml(text)}</a></li>`,
    )
    .join('');
  const title = p.path === 'index.html' ? p.t.name : `${p.title} — ${p.t.name}`;
  const scripts = (p.scripts ?? []).map((s) => `<script src="${root}${s}" defer></script>\n`).join('');
  return `<!doctype html>
<html lang="${p.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${root}style.css">
${scripts}</head>
<body>
<a class="skip" href="#content">${escapeHtml(w.skip)}</a>
<header>
<p><a href="${root}index.html">${escapeHtml(p.t.name)}</a></p>
<nav aria-label="${escapeHtml(w.nav)}"><ul>${nav}</ul></nav>
</header>
<main id="content">
<h1>${escapeHtml(p.title)}</h1>
${p.body}
</main>
<footer>${escapeHtml(w.published)}</footer>
</body>
</html>
`;
}

/**
 * A printed HTML table in a region of its own that scrolls sideways on a narrow screen (named,
 * and reachable with the keyboard, so that its hidden columns can be scrolled to), with the
 * start numbers' names linked to the players' pages.
 */
export function tableRegion(
  html: string,
  label: string,
  t: Tournament,
  root: string,
  lang: PrintLanguage,
): string {
  const linked = linkPlayers(html, t, root);
  return `<div class="table" role="region" aria-label="${escapeHtml(SITE_WORDS[lang].scroll(label))}" tabindex="0">\n${linked}</div>\n`;
}

const CELL = /<td([^>]*)>([^<]*)<\/td>/g;

/**
 * Links each name of a printed table to the player's page: in a row, a cell holding a player's
 * start number followed by a cell holding exactly that player's name (as the printers escape it)
 * gets the name as a link. Nothing else changes: the cells' text was escaped by the printer.
 */
export function linkPlayers(html: string, t: Tournament, root: string): string {
  const names = new Map(t.players.map((p) => [String(p.id), escapeHtml(p.name)]));
  return html.replace(/<tr>(.*?)<\/tr>/g, (row: string, inner: string) => {
    const cells = [...inner.matchAll(CELL)];
    if (cells.length === 0) return row;
    const texts = cells.map((c) => c[2] ?? '');
    const out = cells.map((c) => c[0]);
    for (let i = 0; i + 1 < cells.length; i++) {
      const name = names.get(texts[i] ?? '');
      if (name !== undefined && name !== '' && texts[i + 1] === name)
        out[i + 1] =
          `<td${cells[i + 1]?.[1] ?? ''}><a href="${root}players/${texts[i]}.html">${name}</a></td>`;
    }
    // Rebuild only a row made of plain cells; anything else is left as printed.
    return inner === cells.map((c) => c[0]).join('') ? `<tr>${out.join('')}</tr>` : row;
  });
}

/** A definition list of the facts given (empty values left out). */
export function facts(rows: readonly (readonly [string, string | undefined])[], cls = 'facts'): string {
  const given = rows.filter((r): r is readonly [string, string] => r[1] !== undefined && r[1] !== '');
  if (given.length === 0) return '';
  return `<dl class="${cls}">\n${given.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('\n')}\n</dl>\n`;
}
