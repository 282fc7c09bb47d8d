// The public API of @xq/board. Importing it in a browser defines <xq-board>; in Node (or during
// server-side rendering) it defines nothing. The built entries (dist/index.js, dist/index.cjs)
// are listed in `sideEffects` so that bundlers keep a bare `import '@xq/board'`.
import { defineXqBoard } from './element';

export {
  announceMove,
  describePick,
  describePoint,
  LANGS,
  type Lang,
  type MoveFormatter,
  pieceName,
} from './announce';
export { type BoardController, type MountOptions, mountBoard } from './board';
export {
  COORDINATE_STYLES,
  type CoordinateLabel,
  type CoordinateStyle,
  coordinateLabels,
  isCoordinateStyle,
} from './coordinates';
export { defineXqBoard, type XqBoardElement } from './element';
export {
  BOARD_HEIGHT,
  BOARD_WIDTH,
  CELL,
  MARGIN,
  neighbour,
  ORIENTATIONS,
  type Orientation,
  type Point,
  pointOf,
  type ScreenCell,
  type ScreenDirection,
  screenCell,
  squareNear,
  squareOfCell,
} from './geometry';
export {
  type Arrow,
  BOARD_ERROR_CODES,
  type BoardError,
  type BoardErrorCode,
  type BoardOptions,
  type BoardState,
  type Brush,
  type Circle,
  DEFAULT_OPTIONS,
  type LastMove,
  type MoveEventDetail,
  type ResolvedOptions,
  resolveOptions,
  type SquareRef,
  toSquare,
} from './options';
export { isPieceSet, PIECE_SETS, type PieceSet, pieceLabel } from './piece-sets';
export { canPick, MOVABLE, type Movable, type PickResult, pick, targetsOf } from './selection';
export { BOARD_CSS, THEMES, type Theme } from './styles';

defineXqBoard();
