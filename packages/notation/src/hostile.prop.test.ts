import { fc, test } from '@fast-check/vitest';
import { FEN_ERROR_CODES, isSquare, Position, SETUP_ERROR_CODES } from '@xq/core';
import { describe, expect, it } from 'vitest';
import { parseCbl, parseCbr } from './cbr';
import { writeCbl, writeCbr } from './cbr-write';
import { convert, convertPgn } from './convert';
import { detectNotation } from './detect';
import { formatDhtmlXQ, parseDhtmlXQ } from './dhtmlxq';
import { boardSvg, boardText } from './diagram';
import { decodeText } from './encoding';
import { formatFsfMove, fsfSquareName, parseFsfMove } from './fsf';
import type { GameRecord } from './game';
import { gameOf, gameTag, mainLine } from './game-ops';
import { parseMoveLenient } from './lenient';
import { formatLine, parseLine, startPosition } from './line';
import { formatMove, parseMove } from './move';
import { isNotation, MOVE_ERROR_CODES } from './notations';
import { formatTagOf, isPgn, iteratePgn, notationOfFormatTag, parsePgn, writePgn } from './pgn';
import { detectRecordFormat } from './record-format';
import { scoresheetHtml, scoresheetSvg } from './scoresheet';
import { parseXqf, writeXqf } from './xqf';

// Every public function of @xq/notation called the way a JavaScript caller can get it wrong:
// each argument (and each field of an object argument) replaced by a hostile value. The
// contract: a documented typed error (`{ ok: false, error: { code } }` with a documented code),
// or a TypeError/RangeError whose message names the function or the field — never another
// exception, never a TypeError thrown from deep inside ("Cannot read properties of …"), and
// never a success on an argument of the wrong type.

const CODES = new Set<string>([
  ...MOVE_ERROR_CODES,
  ...FEN_ERROR_CODES,
  ...SETUP_ERROR_CODES,
  'PGN_BAD_FEN',
  'PGN_NOTATION',
  'PGN_UNCLOSED',
  'PGN_UNWRITABLE',
  'XQF_NOT_XQF',
  'XQF_MALFORMED',
  'XQF_BAD_POSITION',
  'XQF_ILLEGAL',
  'DHTMLXQ_EMPTY',
  'DHTMLXQ_BAD_POSITION',
  'DHTMLXQ_MALFORMED',
  'DHTMLXQ_ILLEGAL',
  'NOTATION_EMPTY',
  'NOTATION_UNKNOWN',
  'NOTATION_AMBIGUOUS',
  'CONVERT_BAD_FEN',
  'CONVERT_UNCLOSED',
  'CBR_NOT_CBR',
  'CBR_UNSUPPORTED',
  'CBR_MALFORMED',
  'CBR_BAD_POSITION',
  'CBR_ILLEGAL',
  'CBL_NOT_CBL',
  'CBL_LEGACY_COMPRESSED',
  'CBL_MALFORMED',
]);
// What a TypeError from deep inside says (V8's messages): a missing check.
const DEEP =
  /Cannot read prop|Cannot set prop|is not a function|is not iterable|Cannot convert|undefined or null|Invalid array length|Maximum call stack/u;

const throwing = {
  toString() {
    throw new Error('toString was called');
  },
  valueOf() {
    throw new Error('valueOf was called');
  },
};
const hostile = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    undefined,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    -1,
    0,
    1.5,
    2 ** 53,
    90,
    '',
    '__proto__',
    'toString',
    'constructor',
    'hasOwnProperty',
    {},
    [],
    // biome-ignore lint/suspicious/noSparseArray: holes are what is tested
    [, ,],
    [undefined],
    Object.create(null),
    throwing,
    Symbol('s'),
    10n,
    () => 1,
    new Uint8Array(3),
    { length: 1e9 },
    { from: Number.NaN, to: 1 },
    { from: '__proto__', to: 'toString' },
    [['__proto__', 1]],
  ),
  fc.anything({ maxDepth: 2, withNullPrototype: true, withObjectString: true }),
);

/** What an argument must be; a hostile value outside it must never succeed. */
type Kind =
  | 'text'
  | 'optPosition'
  | 'input'
  | 'bytes'
  | 'position'
  | 'notation'
  | 'optNotation'
  | 'options'
  | 'game'
  | 'games'
  | 'moves'
  | 'move'
  | 'fen'
  | 'square'
  | 'squares'
  | 'any';
const isObject = (v: unknown) => v !== null && typeof v === 'object';
const fits: Record<Kind, (v: unknown) => boolean> = {
  text: (v) => typeof v === 'string',
  input: (v) => typeof v === 'string' || v instanceof Uint8Array,
  bytes: (v) => v instanceof Uint8Array,
  position: (v) => v instanceof Position,
  optPosition: (v) => v === undefined || v instanceof Position,
  notation: (v) => isNotation(v),
  // optional: absent means every notation (parseMoveLenient)
  optNotation: (v) => v === undefined || isNotation(v),
  options: (v) => v === undefined || isObject(v),
  game: () => false,
  games: (v) => Array.isArray(v) && v.length === 0,
  moves: (v) => Array.isArray(v) && v.length === 0,
  move: () => false,
  fen: (v) => v === undefined,
  square: (v) => isSquare(v),
  squares: (v) =>
    isObject(v) && isSquare((v as { from?: unknown }).from) && isSquare((v as { to?: unknown }).to),
  any: () => true,
};

const game: GameRecord = {
  tags: [
    ['Event', 'Giải'],
    ['Red', 'Lê A'],
  ],
  fen: Position.initial().fen(),
  comments: ['hi'],
  moves: [
    {
      move: { from: 25, to: 22 },
      comments: ['c'],
      nags: [1],
      variations: [[{ move: { from: 19, to: 22 }, comments: [], nags: [], variations: [] }]],
    },
    { move: { from: 88, to: 69 }, comments: [], nags: [], variations: [] },
  ],
  result: '*',
};
const pos = Position.initial();
const xqf = writeXqf(game);
const cbr = writeCbr(game);
const cbl = writeCbl([game], { name: '对局' });

interface Entry {
  name: string;
  call: (...args: unknown[]) => unknown;
  args: unknown[];
  kinds: Kind[];
}
const fns: Entry[] = [
  {
    name: 'convert',
    call: convert as never,
    args: ['1. P2-5 M8.7', { to: 'wxf' }],
    kinds: ['text', 'options'],
  },
  {
    name: 'convertPgn',
    call: convertPgn as never,
    args: ['[Event "x"]\n1. C2.5', { to: 'vi' }],
    kinds: ['input', 'options'],
  },
  {
    name: 'detectNotation',
    call: detectNotation as never,
    args: ['1. P2-5', pos],
    kinds: ['text', 'optPosition'],
  },
  {
    name: 'parseDhtmlXQ',
    call: parseDhtmlXQ as never,
    args: ['[DhtmlXQ][DhtmlXQ_movelist]7747[/DhtmlXQ_movelist][/DhtmlXQ]'],
    kinds: ['text'],
  },
  { name: 'formatDhtmlXQ', call: formatDhtmlXQ as never, args: [game], kinds: ['game'] },
  {
    name: 'boardText',
    call: boardText as never,
    args: [pos, { pieces: 'chinese' }],
    kinds: ['position', 'options'],
  },
  {
    name: 'boardSvg',
    call: boardSvg as never,
    args: [pos, { size: 300, flip: true, lastMove: { from: 25, to: 22 } }],
    kinds: ['position', 'options'],
  },
  {
    name: 'decodeText',
    call: decodeText as never,
    args: [new Uint8Array([0xa8, 0xae]), 'big5'],
    kinds: ['bytes', 'any'],
  },
  { name: 'gameTag', call: gameTag as never, args: [game, 'red'], kinds: ['game', 'text'] },
  { name: 'mainLine', call: mainLine as never, args: [game], kinds: ['game'] },
  {
    name: 'gameOf',
    call: gameOf as never,
    args: [[{ from: 25, to: 22 }], { tags: [['Red', 'A']], result: '1-0' }],
    kinds: ['moves', 'options'],
  },
  {
    name: 'formatLine',
    call: formatLine as never,
    args: [pos, [{ from: 25, to: 22 }], 'vi', {}],
    kinds: ['position', 'moves', 'notation', 'options'],
  },
  {
    name: 'parseLine',
    call: parseLine as never,
    args: [pos, '1. P2-5', 'vi'],
    kinds: ['position', 'text', 'notation'],
  },
  { name: 'startPosition', call: startPosition as never, args: [undefined], kinds: ['fen'] },
  {
    name: 'formatMove',
    call: formatMove as never,
    args: [pos, { from: 25, to: 22 }, 'chinese', { script: 'simplified' }],
    kinds: ['position', 'move', 'notation', 'options'],
  },
  {
    name: 'parseMove',
    call: parseMove as never,
    args: [pos, 'P2-5', 'vi'],
    kinds: ['position', 'text', 'notation'],
  },
  {
    name: 'parseMoveLenient',
    call: parseMoveLenient as never,
    args: [pos, 'chot 7 tien 1', 'vi-long'],
    kinds: ['position', 'text', 'optNotation'],
  },
  { name: 'detectRecordFormat', call: detectRecordFormat as never, args: [cbr], kinds: ['bytes'] },
  { name: 'fsfSquareName', call: fsfSquareName as never, args: [4], kinds: ['square'] },
  { name: 'formatFsfMove', call: formatFsfMove as never, args: [{ from: 25, to: 22 }], kinds: ['squares'] },
  { name: 'parseFsfMove', call: parseFsfMove as never, args: ['h3e3'], kinds: ['text'] },
  { name: 'isNotation', call: isNotation as never, args: ['vi'], kinds: ['any'] },
  { name: 'notationOfFormatTag', call: notationOfFormatTag as never, args: ['WXF'], kinds: ['text'] },
  { name: 'formatTagOf', call: formatTagOf as never, args: ['vi'], kinds: ['notation'] },
  {
    name: 'parsePgn',
    call: parsePgn as never,
    args: ['1. C2.5', { notation: 'wxf' }],
    kinds: ['input', 'options'],
  },
  {
    name: 'iteratePgn',
    call: ((input: string, options: object) => [...iteratePgn(input, options)]) as never,
    args: ['1. C2.5', {}],
    kinds: ['input', 'options'],
  },
  {
    name: 'writePgn',
    call: writePgn as never,
    args: [[game], { notation: 'wxf' }],
    kinds: ['games', 'options'],
  },
  { name: 'isPgn', call: isPgn as never, args: ['[Event "x"]'], kinds: ['text'] },
  {
    name: 'scoresheetHtml',
    call: scoresheetHtml as never,
    args: [game, { notation: 'vi-long', info: { round: '2' } }],
    kinds: ['game', 'options'],
  },
  { name: 'scoresheetSvg', call: scoresheetSvg as never, args: [game, {}], kinds: ['game', 'options'] },
  { name: 'parseXqf', call: parseXqf as never, args: [xqf], kinds: ['bytes'] },
  { name: 'writeXqf', call: writeXqf as never, args: [game, { version: 10 }], kinds: ['game', 'options'] },
  { name: 'parseCbr', call: parseCbr as never, args: [cbr], kinds: ['bytes'] },
  { name: 'parseCbl', call: parseCbl as never, args: [cbl], kinds: ['bytes'] },
  {
    name: 'writeCbr',
    call: writeCbr as never,
    args: [game, { guid: new Uint8Array(16) }],
    kinds: ['game', 'options'],
  },
  {
    name: 'writeCbl',
    call: writeCbl as never,
    args: [[game], { name: '对局', remarks: 'x' }],
    kinds: ['games', 'options'],
  },
];

/** Success of a call: a `{ ok: true }` result, a string, a non-empty array, true, a game. */
function succeeded(value: unknown): boolean {
  if (Array.isArray(value)) return value.some((v) => !(isObject(v) && (v as { ok?: unknown }).ok === false));
  if (isObject(value) && 'ok' in (value as object)) return (value as { ok: boolean }).ok;
  if (value instanceof Uint8Array || typeof value === 'string') return true;
  if (isObject(value) && 'text' in (value as object)) return (value as { converted: number }).converted > 0;
  return value === true || (isObject(value) && 'moves' in (value as object));
}

/** Runs a call and checks the contract; returns what it gave back, or the error it threw. */
function contract(entry: Entry, args: unknown[]): { value?: unknown; error?: unknown } {
  let value: unknown;
  try {
    value = entry.call(...args);
  } catch (e) {
    expect(e instanceof TypeError || e instanceof RangeError, `${entry.name} threw ${String(e)}`).toBe(true);
    expect((e as Error).message, `${entry.name}: an unchecked argument`).not.toMatch(DEEP);
    return { error: e };
  }
  const results = Array.isArray(value) ? value : [value];
  for (const r of results) {
    if (isObject(r) && (r as { ok?: unknown }).ok === false) {
      const code = (r as { error: { code: unknown } }).error.code;
      expect(CODES.has(code as string), `${entry.name}: undocumented code ${String(code)}`).toBe(true);
    }
  }
  if (isObject(value) && Array.isArray((value as { errors?: unknown }).errors))
    for (const e of (value as { errors: { code: string }[] }).errors) expect(CODES.has(e.code)).toBe(true);
  return { value };
}

describe('every public function of @xq/notation holds its contract against hostile arguments', () => {
  for (const entry of fns) {
    // The valid call works (so the properties below replace one thing at a time in a real call).
    it(`${entry.name}: the valid call succeeds`, () => {
      expect(succeeded(contract(entry, entry.args).value)).toBe(true);
    });
    test.prop([fc.nat({ max: entry.args.length - 1 }), hostile], { numRuns: 60 })(
      `${entry.name}: one argument replaced`,
      (i, bad) => {
        const args = [...entry.args];
        args[i] = bad;
        const r = contract(entry, args);
        if (!fits[entry.kinds[i]!](bad) && r.error === undefined)
          expect(
            succeeded(r.value),
            `${entry.name} accepted ${String(typeof bad)} as its ${entry.kinds[i]}`,
          ).toBe(false);
      },
    );
    const objects = entry.args.flatMap((a, i) =>
      isObject(a) && !(a instanceof Position) && !(a instanceof Uint8Array) ? [i] : [],
    );
    if (objects.length > 0)
      test.prop([fc.constantFrom(...objects), fc.string({ maxLength: 3 }), hostile, fc.boolean()], {
        numRuns: 60,
      })(`${entry.name}: one field (or one field of a move node) replaced`, (i, extra, bad, inNode) => {
        const args = [...entry.args];
        const target = args[i] as Record<string, unknown>;
        const keys = [...Object.keys(target), extra, '__proto__', 'toString'];
        const key = keys[(extra.length * 7 + (typeof bad).length) % keys.length]!;
        if (inNode && Array.isArray((target as { moves?: unknown }).moves)) {
          const g = target as unknown as GameRecord;
          const node = { ...g.moves[0]! } as Record<string, unknown>;
          node[['move', 'comments', 'nags', 'variations', 'before'][extra.length % 5]!] = bad;
          args[i] = { ...g, moves: [node, ...g.moves.slice(1)] };
        } else if (Array.isArray(target)) {
          args[i] = [...target, bad];
        } else {
          const copy: Record<string, unknown> = { ...target };
          Object.defineProperty(copy, key, {
            value: bad,
            enumerable: true,
            configurable: true,
            writable: true,
          });
          args[i] = copy;
        }
        contract(entry, args);
      });
  }
});
