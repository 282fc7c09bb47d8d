// The public API of @xq/board, by name (groups in the order of their files). Importing it in a
// browser defines <xq-board>; in Node (or during server-side rendering) it defines nothing. The
// built entries (dist/index.js, dist/index.cjs) are listed in `sideEffects` so that bundlers
// keep a bare `import '@xq/board'`.
import { defineXqBoard } from './element';

// Screen-reader announcements of moves, picks and points
export type { Lang, MoveFormatter } from './announce';
export { announceMove } from './announce';

// Mounting a board in a container
export type { BoardController, MountOptions } from './board';
export { mountBoard } from './board';

// Coordinate labels along the edges
export type { CoordinateStyle } from './coordinates';
export { COORDINATE_STYLES, coordinateLabels, isCoordinateStyle } from './coordinates';

// The <xq-board> custom element
export type { XqBoardElement } from './element';
export { defineXqBoard } from './element';

// Orientation: which side sits at the bottom
export type { Orientation } from './geometry';

// Options, state and the error codes of untrusted input
export type {
  Arrow,
  BoardError,
  BoardOptions,
  BoardState,
  Brush,
  Circle,
  LastMove,
  MoveEventDetail,
  SquareRef,
} from './options';
export { BOARD_ERROR_CODES, toSquare } from './options';

// Piece sets and piece labels
export type { PieceSet } from './piece-sets';
export { isPieceSet, PIECE_SETS, pieceLabel } from './piece-sets';

// Styles and themes
export type { Theme } from './styles';
export { BOARD_CSS, THEMES } from './styles';

defineXqBoard();

// Types the exported signatures name (TypeDoc documents them; a user can name them).
export type { CoordinateLabel } from './coordinates';
export type { ResolvedOptions } from './options';
export type { Movable } from './selection';
