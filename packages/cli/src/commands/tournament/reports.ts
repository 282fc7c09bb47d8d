import {
  boardStandings,
  boardTournament,
  categoryStandings,
  checkBoardTables,
  lastCompleteRound,
  printReport,
  renderTable,
  standings,
} from '@xq/tournament';
import type { CommandSpec } from '../../command';
import { DECIMALS, FORMAT, natural, TIE_BREAKS_OPTION, tournamentAction, withFile } from './common';
import { categoryTables } from './regulations';
import {
  crosstableJson,
  pairingsJson,
  SHOW_WORDS,
  showJson,
  standingsJson,
  standingsRows,
  teamsJson,
} from './report-json';

export const pairingsAction: CommandSpec = tournamentAction({
  name: 'pairings',
  summary: "print a round's pairing list (default: the last round paired)",
  description: `--json: {"round", "boards": [{"board", "red", "black", "result", "forfeit"}], "byes"} (and the
team matches of a team event). A knockout match of several games shows its games and its score so far
(--json: "games", "score", red first).`,
  options: [
    { name: 'round', kind: 'string', value: 'R', description: 'the round (default: the last one)' },
    FORMAT,
  ],
  json: 'document',
  lang: 'en',
  run: async ({ io, str, format, print, load, usage, input, json, printJson }) => {
    const t = await load();
    if (t === 1) return 1;
    const round = str('round') === undefined ? t.rounds.length : natural(str('round'), 1000);
    if (round === undefined) return usage({ en: '--round must be a number', vi: '--round phải là số' });
    if (round < 1 || round > t.rounds.length)
      return input({
        en: `no round ${round} (${t.rounds.length} paired)`,
        vi: `không có vòng ${round} (đã xếp ${t.rounds.length} vòng)`,
      });
    if (json) {
      printJson(pairingsJson(t, round));
      return 0;
    }
    io.out(printReport(t, { kind: 'pairings', round }, format, print));
    return 0;
  },
});

export const showAction: CommandSpec = tournamentAction({
  name: 'show',
  summary: 'print the regulations, the players and the teams',
  description: `--json: {"name", "regulations", "players", "teams"}.`,
  options: [FORMAT],
  json: 'document',
  lang: 'en',
  run: async ({ io, format, print, load, json, printJson, lang }) => {
    const t = await load();
    if (t === 1) return 1;
    if (json) {
      printJson(showJson(t));
      return 0;
    }
    const w = SHOW_WORDS[lang];
    const players = renderTable(
      w.players,
      t.players.map((p) => [
        String(p.id),
        p.name,
        p.rating === undefined ? '' : String(p.rating),
        p.title ?? '',
        p.club ?? p.team ?? '',
        p.federation ?? '',
      ]),
      format,
      `${t.name} — ${w.playersTitle}`,
    );
    // The teams with their players' board numbers (30.1.3: A1, A2, A3…) and reserves.
    const names = new Map(t.players.map((p) => [p.id, p.name]));
    const teams =
      (t.teams ?? []).length === 0
        ? ''
        : `\n${renderTable(
            w.teams,
            (t.teams ?? []).map((x) => [
              x.code,
              x.name,
              x.members.map((p, i) => `${x.code}${i + 1} ${p} ${names.get(p) ?? ''}`).join('; '),
              x.substitutes.map((p) => `${p} ${names.get(p) ?? ''}`).join('; '),
            ]),
            format,
            `${t.name} — ${w.teamsTitle}${t.teamDraw === undefined ? '' : ` (${w.drawn(t.teamDraw.seed)})`}`,
          )}`;
    const data = printReport(t, { kind: 'regulation-data' }, format, print);
    io.out(
      `${printReport(t, { kind: 'regulations' }, format, print)}\n${data === '' ? '' : `${data}\n`}${players}${teams}`,
    );
    return 0;
  },
});

export const standingsAction: CommandSpec = tournamentAction({
  name: 'standings',
  summary: 'the standings after the last complete round',
  description: `A round counts only when all its results are in. The tie-breaks are the regulations' or the
FIDE C.07 codes given; the team standings of 30.1.5 follow when there are teams. ARO, TPR, PTP
and RTNG have no value (null in --json) when a player is unrated, unless --unrated-rating
gives unrated players a rating.`,
  options: [
    { name: 'round', kind: 'string', value: 'R', description: 'the round (default: the last one)' },
    TIE_BREAKS_OPTION,
    {
      name: 'unrated-rating',
      kind: 'string',
      value: 'N',
      description: 'the rating of unrated players for ARO, TPR, PTP and RTNG (else no value, null in --json)',
    },
    FORMAT,
    DECIMALS,
    {
      name: 'by-board',
      kind: 'boolean',
      description: 'the individual standings of each board ("bảng", 30.1.3)',
    },
    { name: 'category', kind: 'string', value: 'CODE', description: 'the standings of one category only' },
  ],
  json: 'document',
  lang: 'en',
  run: async ({
    io,
    options,
    str,
    file,
    format,
    print,
    load,
    usage,
    input,
    tieBreakList,
    json,
    printJson,
  }) => {
    const t = await load();
    if (t === 1) return 1;
    const given = str('round');
    const through = given === undefined ? undefined : natural(given, 1000);
    if (given !== undefined && through === undefined)
      return usage({ en: '--round must be a number', vi: '--round phải là số' });
    const list = tieBreakList();
    const complete = lastCompleteRound(t);
    const after = through === undefined ? complete : Math.min(through, complete);
    const unratedText = str('unrated-rating');
    const unratedRating = unratedText === undefined ? undefined : natural(unratedText, 9999);
    if (unratedText !== undefined && (unratedRating === undefined || unratedRating === 0))
      return usage({
        en: '--unrated-rating must be a rating from 1 to 9999',
        vi: '--unrated-rating phải là hệ số Elo từ 1 đến 9999',
      });
    const opts = {
      throughRound: after,
      ...(list === undefined ? {} : { tieBreaks: list }),
      ...(unratedRating === undefined ? {} : { unratedRating }),
    };
    if (options['by-board']) {
      const tables = checkBoardTables(t);
      if (!tables.ok && tables.error.code === 'TOURNAMENT_NOT_A_TEAM_EVENT')
        return input({
          en: `${file} has no teams: --by-board needs a team event`,
          vi: `${file} không có đội: --by-board chỉ dùng cho giải đồng đội`,
        });
      if (!tables.ok)
        return input({
          en: `${file}: in English-style matches every player meets every player of the other team, so there are no board tables (--by-board is for board-against-board systems, 30.1.3)`,
          vi: `${file}: đối kháng kiểu Anh, mỗi đấu thủ gặp mọi đấu thủ của đội bạn nên không có bảng theo bàn (--by-board dành cho thể thức đấu theo bàn, 30.1.3)`,
        });
      if (json) {
        const boards = boardStandings(t, opts).map((b) => ({
          board: b.board,
          rows: standingsRows(boardTournament(t, b.board), b.rows),
        }));
        printJson({ afterRound: after, boards, teams: teamsJson(t, after) });
        return 0;
      }
      const sliced = { ...t, rounds: t.rounds.slice(0, after) };
      io.out(
        `${printReport(sliced, { kind: 'team-standings' }, format, print)}\n${printReport(t, { kind: 'board-standings', standingsOptions: opts }, format, print)}`,
      );
      return 0;
    }
    const category = str('category');
    if (category !== undefined && !(t.regulations.categories ?? []).some((c) => c.code === category))
      return input({
        en: `no category ${category} in the regulations of ${file}`,
        vi: `điều lệ của ${file} không có nhóm ${category}`,
      });
    const table = category === undefined ? standings(t, opts) : categoryStandings(t, category, opts);
    if (json) {
      const rows = { ...standingsJson(t, after, table), ...(category === undefined ? {} : { category }) };
      printJson((t.teams ?? []).length > 0 ? { ...rows, teams: teamsJson(t, after) } : rows);
      return 0;
    }
    const teams =
      (t.teams ?? []).length > 0 ? `\n${printReport(t, { kind: 'team-standings' }, format, print)}` : '';
    const categories = categoryTables(t, format, print, opts, category);
    if (category !== undefined) io.out(categories ?? '');
    else
      io.out(
        `${printReport({ ...t, rounds: t.rounds.slice(0, after) }, { kind: 'standings', standings: table }, format, print)}${teams}${categories === undefined ? '' : `\n${categories}`}`,
      );
    return 0;
  },
});

export const crosstableAction: CommandSpec = tournamentAction({
  name: 'crosstable',
  summary: 'the crosstable of the complete rounds',
  options: [FORMAT, DECIMALS],
  json: 'document',
  lang: 'en',
  run: withFile(async ({ io, format, print, json, printJson }, t) => {
    if (json) {
      printJson(crosstableJson(t));
      return 0;
    }
    io.out(printReport(t, { kind: 'crosstable' }, format, print));
    return 0;
  }),
});

export const cardAction: CommandSpec = tournamentAction({
  name: 'card',
  summary: "a player's pairing card",
  description: `--json: the player and his rounds, as one row of crosstable --json.`,
  args: ['PLAYER'],
  options: [FORMAT, DECIMALS],
  json: 'document',
  lang: 'en',
  run: async ({ io, rest, format, print, load, input, json, printJson }) => {
    const t = await load();
    if (t === 1) return 1;
    const id = natural(rest[0], 100000);
    if (id === undefined || !t.players.some((p) => p.id === id))
      return input({ en: `no player ${rest[0]}`, vi: `không có đấu thủ ${rest[0]}` });
    if (json)
      printJson((crosstableJson(t) as { rows: { player: number }[] }).rows.find((r) => r.player === id));
    else io.out(printReport(t, { kind: 'pairing-card', player: id }, format, print));
    return 0;
  },
});
