// biome-ignore-all assist/source/organizeImports: the groups below are the public API in reading order

// The public API of @xq/notation, one group per idea: what each name is and where it lives.

// The notations: their names, the options of the writers and the errors of the readers.
export { isNotation, MOVE_ERROR_CODES, NOTATIONS } from './notations';
export type { FormatOptions, MoveError, Notation } from './notations';

// One move: written in a notation, read and matched against the legal moves.
export { parseMoveLenient } from './lenient';
export type { LenientMove } from './lenient';
export { formatMove, parseMove } from './move';

// Fairy-Stockfish coordinates (ranks 1–10), without a position.
export { formatFsfMove, parseFsfMove } from './fsf';

// A line of moves: written and read.
export { formatLine, parseLine } from './line';
export type { LineError } from './line';

// Which notation a text is written in, and converting a text from one to another.
export { detectNotation } from './detect';
export type { Detection, DetectionError } from './detect';
export { convert, convertPgn } from './convert';
export type { ConvertError, ConvertOptions, PgnConversion } from './convert';

// A game record: tags, moves with comments and variations, and the result.
export { gameOf, gameTag, mainLine } from './game-ops';
export type { GameNode, GameRecord } from './game';
export type { GameWarning } from './record-start';

// Record formats: which one a file is, and the bytes' text encoding.
export { detectRecordFormat } from './record-format';
export type { RecordFormat } from './record-format';
export { decodeText } from './encoding';
export type { TextEncodingName } from './encoding';

// PGN: read (also one game at a time) and written.
export { formatTagOf, isPgn, iteratePgn, notationOfFormatTag, parsePgn, writePgn } from './pgn';
export type { PgnError, PgnReadOptions, PgnWriteOptions } from './pgn';

// DhtmlXQ, the web viewers' format: read and written.
export { formatDhtmlXQ, parseDhtmlXQ } from './dhtmlxq';
export type { DhtmlXQError } from './dhtmlxq';

// XQF, the binary records of XQStudio: read (every version) and written.
export { parseXqf, writeXqf } from './xqf';
export type { XqfError, XqfWriteOptions } from './xqf';

// CCBridge: CBR records and CBL libraries, read and written.
export { parseCbl, parseCbr } from './cbr';
export type { CblError, CblLibrary, CblRecord, CbrError } from './cbr';
export { writeCbl, writeCbr } from './cbr-write';
export type { CblInfo, CbrWriteOptions } from './cbr-write';

// Pictures of a game: board diagrams and the Vietnamese scoresheet (biên bản).
export { boardSvg, boardText } from './diagram';
export type { BoardSvgOptions, BoardTextOptions } from './diagram';
export { scoresheetHtml, scoresheetSvg } from './scoresheet';
export type { ScoresheetInfo, ScoresheetOptions } from './scoresheet';

// The magazine's position list ("Trắng: Te0 Sd0 … / Đen: Te9 …"), to and from FEN.
export { formatPositionList, parsePositionList } from './position-list';
export type { PositionListError } from './position-list';
