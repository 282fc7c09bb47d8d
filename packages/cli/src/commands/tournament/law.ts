import {
  applySanction,
  arrangeMatch,
  GAME_RULINGS,
  type GameRuling,
  MATCH_TIE_BREAKS,
  type MatchTieBreak,
  matchScore,
  recordMatchGame,
  recordRuling,
  SANCTION_GIVERS,
  SANCTION_KINDS,
  type SanctionGiver,
  type SanctionKind,
  setRoundDeadline,
} from '@xq/tournament';
import type { CommandSpec } from '../../command';
import { gameOf, natural, roundPlayerAction, SCORE, tournamentAction, withFile } from './common';

/** A game of a match, written red first (the game's own first mover). */
const GAME_RESULTS: Readonly<Record<string, 'red-win' | 'black-win' | 'draw'>> = {
  '1-0': 'red-win',
  '0-1': 'black-win',
  '1/2': 'draw',
  '1/2-1/2': 'draw',
  '=': 'draw',
};

/**
 * The stages of a knockout match in Vietnamese: the classical games, then the tie stages of the
 * regulations (the law's "cờ nhanh", "cờ chớp", "bốc thăm"; 003, 4.2.2).
 */
const STAGE_VI: Readonly<Record<MatchTieBreak | 'classical', string>> = {
  classical: 'cờ tiêu chuẩn',
  rapid: 'cờ nhanh',
  blitz: 'cờ chớp',
  armageddon: 'ván quyết định (armageddon)',
  lots: 'bốc thăm',
};
/** Points of a match score: `1.5` in English, the law's decimal comma in Vietnamese (`1,5`). */
const points = (x: number | undefined, vi: boolean): string => (vi ? String(x).replace('.', ',') : String(x));
const stageVi = (stage: string): string =>
  Object.hasOwn(STAGE_VI, stage) ? STAGE_VI[stage as MatchTieBreak] : stage;

/**
 * `xq tournament match-rules FILE --games N [--ties rapid,blitz,armageddon,lots]`: a knockout's
 * matches of several games (4.2.2b) and how a level match is decided, set before round 1.
 */
const matchRulesAction: CommandSpec = tournamentAction({
  name: 'match-rules',
  summary: "a knockout's games per match and how a level match is decided (before round 1)",
  description: `--games N: games per match (4.2.2b: lots for the first, then the colours alternate); --ties: the
stages after a level match, in order (${MATCH_TIE_BREAKS.join(', ')}; by lot when not given).
--tie-colours: the tie-break games go on alternating the colours over the whole match (alternate,
the default, 4.2.2: "sau đó thay phiên nhau cầm quân Trắng, Đen"), or each stage starts with the
colours of the previous stage's first game swapped (swap, a choice of the regulations).`,
  options: [
    { name: 'games', kind: 'string', value: 'N', description: 'games per match, 1..100', required: true },
    {
      name: 'ties',
      kind: 'string',
      value: 'LIST',
      description: 'the tie-break stages: rapid,blitz,armageddon',
    },
    {
      name: 'tie-colours',
      kind: 'string',
      value: 'C',
      choices: ['alternate', 'swap'],
      description:
        "the tie-break games' colours: alternate over the whole match (4.2.2, default) or swap each stage",
    },
  ],
  json: 'document',
  edits: true,
  lang: 'en',
  run: async ({ io, str, load, save, usage, input, json, printJson, lang }) => {
    const games = natural(str('games'), 100);
    if (games === undefined || games < 1)
      return usage({ en: '--games must be a number of games, 1..100', vi: '--games phải là số ván, 1..100' });
    const given = str('ties');
    const ties = given === undefined ? undefined : given.split(',').map((x) => x.trim());
    if (ties?.some((x) => !(MATCH_TIE_BREAKS as readonly string[]).includes(x)) || (ties?.length ?? 0) > 8)
      return usage({
        en: `--ties: up to 8 of ${MATCH_TIE_BREAKS.join(', ')}`,
        vi: `--ties: nhiều nhất 8, một trong: ${MATCH_TIE_BREAKS.join(', ')}`,
      });
    const colours = str('tie-colours');
    const t = await load();
    if (t === 1) return 1;
    if (t.regulations.system !== 'knockout')
      return input({
        en: 'match-rules: the tournament is not a knockout',
        vi: 'match-rules: giải này không đấu loại trực tiếp',
      });
    if (t.rounds.length > 0)
      return input({
        en: 'match-rules: round 1 is paired; the regulations are published',
        vi: 'match-rules: vòng 1 đã xếp cặp; điều lệ đã công bố',
      });
    const regulations = {
      ...t.regulations,
      gamesPerMatch: games,
      ...(ties === undefined ? {} : { matchTieBreaks: ties as MatchTieBreak[] }),
      ...(colours === 'alternate' || colours === 'swap'
        ? { matchTieColours: colours as 'alternate' | 'swap' }
        : {}),
    };
    await save({ ...t, regulations });
    const list = regulations.matchTieBreaks ?? ['lots'];
    if (json) printJson({ gamesPerMatch: games, matchTieBreaks: list });
    else if (lang === 'vi') io.out(`${games} ván mỗi trận; hòa thì: ${list.map(stageVi).join(', ')}\n`);
    else io.out(`${games} games a match; when level: ${list.join(', ')}\n`);
    return 0;
  },
});

/**
 * `xq tournament game FILE ROUND PLAYER RESULT`: the next game of PLAYER's knockout match of
 * several games (4.2.2b), written red first from that game's own colours.
 */
const gameAction: CommandSpec = roundPlayerAction({
  name: 'game',
  summary: "record the next game of PLAYER's knockout match of several games",
  description: `RESULT is written red first for that game: 1-0, 0-1, 1/2 (or =). Game 1's red was drawn by lot
(4.2.2), then the colours alternate; once the match is decided its winner goes through.`,
  third: 'RESULT',
  run: async (
    { io, load, save, usage, refused, json, printJson, lang },
    { round, player, third: resultText },
  ) => {
    const result = Object.hasOwn(GAME_RESULTS, resultText) ? GAME_RESULTS[resultText] : undefined;
    if (result === undefined)
      return usage({
        en: `unknown result '${resultText}' (1-0, 0-1 or 1/2)`,
        vi: `không có kết quả '${resultText}' (1-0, 0-1 hoặc 1/2)`,
      });
    const t = await load();
    if (t === 1) return 1;
    const r = recordMatchGame(t, round, player, result);
    if (!r.ok) return refused(r.error);
    await save(r.value.tournament);
    const { game, red, next } = r.value;
    const row = r.value.tournament.rounds[round - 1]?.games.find(
      (g) => g.red === player || g.black === player,
    );
    // The match's score so far, the row's red (game 1's, by lot) first.
    const sofar = row === undefined ? undefined : matchScore(row);
    if (json) {
      printJson({
        round,
        game,
        red,
        result: resultText,
        next,
        ...(row && sofar ? { score: { [row.red]: sofar[0], [row.black]: sofar[1] } } : {}),
      });
      return 0;
    }
    const vi = lang === 'vi';
    const head = vi ? `vòng ${round}, ván ${game}: Trắng ${red}` : `round ${round}, game ${game}: red ${red}`;
    // The match's score, the winner's points first.
    const score =
      next.status === 'decided'
        ? [...next.score]
            .sort((a, b) => b - a)
            .map((x) => points(x, vi))
            .join('-')
        : '';
    const then =
      next.status === 'decided'
        ? vi
          ? `${next.winner} thắng trận ${score}`
          : `${next.winner} wins the match ${score}`
        : vi
          ? `tỷ số ${row?.red} ${points(sofar?.[0], vi)} - ${points(sofar?.[1], vi)} ${row?.black}; ván ${next.game} tiếp theo (${stageVi(next.stage)}): Trắng ${next.red}`
          : `score ${row?.red} ${points(sofar?.[0], vi)}-${points(sofar?.[1], vi)} ${row?.black}; next: game ${next.game} (${next.stage}), red ${next.red}`;
    io.out(`${head} ${resultText}; ${then}\n`);
    return 0;
  },
});

/** The law's words for the sanctions (16.1, 15.6) and who gives them (16.2). */
const SANCTION_VI: Readonly<Record<SanctionKind, string>> = {
  remind: 'nhắc nhở',
  warn: 'cảnh cáo',
  'lose-game': 'xử thua ván cờ',
  disqualify: 'truất quyền thi đấu',
  'cancel-points': 'hủy bỏ điểm số',
  strike: 'xóa tên khỏi danh sách',
};
const GIVER_VI: Readonly<Record<SanctionGiver, string>> = {
  'table-arbiter': 'trọng tài bàn',
  'chief-arbiter': 'tổng trọng tài',
  organisers: 'ban tổ chức',
};

/**
 * `xq tournament sanction FILE PLAYER KIND --by WHO`: a sanction of 16.1 or 15.6, refused when WHO
 * has not the power (16.2); says what it did to the opponents' games.
 */
const sanctionAction: CommandSpec = tournamentAction({
  name: 'sanction',
  summary: 'give PLAYER a sanction (16.1, 15.6): who may give it is checked (16.2)',
  description: `KIND: ${SANCTION_KINDS.join(', ')}. --by: ${SANCTION_GIVERS.join(', ')}. cancel-points (15.6): his
points are cancelled, he plays no more, his opponents' results stand. strike (16.1e): the player
and his results leave the list and the standings (kept in the file, marked struck), his
opponents' games with him no longer count; only the organisers, in writing (--in-writing), the
chief arbiter consulted (--chief-arbiter-consulted).`,
  args: ['PLAYER', 'KIND'],
  options: [
    { name: 'by', kind: 'string', value: 'WHO', description: 'who gives it', required: true },
    { name: 'in-writing', kind: 'boolean', description: 'the organisers declared it in writing' },
    { name: 'chief-arbiter-consulted', kind: 'boolean', description: 'the chief arbiter was consulted' },
    { name: 'reason', kind: 'string', value: 'TEXT', description: 'why, as written' },
  ],
  json: 'document',
  edits: true,
  lang: 'en',
  run: async ({ io, str, options, rest, load, save, usage, refused, json, printJson, lang }) => {
    const [playerText, kind] = rest as [string, string];
    const player = natural(playerText, 10000);
    if (player === undefined)
      return usage({ en: 'PLAYER is a start number', vi: 'PLAYER phải là số thứ tự của đấu thủ' });
    if (!(SANCTION_KINDS as readonly string[]).includes(kind))
      return usage({
        en: `KIND must be one of ${SANCTION_KINDS.join(', ')}`,
        vi: `KIND phải là một trong: ${SANCTION_KINDS.join(', ')}`,
      });
    const by = str('by');
    if (!(SANCTION_GIVERS as readonly (string | undefined)[]).includes(by))
      return usage({
        en: `--by must be one of ${SANCTION_GIVERS.join(', ')}`,
        vi: `--by phải là một trong: ${SANCTION_GIVERS.join(', ')}`,
      });
    const t = await load();
    if (t === 1) return 1;
    const reason = str('reason');
    const r = applySanction(t, player, kind as SanctionKind, {
      by: by as SanctionGiver,
      inWriting: options['in-writing'] === true,
      chiefArbiterConsulted: options['chief-arbiter-consulted'] === true,
      ...(reason === undefined ? {} : { reason }),
    });
    if (!r.ok) return refused(r.error);
    await save(r.value.tournament);
    const { sanction, pointsCancelled, opponents } = r.value;
    if (json) {
      printJson({ player, kind: sanction.kind, by: sanction.by, pointsCancelled, opponents });
      return 0;
    }
    const vi = lang === 'vi';
    const lines = [
      vi
        ? `${player}: ${SANCTION_VI[sanction.kind]} (${GIVER_VI[sanction.by]}); điểm bị hủy: ${pointsCancelled}`
        : `${player}: ${sanction.kind} by the ${sanction.by}; points cancelled: ${pointsCancelled}`,
      ...opponents.map((o) =>
        vi
          ? `  vòng ${o.round}: đối thủ ${o.player} ${o.effect === 'kept' ? 'giữ kết quả' : 'ván bị xóa'} (${o.pointsBefore} điểm trước đó)`
          : `  round ${o.round}: opponent ${o.player} ${o.effect === 'kept' ? 'keeps his result' : 'game struck'} (had ${o.pointsBefore})`,
      ),
    ];
    io.out(`${lines.join('\n')}\n`);
    return 0;
  },
});

/** `xq tournament sanctions FILE`: the list of the sanctions given, in order (16.1, 15.6). */
const sanctionsAction: CommandSpec = tournamentAction({
  name: 'sanctions',
  summary: 'print the list of the sanctions given (16.1, 15.6), in order',
  json: 'document',
  lang: 'en',
  run: withFile(async ({ io, json, printJson, lang }, t) => {
    const list = t.sanctions ?? [];
    if (json) {
      printJson({ sanctions: list });
      return 0;
    }
    const vi = lang === 'vi';
    if (list.length === 0) {
      io.out(vi ? 'chưa có hình thức kỷ luật nào\n' : 'no sanction given\n');
      return 0;
    }
    const lines = list.map((x, i) => {
      const reason = x.reason === undefined ? '' : ` — ${x.reason.replace(/[\r\n]+/g, ' ')}`;
      const writing = x.inWriting ? (vi ? ', bằng văn bản' : ', in writing') : '';
      return vi
        ? `${i + 1}. ${x.name} (${x.player}): ${SANCTION_VI[x.kind]} (${GIVER_VI[x.by]}${writing}), sau vòng ${x.round}${reason}`
        : `${i + 1}. ${x.name} (${x.player}): ${x.kind} by the ${x.by}${writing}, after round ${x.round}${reason}`;
    });
    io.out(`${lines.join('\n')}\n`);
    return 0;
  }),
});

/**
 * `xq tournament ruling FILE ROUND PLAYER RULING`: the arbiter's ruling on PLAYER's game and what
 * it does to the result (9.9a–c, 9.9e, 9.10.2, 7.1i, 15.7b).
 */
const rulingAction: CommandSpec = roundPlayerAction({
  name: 'ruling',
  summary: "record the arbiter's ruling on PLAYER's game in ROUND (9.9, 9.10.2, 7.1i, 15.7b)",
  description: `RULING: set-up-wrongly (9.9a) and colours-confused (9.9b): a game in progress is replayed (result
pending), a game whose result is recorded keeps it (9.9d); colours-swapped (9.9c): kept, the colours put right; colours-found-after (9.9e) and
illegal-move-after (9.10.2): the result stands, the colours as paired; sealed-move-wrong (7.1i)
and dispute (15.7b): lost by both (0-0, a game played).`,
  third: 'RULING',
  run: async (
    { io, load, save, usage, refused, json, printJson, lang },
    { round, player, third: ruling },
  ) => {
    if (!(GAME_RULINGS as readonly string[]).includes(ruling))
      return usage({
        en: `RULING must be one of ${GAME_RULINGS.join(', ')}`,
        vi: `RULING phải là một trong: ${GAME_RULINGS.join(', ')}`,
      });
    const t = await load();
    if (t === 1) return 1;
    const r = recordRuling(t, round, player, ruling as GameRuling);
    if (!r.ok) return refused(r.error);
    await save(r.value);
    const g = gameOf(r.value, round, player);
    if (json) printJson({ round, red: g?.red, black: g?.black, result: g?.result, rulings: g?.rulings });
    else if (lang === 'vi')
      io.out(
        `vòng ${round}: ${g?.red} - ${g?.black}, kết quả ${g?.result === 'pending' ? 'chờ đánh lại' : g?.result === 'both-lose' ? 'cả hai bị xử thua' : 'giữ nguyên'}\n`,
      );
    else io.out(`round ${round}: ${g?.red} - ${g?.black} ${g ? SCORE[g.result] : '*'} (${ruling})\n`);
    return 0;
  },
});

/** `xq tournament deadline FILE ROUND DATE`: the last day of a team knockout's round (30.3). */
const deadlineAction: CommandSpec = tournamentAction({
  name: 'deadline',
  summary: "a team knockout: the last day (YYYY-MM-DD) the round's matches may be played (30.3)",
  args: ['ROUND', 'DATE'],
  json: 'document',
  edits: true,
  lang: 'en',
  run: async ({ io, rest, load, save, usage, refused, json, printJson, lang }) => {
    const round = natural(rest[0], 1000);
    if (round === undefined) return usage({ en: 'ROUND is a number', vi: 'ROUND phải là số' });
    const t = await load();
    if (t === 1) return 1;
    const r = setRoundDeadline(t, round, rest[1]!);
    if (!r.ok) return refused(r.error);
    await save(r.value);
    if (json) printJson({ round, deadline: rest[1] });
    else
      io.out(
        lang === 'vi' ? `vòng ${round}: hạn định ${rest[1]}\n` : `round ${round}: deadline ${rest[1]}\n`,
      );
    return 0;
  },
});

/** `xq tournament arrange FILE ROUND TEAM TEAM DATE --venue PLACE`: the date and place two teams agreed (30.3). */
const arrangeAction: CommandSpec = tournamentAction({
  name: 'arrange',
  summary: 'a team knockout: the date and place two teams agreed, within the deadline (30.3)',
  args: ['ROUND', 'TEAM', 'TEAM', 'DATE'],
  options: [
    { name: 'venue', kind: 'string', value: 'PLACE', description: 'where they play', required: true },
  ],
  json: 'document',
  edits: true,
  lang: 'en',
  run: async ({ io, str, rest, load, save, usage, refused, json, printJson, lang }) => {
    const [roundText, a, b, date] = rest as [string, string, string, string];
    const round = natural(roundText, 1000);
    if (round === undefined) return usage({ en: 'ROUND is a number', vi: 'ROUND phải là số' });
    const venue = str('venue') ?? '';
    const t = await load();
    if (t === 1) return 1;
    const r = arrangeMatch(t, round, a, b, date, venue);
    if (!r.ok) return refused(r.error);
    await save(r.value);
    if (json) printJson({ round, teams: [a, b], date, venue });
    else
      io.out(
        lang === 'vi'
          ? `vòng ${round}: ${a} - ${b}, ngày ${date}, tại ${venue}\n`
          : `round ${round}: ${a} - ${b} on ${date} at ${venue}\n`,
      );
    return 0;
  },
});

/** The actions of this module: the law's records of an event (knockout matches, sanctions). */
/**
 * `xq tournament excuse FILE PLAYER [--back]`: the organisers confirmed before play that the player
 * cannot record his moves (11.3, "phải báo cáo trước cho ban tổ chức để xác nhận"); stored on the
 * player as `excusedFromRecording`, logged like every edit.
 */
const excuseAction: CommandSpec = tournamentAction({
  name: 'excuse',
  summary: 'excuse PLAYER from recording his moves, confirmed by the organisers before play (11.3)',
  description: `11.3: a player who cannot record his moves (too young, cannot write, an injured hand…) is
reported to the organisers before play, who confirm it. The file keeps it on the player; xq arbiter
--event FILE --round R --board B (or --excused) gives him no fault for moves missing from his
scoresheet. --back takes it back.`,
  args: ['PLAYER'],
  options: [{ name: 'back', kind: 'boolean', description: 'undo: the player records his moves again' }],
  json: 'document',
  edits: true,
  lang: 'en',
  run: async ({ io, options, rest, load, save, input, json, printJson, lang }) => {
    const t = await load();
    if (t === 1) return 1;
    const id = natural(rest[0], 100000);
    const player = t.players.find((p) => p.id === id);
    if (player === undefined) return input({ en: `no player ${rest[0]}`, vi: `không có đấu thủ ${rest[0]}` });
    const excused = options.back !== true;
    const { excusedFromRecording: _was, ...others } = player;
    const next = excused ? { ...others, excusedFromRecording: true } : others;
    await save({ ...t, players: t.players.map((p) => (p === player ? next : p)) });
    if (json) printJson({ player: player.id, excusedFromRecording: excused });
    else if (lang === 'vi')
      io.out(
        `${player.id} ${player.name}: ${excused ? 'được' : 'không còn được'} miễn ghi biên bản (11.3)\n`,
      );
    else
      io.out(
        `${player.id} ${player.name}: ${excused ? 'excused' : 'no longer excused'} from recording (11.3)\n`,
      );
    return 0;
  },
});

export const LAW_ACTIONS: readonly CommandSpec[] = [
  matchRulesAction,
  gameAction,
  rulingAction,
  sanctionAction,
  sanctionsAction,
  deadlineAction,
  arrangeAction,
  excuseAction,
];
