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
  formatTournament,
  GAME_RESULTS,
  type GameResult,
  isTieBreak,
  lastCompleteRound,
  markAbsent,
  PRINT_FORMATS,
  PRINT_LANGUAGES,
  type PrintFormat,
  type PrintLanguage,
  pairNextRound,
  parseTournament,
  playerRounds,
  renderTable,
  SCORINGS,
  type Scoring,
  SEXES,
  type Sex,
  SYSTEMS,
  type System,
  setResult,
  setRoundStart,
  standings,
  substitutePlayer,
  TEAM_RANKINGS,
  type TeamRanking,
  TIE_BREAK_CODES,
  TIE_BREAKS,
  type TieBreak,
  type Tournament,
  teamNumber,
  teamRoundBoards,
  tieBreakCode,
  tournamentFromTrf,
  tournamentTeamStandings,
  withdrawPlayer,
} from '@xq/tournament';
import { type ParsedArgs, parseArgs } from '../args';
import type { Command, ExitCode, Io } from '../io';
import {
  categoryTables,
  entryFields,
  newRegulationFields,
  REGULATION_ACTIONS,
} from './tournament-regulations';
import { reorderAction } from './tournament-teams-cli';

const HELP = `usage: xq tournament <action> FILE [options]

Runs an event from a tournament file (JSON, validated on every load):
  new FILE --name NAME --system S [--rounds N] [--scoring 1-0.5-0|2-1-0]
           [--time-control TC] [--tie-breaks a,b,…] [--seed N] [--friendly] [--force]
           [--team-ranking game-points|match-points] [--separate-clubs]
           [--event K] [--clock-preset P]
                         create the file; S is one of
                         ${SYSTEMS.slice(0, 5).join(', ')},
                         ${SYSTEMS.slice(5, 8).join(', ')},
                         ${SYSTEMS.slice(8).join(', ')};
                         --team-ranking: teams ranked (and a team Swiss paired) by
                         game points (30.1.5, default) or match points first;
                         --separate-clubs: players of one club never meet (30.1.2)
  add-player FILE NAME [--rating R] [--title T] [--club C] [--federation F]
           [--sex m|f] [--id N]
                         register a player (start number: the next free one)
  withdraw FILE PLAYER [--back]
                         withdraw a player: he is left out of every later round (his
                         opponent in a round robin or a knockout goes through on a bye)
  absent FILE PLAYER [--back]
                         announce a player absent from the next round only
  draw FILE [--seed N]   draw the start numbers by lot before round 1 (seed: --seed, else the
                         regulations' seed, else 0; the same seed gives the same draw)
  add-team FILE CODE NAME --members 1,2,3 [--substitutes 9]
                         register a team: its players (already added) in board order; an
                         official team event (Điều 30) needs 3–6 players and 1–3 reserves
                         (new --friendly: a friendly match, no limits)
  reorder FILE TEAM --members 4,3,2,1
                         a friendly match only: the team's new board order after a game
                         (30.1.3)
  draw-teams FILE [--seed N]
                         the teams draw their letters A, B, C… by lot (30.1.3); the seed is
                         recorded in the file (--seed, else the regulations' seed, else 0)
  substitute FILE ROUND PLAYER RESERVE (--minutes M | --at TIME | --clock STATE.json) [--started]
                         a reserve replaces PLAYER on his own board in ROUND (30.1.4): at
                         most 15 minutes after the start, never once the game has begun;
                         --at: the time (HH:MM), counted from the round's start (pair
                         --start); --clock: the game's clock state (xq clock), its time
                         since the start, and a move made means the game has begun
  pair FILE [--format F] [--start TIME]
                         pair the next round (round robin: the law's tables; team-round-robin:
                         30.4 with the teams' boards; team-swiss: 30.5, teams paired by
                         the Dutch system, board k against board k; team-english: the
                         English-style match of two teams, 30.2.2; team-knockout: English-
                         style ties in a bracket, 30.3; knockout: seeds = start numbers, one
                         result per match; swiss-dutch: FIDE Dutch; swiss-lots: by lot) and
                         print its pairing list
  result FILE ROUND PLAYER RESULT
                         record the result of PLAYER's game in ROUND, written red
                         first: 1-0, 0-1, 1/2 (or =), +/- and -/+ (forfeits), -/- (both
                         forfeited), * (not played)
  show FILE [--format F]                   print the regulations, the players and the teams
  pairings FILE [--round R] [--format F|--json]
                         print a round's pairing list (default: the last round paired)
  standings FILE [--round R] [--tie-breaks CODE,…] [--unrated-rating N] [--format F|--json] [--decimals]
           [--by-board]
                         the standings after the last complete round (a round counts only
                         when all its results are in), with the tie-breaks of the
                         regulations or the FIDE C.07 codes given: ${TIE_BREAK_CODES.join(' ')}
                         (any BH/SB/ARO/TPR/PS -C<n> or -M<n>); and the team standings
                         of 30.1.5 when there are teams. ARO, TPR, PTP and RTNG have no
                         value (null in --json) when a player is unrated, unless
                         --unrated-rating gives unrated players a rating; --by-board: the
                         individual standings of each board ("bảng", 30.1.3)
  crosstable FILE [--format F|--json]      the crosstable of the complete rounds
  card FILE PLAYER [--format F]            a player's pairing card
  export FILE --trf [--out PATH]           write TRF (stdout unless --out)
  import TRF FILE [--system S] [--scoring X] [--force]
                                           create FILE from a TRF file (TRF-16 or TRF-2026)
${Object.values(REGULATION_ACTIONS)
  .map((a) => a.help)
  .join('\n')}
  --format F   text (default), markdown or html
  --json       machine-readable output (pairings, standings, crosstable)
  --lang L     en (default: red/black) or vi (Trắng/Đen, the law's words)
`;

const SPEC = {
  name: 'string',
  system: 'string',
  rounds: 'string',
  scoring: 'string',
  'time-control': 'string',
  'tie-breaks': 'string',
  'unrated-rating': 'string',
  seed: 'string',
  force: 'boolean',
  rating: 'string',
  title: 'string',
  club: 'string',
  federation: 'string',
  sex: 'string',
  id: 'string',
  format: 'string',
  round: 'string',
  trf: 'boolean',
  out: 'string',
  members: 'string',
  substitutes: 'string',
  json: 'boolean',
  back: 'boolean',
  lang: 'string',
  decimals: 'boolean',
  friendly: 'boolean',
  'by-board': 'boolean',
  minutes: 'string',
  started: 'boolean',
  'team-ranking': 'string',
  'separate-clubs': 'boolean',
  at: 'string',
  clock: 'string',
  start: 'string',
  'birth-year': 'string',
  category: 'string',
  date: 'string',
  groups: 'string',
  qualifiers: 'string',
  'out-prefix': 'string',
  event: 'string',
  'clock-preset': 'string',
} as const;

/** Options each action accepts (the others are a usage error). */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  new: [
    'name',
    'system',
    'rounds',
    'scoring',
    'time-control',
    'tie-breaks',
    'seed',
    'friendly',
    'force',
    'team-ranking',
    'separate-clubs',
    'event',
    'clock-preset',
  ],
  'add-player': ['rating', 'title', 'club', 'federation', 'sex', 'id', 'birth-year', 'category', 'date'],
  'add-team': ['members', 'substitutes'],
  reorder: ['members'],
  draw: ['seed'],
  'draw-teams': ['seed'],
  substitute: ['minutes', 'started', 'at', 'clock'],
  withdraw: ['back'],
  absent: ['back'],
  pair: ['format', 'lang', 'start'],
  result: [],
  pairings: ['round', 'format', 'json', 'lang'],
  show: ['format'],
  standings: [
    'round',
    'format',
    'json',
    'lang',
    'tie-breaks',
    'unrated-rating',
    'decimals',
    'by-board',
    'category',
  ],
  crosstable: ['format', 'json', 'lang', 'decimals'],
  card: ['format', 'lang', 'decimals'],
  export: ['trf', 'out'],
  import: ['system', 'scoring', 'force'],
  ...Object.fromEntries(Object.entries(REGULATION_ACTIONS).map(([k, a]) => [k, a.options])),
};

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
  '*': 'pending',
  'red-win': 'white-win',
  'red-win-forfeit': 'white-win-forfeit',
};

class Stop {
  constructor(readonly code: ExitCode) {}
}

const natural = (s: string | true | undefined, max: number): number | undefined =>
  typeof s === 'string' && /^\d{1,9}$/.test(s) && Number(s) <= max ? Number(s) : undefined;

async function readText(io: Io, path: string, say: (m: string) => never): Promise<string> {
  try {
    return new TextDecoder().decode(await io.readFile(path));
  } catch (e) {
    return say(`cannot read ${path}: ${(e as Error).message}`);
  }
}

async function exists(io: Io, path: string): Promise<boolean> {
  try {
    await io.readFile(path);
    return true;
  } catch {
    return false;
  }
}

/** `xq tournament`: runs a club event from a tournament JSON file. @category CLI */
export const tournamentCommand: Command = async (args, io) => {
  const parsed = parseArgs(args, SPEC);
  const usage = (message: string): never => {
    io.err(`xq tournament: ${message}\n${HELP}`);
    throw new Stop(2);
  };
  const input = (message: string): never => {
    io.err(`xq tournament: ${message}\n`);
    throw new Stop(1);
  };
  try {
    if (!parsed.ok) return usage(parsed.error);
    if (parsed.value.options.help) {
      io.out(HELP);
      return 0;
    }
    return await run(parsed.value, io, usage, input);
  } catch (e) {
    if (e instanceof Stop) return e.code;
    throw e;
  }
};

async function run(
  { options, positionals }: ParsedArgs,
  io: Io,
  usage: (m: string) => never,
  input: (m: string) => never,
): Promise<ExitCode> {
  const [action, file, ...rest] = positionals;
  if (action === undefined) return usage('say which action');
  const allowed = Object.hasOwn(ALLOWED, action) ? ALLOWED[action] : undefined;
  if (!allowed) return usage(`unknown action '${action}'`);
  for (const key of Object.keys(options))
    if (!allowed.includes(key)) usage(`--${key} does not go with ${action}`);
  if (file === undefined) return usage(`${action} needs a FILE`);
  const str = (key: string): string | undefined => {
    const v = options[key];
    return typeof v === 'string' ? v : undefined;
  };
  const format = (str('format') ?? 'text') as PrintFormat;
  if (!PRINT_FORMATS.includes(format)) usage('--format must be text, markdown or html');
  const lang = (str('lang') ?? 'en') as PrintLanguage;
  if (!PRINT_LANGUAGES.includes(lang)) usage('--lang must be en or vi');
  const print = { lang, ...(options.decimals ? { decimals: true } : {}) };
  if (options.json && str('format') !== undefined) usage('--json and --format do not go together');
  const tieBreakList = (): TieBreak[] | undefined => {
    const v = str('tie-breaks');
    if (v === undefined) return undefined;
    const list = v.split(',').map((x) => x.trim());
    for (const tb of list) {
      if (!isTieBreak(tb))
        usage(
          `unknown tie-break '${tb}': use FIDE C.07 codes (${TIE_BREAK_CODES.join(', ')}) or ${TIE_BREAKS.join(', ')}`,
        );
    }
    return list as TieBreak[];
  };
  const expect = (count: number): void => {
    if (rest.length !== count)
      usage(`${action} takes ${count === 0 ? 'only FILE' : `${count} argument(s) after FILE`}`);
  };

  const load = async (): Promise<Tournament> => {
    const r = parseTournament(await readText(io, file, input));
    if (!r.ok) return input(`${file}: ${r.error.message} (${r.error.code})`);
    return r.value;
  };
  const save = async (t: Tournament, path = file): Promise<void> => {
    await io.writeFile(path, formatTournament(t));
  };
  const system = (): System | undefined => {
    const s = str('system');
    if (s !== undefined && !(SYSTEMS as readonly string[]).includes(s))
      usage(`--system must be one of ${SYSTEMS.join(', ')}`);
    return s as System | undefined;
  };
  const scoring = (): Scoring | undefined => {
    const s = str('scoring');
    if (s !== undefined && !(SCORINGS as readonly string[]).includes(s))
      usage('--scoring must be 1-0.5-0 or 2-1-0');
    return s as Scoring | undefined;
  };

  const extra = Object.hasOwn(REGULATION_ACTIONS, action) ? REGULATION_ACTIONS[action] : undefined;
  if (extra) {
    const read = (path: string) => readText(io, path, input);
    const write = (path: string, text: string) => io.writeFile(path, text);
    const has = (path: string) => exists(io, path);
    const ctx = { io, file, rest, json: options.json === true, force: options.force === true, format, print };
    return extra.run({ ...ctx, str, expect, load, read, save, write, exists: has, usage, input });
  }
  switch (action) {
    case 'new': {
      expect(0);
      const name = str('name');
      const sys = system();
      if (name === undefined || sys === undefined) return usage('new needs --name and --system');
      const rounds = str('rounds') === undefined ? undefined : natural(str('rounds'), 1000);
      if (str('rounds') !== undefined && (rounds === undefined || rounds < 1))
        usage('--rounds must be in 1..1000');
      const seed = str('seed') === undefined ? undefined : natural(str('seed'), 0xffffffff);
      if (str('seed') !== undefined && seed === undefined) usage('--seed must be a natural number');
      const tieBreaks = tieBreakList();
      if (!options.force && (await exists(io, file)))
        return input(`${file} exists (use --force to overwrite)`);
      const t = createTournament({
        name,
        system: sys,
        scoring: scoring() ?? '1-0.5-0',
        ...(rounds === undefined ? {} : { rounds }),
        ...(tieBreaks === undefined ? {} : { tieBreaks: tieBreaks as TieBreak[] }),
        ...(str('time-control') === undefined ? {} : { timeControl: str('time-control') }),
        ...(seed === undefined ? {} : { seed }),
        ...(options.friendly ? { friendly: true } : {}),
      });
      const ranking = str('team-ranking');
      if (ranking !== undefined && !(TEAM_RANKINGS as readonly string[]).includes(ranking))
        usage(`--team-ranking must be ${TEAM_RANKINGS.join(' or ')}`);
      const regulations = {
        ...t.regulations,
        ...(ranking === undefined ? {} : { teamRanking: ranking as TeamRanking }),
        ...(options['separate-clubs'] ? { separateClubs: true } : {}),
        ...newRegulationFields(str, usage),
      };
      await save({ ...t, regulations });
      io.out(`created ${file}: ${name} (${sys}${options.friendly ? ', friendly' : ''})\n`);
      return 0;
    }
    case 'add-player': {
      expect(1);
      const t = await load();
      const rating = str('rating') === undefined ? undefined : natural(str('rating'), 9999);
      if (str('rating') !== undefined && rating === undefined) usage('--rating must be in 0..9999');
      const id = str('id') === undefined ? undefined : natural(str('id'), 10000);
      if (str('id') !== undefined && (id === undefined || id < 1)) usage('--id must be in 1..10000');
      const sex = str('sex');
      if (sex !== undefined && !(SEXES as readonly string[]).includes(sex)) usage('--sex must be m or f');
      const player = {
        name: rest[0] as string,
        ...(id === undefined ? {} : { id }),
        ...(rating === undefined ? {} : { rating }),
        ...(str('title') === undefined ? {} : { title: str('title') }),
        ...(str('club') === undefined ? {} : { club: str('club') }),
        ...(str('federation') === undefined ? {} : { federation: str('federation') }),
        ...(sex === undefined ? {} : { sex: sex as Sex }),
        ...entryFields(str, usage),
      };
      const r = addPlayer(t, player, { date: str('date') ?? new Date().toISOString().slice(0, 10) });
      if (!r.ok) return input(`${r.error.message} (${r.error.code})`);
      await save(r.value);
      const added = r.value.players[r.value.players.length - 1];
      io.out(`added ${added?.id}: ${added?.name}\n`);
      return 0;
    }
    case 'draw': {
      expect(0);
      const t = await load();
      const given = str('seed');
      const seed = given === undefined ? (t.regulations.seed ?? 0) : natural(given, 0xffffffff);
      if (seed === undefined) return usage('--seed must be a natural number');
      const r = drawStartNumbers(t, seed);
      if (!r.ok) return input(`${r.error.message} (${r.error.code})`);
      await save(r.value);
      io.out(`${r.value.players.map((p) => `${p.id}. ${p.name}`).join('\n')}\n(drawn with seed ${seed})\n`);
      return 0;
    }
    case 'draw-teams': {
      expect(0);
      const t = await load();
      const given = str('seed');
      const seed = given === undefined ? (t.regulations.seed ?? 0) : natural(given, 0xffffffff);
      if (seed === undefined) return usage('--seed must be a natural number');
      const r = drawTeamLetters(t, seed);
      if (!r.ok) return input(`${r.error.message} (${r.error.code})`);
      await save(r.value);
      const lines = (r.value.teams ?? []).map(
        (x) => `${x.code}. ${x.name}: ${x.members.map((p, i) => `${x.code}${i + 1} ${p}`).join(', ')}`,
      );
      io.out(`${lines.join('\n')}\n(drawn with seed ${seed})\n`);
      return 0;
    }
    case 'substitute': {
      expect(3);
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
        try {
          clock = JSON.parse(await readText(io, clockFile, input));
        } catch {
          return input(`${clockFile} is not JSON (a clock state of xq clock)`);
        }
      }
      const t = await load();
      const r = substitutePlayer(t, {
        round,
        out,
        in: reserve,
        ...(minutes === undefined ? {} : { minutes }),
        ...(str('at') === undefined ? {} : { time: str('at') }),
        ...(clockFile === undefined ? {} : { clock: clock as ClockState }),
        started: options.started === true,
      });
      if (!r.ok) return input(`${r.error.message} (${r.error.code})`);
      await save(r.value);
      const sub = r.value.rounds[round - 1]?.substitutions?.at(-1);
      io.out(
        `round ${round}: ${reserve} plays for ${out} on board ${sub?.team}${sub?.board} (${sub?.minutes} min)\n`,
      );
      return 0;
    }
    case 'reorder':
      return reorderAction({ rest, str, load, save, io, usage, input });
    case 'add-team': {
      expect(2);
      const list = (key: string): number[] => {
        const v = str(key);
        if (v === undefined || v.trim() === '') return [];
        const ids = v.split(',').map((x) => natural(x.trim(), 10000));
        if (ids.some((x) => x === undefined)) usage(`--${key} is a list of start numbers: 1,2,3`);
        return ids as number[];
      };
      const members = list('members');
      if (members.length === 0) return usage('add-team needs --members');
      const t = await load();
      const r = addTeam(t, {
        code: rest[0] as string,
        name: rest[1] as string,
        members,
        substitutes: list('substitutes'),
      });
      if (!r.ok && r.error.code === 'TOURNAMENT_TEAM_SIZE')
        return input(`${r.error.message}: create a friendly match with new --friendly (${r.error.code})`);
      if (!r.ok) return input(`${r.error.message} (${r.error.code})`);
      await save(r.value);
      io.out(`added team ${rest[0]}: ${members.length} boards\n`);
      return 0;
    }
    case 'pair': {
      expect(0);
      const t = await load();
      // A file written by hand or by another program is held to the official team sizes too.
      if (t.rounds.length === 0)
        for (const team of t.teams ?? []) {
          const size = checkTeamSize(t, team);
          if (!size.ok) return input(`${size.error.message} (${size.error.code})`);
        }
      const r = pairNextRound(t);
      if (!r.ok) return input(`${r.error.message} (${r.error.code})`);
      const added = addRound(t, r.value);
      if (!added.ok) return input(`${added.error.message} (${added.error.code})`);
      const start = str('start');
      const next = start === undefined ? added : setRoundStart(added.value, added.value.rounds.length, start);
      if (!next.ok) return input(`${next.error.message} (${next.error.code})`);
      await save(next.value);
      io.out(formatPairings(next.value, next.value.rounds.length, format, print));
      return 0;
    }
    case 'result': {
      expect(3);
      const [roundText, playerText, resultText] = rest as [string, string, string];
      const round = natural(roundText, 1000);
      const player = natural(playerText, 10000);
      const result =
        (Object.hasOwn(RESULTS, resultText) ? RESULTS[resultText] : undefined) ??
        ((GAME_RESULTS as readonly string[]).includes(resultText) ? (resultText as GameResult) : undefined);
      if (round === undefined || player === undefined) return usage('ROUND and PLAYER are numbers');
      if (result === undefined) return usage(`unknown result '${resultText}'`);
      const t = await load();
      const r = setResult(t, round, player, result);
      if (!r.ok) return input(`${r.error.message} (${r.error.code})`);
      await save(r.value);
      const g = r.value.rounds[round - 1]?.games.find((x) => x.white === player || x.black === player);
      io.out(`round ${round}: ${g?.white} - ${g?.black} ${RESULT_JSON[result] ?? '*'} (red first)\n`);
      return 0;
    }
    case 'pairings': {
      expect(0);
      const t = await load();
      const round = str('round') === undefined ? t.rounds.length : natural(str('round'), 1000);
      if (round === undefined) return usage('--round must be a number');
      if (round < 1 || round > t.rounds.length) return input(`no round ${round} (${t.rounds.length} paired)`);
      if (options.json) {
        io.out(`${JSON.stringify(pairingsJson(t, round))}\n`);
        return 0;
      }
      io.out(formatPairings(t, round, format, print));
      return 0;
    }
    case 'show': {
      expect(0);
      const t = await load();
      const players = renderTable(
        ['No', 'Name', 'Rating', 'Title', 'Club', 'Fed'],
        t.players.map((p) => [
          String(p.id),
          p.name,
          p.rating === undefined ? '' : String(p.rating),
          p.title ?? '',
          p.club ?? p.team ?? '',
          p.federation ?? '',
        ]),
        format,
        `${t.name} — players`,
      );
      // The teams with their players' board numbers (30.1.3: A1, A2, A3…) and reserves.
      const names = new Map(t.players.map((p) => [p.id, p.name]));
      const teams =
        (t.teams ?? []).length === 0
          ? ''
          : `\n${renderTable(
              ['Team', 'Name', 'Boards', 'Reserves'],
              (t.teams ?? []).map((x) => [
                x.code,
                x.name,
                x.members.map((p, i) => `${x.code}${i + 1} ${p} ${names.get(p) ?? ''}`).join('; '),
                x.substitutes.map((p) => `${p} ${names.get(p) ?? ''}`).join('; '),
              ]),
              format,
              `${t.name} — teams${t.teamDraw === undefined ? '' : ` (letters drawn with seed ${t.teamDraw.seed})`}`,
            )}`;
      const data = formatRegulationData(t, format);
      io.out(`${formatRegulations(t, format)}\n${data === '' ? '' : `${data}\n`}${players}${teams}`);
      return 0;
    }
    case 'standings': {
      expect(0);
      const t = await load();
      const given = str('round');
      const through = given === undefined ? undefined : natural(given, 1000);
      if (given !== undefined && through === undefined) return usage('--round must be a number');
      const list = tieBreakList();
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
        if (options.json) {
          const boards = boardStandings(t, opts).map((b) => ({
            board: b.board,
            rows: standingsRows(boardTournament(t, b.board), b.rows),
          }));
          io.out(`${JSON.stringify({ afterRound: after, boards, teams: teamsJson(t, after) })}\n`);
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
      if (options.json) {
        const json = { ...standingsJson(t, after, table), ...(category === undefined ? {} : { category }) };
        io.out(
          `${JSON.stringify((t.teams ?? []).length > 0 ? { ...json, teams: teamsJson(t, after) } : json)}\n`,
        );
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
    }
    case 'crosstable': {
      expect(0);
      const t = await load();
      if (options.json) {
        io.out(`${JSON.stringify(crosstableJson(t))}\n`);
        return 0;
      }
      io.out(formatCrosstable(t, format, print));
      return 0;
    }
    case 'withdraw':
    case 'absent': {
      expect(1);
      const t = await load();
      const id = natural(rest[0], 100000);
      if (id === undefined || !t.players.some((p) => p.id === id)) return input(`no player ${rest[0]}`);
      const r =
        action === 'withdraw'
          ? withdrawPlayer(t, id, options.back === true)
          : markAbsent(t, id, options.back === true);
      if (!r.ok) return input(`${r.error.message} (${r.error.code})`);
      await save(r.value);
      io.out(
        `${id}: ${options.back ? 'back in' : action === 'withdraw' ? 'withdrawn' : 'absent from the next round'}\n`,
      );
      return 0;
    }
    case 'card': {
      expect(1);
      const t = await load();
      const id = natural(rest[0], 100000);
      if (id === undefined || !t.players.some((p) => p.id === id)) return input(`no player ${rest[0]}`);
      io.out(formatPairingCard(t, id, format, print));
      return 0;
    }
    case 'export': {
      expect(0);
      if (!options.trf) return usage('export needs --trf');
      const written = exportTrf(await load());
      if (!written.ok) return input(`${written.error.message} (${written.error.code})`);
      const text = written.value;
      const out = str('out');
      if (out === undefined) io.out(text.replace(/\r/g, '\n'));
      else {
        await io.writeFile(out, text);
        io.out(`wrote ${out}\n`);
      }
      return 0;
    }
    default: {
      // import TRF FILE
      expect(1);
      const target = rest[0] as string;
      const text = await readText(io, file, input);
      if (!/^(001|012|XXR|142) /m.test(text.replace(/\r/g, '\n')))
        return input(
          `${file} is not a TRF file: a TRF has player records ("001 …" lines); to load a tournament file use it directly`,
        );
      const trf = parseTrf(text);
      if (!trf.ok) return input(`${file}: line ${trf.error.line}: ${trf.error.message} (${trf.error.code})`);
      if (trf.value.players.length === 0)
        return input(`${file} is not a TRF file: it has no player records (001)`);
      const sys = system();
      const sc = scoring();
      const t = tournamentFromTrf(trf.value, {
        ...(sys === undefined ? {} : { system: sys }),
        ...(sc === undefined ? {} : { scoring: sc }),
      });
      if (!t.ok) return input(`${file}: ${t.error.message} (${t.error.code})`);
      if (!options.force && (await exists(io, target)))
        return input(`${target} exists (use --force to overwrite)`);
      await save(t.value, target);
      io.out(`created ${target}: ${t.value.players.length} players, ${t.value.rounds.length} rounds\n`);
      return 0;
    }
  }
}

const RESULT_JSON: Readonly<Record<GameResult, string | null>> = {
  'white-win': '1-0',
  'black-win': '0-1',
  draw: '1/2-1/2',
  'white-win-forfeit': '+/-',
  'black-win-forfeit': '-/+',
  'double-forfeit': '-/-',
  pending: null,
};

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
          result: r.outcome,
          points: r.points,
          ...(r.bye === undefined ? {} : { bye: r.bye }),
        })),
      })),
  };
}
