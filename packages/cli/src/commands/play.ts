import {
  type ClassifiedMove,
  explainRuling,
  Game,
  type Outcome,
  type OutcomeReason,
  RULE_SETS,
  type RuleSet,
  squareName,
} from '@xq/core';
import { type CommandSpec, commandOf } from '../command';
import type { Command } from '../io';

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

/** Why a game ended, in the words of the law (Điều 7), for `--explain --lang vi`. */
const REASON_VI: Readonly<Record<OutcomeReason, string>> = {
  checkmate: 'chiếu hết',
  'no-legal-moves': 'hết nước đi',
  'dead-position': 'không bên nào còn quân qua sông được',
  'perpetual-check': 'chiếu mãi',
  'forbidden-repetition': 'phạm luật cấm lặp lại nước đi',
  'repetition-draw': 'lặp lại nước đi',
  'move-limit': 'sáu mươi nước không ăn quân (Điều 12)',
  resignation: 'xin thua',
  agreement: 'hai bên thỏa thuận hòa',
  time: 'hết giờ',
  'late-arrival': 'đến muộn',
  'sealed-move': 'nước niêm phong',
  penalty: 'bị xử phạt',
  forfeit: 'bỏ cuộc',
};

/** The outcome for a person: the core's English sentence, or its Vietnamese (Trắng/Đen). */
function outcomeText(outcome: Outcome, lang: 'en' | 'vi'): string {
  if (lang === 'en') return `Outcome: ${outcome.explanation}`;
  const who = outcome.winner === null ? 'Hòa' : `${outcome.winner === 'red' ? 'Trắng' : 'Đen'} thắng`;
  return `Kết quả: ${who}, ${REASON_VI[outcome.reason]}`;
}

/** `xq play` as data: options, help and run. @category CLI */
export const playSpec: CommandSpec = {
  name: 'play',
  summary: 'replay moves and rule on the game: outcome, repetition verdicts (--explain)',
  description: `Replays UCCI moves (h2e2 ...) under the law and prints one JSON object (--json is
accepted: the output is JSON unless --explain):
  {"fen": ..., "outcome": null | {"winner": "red"|"black"|null, "reason", "rule", "detail",
   "detailVerified", "ruleTitle", "article", "explanation"}, "cycle": [...]}
"outcome" is null while the game goes on ("winner" null for a draw); "cycle" is the classified
repetition cycle (check, mate threat, chase of which piece by which, exchange, block, idle) when
the last position stands for the third time; "rule" is the AXF rule that decides the cycle,
"detail" its Điều 24 number (inferred as 24.n = rule n + 4 unless "detailVerified"). The third
occurrence ends the game: later moves are refused. An illegal move exits with status 1 and a
JSON error naming it. --rules: asian (default, the AXF rules the Vietnamese law follows),
chinese (perpetual mate threat also forbidden), simple (only perpetual check loses).`,
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
      value: 'SET',
      description: 'repetition rule set: asian, chinese or simple',
    },
    {
      name: 'explain',
      kind: 'boolean',
      description: 'print the result for a person (in --lang) instead of JSON',
    },
  ],
  variadic: 'MOVE',
  json: 'document',
  lang: 'en',
  run: async ({ io, options, args: positionals, json, lang, usage, printJson }) => {
    if (options.explain && json) return usage('--explain and --json exclude each other');
    const rules = (options.rules ?? 'asian') as RuleSet;
    if (!RULE_SETS.includes(rules)) return usage(`--rules must be one of ${RULE_SETS.join(', ')}`);
    const moves = positionals.flatMap((p) => p.split(/[\s,]+/)).filter((m) => m !== '');
    const start = typeof options.fen === 'string' ? options.fen : undefined;
    const created = Game.create(start, { rules });
    if (!created.ok) {
      io.out(`${JSON.stringify({ error: { code: created.error.code, message: created.error.message } })}\n`);
      return 1;
    }
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
      if (options.explain) io.out(`${e.message}\n`);
      else
        io.out(
          `${JSON.stringify({ error: { code: e.code, message: e.message, move: e.move, index: e.index, moveNumber: e.moveNumber, side: e.side } })}\n`,
        );
      return 1;
    }
    const game = replay.value;
    const outcome = game.outcome();
    const ruling = game.repetitionRuling();
    const fen = game.position.fen();
    if (options.explain) {
      if (ruling && outcome?.reason === ruling.reason) io.out(`FEN: ${fen}\n${explainRuling(ruling, lang)}`);
      else if (outcome)
        io.out(`FEN: ${fen}\n${outcomeText(outcome, lang)} (${outcome.reason}, ${outcome.article})\n`);
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

/** `xq play`: replays moves and reports the outcome, with repetition rulings. @category CLI */
export const playCommand: Command = commandOf(playSpec);
