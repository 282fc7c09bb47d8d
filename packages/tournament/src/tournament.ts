import type { Result } from '@xq/pairing';
import { entryFault } from './categories';
import { readArgument, requireObject, requireTournament, snapshot, type Unreadable } from './guard';
import { isIsoDate, quotaFault, type RegulationData, readRegulationData } from './regulations';
import { isTieBreak } from './standings';
import { TIE_BREAK_CODES, type TieBreakCode } from './tie-breaks';
import { WITHDRAWAL_RULES, type WithdrawalRule } from './withdrawals';

/**
 * The format tag of a tournament document.
 * @category Model
 */
export const TOURNAMENT_FORMAT = 'xq-tournament';

/**
 * The version of the tournament document this library reads and writes.
 * @category Model
 */
export const TOURNAMENT_VERSION = 1;

/**
 * Pairing systems a tournament can be run by (Luật Cờ Tướng, Quyết định 11991/1999/UBTDTT-TT1,
 * Điều 17; Quyết định 1409/2004/QĐ-UBTDTT/TT1, Điều 30): `team-english` is the English-style
 * match between two teams ("đối kháng kiểu Anh", Điều 30.2.2), `team-simultaneous` the
 * simultaneous match, board k against board k ("đối kháng đồng loạt", 30.2.1).
 * @category Model
 */
export const SYSTEMS = [
  'round-robin',
  'double-round-robin',
  'swiss-dutch',
  'swiss-lots',
  'knockout',
  'double-elimination',
  'team-round-robin',
  'team-swiss',
  'team-knockout',
  'team-english',
  'team-simultaneous',
] as const;
/** A pairing system. @category Model */
export type System = (typeof SYSTEMS)[number];

/**
 * Scoring schemes: 1 / ½ / 0 (default) or 2 / 1 / 0 (Chinese and many Vietnamese events).
 * @category Model
 */
export const SCORINGS = ['1-0.5-0', '2-1-0'] as const;
/** A scoring scheme. @category Model */
export type Scoring = (typeof SCORINGS)[number];

/**
 * Results a paired game can have. Forfeits are recorded distinctly from games played;
 * `both-lose` is a game played and lost by both (0–0: 7.1i "cả hai đều bị xử thua", 15.7b "xử
 * thua cờ cả hai đấu thủ"), not a double forfeit; `pending` is a game not (yet) played.
 * @category Model
 */
export const GAME_RESULTS = [
  'white-win',
  'black-win',
  'draw',
  'white-win-forfeit',
  'black-win-forfeit',
  'double-forfeit',
  'both-lose',
  'pending',
] as const;
/** The result of a paired game. @category Model */
export type GameResult = (typeof GAME_RESULTS)[number];

/**
 * The stages that can decide a level knockout match ({@link Regulations.matchTieBreaks}).
 * @category Model
 */
export const MATCH_TIE_BREAKS = ['rapid', 'blitz', 'armageddon', 'lots'] as const;
/** A stage deciding a level knockout match. @category Model */
export type MatchTieBreak = (typeof MATCH_TIE_BREAKS)[number];

/**
 * Kinds of bye: `pairing` is the pairing-allocated bye of an odd field (TRF `U`, scored as the
 * regulations say, a win by default); `full`, `half` and `zero` are byes the arbiter grants or
 * records (TRF `F`, `H`, `Z`; an absent, unpaired player has a `zero` bye).
 * @category Model
 */
export const BYE_KINDS = ['pairing', 'full', 'half', 'zero'] as const;
/** A kind of bye. @category Model */
export type ByeKind = (typeof BYE_KINDS)[number];

/**
 * Tie-break names of earlier versions, each an alias of a C.07 code (`points` PTS,
 * `sonneborn-berger` SB, `wins` WIN, `wins-with-black` BWG, `games-with-black` BPG,
 * `direct-encounter` DE, `buchholz` BH, `buchholz-cut-1` BH-C1, `buchholz-cut-2` BH-C2,
 * `median` BH-M1, `progressive` PS, `average-rating-of-opponents` ARO), and `lots`.
 * @category Model
 */
export const TIE_BREAKS = [
  'points',
  'sonneborn-berger',
  'wins',
  'wins-with-black',
  'games-with-black',
  'direct-encounter',
  'buchholz',
  'buchholz-cut-1',
  'buchholz-cut-2',
  'median',
  'progressive',
  'average-rating-of-opponents',
  'lots',
] as const;
/**
 * A tie-break criterion: one of {@link TIE_BREAKS} (the names of earlier versions, each an alias
 * of a C.07 code) or a C.07 code (`BH`, `BH-C1`, `SB`, `DE`, …, see {@link TIE_BREAK_CODES}).
 * @category Model
 */
export type TieBreak = (typeof TIE_BREAKS)[number] | TieBreakCode;

/**
 * Scores of a bye that the regulations decide (the pairing-allocated bye).
 * @category Model
 */
export const BYE_SCORES = ['win', 'draw', 'loss'] as const;
/** What a pairing-allocated bye scores. @category Model */
export type ByeScore = (typeof BYE_SCORES)[number];

/**
 * Sexes, for the title norms, which are separate for men and women
 * (Luật Cờ Tướng, Quyết định 1409/2004/QĐ-UBTDTT/TT1,
 * phần “Tiêu chuẩn phong cấp vận động viên Cờ Tướng cấp quốc gia”, A and B).
 * @category Model
 */
export const SEXES = ['m', 'f'] as const;
/** A player's sex. @category Model */
export type Sex = (typeof SEXES)[number];

/**
 * A registered player. `id` is the start number (drawn by lot in a round robin).
 * @category Model
 */
export interface Player {
  /** Start number, 1..n, unique. */
  readonly id: number;
  /** Full name as printed. */
  readonly name: string;
  /** Rating (national or FIDE), when known. */
  readonly rating?: number;
  /** Title, free text (e.g. `GM`, `kiện tướng`). */
  readonly title?: string;
  /** Club or province. */
  readonly club?: string;
  /** The team code (A, B, …) in a team event. */
  readonly team?: string;
  /** Federation code (e.g. `VIE`). */
  readonly federation?: string;
  /** Men or women (the title norms differ). */
  readonly sex?: Sex;
  /** Birth date as written (TRF uses `YYYY/MM/DD`). */
  readonly birthDate?: string;
  /** Birth year, for the age categories. */
  readonly birthYear?: number;
  /** The code of the category of the regulations the player entered. */
  readonly category?: string;
  /** A withdrawn player is not paired any more. */
  readonly withdrawn?: boolean;
  /** A special entry ("đặc cách", item 4 of the guide): outside his unit's quota. */
  readonly special?: boolean;
}

/**
 * Rulings of the arbiter a game's record carries (Luật Cờ Tướng, Quyết định 11991/1999/UBTDTT-TT1):
 * `set-up-wrongly` the game was annulled and replayed because the pieces were set up wrongly (9.9a);
 * `colours-confused` annulled and replayed because the side with black moved first (9.9b);
 * `colours-swapped` the first mover held black, the game was kept and the colours put right
 * (9.9c); `colours-found-after` the colours were confused and found only after the game, the
 * result stands and `white` is the player who should have had white (9.9e); `illegal-move-after`
 * an illegal move found only after the game, the result stands (9.10.2); `sealed-move-wrong` a
 * wrong sealed move and the opponent resigned, both lose (7.1i); `dispute` both players lost for
 * a dispute at the board (15.7b).
 * @category Model
 */
export const GAME_RULINGS = [
  'set-up-wrongly',
  'colours-confused',
  'colours-swapped',
  'colours-found-after',
  'illegal-move-after',
  'sealed-move-wrong',
  'dispute',
] as const;
/** A ruling recorded with a game. @category Model */
export type GameRuling = (typeof GAME_RULINGS)[number];

/**
 * One game of a knockout match of several games (4.2.2b), from its own colours: `white` is the
 * start number of the player who moved first in it.
 * @category Model
 */
export interface KnockoutMatchGame {
  /** Start number of the player with white in this game. */
  readonly white: number;
  /** Its result. */
  readonly result: 'white-win' | 'black-win' | 'draw';
}

/**
 * A game paired in a round: `white` moves first (red in Xiangqi).
 * @category Model
 */
export interface Game {
  /** Start number of the player with white. */
  readonly white: number;
  /** Start number of the player with black. */
  readonly black: number;
  /** The result (`pending` until known). */
  readonly result: GameResult;
  /**
   * The seed of the lot that drew who moves first (4.2.2: "phải bốc thăm chọn người đi trước"),
   * in a knockout: `drawFirstWhite(lot)` of `@xq/pairing` draws it again.
   */
  readonly lot?: number;
  /**
   * The games of a knockout match of several games, in order (4.2.2b: "bốc thăm quyết định người
   * đi trước ván đầu, sau đó thay phiên nhau cầm quân Trắng, Đen"); `result` is then the match's.
   */
  readonly games?: readonly KnockoutMatchGame[];
  /** The arbiter's rulings on this game, in the order given ({@link GAME_RULINGS}). */
  readonly rulings?: readonly GameRuling[];
}

/**
 * A player who does not play in a round, and why.
 * @category Model
 */
export interface Bye {
  /** Start number. */
  readonly player: number;
  /** The kind of bye. */
  readonly kind: ByeKind;
}

/**
 * One round: its games in board order and its byes.
 * @category Model
 */
export interface Round {
  /** Games in board order. */
  readonly games: readonly Game[];
  /** Players without a game this round. */
  readonly byes: readonly Bye[];
  /** Date as written, kept for printing. */
  readonly date?: string;
  /** Reserves who replaced a regular player of a team in this round (30.1.4). */
  readonly substitutions?: readonly Substitution[];
  /**
   * The round's start ("giờ thi đấu", 30.1.4), as written: `HH:MM` or an ISO 8601 date-time;
   * substitutions made at a given time count their minutes from it.
   */
  readonly start?: string;
  /**
   * The last day (`YYYY-MM-DD`) on which the round's matches may be played, in a team knockout
   * (30.3: "công bố hạn định thời gian cho từng vòng").
   */
  readonly deadline?: string;
  /** The date and place the teams of each match agreed within the deadline (30.3). */
  readonly arrangements?: readonly MatchArrangement[];
}

/**
 * The date and place two teams of a team knockout agreed for their match (30.3: "Các đội phải gặp
 * nhau sẽ trao đổi và quyết định về địa điểm và ngày giờ thi đấu trong phạm vi hạn định trên").
 * @category Model
 */
export interface MatchArrangement {
  /** The codes of the two teams. */
  readonly teams: readonly [string, string];
  /** The day, `YYYY-MM-DD` (on or before the round's deadline). */
  readonly date: string;
  /** The place, as written. */
  readonly venue: string;
}

/**
 * A reserve who replaced a team's regular player for one round, on that player's own board
 * (30.1.4: "thay đấu thủ dự bị vào đúng bảng có đấu thủ phải nghỉ thi đấu").
 * @category Model
 */
export interface Substitution {
  /** The team's letter or code. */
  readonly team: string;
  /** The board (1 = board 1) of the player replaced. */
  readonly board: number;
  /** Start number of the regular player who does not play. */
  readonly out: number;
  /** Start number of the reserve who plays in his place. */
  readonly in: number;
  /** Minutes after the round's start at which the substitution was made (at most 15). */
  readonly minutes: number;
  /** The time of the substitution as written (`HH:MM` or ISO 8601), when given. */
  readonly time?: string;
}

/**
 * A team of a team event: players in board order (board 1 = strongest, 30.1.3) and substitutes.
 * @category Model
 */
export interface Team {
  /** The team's letter or code (A, B, …). */
  readonly code: string;
  /** Full name as printed. */
  readonly name: string;
  /** Start numbers of the regular players, board 1 first. */
  readonly members: readonly number[];
  /** Start numbers of the substitutes (30.1.4). */
  readonly substitutes: readonly number[];
}

/**
 * How teams are ranked: game points (30.1.5) or match points first.
 * @category Model
 */
export const TEAM_RANKINGS = ['game-points', 'match-points'] as const;
/** A team ranking rule. @category Model */
export type TeamRanking = (typeof TEAM_RANKINGS)[number];

/**
 * The regulations ("điều lệ") of the law's guide to them (Luật Cờ Tướng, Quyết định 1409/2004/QĐ-UBTDTT/TT1,
 * phần “Hướng dẫn soạn thảo điều lệ tổ chức giải Cờ Tướng”). The software uses `system`, `rounds`,
 * `timeControl`, `tieBreaks`, `scoring`, `pairingBye`, `initialColour`, `friendly`,
 * `teamRanking` and `separateClubs`; the other items are
 * kept as text for printing.
 * @category Model
 */
export interface Regulations extends RegulationData {
  /** 7. The pairing system. */
  readonly system: System;
  /** Number of rounds (computed from the players for a round robin when absent). */
  readonly rounds?: number;
  /** The time control's name or description (8). */
  readonly timeControl?: string;
  /** Ranking order (9); the system's default when absent. */
  readonly tieBreaks?: readonly TieBreak[];
  /** Points of a win, a draw and a loss. */
  readonly scoring: Scoring;
  /** What a pairing-allocated bye scores (a win unless the regulations say otherwise). */
  readonly pairingBye?: ByeScore;
  /** The colour of the top seed in round 1 (TRF `XXC`), for the Swiss system. */
  readonly initialColour?: 'white' | 'black';
  /** Games per match in a knockout. */
  readonly gamesPerMatch?: number;
  /**
   * How a knockout match of several games that ends level is decided, stage after stage
   * (`rapid` and `blitz`: two games each, colours swapped; `armageddon`: one game, a draw a win
   * for black; `lots`): the law leaves it to the regulations; by lot when they do not say.
   */
  readonly matchTieBreaks?: readonly MatchTieBreak[];
  /** Seed of the lots (reproducible draws). */
  readonly seed?: number;
  /**
   * A friendly match (Điều 30, "các cuộc thi đấu hữu nghị"): the team sizes of an official event
   * (3–6 regular players, 1–3 reserves) do not apply.
   */
  readonly friendly?: boolean;
  /**
   * How a team event ranks its teams and a team Swiss scores them for pairing: by the total of
   * the players' points (`game-points`, the default: 30.1.5 "tổng số các điểm mà các đấu thủ của
   * đội đã giành được") or by match points first (`match-points`: 2 a match won, 1 drawn), then
   * board by board (30.1.5).
   */
  readonly teamRanking?: TeamRanking;
  /**
   * Players of one club (or province) never meet in an individual Swiss, and are not paired in a
   * round robin (30.1.2 applied to clubs: "họ không đấu với nhau"); team mates never meet
   * whether this is set or not.
   */
  readonly separateClubs?: boolean;
  /**
   * What happens to a withdrawn player's games in a round robin ({@link WITHDRAWAL_RULES}):
   * kept (the default) or struck with his name when he played fewer than half of them; the
   * standings say which in their notes.
   */
  readonly withdrawnGames?: WithdrawalRule;
  /** 1. Purpose and name. */
  readonly purpose?: string;
  /** 2. Dates, from and to. */
  readonly dates?: string;
  /** 3. Host and sponsors. */
  readonly host?: string;
  /** 4. Who may enter. */
  readonly eligibility?: string;
  /** 5. Venue. */
  readonly venue?: string;
  /** 6. Schedule. */
  readonly schedule?: string;
  /** 8. The law applied. */
  readonly law?: string;
  /** 10. Prizes. */
  readonly prizes?: string;
  /** 11. Title-norm criteria. */
  readonly titleNorms?: string;
  /** 12. Board and lodging. */
  readonly lodging?: string;
  /** 13. Fees. */
  readonly fees?: string;
  /** 14. Entry form. */
  readonly entryForm?: string;
  /** 15. Entry deadline. */
  readonly entryDeadline?: string;
}

/**
 * A tournament document: versioned JSON with players, rounds and regulations.
 * @category Model
 */
export interface Tournament {
  /** Always `xq-tournament`. */
  readonly format: typeof TOURNAMENT_FORMAT;
  /** The document version. */
  readonly version: typeof TOURNAMENT_VERSION;
  /** The event's name. */
  readonly name: string;
  /** The regulations it is run by. */
  readonly regulations: Regulations;
  /** Registered players. */
  readonly players: readonly Player[];
  /** Teams of a team event. */
  readonly teams?: readonly Team[];
  /** Paired rounds, round 1 first. */
  readonly rounds: readonly Round[];
  /** Points the arbiter added or took outside the games (TRF-2026 `299`). */
  readonly adjustments?: readonly Adjustment[];
  /**
   * Players announced absent from the next round to be paired (JaVaFo's `XXZ`): they are left
   * out of it like withdrawn players; adding the round clears the list.
   */
  readonly absent?: readonly number[];
  /** The lot by which the teams drew their letters A, B, C… (30.1.3), when drawn. */
  readonly teamDraw?: TeamDraw;
  /** The sanctions given, in order (16.1, 15.6). */
  readonly sanctions?: readonly Sanction[];
  /** The changes made to the regulations once round 1 was paired, in order. */
  readonly amendments?: readonly Amendment[];
}

/**
 * A change of the published regulations, recorded (guide: "Điều lệ giải đã công bố thì không thay
 * đổi, trừ khi có vấn đề đột xuất về tổ chức cần bổ sung").
 * @category Regulations
 */
export interface Amendment {
  /** The rounds paired when it was made. */
  readonly afterRound: number;
  /** The items changed. */
  readonly fields: readonly string[];
  /** A published item (system, scoring, tie-breaks…) was changed all the same. */
  readonly forced?: true;
  /** Why, as written. */
  readonly note?: string;
}

/**
 * Sanctions of the law (16.1: "a) Nhắc nhở b) Cảnh cáo c) Xử thua ván cờ d) Truất quyền thi đấu
 * e) Xóa tên đấu thủ khỏi danh sách của giải cờ") and the cancelling of an offender's points
 * (15.6: "hủy bỏ điểm số đạt được").
 * @category Sanctions
 */
export const SANCTION_KINDS = [
  'remind',
  'warn',
  'lose-game',
  'disqualify',
  'cancel-points',
  'strike',
] as const;
/** A sanction. @category Sanctions */
export type SanctionKind = (typeof SANCTION_KINDS)[number];

/**
 * Who gives a sanction (16.2): the table arbiter ("trọng tài bàn"), the chief arbiter ("tổng trọng
 * tài"), the organisers ("ban tổ chức").
 * @category Sanctions
 */
export const SANCTION_GIVERS = ['table-arbiter', 'chief-arbiter', 'organisers'] as const;
/** Who gives a sanction. @category Sanctions */
export type SanctionGiver = (typeof SANCTION_GIVERS)[number];

/**
 * A sanction given, as the tournament records it.
 * @category Sanctions
 */
export interface Sanction {
  /** The offender's start number (a struck player is no longer in `players`). */
  readonly player: number;
  /** His name, kept when he is struck from the list. */
  readonly name: string;
  /** The sanction. */
  readonly kind: SanctionKind;
  /** Who gave it. */
  readonly by: SanctionGiver;
  /** The rounds paired when it was given. */
  readonly round: number;
  /** Declared in writing by the organisers (16.2). */
  readonly inWriting?: boolean;
  /** Why, as written. */
  readonly reason?: string;
}

/**
 * The record of the teams' draw of their letters (30.1.3): the seed of the lot, so that anyone
 * can draw again and get the same letters.
 * @category Model
 */
export interface TeamDraw {
  /** Seed of the lot. */
  readonly seed: number;
}

/**
 * Points added to (or, negative, taken from) a player's score by the arbiter after a round,
 * outside the games (TRF-2026 `299`, "abnormal points"): they count in his points from that
 * round on.
 * @category Model
 */
export interface Adjustment {
  /** Start number. */
  readonly player: number;
  /** The round after which the points count (1-based). */
  readonly round: number;
  /** Points, in the scoring units (a multiple of ¼). */
  readonly points: number;
}

/**
 * Error codes of loading a tournament document.
 * @category Model
 */
export const TOURNAMENT_ERROR_CODES = [
  'TOURNAMENT_BAD_JSON',
  'TOURNAMENT_BAD_FORMAT',
  'TOURNAMENT_BAD_VERSION',
  'TOURNAMENT_BAD_FIELD',
  'TOURNAMENT_DUPLICATE_PLAYER',
  'TOURNAMENT_UNKNOWN_PLAYER',
  'TOURNAMENT_PLAYER_TWICE_IN_ROUND',
  'TOURNAMENT_DUPLICATE_TEAM',
  'TOURNAMENT_NOT_ELIGIBLE',
  'TOURNAMENT_BAD_DATE',
  'TOURNAMENT_UNKNOWN_CLOCK_PRESET',
  'TOURNAMENT_DUPLICATE_CATEGORY',
  'TOURNAMENT_DUPLICATE_DELEGATION',
  'TOURNAMENT_UNREADABLE',
] as const;
/** A tournament error code. @category Model */
export type TournamentErrorCode = (typeof TOURNAMENT_ERROR_CODES)[number];

/**
 * Why a tournament document was refused: a code, a message and the JSON path at fault.
 * @category Model
 */
export interface TournamentError {
  /** The error code. */
  readonly code: TournamentErrorCode;
  /** What went wrong, for people. */
  readonly message: string;
  /** The JSON path at fault (`$.players[2].rating`). */
  readonly path: string;
}

function unreadable(error: Unreadable): { ok: false; error: TournamentError } {
  return {
    ok: false,
    error: { code: 'TOURNAMENT_UNREADABLE', path: error.path, message: `${error.path}: ${error.message}` },
  };
}

class Refusal {
  constructor(readonly error: TournamentError) {}
}

function refuse(code: TournamentErrorCode, path: string, message: string): never {
  throw new Refusal({ code, message: `${path}: ${message}`, path });
}

type Obj = Readonly<Record<string, unknown>>;

/** A value in a message: numbers and short strings as written, anything else by its type (never its own toString). */
function shownValue(v: unknown): string {
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string' && v.length <= 40) return JSON.stringify(v);
  return `(${v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v})`;
}

function object(v: unknown, path: string): Obj {
  if (typeof v !== 'object' || v === null || Array.isArray(v))
    refuse('TOURNAMENT_BAD_FIELD', path, 'expected an object');
  return v as Obj;
}

function array(v: unknown, path: string): readonly unknown[] {
  if (!Array.isArray(v)) refuse('TOURNAMENT_BAD_FIELD', path, 'expected an array');
  return v;
}

function text(o: Obj, key: string, path: string): string {
  const v = o[key];
  if (typeof v !== 'string') refuse('TOURNAMENT_BAD_FIELD', `${path}.${key}`, 'expected a string');
  return v;
}

function optText(o: Obj, key: string, path: string): string | undefined {
  return o[key] === undefined ? undefined : text(o, key, path);
}

function int(o: Obj, key: string, path: string, min: number, max: number): number {
  const v = o[key];
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
    refuse('TOURNAMENT_BAD_FIELD', `${path}.${key}`, `expected an integer in ${min}..${max}`);
  }
  // -0 is written as 0: the value kept is the one the JSON reads back.
  return v === 0 ? 0 : v;
}

function optInt(o: Obj, key: string, path: string, min: number, max: number): number | undefined {
  return o[key] === undefined ? undefined : int(o, key, path, min, max);
}

function oneOf<T extends string>(o: Obj, key: string, path: string, list: readonly T[]): T {
  const v = o[key];
  if (typeof v !== 'string' || !(list as readonly string[]).includes(v)) {
    refuse('TOURNAMENT_BAD_FIELD', `${path}.${key}`, `expected one of ${list.join(', ')}`);
  }
  return v as T;
}

function optOneOf<T extends string>(o: Obj, key: string, path: string, list: readonly T[]): T | undefined {
  return o[key] === undefined ? undefined : oneOf(o, key, path, list);
}

/** Copies the defined entries only, so that optional fields stay absent. */
function compact<T extends object>(o: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) if (v !== undefined) out[k] = v;
  return out as T;
}

const MATCH_GAME_RESULTS = ['white-win', 'black-win', 'draw'] as const;
/** The most players a document holds (TRF's start numbers have four digits). */
export const MAX_PLAYERS = 10_000;
/** The most rounds a document holds. */
export const MAX_ROUNDS = 1_000;
const REGULATION_TEXTS = [
  'timeControl',
  'purpose',
  'dates',
  'host',
  'eligibility',
  'venue',
  'schedule',
  'law',
  'prizes',
  'titleNorms',
  'lodging',
  'fees',
  'entryForm',
  'entryDeadline',
] as const;

function readRegulations(v: unknown, path: string): Regulations {
  const o = object(v, path);
  const texts: Record<string, string | undefined> = {};
  for (const key of REGULATION_TEXTS) texts[key] = optText(o, key, path);
  let tieBreaks: TieBreak[] | undefined;
  if (o.tieBreaks !== undefined) {
    tieBreaks = array(o.tieBreaks, `${path}.tieBreaks`).map((t, i) => {
      if (!isTieBreak(t)) {
        refuse(
          'TOURNAMENT_BAD_FIELD',
          `${path}.tieBreaks[${i}]`,
          `expected a C.07 code (${TIE_BREAK_CODES.join(', ')}) or one of ${TIE_BREAKS.join(', ')}`,
        );
      }
      return t as TieBreak;
    });
  }
  let matchTieBreaks: MatchTieBreak[] | undefined;
  if (o.matchTieBreaks !== undefined) {
    const list = array(o.matchTieBreaks, `${path}.matchTieBreaks`);
    if (list.length > 8) refuse('TOURNAMENT_BAD_FIELD', `${path}.matchTieBreaks`, 'at most 8 stages');
    matchTieBreaks = list.map((x, i) => {
      if (typeof x !== 'string' || !(MATCH_TIE_BREAKS as readonly string[]).includes(x))
        refuse(
          'TOURNAMENT_BAD_FIELD',
          `${path}.matchTieBreaks[${i}]`,
          `expected one of ${MATCH_TIE_BREAKS.join(', ')}`,
        );
      return x as MatchTieBreak;
    });
  }
  if (o.friendly !== undefined && typeof o.friendly !== 'boolean')
    refuse('TOURNAMENT_BAD_FIELD', `${path}.friendly`, 'expected a boolean');
  if (o.separateClubs !== undefined && typeof o.separateClubs !== 'boolean')
    refuse('TOURNAMENT_BAD_FIELD', `${path}.separateClubs`, 'expected a boolean');
  const colour = o.initialColour;
  if (colour !== undefined && colour !== 'white' && colour !== 'black') {
    refuse('TOURNAMENT_BAD_FIELD', `${path}.initialColour`, 'expected white or black');
  }
  const data = readRegulationData(o, path);
  if (!data.ok) refuse(data.error.code, data.error.path, data.error.message);
  return compact({
    ...data.value,
    system: oneOf(o, 'system', path, SYSTEMS),
    rounds: optInt(o, 'rounds', path, 1, MAX_ROUNDS),
    scoring: oneOf(o, 'scoring', path, SCORINGS),
    tieBreaks,
    pairingBye: optOneOf(o, 'pairingBye', path, BYE_SCORES),
    initialColour: colour as 'white' | 'black' | undefined,
    gamesPerMatch: optInt(o, 'gamesPerMatch', path, 1, 100),
    matchTieBreaks,
    seed: optInt(o, 'seed', path, 0, 0xffffffff),
    friendly: o.friendly as boolean | undefined,
    teamRanking: optOneOf(o, 'teamRanking', path, TEAM_RANKINGS),
    separateClubs: o.separateClubs as boolean | undefined,
    withdrawnGames: optOneOf(o, 'withdrawnGames', path, WITHDRAWAL_RULES),
    ...texts,
  }) as Regulations;
}

function readPlayer(v: unknown, path: string): Player {
  const o = object(v, path);
  const withdrawn = o.withdrawn;
  if (withdrawn !== undefined && typeof withdrawn !== 'boolean') {
    refuse('TOURNAMENT_BAD_FIELD', `${path}.withdrawn`, 'expected a boolean');
  }
  if (o.special !== undefined && typeof o.special !== 'boolean')
    refuse('TOURNAMENT_BAD_FIELD', `${path}.special`, 'expected a boolean');
  return compact({
    id: int(o, 'id', path, 1, MAX_PLAYERS),
    name: text(o, 'name', path),
    rating: optInt(o, 'rating', path, 0, 9999),
    title: optText(o, 'title', path),
    club: optText(o, 'club', path),
    team: optText(o, 'team', path),
    federation: optText(o, 'federation', path),
    sex: optOneOf(o, 'sex', path, SEXES),
    birthDate: optText(o, 'birthDate', path),
    birthYear: optInt(o, 'birthYear', path, 1900, 2200),
    category: optText(o, 'category', path),
    withdrawn: withdrawn as boolean | undefined,
    special: o.special as boolean | undefined,
  });
}

function readRound(v: unknown, path: string, ids: ReadonlySet<number>): Round {
  const o = object(v, path);
  const seen = new Set<number>();
  const use = (id: number, p: string): void => {
    if (!ids.has(id)) refuse('TOURNAMENT_UNKNOWN_PLAYER', p, `no player ${id}`);
    if (seen.has(id))
      refuse('TOURNAMENT_PLAYER_TWICE_IN_ROUND', p, `player ${id} appears twice in this round`);
    seen.add(id);
  };
  const games = array(o.games, `${path}.games`).map((g, i) => {
    const p = `${path}.games[${i}]`;
    const go = object(g, p);
    const white = int(go, 'white', p, 1, MAX_PLAYERS);
    const black = int(go, 'black', p, 1, MAX_PLAYERS);
    let matchGames: KnockoutMatchGame[] | undefined;
    if (go.games !== undefined) {
      matchGames = array(go.games, `${p}.games`).map((x, k) => {
        const q = `${p}.games[${k}]`;
        const mo = object(x, q);
        const w = int(mo, 'white', q, 1, MAX_PLAYERS);
        if (w !== white && w !== black)
          refuse(
            'TOURNAMENT_BAD_FIELD',
            `${q}.white`,
            `expected ${white} or ${black}, a player of the match`,
          );
        return { white: w, result: oneOf(mo, 'result', q, MATCH_GAME_RESULTS) };
      });
      if (matchGames.length > 100) refuse('TOURNAMENT_BAD_FIELD', `${p}.games`, 'at most 100 games');
    }
    let rulings: GameRuling[] | undefined;
    if (go.rulings !== undefined) {
      const list = array(go.rulings, `${p}.rulings`);
      if (list.length > 16) refuse('TOURNAMENT_BAD_FIELD', `${p}.rulings`, 'at most 16 rulings');
      rulings = list.map((x, k) => {
        if (typeof x !== 'string' || !(GAME_RULINGS as readonly string[]).includes(x))
          refuse('TOURNAMENT_BAD_FIELD', `${p}.rulings[${k}]`, `expected one of ${GAME_RULINGS.join(', ')}`);
        return x as GameRuling;
      });
    }
    const game: Game = compact({
      white,
      black,
      result: oneOf(go, 'result', p, GAME_RESULTS),
      lot: optInt(go, 'lot', p, 0, 0xffffffff),
      games: matchGames,
      rulings,
    });
    use(game.white, `${p}.white`);
    use(game.black, `${p}.black`);
    return game;
  });
  const byes = array(o.byes, `${path}.byes`).map((b, i) => {
    const p = `${path}.byes[${i}]`;
    const bo = object(b, p);
    const bye: Bye = { player: int(bo, 'player', p, 1, MAX_PLAYERS), kind: oneOf(bo, 'kind', p, BYE_KINDS) };
    use(bye.player, `${p}.player`);
    return bye;
  });
  let substitutions: Substitution[] | undefined;
  if (o.substitutions !== undefined) {
    substitutions = array(o.substitutions, `${path}.substitutions`).map((x, i) => {
      const p = `${path}.substitutions[${i}]`;
      const so = object(x, p);
      const sub: Substitution = {
        team: text(so, 'team', p),
        board: int(so, 'board', p, 1, MAX_PLAYERS),
        out: int(so, 'out', p, 1, MAX_PLAYERS),
        in: int(so, 'in', p, 1, MAX_PLAYERS),
        minutes: int(so, 'minutes', p, 0, 15),
        ...(so.time === undefined ? {} : { time: text(so, 'time', p) }),
      };
      for (const key of ['out', 'in'] as const)
        if (!ids.has(sub[key])) refuse('TOURNAMENT_UNKNOWN_PLAYER', `${p}.${key}`, `no player ${sub[key]}`);
      return sub;
    });
  }
  const deadline = optText(o, 'deadline', path);
  if (deadline !== undefined && !isIsoDate(deadline))
    refuse('TOURNAMENT_BAD_FIELD', `${path}.deadline`, 'expected a day, YYYY-MM-DD');
  let arrangements: MatchArrangement[] | undefined;
  if (o.arrangements !== undefined) {
    const list = array(o.arrangements, `${path}.arrangements`);
    if (list.length > MAX_PLAYERS)
      refuse('TOURNAMENT_BAD_FIELD', `${path}.arrangements`, 'too many arrangements');
    arrangements = list.map((x, i) => {
      const p = `${path}.arrangements[${i}]`;
      const ao = object(x, p);
      const teams = array(ao.teams, `${p}.teams`);
      if (
        teams.length !== 2 ||
        typeof teams[0] !== 'string' ||
        typeof teams[1] !== 'string' ||
        teams[0] === teams[1]
      )
        refuse('TOURNAMENT_BAD_FIELD', `${p}.teams`, 'expected the codes of two teams');
      const date = text(ao, 'date', p);
      if (!isIsoDate(date)) refuse('TOURNAMENT_BAD_FIELD', `${p}.date`, 'expected a day, YYYY-MM-DD');
      // 30.3: "trong phạm vi hạn định trên".
      if (deadline !== undefined && date > deadline)
        refuse('TOURNAMENT_BAD_FIELD', `${p}.date`, `after the round's deadline ${deadline} (30.3)`);
      return { teams: [teams[0], teams[1]] as [string, string], date, venue: text(ao, 'venue', p) };
    });
  }
  return compact({
    games,
    byes,
    date: optText(o, 'date', path),
    substitutions,
    start: optText(o, 'start', path),
    deadline,
    arrangements,
  });
}

function readTeam(v: unknown, path: string, ids: ReadonlySet<number>): Team {
  const o = object(v, path);
  const list = (key: string): number[] =>
    array(o[key], `${path}.${key}`).map((x, i) => {
      if (typeof x !== 'number' || !ids.has(x))
        refuse('TOURNAMENT_UNKNOWN_PLAYER', `${path}.${key}[${i}]`, `no player ${shownValue(x)}`);
      return x;
    });
  return {
    code: text(o, 'code', path),
    name: text(o, 'name', path),
    members: list('members'),
    substitutes: list('substitutes'),
  };
}

/** Reads `value` with `read` once it is a plain copy ({@link snapshot}): a getter that throws is `TOURNAMENT_UNREADABLE`. */
function attempt<T>(value: unknown, path: string, read: (plain: unknown) => T): Result<T, TournamentError> {
  const plain = snapshot(value, path);
  if (!plain.ok) return unreadable(plain.error);
  try {
    return { ok: true, value: read(plain.value) };
  } catch (e) {
    if (e instanceof Refusal) return { ok: false, error: e.error };
    throw e;
  }
}

/**
 * Reads one player as {@link validateTournament} reads the players of a document (the edits'
 * incremental check: the value kept is a fresh copy of the known fields). Internal.
 */
export function checkPlayer(value: unknown, path: string): Result<Player, TournamentError> {
  return attempt(value, path, (v) => readPlayer(v, path));
}

/**
 * Reads one round as {@link validateTournament} reads the rounds of a document, against the
 * start numbers `ids` (the edits' incremental check). Internal.
 */
export function checkRound(
  value: unknown,
  path: string,
  ids: ReadonlySet<number>,
): Result<Round, TournamentError> {
  return attempt(value, path, (v) => readRound(v, path, ids));
}

/**
 * Checks that an already-parsed JSON value is a valid tournament document and returns it as a
 * fresh, typed value (unknown keys dropped).
 *
 * @example
 * ```ts
 * import { validateTournament } from '@xq/tournament';
 * const r = validateTournament({ format: 'xq-tournament', version: 1, name: 'Club', players: [],
 *   rounds: [], regulations: { system: 'round-robin', scoring: '1-0.5-0' } });
 * console.log(r.ok); // true
 * ```
 * @category Model
 */
export function validateTournament(value: unknown): Result<Tournament, TournamentError> {
  const plain = snapshot(value, '$');
  if (!plain.ok) return unreadable(plain.error);
  try {
    const o = object(plain.value, '$');
    if (o.format !== TOURNAMENT_FORMAT)
      refuse('TOURNAMENT_BAD_FORMAT', '$.format', `expected "${TOURNAMENT_FORMAT}"`);
    if (o.version !== TOURNAMENT_VERSION) {
      refuse(
        'TOURNAMENT_BAD_VERSION',
        '$.version',
        `unsupported version ${shownValue(o.version)} (this library reads ${TOURNAMENT_VERSION})`,
      );
    }
    const name = text(o, 'name', '$');
    const regulations = readRegulations(o.regulations, '$.regulations');
    const players = array(o.players, '$.players').map((p, i) => readPlayer(p, `$.players[${i}]`));
    if (players.length > MAX_PLAYERS)
      refuse('TOURNAMENT_BAD_FIELD', '$.players', `at most ${MAX_PLAYERS} players`);
    const ids = new Set<number>();
    players.forEach((p, i) => {
      if (ids.has(p.id))
        refuse('TOURNAMENT_DUPLICATE_PLAYER', `$.players[${i}].id`, `start number ${p.id} used twice`);
      ids.add(p.id);
      // A player registered in a category meets its conditions (item 4 of the guide).
      const fault = p.category === undefined ? undefined : entryFault(regulations, p);
      if (fault !== undefined) refuse('TOURNAMENT_NOT_ELIGIBLE', `$.players[${i}].category`, fault);
    });
    const over = quotaFault(regulations.entryQuota, players);
    if (over !== undefined) refuse('TOURNAMENT_NOT_ELIGIBLE', '$.players', over);
    const rounds = array(o.rounds, '$.rounds');
    if (rounds.length > MAX_ROUNDS)
      refuse('TOURNAMENT_BAD_FIELD', '$.rounds', `at most ${MAX_ROUNDS} rounds`);
    const readRounds = rounds.map((r, i) => readRound(r, `$.rounds[${i}]`, ids));
    let adjustments: Adjustment[] | undefined;
    if (o.adjustments !== undefined) {
      adjustments = array(o.adjustments, '$.adjustments').map((a, i) => {
        const p = `$.adjustments[${i}]`;
        const ao = object(a, p);
        const player = int(ao, 'player', p, 1, MAX_PLAYERS);
        if (!ids.has(player)) refuse('TOURNAMENT_UNKNOWN_PLAYER', `${p}.player`, `no player ${player}`);
        const points = ao.points;
        if (typeof points !== 'number' || !Number.isInteger(points * 4) || Math.abs(points) > 10_000)
          refuse('TOURNAMENT_BAD_FIELD', `${p}.points`, 'expected a multiple of 0.25 within ±10000');
        return { player, round: int(ao, 'round', p, 1, MAX_ROUNDS), points: points === 0 ? 0 : points };
      });
    }
    let absent: number[] | undefined;
    if (o.absent !== undefined) {
      absent = array(o.absent, '$.absent').map((x, i) => {
        if (typeof x !== 'number' || !ids.has(x))
          refuse('TOURNAMENT_UNKNOWN_PLAYER', `$.absent[${i}]`, `no player ${shownValue(x)}`);
        return x;
      });
    }
    let teams: Team[] | undefined;
    if (o.teams !== undefined) {
      teams = array(o.teams, '$.teams').map((t, i) => readTeam(t, `$.teams[${i}]`, ids));
      const codes = new Set<string>();
      teams.forEach((t, i) => {
        if (codes.has(t.code))
          refuse('TOURNAMENT_DUPLICATE_TEAM', `$.teams[${i}].code`, `team code ${t.code} used twice`);
        codes.add(t.code);
      });
    }
    let sanctions: Sanction[] | undefined;
    if (o.sanctions !== undefined) {
      const list = array(o.sanctions, '$.sanctions');
      if (list.length > MAX_PLAYERS)
        refuse('TOURNAMENT_BAD_FIELD', '$.sanctions', `at most ${MAX_PLAYERS} sanctions`);
      sanctions = list.map((x, i) => {
        const p = `$.sanctions[${i}]`;
        const so = object(x, p);
        if (so.inWriting !== undefined && so.inWriting !== true)
          refuse('TOURNAMENT_BAD_FIELD', `${p}.inWriting`, 'expected true or nothing');
        return compact({
          player: int(so, 'player', p, 1, MAX_PLAYERS),
          name: text(so, 'name', p),
          kind: oneOf(so, 'kind', p, SANCTION_KINDS),
          by: oneOf(so, 'by', p, SANCTION_GIVERS),
          round: int(so, 'round', p, 0, MAX_ROUNDS),
          inWriting: so.inWriting as true | undefined,
          reason: optText(so, 'reason', p),
        });
      });
    }
    let amendments: Amendment[] | undefined;
    if (o.amendments !== undefined) {
      const list = array(o.amendments, '$.amendments');
      if (list.length > MAX_ROUNDS * 10)
        refuse('TOURNAMENT_BAD_FIELD', '$.amendments', 'too many amendments');
      amendments = list.map((x, i) => {
        const p = `$.amendments[${i}]`;
        const ao = object(x, p);
        const fields = array(ao.fields, `${p}.fields`).map((f, k) => {
          if (typeof f !== 'string' || f.length > 100)
            refuse('TOURNAMENT_BAD_FIELD', `${p}.fields[${k}]`, 'expected the name of an item');
          return f as string;
        });
        if (ao.forced !== undefined && ao.forced !== true)
          refuse('TOURNAMENT_BAD_FIELD', `${p}.forced`, 'expected true or nothing');
        return compact({
          afterRound: int(ao, 'afterRound', p, 0, MAX_ROUNDS),
          fields,
          forced: ao.forced as true | undefined,
          note: optText(ao, 'note', p),
        });
      });
    }
    let teamDraw: TeamDraw | undefined;
    if (o.teamDraw !== undefined)
      teamDraw = { seed: int(object(o.teamDraw, '$.teamDraw'), 'seed', '$.teamDraw', 0, 0xffffffff) };
    return {
      ok: true,
      value: compact({
        format: TOURNAMENT_FORMAT,
        version: TOURNAMENT_VERSION,
        name,
        regulations,
        players,
        teams,
        rounds: readRounds,
        adjustments,
        absent,
        teamDraw,
        sanctions,
        amendments,
      }),
    };
  } catch (e) {
    if (e instanceof Refusal) return { ok: false, error: e.error };
    throw e;
  }
}

/**
 * Parses and validates a tournament document from JSON text.
 *
 * @example
 * ```ts
 * import { parseTournament } from '@xq/tournament';
 * const r = parseTournament('{"format":"xq-tournament","version":2}');
 * console.log(r.ok ? 'ok' : r.error.code); // TOURNAMENT_BAD_VERSION
 * ```
 * @category Model
 */
export function parseTournament(json: string): Result<Tournament, TournamentError> {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (e) {
    return {
      ok: false,
      error: { code: 'TOURNAMENT_BAD_JSON', message: `not JSON: ${(e as Error).message}`, path: '$' },
    };
  }
  return validateTournament(value);
}

/**
 * Writes a tournament document as JSON text (two-space indented, trailing newline).
 *
 * @example
 * ```ts
 * import { createTournament, formatTournament, parseTournament } from '@xq/tournament';
 * const t = createTournament({ name: 'Club', system: 'round-robin' });
 * console.log(parseTournament(formatTournament(t)).ok); // true
 * ```
 * @throws {TypeError} when `t` is not a tournament document, or holds what JSON cannot (a BigInt, a cycle).
 * @category Model
 */
export function formatTournament(t: Tournament): string {
  requireTournament('formatTournament', t);
  try {
    return `${JSON.stringify(t, null, 2)}\n`;
  } catch (e) {
    // A BigInt, a cycle or a throwing getter: not a JSON document.
    throw new TypeError(
      `formatTournament: t is not a JSON document (${e instanceof Error ? e.message.split('\n')[0] : String(e)})`,
    );
  }
}

/**
 * Options of a new tournament.
 * @category Model
 */
export interface NewTournamentOptions {
  /** The event's name. */
  readonly name: string;
  /** The pairing system. */
  readonly system: System;
  /** The scoring (1 / ½ / 0 by default). */
  readonly scoring?: Scoring;
  /** Number of rounds. */
  readonly rounds?: number;
  /** Ranking order. */
  readonly tieBreaks?: readonly TieBreak[];
  /** Time control, as text. */
  readonly timeControl?: string;
  /** Seed of the lots. */
  readonly seed?: number;
  /** A friendly match: no official team sizes (Điều 30). */
  readonly friendly?: boolean;
}

/**
 * Creates an empty tournament (no players, no rounds).
 *
 * @example
 * ```ts
 * import { createTournament } from '@xq/tournament';
 * const t = createTournament({ name: 'Club', system: 'round-robin', scoring: '2-1-0' });
 * console.log(t.regulations.scoring); // 2-1-0
 * ```
 * @throws {TypeError} when `options` is not an object, one of its properties cannot be read, or
 * an option is one the document cannot hold (an unknown system, a wrong number of rounds), naming it.
 * @category Model
 */
export function createTournament(options: NewTournamentOptions): Tournament {
  requireObject('createTournament', 'options', options);
  const o = readArgument('createTournament', 'options', options) as NewTournamentOptions;
  const t: Tournament = {
    format: TOURNAMENT_FORMAT,
    version: TOURNAMENT_VERSION,
    name: o.name,
    regulations: compact({
      system: o.system,
      scoring: o.scoring ?? '1-0.5-0',
      rounds: o.rounds,
      tieBreaks: o.tieBreaks,
      timeControl: o.timeControl,
      seed: o.seed,
      friendly: o.friendly === true ? true : undefined,
    }),
    players: [],
    rounds: [],
  };
  // The new document obeys the reader's rules: a wrong option is named, never written.
  const r = validateTournament(t);
  if (!r.ok) {
    const field = r.error.path.replace(/^\$\.(regulations\.)?/, 'options.');
    throw new TypeError(`createTournament: ${field}: ${r.error.message.replace(/^[^:]*: /, '')}`);
  }
  return t;
}
