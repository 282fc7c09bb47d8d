// The option texts of `xq match` read: an engine with its name, options and limits; a time
// control as testers write it; the SPRT's hypotheses; a file of openings.
import { type ClockPolicy, parsePolicy } from '@xq/clock';
import { formatUci, Game, type Move, Position } from '@xq/core';
import { DIALECTS, type Dialect, MAX_WAIT_MS, type SprtSpec } from '@xq/engine';
import { mainLine, parsePgn } from '@xq/notation';
import type { Words } from '../words';

/** A read value or the usage message that refuses it. */
export type Read<T> = { ok: true; value: T } | { ok: false; error: Words };

const no = (en: string, vi: string): { ok: false; error: Words } => ({ ok: false, error: { en, vi } });

/** One engine of a match: its command line, the name shown, its dialect, options and limits. */
export interface EngineSpec {
  readonly cmd: string;
  readonly name?: string;
  readonly dialect?: Dialect;
  readonly options: Readonly<Record<string, string>>;
  readonly depth?: number;
  readonly nodes?: number;
  readonly movetimeMs?: number;
}

/** Splits `a=1,b="x,y"` at the commas outside double quotes; the quotes are taken off. */
function fields(text: string): Read<[string, string][]> {
  const out: [string, string][] = [];
  let cur = '';
  let quoted = false;
  const flush = (): Read<null> => {
    const eq = cur.indexOf('=');
    if (eq <= 0)
      return no(
        `--engine: ${JSON.stringify(cur.slice(0, 40))} is not key=value`,
        `--engine: ${JSON.stringify(cur.slice(0, 40))} không phải khoá=giá trị`,
      );
    out.push([cur.slice(0, eq).trim(), cur.slice(eq + 1)]);
    cur = '';
    return { ok: true, value: null };
  };
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (ch === ',' && !quoted) {
      const r = flush();
      if (!r.ok) return r;
    } else cur += ch;
  }
  if (quoted) return no('--engine: an open double quote', '--engine: thiếu dấu nháy kép đóng');
  const r = flush();
  return r.ok ? { ok: true, value: out } : r;
}

const WHOLE = /^[1-9]\d{0,9}$/;

/**
 * An `--engine` value: a plain command line (`pikafish`), or `cmd=CMD,name=N,dialect=D,depth=N,
 * nodes=N,movetime=MS,option.NAME=VALUE` (a value holding a comma in double quotes).
 */
export function parseEngineSpec(text: string): Read<EngineSpec> {
  if (text.trim() === '') return no('--engine: the command line is empty', '--engine: dòng lệnh trống');
  if (!text.startsWith('cmd=')) return { ok: true, value: { cmd: text, options: Object.create(null) } };
  const read = fields(text);
  if (!read.ok) return read;
  let spec: { -readonly [K in keyof EngineSpec]: EngineSpec[K] } = { cmd: '', options: {} };
  const options: Record<string, string> = Object.create(null);
  for (const [key, value] of read.value) {
    if (key === 'cmd') spec.cmd = value;
    else if (key === 'name') spec.name = value;
    else if (key === 'dialect') {
      if (!(DIALECTS as readonly string[]).includes(value))
        return no(
          `--engine: dialect must be one of ${DIALECTS.join(', ')}`,
          `--engine: dialect phải là một trong ${DIALECTS.join(', ')}`,
        );
      spec.dialect = value as Dialect;
    } else if (key === 'depth' || key === 'nodes' || key === 'movetime') {
      const n = Number(value);
      if (!WHOLE.test(value) || (key === 'movetime' && n > MAX_WAIT_MS))
        return no(
          `--engine: ${key} must be a positive whole number`,
          `--engine: ${key} phải là số nguyên dương`,
        );
      spec = key === 'movetime' ? { ...spec, movetimeMs: n } : { ...spec, [key]: n };
    } else if (key.startsWith('option.') && key.length > 7) options[key.slice(7)] = value;
    else
      return no(
        `--engine: unknown key ${JSON.stringify(key.slice(0, 30))}`,
        `--engine: không có khoá ${JSON.stringify(key.slice(0, 30))}`,
      );
  }
  if (spec.cmd.trim() === '') return no('--engine: cmd= is empty', '--engine: cmd= trống');
  return { ok: true, value: { ...spec, options } };
}

/** A time control as engine testers write it, as a clock policy and what `go` is told. */
export interface TimeControl {
  readonly policy: ClockPolicy;
  readonly incrementMs: number;
}

const SECONDS = /^(?:(\d{1,4})\/)?(\d{1,6}(?:\.\d{1,3})?)(?:\+(\d{1,5}(?:\.\d{1,3})?))?$/;

/** `--tc`: `SECONDS[+INC]` or `MOVES/SECONDS[+INC]` (cutechess's form, seconds with decimals). */
export function parseTc(text: string): Read<TimeControl> {
  const m = SECONDS.exec(text);
  const bad = no(
    `--tc takes SECONDS[+INC] or MOVES/SECONDS[+INC] (10+0.1, 40/60+0.5), not ${JSON.stringify(text.slice(0, 20))}`,
    `--tc nhận GIÂY[+CỘNG] hoặc NƯỚC/GIÂY[+CỘNG] (10+0.1, 40/60+0.5), không phải ${JSON.stringify(text.slice(0, 20))}`,
  );
  if (!m) return bad;
  const timeMs = Math.round(Number(m[2]) * 1000);
  const incrementMs = m[3] === undefined ? 0 : Math.round(Number(m[3]) * 1000);
  const moves = m[1] === undefined ? null : Number(m[1]);
  if (timeMs <= 0 || timeMs > MAX_WAIT_MS || moves === 0) return bad;
  const policy = parsePolicy({
    name: `tc ${text}`,
    control: {
      stages: [
        {
          timeMs,
          ...(moves === null ? {} : { moves, repeat: 'forever' }),
          ...(incrementMs > 0 ? { bonus: { type: 'fischer', ms: incrementMs } } : {}),
        },
      ],
    },
  });
  if (!policy.ok) return bad;
  return { ok: true, value: { policy: policy.value, incrementMs } };
}

/** `--sprt elo0=E0,elo1=E1[,alpha=A][,beta=B]` (alpha and beta 0.05 by default). */
export function parseSprt(text: string): Read<SprtSpec> {
  const values: Record<string, number> = { alpha: 0.05, beta: 0.05 };
  const bad = no(
    '--sprt takes elo0=E0,elo1=E1[,alpha=A,beta=B] with elo0 < elo1, 0 < alpha, beta and alpha + beta < 1',
    '--sprt nhận elo0=E0,elo1=E1[,alpha=A,beta=B] với elo0 < elo1, 0 < alpha, beta và alpha + beta < 1',
  );
  for (const part of text.split(',')) {
    const [k, v, extra] = part.split('=');
    if (extra !== undefined || v === undefined || !['elo0', 'elo1', 'alpha', 'beta'].includes(k!)) return bad;
    if (!/^-?\d{1,5}(?:\.\d{1,6})?$/.test(v)) return bad;
    values[k!] = Number(v);
  }
  const { elo0, elo1, alpha, beta } = values;
  if (elo0 === undefined || elo1 === undefined || !(elo0 < elo1)) return bad;
  if (!(alpha! > 0 && beta! > 0 && alpha! + beta! < 1)) return bad;
  return { ok: true, value: { elo0, elo1, alpha: alpha!, beta: beta! } };
}

/**
 * An opening: the position a game starts from (Trắng to move: a game with a clock starts so) and
 * the moves played from it before the engines take over (ICCS).
 */
export interface Opening {
  readonly fen: string;
  readonly moves: readonly string[];
  readonly source: string;
}

/** The refusal of an opening whose game would start with Đen to move. */
const blackFirst = (en: string, vi: string) =>
  no(
    `--openings: ${en}: a game with a clock starts with red to move; give an opening with black to move as a PGN game with its moves`,
    `--openings: ${vi}: ván có đồng hồ bắt đầu với Trắng đi trước; hãy cho khai cuộc Đen đi trước dưới dạng ván PGN có các nước đi`,
  );

/**
 * The openings of a file: PGN games (their first `plies` moves, all of them by default), or one
 * FEN or EPD a line (the board and the side; an EPD's operations are ignored). Lines starting
 * with `#` and blank lines are skipped.
 */
export function readOpenings(text: string, plies: number | undefined): Read<Opening[]> {
  const out: Opening[] = [];
  if (/^\s*\[/m.test(text) || /^\s*1\./m.test(text)) {
    const games = parsePgn(text);
    for (const [i, g] of games.entries()) {
      if (!g.ok)
        return no(
          `--openings: game ${i + 1}: ${g.error.message}`,
          `--openings: ván ${i + 1}: ${g.error.code}`,
        );
      const moves: Move[] = mainLine(g.value).slice(0, plies ?? Number.POSITIVE_INFINITY);
      const played = Game.replay(g.value.fen, moves);
      if (!played.ok)
        return no(
          `--openings: game ${i + 1}: ${played.error.message}`,
          `--openings: ván ${i + 1}: ${played.error.code}`,
        );
      if (played.value.start.turn !== 'red') return blackFirst(`game ${i + 1}`, `ván ${i + 1}`);
      if (played.value.outcome()) continue;
      out.push({ fen: played.value.start.fen(), moves: moves.map(formatUci), source: `game ${i + 1}` });
    }
  } else {
    for (const [i, raw] of text.split(/\r?\n/).entries()) {
      const line = raw.trim();
      if (line === '' || line.startsWith('#')) continue;
      const [board, side = 'w'] = line.split(/\s+/);
      const p = Position.fromFen(`${board} ${side} - - 0 1`);
      if (!p.ok)
        return no(
          `--openings: line ${i + 1}: ${p.error.message}`,
          `--openings: dòng ${i + 1}: ${p.error.code}`,
        );
      if (p.value.turn !== 'red') return blackFirst(`line ${i + 1}`, `dòng ${i + 1}`);
      if (p.value.legalMoves().length === 0) continue;
      out.push({ fen: p.value.fen(), moves: [], source: `line ${i + 1}` });
    }
  }
  if (out.length === 0)
    return no('--openings: no opening with a move to play', '--openings: không có khai cuộc nào còn nước đi');
  return { ok: true, value: out };
}

/** The openings in a seeded order (mulberry32): the same seed, the same order. */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  let a = seed >>> 0;
  const random = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
