// The pages of the event: its front page, each round, the standings, the crosstable and each
// player. Every table is @xq/tournament's printer's (the same the CLI prints), rendered to HTML
// in the site's language; the pages only arrange them and add the words around them.
import {
  type Bye,
  boardStandings,
  checkBoardTables,
  escapeHtml,
  type Game,
  lastCompleteRound,
  type PrintLanguage,
  printReport,
  renderTable,
  standings,
  type Tournament,
  tieBreakCode,
  tieBreakLegend,
  tournamentNorms,
  tournamentPrizes,
} from '@xq/tournament';
import { facts, tableRegion } from './html';
import type { SiteWords } from './words';
import { SITE_WORDS } from './words';

/** A page's path, title and content (the shell adds the rest). */
export interface PageContent {
  readonly path: string;
  readonly title: string;
  readonly body: string;
  readonly scripts?: readonly string[];
}

/** Where a game attached to a board is published: `games/r2-b5.html`. */
export const gamePath = (round: number, board: number): string => `games/r${round}-b${board}.html`;

/** The boards with a game page, as `round:board` keys. */
export type GameKeys = ReadonlySet<string>;

const roundStatus = (t: Tournament, i: number, w: SiteWords): string => {
  const games = t.rounds[i]?.games ?? [];
  const done = games.filter((g) => g.result !== 'pending').length;
  return done === games.length ? w.complete : w.inProgress(done, games.length);
};

/** index.html: the event, its rounds with their status, and the players. */
export function indexPage(t: Tournament, lang: PrintLanguage): PageContent {
  const w = SITE_WORDS[lang];
  const reg = t.regulations;
  const print = { lang };
  const event = facts([
    [w.dates, reg.dates ?? reg.startDate],
    [w.venue, reg.venue],
    [w.organiser, reg.host],
    [w.chiefArbiter, reg.chiefArbiter],
    [w.timeControl, reg.timeControl],
  ]);
  const rounds =
    t.rounds.length === 0
      ? `<p>${escapeHtml(w.noRounds)}</p>\n`
      : `<ul>\n${t.rounds
          .map(
            (_, i) =>
              `<li><a href="round-${i + 1}.html">${escapeHtml(w.round(i + 1))}</a>: ${escapeHtml(roundStatus(t, i, w))}</li>`,
          )
          .join('\n')}${
          reg.rounds !== undefined && reg.rounds > t.rounds.length
            ? `\n<li>${escapeHtml(w.round(t.rounds.length + 1))}: ${escapeHtml(w.notPaired)}</li>`
            : ''
        }\n</ul>\n`;
  const players = renderTable(
    [w.number, w.player, w.rating, w.title, w.club],
    [...t.players]
      .sort((a, b) => a.id - b.id)
      .map((p) => [
        String(p.id),
        p.name,
        p.rating === undefined ? '' : String(p.rating),
        p.title ?? '',
        p.club ?? p.team ?? '',
      ]),
    'html',
    w.players,
  );
  const body = [
    `<h2>${escapeHtml(w.event)}</h2>\n${event}`,
    `<p><a href="standings.html">${escapeHtml(w.standings)}</a> · <a href="crosstable.html">${escapeHtml(w.crosstable)}</a></p>\n`,
    `<h2>${escapeHtml(w.rounds)}</h2>\n${rounds}`,
    `<h2>${escapeHtml(w.players)}</h2>\n${tableRegion(players, w.players, t, '', lang)}`,
    `<h2>${escapeHtml(w.regulations)}</h2>\n${tableRegion(printReport(t, { kind: 'regulations' }, 'html', print), w.regulations, t, '', lang)}`,
  ];
  return { path: 'index.html', title: t.name, body: body.join('') };
}

/** round-N.html: the pairing list with its results, byes and absences, the withdrawn, the games. */
export function roundPage(t: Tournament, round: number, lang: PrintLanguage, games: GameKeys): PageContent {
  const w = SITE_WORDS[lang];
  const r = t.rounds[round - 1];
  const table = printReport(t, { kind: 'pairings', round }, 'html', { lang });
  const inRound = new Set([
    ...(r?.games ?? []).flatMap((g) => [g.red, g.black]),
    ...(r?.byes ?? []).map((b) => b.player),
  ]);
  const gone = t.players.filter((p) => p.withdrawn === true && !inRound.has(p.id));
  const withdrawn =
    gone.length === 0
      ? ''
      : `<h2>${escapeHtml(w.withdrawn)}</h2>\n<ul>\n${gone
          .map((p) => `<li><a href="players/${p.id}.html">${p.id} ${escapeHtml(p.name)}</a></li>`)
          .join('\n')}\n</ul>\n`;
  const names = new Map(t.players.map((p) => [p.id, p.name]));
  const attached = (r?.games ?? []).flatMap((g, i) =>
    games.has(`${round}:${i + 1}`)
      ? [
          `<li><a href="${gamePath(round, i + 1)}">${escapeHtml(w.game(round, i + 1))}: ${escapeHtml(
            w.gameOf(names.get(g.red) ?? String(g.red), names.get(g.black) ?? String(g.black)),
          )}</a></li>`,
        ]
      : [],
  );
  const legend = `<h2>${escapeHtml(w.legend)}</h2>\n<dl class="legend">${w.resultLegend
    .map(([k, v]) => `<div><dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd></div>`)
    .join('')}</dl>\n`;
  const body = [
    tableRegion(table, w.round(round), t, '', lang),
    withdrawn,
    attached.length === 0 ? '' : `<h2>${escapeHtml(w.games)}</h2>\n<ul>\n${attached.join('\n')}\n</ul>\n`,
    legend,
  ];
  return { path: `round-${round}.html`, title: w.round(round), body: body.join('') };
}

/** True when every round of the regulations is paired and complete: prizes and norms are decided. */
const decided = (t: Tournament): boolean =>
  t.rounds.length > 0 &&
  lastCompleteRound(t) === t.rounds.length &&
  (t.regulations.rounds === undefined || t.rounds.length >= t.regulations.rounds);

/**
 * standings.html: the standings after the last complete round with the regulations' tie-breaks
 * and their legend, then the team and board tables of a team event, and the norms and prizes once
 * decided.
 */
export function standingsPage(t: Tournament, lang: PrintLanguage): PageContent {
  const w = SITE_WORDS[lang];
  const after = lastCompleteRound(t);
  const print = { lang };
  const title = after === 0 ? w.standings : `${w.standings} — ${w.afterRound(after)}`;
  if (after === 0) return { path: 'standings.html', title, body: `<p>${escapeHtml(w.noStandings)}</p>\n` };
  // What `xq tournament standings` prints: the rows of standings() through the last complete round.
  const table = standings(t, { throughRound: after });
  const sliced = { ...t, rounds: t.rounds.slice(0, after) };
  const keys = [...new Set(table.flatMap((s) => Object.keys(s.values)))].filter(
    (k) => k !== 'lots' && tieBreakCode(k) !== 'PTS',
  );
  // Under vi the printed table already ends with the legend in the law's words ("Chú thích: …").
  const legend =
    keys.length === 0 || lang === 'vi'
      ? ''
      : `<h2>${escapeHtml(w.legend)}</h2>\n<dl class="legend">${tieBreakLegend(keys, print)
          .map(([code, name]) => `<div><dt>${escapeHtml(code)}</dt><dd>${escapeHtml(name)}</dd></div>`)
          .join('')}</dl>\n`;
  const parts = [
    tableRegion(
      printReport(sliced, { kind: 'standings', standings: table }, 'html', print),
      w.standings,
      t,
      '',
      lang,
    ),
    legend,
  ];
  if ((t.teams ?? []).length > 0) {
    parts.push(`<h2>${escapeHtml(w.teamTitle)}</h2>\n`);
    parts.push(
      tableRegion(printReport(sliced, { kind: 'team-standings' }, 'html', print), w.teamTitle, t, '', lang),
    );
    if (checkBoardTables(t).ok && boardStandings(t, { throughRound: after }).length > 0) {
      parts.push(`<h2>${escapeHtml(w.boardTitle)}</h2>\n`);
      const boards = printReport(
        t,
        { kind: 'board-standings', standingsOptions: { throughRound: after } },
        'html',
        print,
      );
      parts.push(tableRegion(boards, w.boardTitle, t, '', lang));
    }
  }
  if (decided(t) && t.regulations.event !== undefined) {
    const norms = tournamentNorms(t);
    parts.push(`<h2>${escapeHtml(w.normsTitle)}</h2>\n`);
    parts.push(
      tableRegion(printReport(t, { kind: 'norms', norms }, 'html', print), w.normsTitle, t, '', lang),
    );
  }
  if (decided(t) && t.regulations.prizeRules !== undefined) {
    parts.push(`<h2>${escapeHtml(w.prizesTitle)}</h2>\n`);
    const prizes = printReport(t, { kind: 'prizes', prizes: tournamentPrizes(t) }, 'html', print);
    parts.push(tableRegion(prizes, w.prizesTitle, t, '', lang));
  }
  return { path: 'standings.html', title, body: parts.join('') };
}

/** crosstable.html: the crosstable of the complete rounds. */
export function crosstablePage(t: Tournament, lang: PrintLanguage): PageContent {
  const w = SITE_WORDS[lang];
  const table = printReport(t, { kind: 'crosstable' }, 'html', { lang });
  return {
    path: 'crosstable.html',
    title: w.crosstable,
    body: tableRegion(table, w.crosstable, t, '', lang),
  };
}

/**
 * What a player's page reads of the event: the event cut down to the player, his opponents and,
 * round by round, his own games and byes (a round without them stays an absence), and the
 * boards of his games as `round:board`.
 */
export interface PlayerShare {
  readonly event: Tournament;
  readonly boards: readonly string[];
}

/**
 * Each player's {@link PlayerShare}, made in one pass over the games: a card printed from its
 * share is the card printed from the whole event (the pairing card reads only the player's
 * games, byes and opponents), but made without reading every game of the event again for
 * every player.
 */
export function playerShares(t: Tournament): ReadonlyMap<number, PlayerShare> {
  const byId = new Map(t.players.map((p) => [p.id, p]));
  type Share = { ids: Set<number>; rounds: { games: Game[]; byes: Bye[] }[]; boards: string[] };
  const shares = new Map<number, Share>();
  for (const p of t.players)
    shares.set(p.id, {
      ids: new Set([p.id]),
      rounds: t.rounds.map(() => ({ games: [], byes: [] })),
      boards: [],
    });
  t.rounds.forEach((r, i) => {
    r.games.forEach((g, b) => {
      for (const id of [g.red, g.black]) {
        const s = shares.get(id);
        if (!s) continue;
        s.rounds[i]!.games.push(g);
        s.ids.add(g.red).add(g.black);
        s.boards.push(`${i + 1}:${b + 1}`);
      }
    });
    for (const bye of r.byes) shares.get(bye.player)?.rounds[i]?.byes.push(bye);
  });
  const out = new Map<number, PlayerShare>();
  for (const [id, s] of shares) {
    const players = [...s.ids].flatMap((x) => byId.get(x) ?? []);
    const rounds = s.rounds.map((own, i) => ({ ...t.rounds[i]!, games: own.games, byes: own.byes }));
    out.set(id, { event: { ...t, players, rounds }, boards: s.boards });
  }
  return out;
}

/**
 * players/N.html: the player, his team, his card round by round, and his games. `share` is the
 * player's {@link PlayerShare} (made here when not given).
 */
export function playerPage(
  t: Tournament,
  id: number,
  lang: PrintLanguage,
  games: GameKeys,
  share: PlayerShare | undefined = playerShares(t).get(id),
): PageContent {
  const w = SITE_WORDS[lang];
  const p = t.players.find((x) => x.id === id);
  const team = (t.teams ?? []).find((x) => x.members.includes(id) || x.substitutes.includes(id));
  const info = facts([
    [w.number, String(id)],
    [w.rating, p?.rating === undefined ? undefined : String(p.rating)],
    [w.title, p?.title],
    [w.club, p?.club],
    [w.federation, p?.federation],
    [w.team, team === undefined ? p?.team : `${team.code} ${team.name}`],
    [w.withdrawn, p?.withdrawn === true ? '✓' : undefined],
  ]);
  const event = share?.event ?? t;
  const card = printReport(event, { kind: 'pairing-card', player: id }, 'html', { lang });
  const mine = (share?.boards ?? []).flatMap((key) => {
    const [round, board] = key.split(':').map(Number) as [number, number];
    return games.has(key)
      ? [`<li><a href="../${gamePath(round, board)}">${escapeHtml(w.game(round, board))}</a></li>`]
      : [];
  });
  const body = [
    info,
    tableRegion(card, w.player, event, '../', lang),
    mine.length === 0 ? '' : `<h2>${escapeHtml(w.games)}</h2>\n<ul>\n${mine.join('\n')}\n</ul>\n`,
  ];
  return { path: `players/${id}.html`, title: `${id} ${p?.name ?? ''}`, body: body.join('') };
}
