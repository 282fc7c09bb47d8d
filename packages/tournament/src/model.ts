// The tournament document's model: its types and `as const` vocabularies, importing nothing that
// computes (document.ts reads and writes it, the computations import it).
import type { EditEntry } from './edit-log-model';
import type { RegulationData } from './regulations-model';
import type { TieBreakCode } from './tie-break-codes';

/**
 * The format tag of a tournament document.
 * @category Model
 */
export const TOURNAMENT_FORMAT = 'xq-tournament';

/**
 * The version of the tournament document this library writes. It reads this one and every one
 * before: version 1 said `white` where version 2 says `red` (a game's `white` player,
 * `white-win`, `white-win-forfeit`, `initialColour: 'white'`), and reads back in the new words.
 * @category Model
 */
export const TOURNAMENT_VERSION = 2;

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
 * The two sides: `red` moves first, `black` second (the words of every xq package; TRF's `w`/`b`
 * and the FIDE words of `@xq/pairing` are translated where they are read and written).
 * @category Model
 */
export const COLOURS = ['red', 'black'] as const;
/** A side of a game. @category Model */
export type Colour = (typeof COLOURS)[number];

/**
 * Results a paired game can have. Forfeits are recorded distinctly from games played;
 * `both-lose` is a game played and lost by both (0–0: 7.1i "cả hai đều bị xử thua", 15.7b "xử
 * thua cờ cả hai đấu thủ"), not a double forfeit; `pending` is a game not (yet) played.
 * @category Model
 */
export const GAME_RESULTS = [
  'red-win',
  'black-win',
  'draw',
  'red-win-forfeit',
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
  /** Struck from the list with his results (16.1e): kept in the file, his games no longer count. */
  readonly struck?: boolean;
  /**
   * Excused from recording (11.3, "không thể ghi biên bản được ... phải báo cáo trước cho ban tổ
   * chức để xác nhận"): the organisers confirmed it before play; the arbiter at the board gives
   * him no fault for moves missing from his scoresheet.
   */
  readonly excusedFromRecording?: boolean;
}

/**
 * Rulings of the arbiter a game's record carries (Luật Cờ Tướng, Quyết định 11991/1999/UBTDTT-TT1):
 * `set-up-wrongly` the game was annulled and replayed because the pieces were set up wrongly (9.9a);
 * `colours-confused` annulled and replayed because the side with black moved first (9.9b);
 * `colours-swapped` the first mover held black, the game was kept and the colours put right
 * (9.9c); `colours-found-after` the colours were confused and found only after the game, the
 * result stands and `red` is the player who should have had red (9.9e); `illegal-move-after`
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
 * One game of a knockout match of several games (4.2.2b), from its own colours: `red` is the
 * start number of the player who moved first in it.
 * @category Model
 */
export interface KnockoutMatchGame {
  /** Start number of the player with red in this game. */
  readonly red: number;
  /** Its result. */
  readonly result: 'red-win' | 'black-win' | 'draw';
}

/**
 * A game paired in a round: `red` moves first (Trắng in the law's words, white in FIDE's).
 * @category Model
 */
export interface Game {
  /** Start number of the player with red. */
  readonly red: number;
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
  readonly initialColour?: Colour;
  /** Games per match in a knockout. */
  readonly gamesPerMatch?: number;
  /**
   * How a knockout match of several games that ends level is decided, stage after stage
   * (`rapid` and `blitz`: two games each, colours as `matchTieColours` says; `armageddon`: one
   * game, a draw a win for black; `lots`): the law leaves it to the regulations; by lot when
   * they do not say.
   */
  readonly matchTieBreaks?: readonly MatchTieBreak[];
  /**
   * The colours of the tie-break games: `alternate` (the default) goes on alternating game by
   * game over the whole match, as 4.2.2 says ("bốc thăm quyết định người đi trước ván đầu, sau
   * đó thay phiên nhau cầm quân Trắng, Đen"); `swap`, a choice the regulations may make, starts
   * each tie-break stage with the colours of the previous stage's first game swapped. An
   * armageddon's red is drawn by lot either way.
   */
  readonly matchTieColours?: 'alternate' | 'swap';
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
   * What happens to a withdrawn player's games in a round robin (`'kept'` or `'annulled-under-half'`):
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
  /** Every edit made to the file, oldest first: who, when, what, old and new values. */
  readonly log?: readonly EditEntry[];
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
 * What the regulations do with a withdrawn player's games: `kept` (the default: his results
 * stand), or `annulled-under-half` (a round robin's common rule: when he played fewer than half of
 * his games, his name and his results are struck, as Điều 16.1e of the law strikes them: "Xóa
 * tên … và kết quả thi đấu", and his opponents rest in those rounds).
 * @category Model
 */
export const WITHDRAWAL_RULES = ['kept', 'annulled-under-half'] as const;
/** A rule for a withdrawn player's games. @category Model */
export type WithdrawalRule = (typeof WITHDRAWAL_RULES)[number];
