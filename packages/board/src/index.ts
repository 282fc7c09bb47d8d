// The public API of @xq/board, by name (groups in the order of their files). Importing it in a
// browser defines <xq-board>; in Node (or during server-side rendering) it defines nothing. The
// built entries (dist/index.js, dist/index.cjs) are listed in `sideEffects` so that bundlers
// keep a bare `import '@xq/board'`.
import { defineXqBoard } from './element';

// Screen-reader announcements of moves, picks and points
export type { Lang, MoveFormatter } from './announce';
export { announceMove, describePick, describePoint, LANGS, pieceName } from './announce';

// Mounting a board in a container
export type { BoardController, MountOptions } from './board';
export { mountBoard } from './board';

// Coordinate labels along the edges
export type { CoordinateLabel, CoordinateStyle } from './coordinates';
export { COORDINATE_STYLES, coordinateLabels, isCoordinateStyle } from './coordinates';

// The <xq-board> custom element
export type { XqBoardElement } from './element';
export { defineXqBoard } from './element';

// Geometry: points, cells, orientation and hit-testing
export type { Orientation, Point, ScreenCell, ScreenDirection } from './geometry';
export {
  BOARD_HEIGHT,
  BOARD_WIDTH,
  CELL,
  MARGIN,
  neighbour,
  ORIENTATIONS,
  pointOf,
  screenCell,
  squareNear,
  squareOfCell,
} from './geometry';

// Options, state and the error codes of untrusted input
export type {
  Arrow,
  BoardError,
  BoardErrorCode,
  BoardOptions,
  BoardState,
  Brush,
  Circle,
  LastMove,
  MoveEventDetail,
  ResolvedOptions,
  SquareRef,
} from './options';
export { BOARD_ERROR_CODES, DEFAULT_OPTIONS, resolveOptions, toSquare } from './options';

// Piece sets and piece labels
export type { PieceInk, PieceSet } from './piece-sets';
export { isPieceSet, PIECE_INKS, PIECE_SETS, pieceLabel } from './piece-sets';

// Selection: which pieces may be picked and where they may go
export type { Movable, PickResult } from './selection';
export { canPick, MOVABLE, pick, targetsOf } from './selection';

// Styles and themes
export type { Theme } from './styles';
export { BOARD_CSS, THEMES } from './styles';

defineXqBoard();
