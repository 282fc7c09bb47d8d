import {
  addPlayer,
  createTournament,
  drawStartNumbers,
  markAbsent,
  SEXES,
  type Sex,
  SYSTEM_NAMES_VI,
  TEAM_RANKINGS,
  type TeamRanking,
  type TieBreak,
  withdrawPlayer,
} from '@xq/tournament';
import type { CommandSpec } from '../../command';
import type { ExitCode } from '../../io';
import { wholeOption } from '../../option-values';
import {
  exists,
  LOT_SEED,
  lotAction,
  natural,
  SCORING_OPTION,
  SYSTEM_OPTION,
  TIE_BREAKS_OPTION,
  type TournamentContext,
  tournamentAction,
} from './common';
import { chiefArbiterMissing, entryFields, newRegulationFields } from './regulations';
import { SAY } from './texts';

export const newAction: CommandSpec = tournamentAction({
  name: 'new',
  summary: 'create the tournament file',
  description: `Creates FILE (refused when it exists, unless --force). --friendly: a friendly match, without the
team sizes of an official team event (Điều 30).`,
  options: [
    { name: 'name', kind: 'string', value: 'NAME', description: "the event's name", required: true },
    { ...SYSTEM_OPTION, required: true },
    { name: 'rounds', kind: 'string', value: 'N', description: 'the number of rounds' },
    SCORING_OPTION,
    { name: 'time-control', kind: 'string', value: 'TC', description: 'the time control, as printed' },
    TIE_BREAKS_OPTION,
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
      name: 'level',
      kind: 'string',
      value: 'L',
      description: 'national, provincial, large or local: all but local name a chief arbiter',
    },
    {
      name: 'chief-arbiter',
      kind: 'string',
      value: 'NAME',
      description: 'the chief arbiter (tổng trọng tài)',
    },
    {
      name: 'clock-preset',
      kind: 'string',
      value: 'P',
      description: 'the time control, an @xq/clock preset',
    },
  ],
  json: 'document',
  edits: true,
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
    value,
  }) => {
    const name = str('name');
    const sys = system();
    if (name === undefined || sys === undefined)
      return usage({ en: 'new needs --name and --system', vi: 'new cần --name và --system' });
    const rounds = str('rounds') === undefined ? undefined : natural(str('rounds'), 1000);
    if (str('rounds') !== undefined && (rounds === undefined || rounds < 1))
      return usage({ en: '--rounds must be in 1..1000', vi: '--rounds phải trong khoảng 1..1000' });
    // A Swiss is paired round by round toward a number set at the start (pair refuses without it).
    if (rounds === undefined && (sys === 'swiss-dutch' || sys === 'swiss-lots' || sys === 'team-swiss'))
      return usage({
        en: `--system ${sys} needs the number of rounds: add --rounds N (1..1000)`,
        vi: `--system ${sys} cần số vòng: thêm --rounds N (1..1000)`,
      });
    const seed = value(LOT_SEED);
    const tieBreaks = tieBreakList();
    const sc = scoring();
    const ranking = str('team-ranking');
    if (ranking !== undefined && !(TEAM_RANKINGS as readonly string[]).includes(ranking))
      return usage({
        en: `--team-ranking must be ${TEAM_RANKINGS.join(' or ')}`,
        vi: `--team-ranking phải là ${TEAM_RANKINGS.join(' hoặc ')}`,
      });
    const fields = newRegulationFields(str, usage);
    if (fields === 2) return 2;
    if (!options.force && (await exists(io, file)))
      return input({
        en: `${file} exists (use --force to overwrite)`,
        vi: `${file} đã có (dùng --force để ghi đè)`,
      });
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
    // The guide: a national, provincial or large event names its chief arbiter; pair refuses without.
    const missing = chiefArbiterMissing({ ...t, regulations }, lang);
    if (missing !== undefined) io.err(`${lang === 'vi' ? 'cảnh báo' : 'warning'}: ${missing}\n`);
    // A local event only needs a panel of arbiters with its head: said, never refused.
    else if (regulations.level === 'local' && !regulations.chiefArbiter?.trim())
      io.err(`${lang === 'vi' ? 'cảnh báo' : 'warning'}: ${SAY[lang].panelHead}\n`);
    if (json) printJson({ file, name, system: sys, friendly: options.friendly === true });
    else {
      const system = lang === 'vi' ? `${SYSTEM_NAMES_VI[sys]}, ${sys}` : sys;
      io.out(`${SAY[lang].created(file, name, `${system}${options.friendly ? SAY[lang].friendly : ''}`)}\n`);
    }
    return 0;
  },
});

const RATING = wholeOption('rating', 'R', 'the rating, 0..9999', 0, 9999);
const START_NUMBER = wholeOption('id', 'N', 'the start number (default: the next free one)', 1, 10000);

export const addPlayerAction: CommandSpec = tournamentAction({
  name: 'add-player',
  summary: 'register a player (start number: the next free one)',
  description: `In a Swiss a player may enter after round 1: he is paired from the next round, and each round he
missed scores what the regulations say (missedRounds: zero, the default, or half). --special: a
special entry (đặc cách), outside his unit's quota (item 4 of the guide). --excused-from-recording:
a player the organisers excused from recording before play (11.3; also: xq tournament excuse).`,
  args: ['NAME'],
  options: [
    RATING,
    { name: 'title', kind: 'string', value: 'T', description: 'the title' },
    { name: 'club', kind: 'string', value: 'C', description: 'the club' },
    { name: 'federation', kind: 'string', value: 'F', description: 'the federation' },
    { name: 'sex', kind: 'string', value: 'm|f', choices: SEXES, description: 'the sex' },
    START_NUMBER,
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
    { name: 'special', kind: 'boolean', description: "a special entry (đặc cách): outside his unit's quota" },
    {
      name: 'excused-from-recording',
      kind: 'boolean',
      description: 'excused from recording, confirmed by the organisers before play (11.3)',
    },
  ],
  json: 'document',
  edits: true,
  lang: 'en',
  run: async ({ io, str, options, rest, load, save, usage, refused, json, printJson, lang, value }) => {
    const t = await load();
    if (t === 1) return 1;
    const rating = value(RATING);
    const id = value(START_NUMBER);
    const sex = str('sex');
    const player = {
      name: rest[0]!,
      ...(id === undefined ? {} : { id }),
      ...(rating === undefined ? {} : { rating }),
      ...(str('title') === undefined ? {} : { title: str('title') }),
      ...(str('club') === undefined ? {} : { club: str('club') }),
      ...(str('federation') === undefined ? {} : { federation: str('federation') }),
      ...(sex === undefined ? {} : { sex: sex as Sex }),
      ...(options.special === true ? { special: true } : {}),
      ...(options['excused-from-recording'] === true ? { excusedFromRecording: true } : {}),
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
    // A late entry (a Swiss after round 1): the rounds he missed, scored as the regulations say.
    const missed = t.rounds.length;
    const kind = r.value.regulations.missedRounds ?? 'zero';
    if (json)
      printJson({
        player: added?.id,
        name: added?.name,
        ...(missed > 0 ? { missedRounds: missed, missedRoundsScore: kind } : {}),
      });
    else
      io.out(
        `${SAY[lang].added(added?.id, added?.name)}${missed > 0 ? ` ${SAY[lang].late(missed, kind)}` : ''}\n`,
      );
    return 0;
  },
});

/** `withdraw` and `absent`: the same steps, on a withdrawal or on an absence. */
export const withdrawOrAbsent = async ({
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
  if (id === undefined || !t.players.some((p) => p.id === id))
    return input({ en: `no player ${rest[0]}`, vi: `không có đấu thủ ${rest[0]}` });
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

/** `withdraw` and `absent` as data: a player, `--back` to undo, {@link withdrawOrAbsent}. */
const playerOutAction = (name: 'withdraw' | 'absent', summary: string, description?: string): CommandSpec =>
  tournamentAction({
    name,
    summary,
    ...(description === undefined ? {} : { description }),
    args: ['PLAYER'],
    options: [{ name: 'back', kind: 'boolean', description: 'undo: the player is back in' }],
    json: 'document',
    edits: true,
    lang: 'en',
    run: withdrawOrAbsent,
  });

export const withdrawAction: CommandSpec = playerOutAction(
  'withdraw',
  'withdraw a player from every later round',
  `The player is left out of every later round: in a Swiss his rounds are zero-point byes (TRF Z),
in a round robin his scheduled games are forfeits (10.2.1b), in a knockout his opponent goes
through on a bye; --back undoes it.`,
);

export const absentAction: CommandSpec = playerOutAction(
  'absent',
  'announce a player absent from the next round only',
);

export const drawAction: CommandSpec = lotAction(
  {
    name: 'draw',
    summary: 'draw the start numbers by lot before round 1',
    description: `The seed: --seed, else the regulations' seed, else 0; the same seed gives the same draw.`,
  },
  drawStartNumbers,
  ({ io, json, printJson, lang }, drawn, seed) => {
    if (json) printJson({ seed, players: drawn.players.map((p) => ({ player: p.id, name: p.name })) });
    else io.out(`${drawn.players.map((p) => `${p.id}. ${p.name}`).join('\n')}\n${SAY[lang].drawn(seed)}\n`);
  },
);
