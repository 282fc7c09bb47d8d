import type { ClockState } from '@xq/clock';
import { parseTrf } from '@xq/pairing';
import {
  addPlayer,
  addRound,
  addTeam,
  boardStandings,
  boardTournament,
  categoryStandings,
  checkTeamSize,
  createTournament,
  drawStartNumbers,
  drawTeamLetters,
  exportTrf,
  formatBoardStandings,
  formatCrosstable,
  formatPairingCard,
  formatPairings,
  formatRegulationData,
  formatRegulations,
  formatStandings,
  formatTeamStandings,
  GAME_RESULTS,
  type GameResult,
  lastCompleteRound,
  markAbsent,
  pairNextRound,
  playerRounds,
  renderTable,
  SEXES,
  type Sex,
  SYSTEMS,
  setResult,
  setRoundStart,
  standings,
  substitutePlayer,
  TEAM_RANKINGS,
  type TeamRanking,
  TIE_BREAK_CODES,
  type TieBreak,
  type Tournament,
  teamNumber,
  teamRoundBoards,
  tieBreakCode,
  tournamentFromTrf,
  tournamentTeamStandings,
  withdrawPlayer,
} from '@xq/tournament';
import { type CommandSpec, commandOf, type OptionSpec } from '../command';
import type { Command, ExitCode } from '../io';
import {
  DECIMALS,
  exists,
  FORMAT,
  natural,
  readText,
  SCORE,
  type TournamentContext,
  tournamentAction,
} from './tournament-common';
import { LAW_ACTIONS } from './tournament-law-cli';
import {
  categoryTables,
  entryFields,
  newRegulationFields,
  REGULATION_ACTIONS,
} from './tournament-regulations';
import { reorderAction } from './tournament-teams-cli';

const RESULTS: Readonly<Record<string, GameResult>> = {
  '1-0': 'white-win',
  '0-1': 'black-win',
  '1/2': 'draw',
  '1/2-1/2': 'draw',
  '½': 'draw',
  '½-½': 'draw',
  '=': 'draw',
  '+/-': 'white-win-forfeit',
  '+-': 'white-win-forfeit',
  '-/+': 'black-win-forfeit',
  '-+': 'black-win-forfeit',
  '-/-': 'double-forfeit',
  '0-0': 'both-lose',
  '*': 'pending',
  'red-win': 'white-win',
  'red-win-forfeit': 'white-win-forfeit',
};

/** `--seed N`, the seed of a lot (start numbers, team letters). */
const LOT_SEED: OptionSpec = {
  name: 'seed',
  kind: 'string',
  value: 'N',
  description: "the seed of the lot (else the regulations' seed, else 0)",
};

/** The seed of a lot: `--seed`, else the regulations' seed, else 0; `undefined` when `--seed` is not a number. */
const lotSeed = (t: Tournament, given: string | undefined): number | undefined =>
  given === undefined ? (t.regulations.seed ?? 0) : natural(given, 0xffffffff);

const newAction: CommandSpec = tournamentAction({
  name: 'new',
  summary: 'create the tournament file',
  description: `Creates FILE (refused when it exists, unless --force). --friendly: a friendly match, without the
team sizes of an official team event (Điều 30).`,
  options: [
    { name: 'name', kind: 'string', value: 'NAME', description: "the event's name", required: true },
    {
      name: 'system',
      kind: 'string',
      value: 'S',
      description: `the system: ${SYSTEMS.join(', ')}`,
      required: true,
    },
    { name: 'rounds', kind: 'string', value: 'N', description: 'the number of rounds' },
    { name: 'scoring', kind: 'string', value: 'X', description: '1-0.5-0 (default) or 2-1-0' },
    { name: 'time-control', kind: 'string', value: 'TC', description: 'the time control, as printed' },
    {
      name: 'tie-breaks',
      kind: 'string',
      value: 'LIST',
      description: `tie-breaks, comma-separated: FIDE C.07 codes (${TIE_BREAK_CODES.join(' ')}, any BH/SB/ARO/TPR/PS -C<n> or -M<n>) or names`,
    },
    LOT_SEED,
    { name: 'friendly', kind: 'boolean', description: 'a friendly match: no limits on team sizes' },
    { name: 'force', kind: 'boolean', description: 'overwrite an existing file' },
    {
      name: 'team-ranking',
      kind: 'string',
      value: 'R',
      description:
        'teams ranked (and a team Swiss paired) by game-points (30.1.5, default) or match-points first',
    },
    {
      name: 'separate-clubs',
      kind: 'boolean',
      description: 'players of one club never meet (30.1.2)',
    },
    { name: 'event', kind: 'string', value: 'K', description: 'the kind of event the title norms name' },
    {
      name: 'clock-preset',
      kind: 'string',
      value: 'P',
      description: 'the time control, an @xq/clock preset',
    },
  ],
  json: 'document',
  lang: 'en',
  run: async ({
    io,
    options,
    str,
    file,
    save,
    usage,
    input,
    tieBreakList,
    system,
    scoring,
    json,
    printJson,
    lang,
  }) => {
    const name = str('name');
    const sys = system();
    if (sys === 2) return 2;
    if (name === undefined || sys === undefined) return usage('new needs --name and --system');
    const rounds = str('rounds') === undefined ? undefined : natural(str('rounds'), 1000);
    if (str('rounds') !== undefined && (rounds === undefined || rounds < 1))
      return usage('--rounds must be in 1..1000');
    // A Swiss is paired round by round toward a number set at the start (pair refuses without it).
    if (rounds === undefined && (sys === 'swiss-dutch' || sys === 'swiss-lots' || sys === 'team-swiss'))
      return usage(`--system ${sys} needs the number of rounds: add --rounds N (1..1000)`);
    const seed = str('seed') === undefined ? undefined : natural(str('seed'), 0xffffffff);
    if (str('seed') !== undefined && seed === undefined) return usage('--seed must be a natural number');
    const tieBreaks = tieBreakList();
    if (tieBreaks === 2) return 2;
    const sc = scoring();
    if (sc === 2) return 2;
    const ranking = str('team-ranking');
    if (ranking !== undefined && !(TEAM_RANKINGS as readonly string[]).includes(ranking))
      return usage(`--team-ranking must be ${TEAM_RANKINGS.join(' or ')}`);
    const fields = newRegulationFields(str, usage);
    if (fields === 2) return 2;
    if (!options.force && (await exists(io, file))) return input(`${file} exists (use --force to overwrite)`);
    const t = createTournament({
      name,
      system: sys,
      scoring: sc ?? '1-0.5-0',
      ...(rounds === undefined ? {} : { rounds }),
      ...(tieBreaks === undefined ? {} : { tieBreaks: tieBreaks as TieBreak[] }),
      ...(str('time-control') === undefined ? {} : { timeControl: str('time-control') }),
      ...(seed === undefined ? {} : { seed }),
      ...(options.friendly ? { friendly: true } : {}),
    });
    const regulations = {
      ...t.regulations,
      ...(ranking === undefined ? {} : { teamRanking: ranking as TeamRanking }),
      ...(options['separate-clubs'] ? { separateClubs: true } : {}),
      ...fields,
    };
    await save({ ...t, regulations });
    if (json) printJson({ file, name, system: sys, friendly: options.friendly === true });
    else io.out(`${SAY[lang].created(file, name, `${sys}${options.friendly ? SAY[lang].friendly : ''}`)}\n`);
    return 0;
  },
});

const addPlayerAction: CommandSpec = tournamentAction({
  name: 'add-player',
  summary: 'register a player (start number: the next free one)',
  args: ['NAME'],
  options: [
    { name: 'rating', kind: 'string', value: 'R', description: 'the rating, 0..9999' },
    { name: 'title', kind: 'string', value: 'T', description: 'the title' },
    { name: 'club', kind: 'string', value: 'C', description: 'the club' },
    { name: 'federation', kind: 'string', value: 'F', description: 'the federation' },
    { name: 'sex', kind: 'string', value: 'm|f', description: 'the sex' },
    { name: 'id', kind: 'string', value: 'N', description: 'the start number (default: the next free one)' },
    { name: 'birth-year', kind: 'string', value: 'YYYY', description: 'the year of birth (age categories)' },
    {
      name: 'category',
      kind: 'string',
      value: 'CODE',
      description: "the player's category of the regulations",
    },
    {
      name: 'date',
      kind: 'string',
      value: 'YYYY-MM-DD',
      description: 'the day of registration, for the entry deadline (default: today)',
    },
  ],
  json: 'document',
  lang: 'en',
  run: async ({ io, str, rest, load, save, usage, refused, json, printJson, lang }) => {
    const t = await load();
    if (t === 1) return 1;
    const rating = str('rating') === undefined ? undefined : natural(str('rating'), 9999);
    if (str('rating') !== undefined && rating === undefined) return usage('--rating must be in 0..9999');
    const id = str('id') === undefined ? undefined : natural(str('id'), 10000);
    if (str('id') !== undefined && (id === undefined || id < 1)) return usage('--id must be in 1..10000');
    const sex = str('sex');
    if (sex !== undefined && !(SEXES as readonly string[]).includes(sex))
      return usage('--sex must be m or f');
    const player = {
      name: rest[0] as string,
      ...(id === undefined ? {} : { id }),
      ...(rating === undefined ? {} : { rating }),
      ...(str('title') === undefined ? {} : { title: str('title') }),
      ...(str('club') === undefined ? {} : { club: str('club') }),
      ...(str('federation') === undefined ? {} : { federation: str('federation') }),
      ...(sex === undefined ? {} : { sex: sex as Sex }),
    };
    const entry = entryFields(str, usage);
    if (entry === 2) return 2;
    const r = addPlayer(
      t,
      { ...player, ...entry },
      { date: str('date') ?? new Date().toISOString().slice(0, 10) },
    );
    if (!r.ok) return refused(r.error);
    await save(r.value);
    const added = r.value.players[r.value.players.length - 1];
    if (json) printJson({ player: added?.id, name: added?.name });
    else io.out(`${SAY[lang].added(added?.id, added?.name)}\n`);
    return 0;
  },
});

/** `withdraw` and `absent`: the same steps, on a withdrawal or on an absence. */
const withdrawOrAbsent = async ({
  io,
  options,
  rest,
  load,
  save,
  input,
  refused,
  action,
  json,
  printJson,
  lang,
}: TournamentContext): Promise<ExitCode> => {
  const t = await load();
  if (t === 1) return 1;
  const id = natural(rest[0], 100000);
  if (id === undefined || !t.players.some((p) => p.id === id)) return input(`no player ${rest[0]}`);
  const r =
    action === 'withdraw'
      ? withdrawPlayer(t, id, options.back === true)
      : markAbsent(t, id, options.back === true);
  if (!r.ok) return refused(r.error);
  await save(r.value);
  if (json)
    printJson({ player: id, [action === 'withdraw' ? 'withdrawn' : 'absent']: options.back !== true });
  else
    io.out(`${id}: ${SAY[lang][options.back ? 'back' : action === 'withdraw' ? 'withdrawn' : 'absent']}\n`);
  return 0;
};

const withdrawAction: CommandSpec = tournamentAction({
  name: 'withdraw',
  summary: 'withdraw a player from every later round',
  description: `The player is left out of every later round (his opponent in a round robin or a knockout goes
through on a bye); --back undoes it.`,
  args: ['PLAYER'],
  options: [{ name: 'back', kind: 'boolean', description: 'undo: the player is back in' }],
  json: 'document',
  lang: 'en',
  run: withdrawOrAbsent,
});

const absentAction: CommandSpec = tournamentAction({
  name: 'absent',
  summary: 'announce a player absent from the next round only',
  args: ['PLAYER'],
  options: [{ name: 'back', kind: 'boolean', description: 'undo: the player is back in' }],
  json: 'document',
  lang: 'en',
  run: withdrawOrAbsent,
});

const drawAction: CommandSpec = tournamentAction({
  name: 'draw',
  summary: 'draw the start numbers by lot before round 1',
  description: `The seed: --seed, else the regulations' seed, else 0; the same seed gives the same draw.`,
  options: [LOT_SEED],
  json: 'document',
  lang: 'en',
  run: async ({ io, str, load, save, usage, refused, json, printJson, lang }) => {
    const t = await load();
    if (t === 1) return 1;
    const seed = lotSeed(t, str('seed'));
    if (seed === undefined) return usage('--seed must be a natural number');
    const r = drawStartNumbers(t, seed);
    if (!r.ok) return refused(r.error);
    await save(r.value);
    if (json) printJson({ seed, players: r.value.players.map((p) => ({ player: p.id, name: p.name })) });
    else io.out(`${r.value.players.map((p) => `${p.id}. ${p.name}`).join('\n')}\n${SAY[lang].drawn(seed)}\n`);
    return 0;
  },
});

const addTeamAction: CommandSpec = tournamentAction({
  name: 'add-team',
  summary: 'register a team: its players (already added) in board order',
  description: `An official team event (Điều 30) needs 3–6 players and 1–3 reserves (new --friendly: a
friendly match, no limits).`,
  args: ['CODE', 'NAME'],
  options: [
    {
      name: 'members',
      kind: 'string',
      value: 'LIST',
      description: "the team's players (already added), in board order: 1,2,3",
      required: true,
    },
    { name: 'substitutes', kind: 'string', value: 'LIST', description: "the team's reserves: 9,10" },
  ],
  json: 'document',
  lang: 'en',
  run: async ({ io, str, rest, load, save, usage, input, refused, json, printJson, lang }) => {
    const list = (key: string): number[] | 2 => {
      const v = str(key);
      if (v === undefined || v.trim() === '') return [];
      const ids = v.split(',').map((x) => natural(x.trim(), 10000));
      if (ids.some((x) => x === undefined)) return usage(`--${key} is a list of start numbers: 1,2,3`);
      return ids as number[];
    };
    const members = list('members');
    if (members === 2) return 2;
    if (members.length === 0) return usage('add-team needs --members');
    const substitutes = list('substitutes');
    if (substitutes === 2) return 2;
    const t = await load();
    if (t === 1) return 1;
    const r = addTeam(t, {
      code: rest[0] as string,
      name: rest[1] as string,
      members,
      substitutes,
    });
    if (!r.ok && r.error.code === 'TOURNAMENT_TEAM_SIZE')
      return input(`${r.error.message}: create a friendly match with new --friendly (${r.error.code})`);
    if (!r.ok) return refused(r.error);
    await save(r.value);
    if (json) printJson({ team: rest[0], boards: members.length, members, substitutes });
    else io.out(`${SAY[lang].team(rest[0], members.length)}\n`);
    return 0;
  },
});

const drawTeamsAction: CommandSpec = tournamentAction({
  name: 'draw-teams',
  summary: 'the teams draw their letters A, B, C… by lot (30.1.3)',
  description: `The seed is recorded in the file (--seed, else the regulations' seed, else 0).`,
  options: [LOT_SEED],
  json: 'document',
  lang: 'en',
  run: async ({ io, str, load, save, usage, refused, json, printJson, lang }) => {
    const t = await load();
    if (t === 1) return 1;
    const seed = lotSeed(t, str('seed'));
    if (seed === undefined) return usage('--seed must be a natural number');
    const r = drawTeamLetters(t, seed);
    if (!r.ok) return refused(r.error);
    await save(r.value);
    const lines = (r.value.teams ?? []).map(
      (x) => `${x.code}. ${x.name}: ${x.members.map((p, i) => `${x.code}${i + 1} ${p}`).join(', ')}`,
    );
    if (json)
      printJson({
        seed,
        teams: (r.value.teams ?? []).map((x) => ({ team: x.code, name: x.name, members: x.members })),
      });
    else io.out(`${lines.join('\n')}\n${SAY[lang].drawn(seed)}\n`);
    return 0;
  },
});

const substituteAction: CommandSpec = tournamentAction({
  name: 'substitute',
  summary: 'a reserve replaces PLAYER on his own board in ROUND (30.1.4)',
  description: `At most 15 minutes after the start, never once the game has begun. When it is made: --minutes M
after the start, --at TIME (HH:MM, counted from the round's start, pair --start) or --clock
STATE.json (the game's clock state of xq clock: its time since the start; a move made means the
game has begun).`,
  args: ['ROUND', 'PLAYER', 'RESERVE'],
  options: [
    { name: 'minutes', kind: 'string', value: 'M', description: 'minutes after the start (at most 15)' },
    { name: 'at', kind: 'string', value: 'TIME', description: "the time (HH:MM), from the round's start" },
    { name: 'clock', kind: 'string', value: 'STATE.json', description: "the game's clock state (xq clock)" },
    { name: 'started', kind: 'boolean', description: 'the game has begun (no substitution then)' },
  ],
  json: 'document',
  lang: 'en',
  run: async ({ io, options, str, rest, load, save, usage, input, refused, json, printJson, lang }) => {
    const [round, out, reserve] = rest.map((x) => natural(x, 10000));
    if (round === undefined || out === undefined || reserve === undefined)
      return usage('ROUND, PLAYER and RESERVE are numbers');
    const minutes = natural(str('minutes'), 100000);
    if (str('minutes') !== undefined && minutes === undefined) return usage('--minutes must be a number');
    const clockFile = str('clock');
    if (minutes === undefined && str('at') === undefined && clockFile === undefined)
      return usage('substitute needs --minutes M, --at TIME or --clock STATE.json (when it is made)');
    let clock: unknown;
    if (clockFile !== undefined) {
      const text = await readText(io, clockFile, input);
      if (text === 1) return 1;
      try {
        clock = JSON.parse(text);
      } catch {
        return input(`${clockFile} is not JSON (a clock state of xq clock)`);
      }
    }
    const t = await load();
    if (t === 1) return 1;
    const r = substitutePlayer(t, {
      round,
      out,
      in: reserve,
      ...(minutes === undefined ? {} : { minutes }),
      ...(str('at') === undefined ? {} : { time: str('at') }),
      ...(clockFile === undefined ? {} : { clock: clock as ClockState }),
      started: options.started === true,
    });
    if (!r.ok) return refused(r.error);
    await save(r.value);
    const sub = r.value.rounds[round - 1]?.substitutions?.at(-1);
    const board = `${sub?.team}${sub?.board}`;
    if (json) printJson({ round, player: out, reserve, board, minutes: sub?.minutes });
    else io.out(`${SAY[lang].substitute(round, reserve, out, board, sub?.minutes)}\n`);
    return 0;
  },
});

const pairAction: CommandSpec = tournamentAction({
  name: 'pair',
  summary: 'pair the next round and print its pairing list',
  description: `Round robin: the law's tables; team-round-robin: 30.4 with the teams' boards; team-swiss: 30.5,
teams paired by the Dutch system, board k against board k; team-english: the English-style
match of two teams, 30.2.2; team-knockout: English-style ties in a bracket, 30.3; knockout:
seeds = start numbers, one result per match; swiss-dutch: FIDE Dutch; swiss-lots: by lot.
--start TIME records the round's start (HH:MM). --json prints the round as pairings --json does.`,
  options: [
    FORMAT,
    { name: 'start', kind: 'string', value: 'TIME', description: "the round's start (HH:MM)" },
  ],
  json: 'document',
  lang: 'en',
  run: async ({ io, str, format, print, load, save, refused, json, printJson }) => {
    const t = await load();
    if (t === 1) return 1;
    // A file written by hand or by another program is held to the official team sizes too.
    if (t.rounds.length === 0)
      for (const team of t.teams ?? []) {
        const size = checkTeamSize(t, team);
        if (!size.ok) return refused(size.error);
      }
    const r = pairNextRound(t);
    if (!r.ok) return refused(r.error);
    const added = addRound(t, r.value);
    if (!added.ok) return refused(added.error);
    const start = str('start');
    const next = start === undefined ? added : setRoundStart(added.value, added.value.rounds.length, start);
    if (!next.ok) return refused(next.error);
    await save(next.value);
    if (json) printJson(pairingsJson(next.value, next.value.rounds.length));
    else io.out(formatPairings(next.value, next.value.rounds.length, format, print));
    return 0;
  },
});

const resultAction: CommandSpec = tournamentAction({
  name: 'result',
  summary: "record the result of PLAYER's game in ROUND",
  description: `RESULT is written red first: 1-0, 0-1, 1/2 (or =), +/- and -/+ (forfeits), -/- (both
forfeited), 0-0 (played and lost by both: 7.1i, 15.7b), * (not played).`,
  args: ['ROUND', 'PLAYER', 'RESULT'],
  json: 'document',
  lang: 'en',
  run: async ({ io, rest, load, save, usage, refused, json, printJson, lang }) => {
    const [roundText, playerText, resultText] = rest as [string, string, string];
    const round = natural(roundText, 1000);
    const player = natural(playerText, 10000);
    const result =
      (Object.hasOwn(RESULTS, resultText) ? RESULTS[resultText] : undefined) ??
      ((GAME_RESULTS as readonly string[]).includes(resultText) ? (resultText as GameResult) : undefined);
    if (round === undefined || player === undefined) return usage('ROUND and PLAYER are numbers');
    if (result === undefined) return usage(`unknown result '${resultText}'`);
    const t = await load();
    if (t === 1) return 1;
    const r = setResult(t, round, player, result);
    if (!r.ok) return refused(r.error);
    await save(r.value);
    const g = r.value.rounds[round - 1]?.games.find((x) => x.white === player || x.black === player);
    if (json) printJson({ round, red: g?.white, black: g?.black, result: RESULT_JSON[result] });
    else if (lang === 'vi')
      io.out(`ván ${round}: ${g?.white} - ${g?.black} ${RESULT_JSON[result] ?? '*'} (Trắng trước)\n`);
    else io.out(`round ${round}: ${g?.white} - ${g?.black} ${RESULT_JSON[result] ?? '*'} (red first)\n`);
    return 0;
  },
});

const pairingsAction: CommandSpec = tournamentAction({
  name: 'pairings',
  summary: "print a round's pairing list (default: the last round paired)",
  description: `--json: {"round", "boards": [{"board", "red", "black", "result", "forfeit"}], "byes"} (and the
team matches of a team event).`,
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
    if (round === undefined) return usage('--round must be a number');
    if (round < 1 || round > t.rounds.length) return input(`no round ${round} (${t.rounds.length} paired)`);
    if (json) {
      printJson(pairingsJson(t, round));
      return 0;
    }
    io.out(formatPairings(t, round, format, print));
    return 0;
  },
});

const showAction: CommandSpec = tournamentAction({
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
    const data = formatRegulationData(t, format);
    io.out(`${formatRegulations(t, format, print)}\n${data === '' ? '' : `${data}\n`}${players}${teams}`);
    return 0;
  },
});

const standingsAction: CommandSpec = tournamentAction({
  name: 'standings',
  summary: 'the standings after the last complete round',
  description: `A round counts only when all its results are in. The tie-breaks are the regulations' or the
FIDE C.07 codes given; the team standings of 30.1.5 follow when there are teams. ARO, TPR, PTP
and RTNG have no value (null in --json) when a player is unrated, unless --unrated-rating
gives unrated players a rating.`,
  options: [
    { name: 'round', kind: 'string', value: 'R', description: 'the round (default: the last one)' },
    {
      name: 'tie-breaks',
      kind: 'string',
      value: 'LIST',
      description: `tie-breaks, comma-separated: FIDE C.07 codes (${TIE_BREAK_CODES.join(' ')}, any BH/SB/ARO/TPR/PS -C<n> or -M<n>) or names`,
    },
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
    if (given !== undefined && through === undefined) return usage('--round must be a number');
    const list = tieBreakList();
    if (list === 2) return 2;
    const complete = lastCompleteRound(t);
    const after = through === undefined ? complete : Math.min(through, complete);
    const unratedText = str('unrated-rating');
    const unratedRating = unratedText === undefined ? undefined : natural(unratedText, 9999);
    if (unratedText !== undefined && (unratedRating === undefined || unratedRating === 0))
      return usage('--unrated-rating must be a rating from 1 to 9999');
    const opts = {
      throughRound: after,
      ...(list === undefined ? {} : { tieBreaks: list }),
      ...(unratedRating === undefined ? {} : { unratedRating }),
    };
    if (options['by-board']) {
      if ((t.teams ?? []).length === 0) return input(`${file} has no teams: --by-board needs a team event`);
      if (t.regulations.system === 'team-english' || t.regulations.system === 'team-knockout')
        return input(
          `${file}: in English-style matches every player meets every player of the other team, so there are no board tables (--by-board is for board-against-board systems, 30.1.3)`,
        );
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
        `${formatTeamStandings(sliced, format, print)}\n${formatBoardStandings(t, format, print, opts)}`,
      );
      return 0;
    }
    const category = str('category');
    if (category !== undefined && !(t.regulations.categories ?? []).some((c) => c.code === category))
      return input(`no category ${category} in the regulations of ${file}`);
    const table = category === undefined ? standings(t, opts) : categoryStandings(t, category, opts);
    if (json) {
      const rows = { ...standingsJson(t, after, table), ...(category === undefined ? {} : { category }) };
      printJson((t.teams ?? []).length > 0 ? { ...rows, teams: teamsJson(t, after) } : rows);
      return 0;
    }
    const teams = (t.teams ?? []).length > 0 ? `\n${formatTeamStandings(t, format, print)}` : '';
    const categories = categoryTables(t, format, print, opts, category);
    if (category !== undefined) io.out(categories ?? '');
    else
      io.out(
        `${formatStandings({ ...t, rounds: t.rounds.slice(0, after) }, format, table, print)}${teams}${categories === undefined ? '' : `\n${categories}`}`,
      );
    return 0;
  },
});

const crosstableAction: CommandSpec = tournamentAction({
  name: 'crosstable',
  summary: 'the crosstable of the complete rounds',
  options: [FORMAT, DECIMALS],
  json: 'document',
  lang: 'en',
  run: async ({ io, format, print, load, json, printJson }) => {
    const t = await load();
    if (t === 1) return 1;
    if (json) {
      printJson(crosstableJson(t));
      return 0;
    }
    io.out(formatCrosstable(t, format, print));
    return 0;
  },
});

const cardAction: CommandSpec = tournamentAction({
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
    if (id === undefined || !t.players.some((p) => p.id === id)) return input(`no player ${rest[0]}`);
    if (json)
      printJson((crosstableJson(t) as { rows: { player: number }[] }).rows.find((r) => r.player === id));
    else io.out(formatPairingCard(t, id, format, print));
    return 0;
  },
});

const exportAction: CommandSpec = tournamentAction({
  name: 'export',
  summary: 'write the tournament as TRF (standard output unless --out)',
  options: [
    { name: 'trf', kind: 'boolean', description: 'write TRF (the only format)', required: true },
    { name: 'out', kind: 'string', value: 'PATH', description: 'write to PATH (default: standard output)' },
  ],
  json: 'document',
  lang: 'en',
  run: async ({ io, options, str, load, usage, refused, json, printJson, lang }) => {
    if (!options.trf) return usage('export needs --trf');
    const t = await load();
    if (t === 1) return 1;
    const written = exportTrf(t);
    if (!written.ok) return refused(written.error);
    const text = written.value;
    const out = str('out');
    if (out === undefined) {
      if (json) printJson({ trf: text.replace(/\r\n?/g, '\n') });
      else io.out(text.replace(/\r\n?/g, '\n'));
    } else {
      await io.writeFile(out, text);
      if (json) printJson({ file: out });
      else io.out(`${SAY[lang].wrote(out)}\n`);
    }
    return 0;
  },
});

const importAction: CommandSpec = tournamentAction({
  name: 'import',
  summary: 'create FILE from a TRF file (TRF-16 or TRF-2026)',
  first: 'TRF',
  args: ['FILE'],
  options: [
    { name: 'system', kind: 'string', value: 'S', description: `the system: ${SYSTEMS.join(', ')}` },
    { name: 'scoring', kind: 'string', value: 'X', description: '1-0.5-0 (default) or 2-1-0' },
    { name: 'force', kind: 'boolean', description: 'overwrite an existing file' },
  ],
  json: 'document',
  lang: 'en',
  run: async ({ io, options, file, rest, save, input, refused, system, scoring, json, printJson, lang }) => {
    // import TRF FILE
    const target = rest[0] as string;
    const text = await readText(io, file, input);
    if (text === 1) return 1;
    if (!/^(001|012|XXR|142) /m.test(text.replace(/\r/g, '\n')))
      return input(
        `${file} is not a TRF file: a TRF has player records ("001 …" lines); to load a tournament file use it directly`,
      );
    const trf = parseTrf(text);
    if (!trf.ok) return input(`${file}: line ${trf.error.line}: ${trf.error.message} (${trf.error.code})`);
    if (trf.value.players.length === 0)
      return input(`${file} is not a TRF file: it has no player records (001)`);
    const sys = system();
    if (sys === 2) return 2;
    const sc = scoring();
    if (sc === 2) return 2;
    const t = tournamentFromTrf(trf.value, {
      ...(sys === undefined ? {} : { system: sys }),
      ...(sc === undefined ? {} : { scoring: sc }),
    });
    if (!t.ok) return refused(t.error, file);
    if (!options.force && (await exists(io, target)))
      return input(`${target} exists (use --force to overwrite)`);
    await save(t.value, target);
    if (json) printJson({ file: target, players: t.value.players.length, rounds: t.value.rounds.length });
    else io.out(`${SAY[lang].imported(target, t.value.players.length, t.value.rounds.length)}\n`);
    return 0;
  },
});

/** The actions of `xq tournament`, in the order of its help. */
const ACTIONS: readonly CommandSpec[] = [
  newAction,
  addPlayerAction,
  withdrawAction,
  absentAction,
  drawAction,
  addTeamAction,
  reorderAction,
  drawTeamsAction,
  substituteAction,
  pairAction,
  resultAction,
  pairingsAction,
  showAction,
  standingsAction,
  crosstableAction,
  cardAction,
  exportAction,
  importAction,
  ...REGULATION_ACTIONS,
  ...LAW_ACTIONS,
];

/**
 * `xq tournament` as data: one spec per action. An action in a file of its own is one line in
 * `ACTIONS`.
 * @category CLI
 */
export const tournamentSpec: CommandSpec = {
  name: 'tournament',
  summary: 'run a tournament from a JSON file: players, pairings, results, standings',
  description: `Runs an event from a tournament file (JSON, validated on every load). Output in --format
text (default), markdown or html; --json where the action prints data; --lang en (red/black)
or vi (Trắng/Đen, the law's words).`,
  json: 'document',
  actions: ACTIONS,
};

/** `xq tournament`: runs a club event from a tournament JSON file. @category CLI */
export const tournamentCommand: Command = commandOf(tournamentSpec);

const RESULT_JSON: Readonly<Record<GameResult, string | null>> = { ...SCORE, pending: null };

/** `pairings --json`: boards with red and black by start number, and the byes with their points. */
function pairingsJson(t: Tournament, round: number): unknown {
  const r = t.rounds[round - 1];
  const rounds = playerRounds({ ...t, rounds: t.rounds.slice(0, round) });
  const points = (player: number): number => rounds.get(player)?.[round - 1]?.points ?? 0;
  const team = (t.teams ?? []).length > 0 ? teamRoundBoards(t, round) : undefined;
  const teamOf = new Map<number, string>();
  for (const x of t.teams ?? []) for (const p of [...x.members, ...x.substitutes]) teamOf.set(p, x.code);
  const out: Record<string, unknown> = {
    round,
    boards: (r?.games ?? []).map((g, i) => ({
      board: i + 1,
      red: g.white,
      black: g.black,
      result: RESULT_JSON[g.result],
      forfeit:
        g.result === 'white-win-forfeit' || g.result === 'black-win-forfeit' || g.result === 'double-forfeit',
      ...(team?.games[i]
        ? {
            match: team.games[i].match,
            teamBoard: team.games[i].board,
            // The players' numbers as 30.1.3 writes them: A1, B1… (an English-style match
            // pairs A1 with B3).
            redBoard: `${teamOf.get(g.white)}${teamNumber(t, round, g.white) ?? team.games[i].board}`,
            blackBoard: `${teamOf.get(g.black)}${teamNumber(t, round, g.black) ?? team.games[i].board}`,
          }
        : {}),
    })),
    byes: (r?.byes ?? []).map((b) => ({ player: b.player, points: points(b.player), kind: b.kind })),
  };
  if (team && r) {
    // The team matches of the round: the two teams (the first is the team of board 1's red),
    // the boards of the round they play on, and the points each has so far.
    const matches: {
      match: number;
      teams: [string, string];
      boards: number[];
      points: [number, number];
      finished: boolean;
    }[] = [];
    r.games.forEach((g, i) => {
      const at = team.games[i];
      if (!at) return;
      let m = matches[at.match - 1];
      if (!m) {
        m = {
          match: at.match,
          teams: [teamOf.get(g.white) ?? '', teamOf.get(g.black) ?? ''],
          boards: [],
          points: [0, 0],
          finished: true,
        };
        matches.push(m);
      }
      m.boards.push(i + 1);
      const first = teamOf.get(g.white) === m.teams[0];
      m.points[0] += points(first ? g.white : g.black);
      m.points[1] += points(first ? g.black : g.white);
      if (g.result === 'pending') m.finished = false;
    });
    out.matches = matches;
    out.substitutions = r.substitutions ?? [];
  }
  return out;
}

/** `standings --json`: the rows with their tie-breaks keyed by the C.07 codes. */
function standingsJson(
  t: Tournament,
  afterRound: number,
  table: ReturnType<typeof standings>,
): Record<string, unknown> {
  return { afterRound, rows: standingsRows(t, table) };
}

/** The team standings of 30.1.5 after `afterRound`, for `standings --json` of a team event. */
function teamsJson(t: Tournament, afterRound: number): unknown[] {
  const names = new Map((t.teams ?? []).map((x) => [x.code, x.name]));
  return tournamentTeamStandings({ ...t, rounds: t.rounds.slice(0, afterRound) }).map((s) => ({
    rank: s.rank,
    team: s.team,
    name: names.get(s.team) ?? '',
    matchPoints: s.matchPoints,
    gamePoints: s.gamePoints,
    boardPoints: s.boardPoints,
  }));
}

/** The rows of `standings --json` (also each board's rows with `--by-board`). */
function standingsRows(t: Tournament, table: ReturnType<typeof standings>): unknown[] {
  const names = new Map(t.players.map((p) => [p.id, p.name]));
  return table.map((s) => {
    // A rating tie-break without a value (the reference checker leaves it empty) is null.
    const tieBreaks: Record<string, number | null> = {};
    for (const [k, v] of Object.entries(s.values)) {
      const code = tieBreakCode(k);
      if (code !== undefined && code !== 'PTS') tieBreaks[code] = v;
    }
    return {
      rank: s.rank,
      player: s.player,
      name: names.get(s.player) ?? '',
      points: s.points,
      wins: s.wins,
      draws: s.draws,
      losses: s.losses,
      byes: s.byes,
      byePoints: s.byePoints,
      forfeitWins: s.forfeitWins,
      forfeitLosses: s.forfeitLosses,
      absences: s.absences,
      tieBreaks,
    };
  });
}

/** `crosstable --json`: each player's complete rounds. */
function crosstableJson(t: Tournament): unknown {
  const after = lastCompleteRound(t);
  const rounds = playerRounds({ ...t, rounds: t.rounds.slice(0, after) });
  const ranks = new Map(standings(t).map((s) => [s.player, s]));
  return {
    afterRound: after,
    rows: [...t.players]
      .sort((a, b) => a.id - b.id)
      .map((p) => ({
        player: p.id,
        name: p.name,
        points: ranks.get(p.id)?.points ?? 0,
        rank: ranks.get(p.id)?.rank ?? null,
        rounds: (rounds.get(p.id) ?? []).map((r) => ({
          round: r.round,
          kind: r.kind,
          opponent: r.opponent,
          colour: r.colour === 'white' ? 'red' : r.colour,
          // A rest is a rest, an absence an absence: neither is a game lost.
          result: r.kind === 'bye' ? 'bye' : r.kind === 'absent' ? 'absent' : r.outcome,
          points: r.points,
          ...(r.bye === undefined ? {} : { bye: r.bye }),
        })),
      })),
  };
}

/** The words of `show`, in English and in Vietnamese. */
const SHOW_WORDS = {
  en: {
    players: ['No', 'Name', 'Rating', 'Title', 'Club', 'Fed'],
    playersTitle: 'players',
    teams: ['Team', 'Name', 'Boards', 'Reserves'],
    teamsTitle: 'teams',
    drawn: (seed: number) => `letters drawn with seed ${seed}`,
  },
  vi: {
    players: ['Số', 'Họ tên', 'Hệ số', 'Danh hiệu', 'Đơn vị', 'Liên đoàn'],
    playersTitle: 'đấu thủ',
    teams: ['Đội', 'Tên', 'Các bàn', 'Dự bị'],
    teamsTitle: 'các đội',
    drawn: (seed: number) => `bốc thăm chữ cái với hạt giống ${seed}`,
  },
} as const;

/** `show --json`: the regulations, the players and the teams. */
function showJson(t: Tournament): unknown {
  return {
    name: t.name,
    regulations: t.regulations,
    players: t.players,
    teams: t.teams ?? [],
    ...(t.teamDraw === undefined ? {} : { teamDraw: t.teamDraw }),
  };
}

/** The confirmations of the actions that change the file, in English and in Vietnamese. */
const SAY = {
  en: {
    created: (file: string, name: string, detail: string) => `created ${file}: ${name} (${detail})`,
    friendly: ', friendly',
    added: (id: unknown, name: unknown) => `added ${id}: ${name}`,
    back: 'back in',
    withdrawn: 'withdrawn',
    absent: 'absent from the next round',
    drawn: (seed: number) => `(drawn with seed ${seed})`,
    team: (code: unknown, boards: number) => `added team ${code}: ${boards} boards`,
    substitute: (round: number, reserve: number, out: number, board: string, minutes: number | undefined) =>
      `round ${round}: ${reserve} plays for ${out} on board ${board} (${minutes} min)`,
    wrote: (path: string) => `wrote ${path}`,
    imported: (file: string, players: number, rounds: number) =>
      `created ${file}: ${players} players, ${rounds} rounds`,
  },
  vi: {
    created: (file: string, name: string, detail: string) => `đã tạo ${file}: ${name} (${detail})`,
    friendly: ', giao hữu',
    added: (id: unknown, name: unknown) => `đã thêm ${id}: ${name}`,
    back: 'trở lại thi đấu',
    withdrawn: 'bỏ cuộc',
    absent: 'vắng mặt ở ván sau',
    drawn: (seed: number) => `(bốc thăm với hạt giống ${seed})`,
    team: (code: unknown, boards: number) => `đã thêm đội ${code}: ${boards} bàn`,
    substitute: (round: number, reserve: number, out: number, board: string, minutes: number | undefined) =>
      `ván ${round}: ${reserve} thay ${out} ở bàn ${board} (${minutes} phút)`,
    wrote: (path: string) => `đã ghi ${path}`,
    imported: (file: string, players: number, rounds: number) =>
      `đã tạo ${file}: ${players} đấu thủ, ${rounds} ván`,
  },
} as const;
