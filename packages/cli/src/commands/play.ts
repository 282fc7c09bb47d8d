import {
  type ClassifiedMove,
  type Color,
  explainRuling,
  Game,
  type Move,
  type Outcome,
  RULE_SETS,
  type RuleSet,
  squareName,
} from '@xq/core';
import { decodeText, detectRecordFormat, mainLine } from '@xq/notation';
import { type CommandSpec, commandOf } from '../command';
import type { Command, ExitCode, Io } from '../io';
import { cannotRead, REASON_VI } from '../messages-vi';
import { rulingInLawNotation } from '../moves-vi';
import { notationArg, readMove } from '../notation-arg';
import { gameNumberOption } from '../option-values';
import type { Words } from '../words';
import { readRecords } from './convert';

interface ChaseJson {
  readonly target: string;
  readonly targetRole: string;
  readonly by: string;
  readonly byRole: string;
  readonly why: string;
  readonly protection: string;
  readonly immobile: boolean;
  readonly sameType: boolean;
}

function cycleJson(m: ClassifiedMove): object {
  const chases: ChaseJson[] = m.chases.map((c) => ({
    target: squareName(c.target),
    targetRole: c.targetRole,
    by: squareName(c.by),
    byRole: c.byRole,
    why: c.why,
    protection: c.protection,
    immobile: c.immobile,
    sameType: c.sameType,
  }));
  return {
    ply: m.index + 1,
    color: m.color,
    move: `${squareName(m.move.from)}${squareName(m.move.to)}`,
    kind: m.kind,
    ...(m.checkers ? { checkers: m.checkers.map(squareName) } : {}),
    chases,
    perpetual: m.perpetual,
  };
}

const NOT_OVER = { en: 'Outcome: the game goes on', vi: 'Kết quả: ván cờ tiếp tục' } as const;

/** The outcome for a person: the core's English sentence, or its Vietnamese (Trắng/Đen). */
function outcomeText(outcome: Outcome, lang: 'en' | 'vi'): string {
  if (lang === 'en') return `Outcome: ${outcome.explanation}`;
  const who = outcome.winner === null ? 'Hòa' : `${outcome.winner === 'red' ? 'Trắng' : 'Đen'} thắng`;
  return `Kết quả: ${who}, ${REASON_VI[outcome.reason]}`;
}

const FROM = notationArg('from', 'the notation of the moves (default: detected)');
const GAME = gameNumberOption("with --record: the game's number (default 1)");

/** `xq play` as data: options, help and run. @category CLI */
export const playSpec: CommandSpec = {
  name: 'play',
  summary: 'replay moves and rule on the game: outcome, repetition verdicts (--explain)',
  usage: ['xq play [--fen FEN] [--from NOTATION] MOVE...', 'xq play --record FILE [--game N] [--json]'],
  description: `Replays moves in any notation xq notation reads (UCCI h2e2, P2-5 M8.7, C2.5, 炮二平五 ...;
--from to name it) under the law and prints one JSON object (--json is
accepted: the output is JSON unless --explain):
  {"fen": ..., "outcome": null | {"winner": "red"|"black"|null, "reason", "rule", "detail",
   "detailVerified", "ruleTitle", "article", "explanation"}, "cycle": [...]}
"outcome" is null while the game goes on ("winner" null for a draw); "cycle" is the classified
repetition cycle (check, mate threat, chase of which piece by which, exchange, block, idle) when
the last position stands for the third time; "rule" is the AXF rule that decides the cycle,
"detail" its Điều 24 number (inferred as 24.n = rule n + 4 unless "detailVerified"). The third
occurrence ends the game: later moves are refused. An illegal move exits with status 1 and a
JSON error naming it. --rules: asian (default, the AXF rules the Vietnamese law follows),
chinese (perpetual mate threat also forbidden), simple (only perpetual check loses).
--record FILE rules on a record as it was written (any format xq convert reads: PGN, DhtmlXQ,
XQF, CBR, CBL; --game N picks the Nth game, default 1): every move is played, past the points
where the law would have ended the game, and one JSON object is printed:
  {"plies": N, "outcome": null | {...}, "rulings": [{"ply", "moveNumber", "side", "winner",
   "reason", "article", "explanation"}], "result": the record's own result,
   "resultAgrees": true | false | null}
"outcome" is the law's: the first ruling, or the last position's outcome; "resultAgrees" compares
it with the record's result (13.1: false when the board decided otherwise, null when the board
decides nothing or the record has no result). A record without
moves whose board is no start (a mate diagram) is {"plies": 0, ..., "note": why}.`,
  options: [
    {
      name: 'fen',
      kind: 'string',
      value: 'FEN',
      description: 'the start position (default: the start of a game)',
    },
    {
      name: 'rules',
      kind: 'string',
      choices: RULE_SETS,
      description: 'repetition rule set (default asian)',
    },
    {
      name: 'explain',
      kind: 'boolean',
      description: 'print the result for a person (in --lang) instead of JSON',
    },
    FROM,
    { name: 'record', kind: 'string', value: 'FILE', description: 'rule on a record file as written' },
    GAME,
  ],
  variadic: 'MOVE',
  json: 'document',
  lang: 'en',
  run: async ({ io, options, args: positionals, json, lang, usage, fail, printJson, value }) => {
    if (options.explain && json)
      return usage({ en: '--explain and --json exclude each other', vi: 'không dùng --explain cùng --json' });
    const rules = (options.rules ?? 'asian') as RuleSet;
    if (typeof options.record === 'string') {
      if (positionals.length > 0 || options.explain || options.fen !== undefined)
        return usage({
          en: '--record takes no moves, --fen or --explain',
          vi: '--record không đi kèm nước đi, --fen hay --explain',
        });
      return playRecord(io, options.record, value(GAME) ?? 1, rules, printJson, fail);
    }
    if (options.game !== undefined)
      return usage({ en: '--game is for --record', vi: '--game chỉ dùng với --record' });
    const from = value(FROM);
    const texts = positionals.flatMap((p) => p.split(/[\s,]+/)).filter((m) => m !== '');
    const start = typeof options.fen === 'string' ? options.fen : undefined;
    const created = Game.create(start, { rules });
    if (!created.ok) {
      io.out(`${JSON.stringify({ error: { code: created.error.code, message: created.error.message } })}\n`);
      return 1;
    }
    const moves = readMoves(created.value, texts, from);
    const replay = Game.replay(created.value.start, moves, { rules });
    if (!replay.ok) {
      const e = replay.error as {
        code: string;
        message: string;
        index?: number;
        move?: string;
        side?: string;
        moveNumber?: number;
      };
      // The text as typed, not the move it was read as.
      const typed = e.index === undefined ? e.move : texts[e.index];
      if (options.explain) io.out(`${e.message}\n`);
      else
        io.out(
          `${JSON.stringify({ error: { code: e.code, message: e.message, move: typed, index: e.index, moveNumber: e.moveNumber, side: e.side } })}\n`,
        );
      return 1;
    }
    const game = replay.value;
    const outcome = game.outcome();
    const ruling = game.repetitionRuling();
    const fen = game.position.fen();
    if (options.explain) {
      if (ruling && outcome?.reason === ruling.reason) {
        const text = explainRuling(ruling, lang);
        // In Vietnamese the cycle's moves are written in the law's notation (Điều 11).
        io.out(
          `FEN: ${fen}\n${lang === 'vi' ? rulingInLawNotation(text, ruling.cycle, created.value.start, moves) : text}`,
        );
      } else if (outcome)
        io.out(
          `FEN: ${fen}\n${outcomeText(outcome, lang)} (${lang === 'vi' ? 'Điều' : outcome.reason}, ${outcome.article})\n`,
        );
      else io.out(`FEN: ${fen}\n${NOT_OVER[lang]}\n`);
      return 0;
    }
    const result = {
      fen,
      outcome: outcome
        ? {
            winner: outcome.winner,
            reason: outcome.reason,
            rule: ruling && outcome.reason === ruling.reason ? ruling.rule : null,
            ...(ruling && outcome.reason === ruling.reason && ruling.axf.length === 1
              ? {
                  detail: ruling.axf[0]!.detail,
                  detailVerified: ruling.axf[0]!.detailVerified,
                  ruleTitle: ruling.axf[0]!.title,
                }
              : {}),
            article: outcome.article,
            explanation: outcome.explanation,
          }
        : null,
      cycle: ruling ? ruling.cycle.map(cycleJson) : [],
    };
    printJson(result);
    return 0;
  },
};

/**
 * The moves as `{ from, to }` where each reads in its position (any notation, `from` when
 * given); from the first one that does not, the texts as given, for {@link Game.replay} to
 * report with its index and side.
 */
function readMoves(
  game: Game,
  texts: readonly string[],
  from: Parameters<typeof readMove>[2],
): (Move | string)[] {
  const out: (Move | string)[] = [];
  let pos = game.start;
  for (const [i, text] of texts.entries()) {
    const m = readMove(pos, text, from);
    if (!m.ok || !pos.isLegal(m.value)) return [...out, ...texts.slice(i)];
    out.push(m.value);
    pos = pos.play(m.value);
  }
  return out;
}

/** `xq play --record FILE`: the record's main line replayed as written, with the law's rulings. */
/**
 * Whether a record's own result agrees with the board (13.1: the arbiter "bày lại bàn cờ, đối
 * chiếu với biên bản"): `false` when the law decided the game on the board (a mate, a stalemate, a
 * repetition ruling) and the record says otherwise; `null` when the board decides nothing (a
 * resignation, a flag, an agreed draw leave no trace in the moves) or the record gives no result.
 */
function resultAgrees(result: string, outcome: { readonly winner: Color | null } | null): boolean | null {
  const said = RECORD_RESULTS[result];
  if (outcome === null || said === undefined) return null;
  return said === (outcome.winner ?? 'draw');
}

/** A record's result as the side it names ('draw' for a draw); `*` and unknown texts are absent. */
const RECORD_RESULTS: Readonly<Record<string, Color | 'draw'>> = Object.assign(Object.create(null), {
  '1-0': 'red',
  '0-1': 'black',
  '1/2-1/2': 'draw',
} as const);

async function playRecord(
  io: Io,
  file: string,
  n: number,
  rules: RuleSet,
  printJson: (value: unknown) => void,
  input: (message: Words) => 1,
): Promise<ExitCode> {
  let bytes: Uint8Array;
  try {
    bytes = await io.readFile(file);
  } catch (e) {
    return input(cannotRead(file, e));
  }
  const fail = (code: string, message: string): 1 => {
    printJson({ error: { code, message } });
    return 1;
  };
  const records = readRecords(bytes, decodeText(bytes), detectRecordFormat(bytes), undefined);
  if (!records.ok) return fail(records.error.code, records.error.message);
  const record = records.value[n - 1];
  if (record === undefined)
    return fail('RECORD_NO_GAME', `the file holds ${records.value.length} games, not ${n}`);
  if (!record.game.ok) return fail(record.game.error.code, `${record.label}: ${record.game.error.message}`);
  const game = record.game.value;
  const moves = mainLine(game);
  const replayed = Game.replayRecord(game.fen, moves, { rules });
  if (!replayed.ok && moves.length === 0) {
    // A board without moves that is no start (a mate diagram): nothing was played, nothing to rule.
    printJson({
      plies: 0,
      outcome: null,
      rulings: [],
      result: game.result,
      resultAgrees: null,
      note: replayed.error.message,
    });
    return 0;
  }
  if (!replayed.ok) return fail(replayed.error.code, replayed.error.message);
  const { rulings } = replayed.value;
  const last = replayed.value.game.outcome();
  const outcome = rulings[0] ?? last;
  printJson({
    plies: replayed.value.game.ply,
    outcome: outcome
      ? {
          winner: outcome.winner,
          reason: outcome.reason,
          article: outcome.article,
          explanation: outcome.explanation,
        }
      : null,
    rulings: rulings.map((r) => ({
      ply: r.ply,
      moveNumber: r.moveNumber,
      side: r.side,
      winner: r.winner,
      reason: r.reason,
      article: r.article,
      explanation: r.explanation,
    })),
    result: game.result,
    resultAgrees: resultAgrees(game.result, outcome ?? null),
  });
  return 0;
}

/** `xq play`: replays moves and reports the outcome, with repetition rulings. @category CLI */
export const playCommand: Command = commandOf(playSpec);
