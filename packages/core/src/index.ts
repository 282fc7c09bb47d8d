// biome-ignore-all assist/source/organizeImports: the groups below are the public API in reading order

// The public API of @xq/core, one group per idea: what each name is and where it lives.

// Vocabulary: colours, roles, pieces, squares, moves and the result shape of every reader.
export { COLORS, opposite, ROLES } from './types';
export type { Color, Move, Piece, Result, Role, Square } from './types';

// Piece letters and names, the one table every xq package reads them from.
export { FEN_LETTERS, PIECE_CHARACTERS, ROLE_LETTERS_VI, ROLE_NAMES, ROLE_NAMES_VI } from './pieces';

// Squares and the ICCS/UCCI coordinates (square names appear only at the edges).
export {
  FILE_NAMES,
  fileOf,
  formatUci,
  isSquare,
  parseSquare,
  parseUci,
  rankOf,
  squareAt,
  squareName,
} from './square';
export type { MoveTextError } from './square';

// FEN text: the reader (form only) and the writer.
export { FEN_ERROR_CODES, formatFen, INITIAL_FEN, parseFen } from './fen';
export type { FenError, FenLetters } from './fen';

// Setups: a position as read, checked by the law's setup rules.
export { SETUP_ERROR_CODES } from './setup';
export type { Setup, SetupError, SetupOptions } from './setup';

// Positions: the immutable, validated position and its legal moves.
export { Position } from './position';

// The one glossary: each code with the law's Vietnamese word and its article.
export { GLOSSARY } from './glossary';
export type { GlossaryEntry } from './glossary';

// The outcome of a finished game and the article of the law behind it.
export { REASON_ARTICLE } from './outcome';
export type { Outcome, OutcomeReason } from './outcome';

// Games: a start and its moves, replayed and judged.
export { GAME_ERROR_CODES, Game } from './game';
export type {
  GameError,
  GameOptions,
  RecordedGame,
  RecordRuling,
} from './game';

// The move limit (Điều 12): when a long game without captures may be claimed.
export { earlierMoves, judgeMoveLimit } from './move-limit';
export type { MoveLimitOptions, PlyFacts } from './move-limit';

// Repeated positions (Chương V): the judge of a cycle and of a game's last position, the
// incremental judge and key history for a search, the AXF rule table, the rulings explained in
// English or Vietnamese, and the threats of one position as packed words.
export {
  AXF_RULES,
  explainRuling,
  judgeLastPosition,
  judgeRepetition,
  MATE_CHECKS,
  MOVE_KINDS,
  RepetitionHistory,
  RepetitionJudge,
  RULE_SETS,
} from './repetition';
export type {
  AxfRule,
  ClassifiedMove,
  ExplainLanguage,
  RepetitionInput,
  RepetitionOptions,
  RepetitionRuling,
  RuleSet,
} from './repetition';

// The low-level board, for engines: piece codes, packed moves, make/unmake, attacks.
export {
  ADVISOR,
  BLACK,
  CANNON,
  ELEPHANT,
  HORSE,
  KING,
  MAX_MOVES,
  moveFrom,
  moveTo,
  PAWN,
  packMove,
  RED,
  ROOK,
} from './board-codes';
export { Board } from './board';
export { attackersOf } from './attacks';
export { legalMovesOn } from './points';

// Perft: counting the legal move sequences, to check a move generator.
export { divide, perft } from './perft';

// Types the exported signatures name (TypeDoc documents them; a user can name them).
export type { Chase, PerSide, PerpetualFacts } from './repetition';
export type { SetupMode } from './setup';
export type { DivideEntry } from './perft';
export type { EarlierMoves, MoveLimitClaim } from './move-limit';
export type { RecordedResult, ReplayError } from './game';
export { EXPLAIN_LANGUAGES } from './repetition';
