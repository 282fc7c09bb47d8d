// `xq referee`: the law as a service. One game state a line in (JSON), one ruling a line out,
// streaming: a game server writes a line and reads the answer, in one process for many games.
import {
  EXPLAIN_LANGUAGES,
  explainRuling,
  formatUci,
  Game,
  INITIAL_FEN,
  judgeRepetition,
  type Move,
  type Outcome,
  type RepetitionRuling,
  RULE_SETS,
  type RuleSet,
} from '@xq/core';
import { bannedMoves, LineSplitter } from '@xq/engine';
import { type CommandSpec, commandOf } from '../command';
import type { Command, Io } from '../io';

/** The longest line read (characters); a longer one is answered with REFEREE_LINE_TOO_LONG. */
export const REFEREE_MAX_LINE = 1 << 20;
/** The most moves a line may give. */
export const REFEREE_MAX_MOVES = 10_000;

type Texts = { readonly en: string; readonly vi: string; readonly zh: string };

/** The end of a game that is not a repetition, in the three languages (the article cited). */
const OUTCOME_TEXTS: Readonly<Record<string, { vi: string; zh: string }>> = {
  checkmate: {
    vi: 'Chiếu hết: bên bị chiếu hết thua (Điều 7.1a).',
    zh: '将死：被将死的一方负（越南象棋规则第 7.1a 条）。',
  },
  'no-legal-moves': {
    vi: 'Bên đến lượt đi không còn nước đi hợp lệ nào nên thua (Điều 7.1b).',
    zh: '困毙：轮到走棋的一方无着可走，判负（越南象棋规则第 7.1b 条）。',
  },
  'dead-position': {
    vi: 'Hai bên đều không còn quân để chiếu hết: hòa (Điều 7.2a).',
    zh: '双方都没有可以将死对方的子力：和棋（越南象棋规则第 7.2a 条）。',
  },
  'move-limit': {
    vi: 'Quá số nước đi không ăn quân mà luật cho phép: hòa (Điều 12).',
    zh: '超过自然限着：和棋（越南象棋规则第 12 条）。',
  },
};

const explainAll = (r: RepetitionRuling, head?: Texts): Texts =>
  Object.fromEntries(
    EXPLAIN_LANGUAGES.map((l) => [l, `${head ? head[l] : ''}${explainRuling(r, l)}`]),
  ) as Texts;

function outcomeTexts(game: Game, outcome: Outcome): Texts {
  const ruling = game.repetitionRuling();
  if (ruling && ruling.reason === outcome.reason) return explainAll(ruling);
  const t = OUTCOME_TEXTS[outcome.reason];
  return { en: outcome.explanation, vi: t?.vi ?? outcome.explanation, zh: t?.zh ?? outcome.explanation };
}

/** Why a move is banned: the ruling of the cycle it would repeat, as bannedMoves judges it. */
function banTexts(game: Game, move: Move): Texts | null {
  const copy = Game.replay(game.start, game.moves, game.options);
  if (!copy.ok || !copy.value.play(move).ok) return null;
  const g = copy.value;
  const occ = g.occurrences();
  if (occ.length < 2) return null;
  const first = occ[occ.length - 2]!;
  const moves = g.moves.slice(first);
  const ruling = judgeRepetition(
    { start: g.positions()[first]!, moves, occurrences: [0, moves.length] },
    g.options,
  );
  const m = formatUci(move);
  return explainAll(ruling, {
    en: `${m} is banned: it would repeat the position in a cycle the law forbids the mover.\n`,
    vi: `Nước ${m} bị cấm: nó lặp lại thế cờ trong một chu kỳ mà luật cấm bên đi.\n`,
    zh: `${m} 被禁止：走这一着会形成规则禁止的重复局面。\n`,
  });
}

type Answer = Record<string, unknown>;
const bad = (code: string, message: string, id?: unknown): Answer => ({
  ...(id === undefined ? {} : { id }),
  error: { code, message },
});
const KEYS = new Set(['fen', 'moves', 'rules', 'id']);

/** The answer to one line: the game's state under the law, or a typed error. */
export function referee(line: string): Answer {
  let input: unknown;
  try {
    input = JSON.parse(line);
  } catch {
    return bad('REFEREE_BAD_JSON', 'the line is not JSON');
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return bad('REFEREE_BAD_INPUT', 'a line is a JSON object {fen?, moves, rules?, id?}');
  const o = input as Record<string, unknown>;
  const idValue = Object.hasOwn(o, 'id') ? o.id : undefined;
  const id = typeof idValue === 'string' || typeof idValue === 'number' ? idValue : undefined;
  if (idValue !== undefined && id === undefined)
    return bad('REFEREE_BAD_INPUT', 'id must be a string or a number');
  for (const k of Object.keys(o))
    if (!KEYS.has(k)) return bad('REFEREE_BAD_INPUT', `unknown field ${JSON.stringify(k.slice(0, 40))}`, id);
  const fen = Object.hasOwn(o, 'fen') ? o.fen : undefined;
  if (fen !== undefined && typeof fen !== 'string')
    return bad('REFEREE_BAD_INPUT', 'fen must be a string', id);
  const moves = Object.hasOwn(o, 'moves') ? o.moves : [];
  if (!Array.isArray(moves) || !moves.every((m) => typeof m === 'string'))
    return bad('REFEREE_BAD_INPUT', 'moves must be a list of ICCS moves (h2e2)', id);
  if (moves.length > REFEREE_MAX_MOVES)
    return bad('REFEREE_BAD_INPUT', `at most ${REFEREE_MAX_MOVES} moves a line`, id);
  const rules = Object.hasOwn(o, 'rules') ? o.rules : undefined;
  if (rules !== undefined && !(RULE_SETS as readonly unknown[]).includes(rules))
    return bad('REFEREE_BAD_INPUT', `rules must be one of ${RULE_SETS.join(', ')}`, id);
  const replayed = Game.replay(fen ?? INITIAL_FEN, moves, rules ? { rules: rules as RuleSet } : {});
  if (!replayed.ok) return bad(replayed.error.code, replayed.error.message, id);
  const game = replayed.value;
  const outcome = game.outcome();
  const banned = outcome ? [] : bannedMoves(game);
  const explanation = outcome
    ? outcomeTexts(game, outcome)
    : banned.length > 0
      ? banTexts(game, banned[0]!)
      : null;
  return {
    ...(id === undefined ? {} : { id }),
    outcome: outcome ? { winner: outcome.winner, reason: outcome.reason, article: outcome.article } : null,
    banned: banned.map(formatUci),
    check: game.position.isCheck(),
    explanation,
  };
}

/** Standard input as it comes: chunk by chunk when the Io streams, else all at once. */
async function* chunks(io: Io): AsyncIterable<string> {
  if (io.readStdinChunks) yield* io.readStdinChunks();
  else yield await io.readStdin();
}

/** `xq referee` as data. @category CLI */
export const refereeSpec: CommandSpec = {
  name: 'referee',
  summary: 'the law as a service: one game state a line in, one ruling a line out',
  description: `Reads JSON lines on standard input, one game state a line: {"fen"?: FEN (default: the start),
"moves": [ICCS moves], "rules"?: "asian" | "chinese" | "simple", "id"?: string | number}, and
answers each with one line as soon as it is read: {"id"?, "outcome": null | {"winner": "red" |
"black" | null, "reason", "article"}, "banned": [the moves the law forbids the side to move: a
repetition in a cycle it may not keep up], "check": true | false, "explanation": null | {"en",
"vi", "zh"}} (why the game ended, or why the first banned move is banned, in English, Vietnamese
and Chinese: 长将, 长捉, 一将一捉 …). A bad line is answered on its own line with {"error":
{"code", "message"}} (REFEREE_BAD_JSON, REFEREE_BAD_INPUT, REFEREE_LINE_TOO_LONG, or the code of
the FEN or the move refused), and the next line is read. Nothing is kept from one line to the
next: one process serves many games with bounded memory (a line holds at most ${REFEREE_MAX_LINE}
characters and ${REFEREE_MAX_MOVES} moves). Exit status 0 at the end of the input.`,
  json: 'lines',
  lang: 'en',
  run: async (c) => {
    const splitter = new LineSplitter(REFEREE_MAX_LINE, 1);
    let cut = 0;
    const answer = (line: string) => {
      const tooLong = splitter.cut > cut;
      cut = splitter.cut;
      if (line.trim() === '' && !tooLong) return;
      const a = tooLong
        ? bad('REFEREE_LINE_TOO_LONG', `a line holds at most ${REFEREE_MAX_LINE} characters`)
        : referee(line);
      c.io.out(`${JSON.stringify(a)}\n`);
    };
    for await (const chunk of chunks(c.io)) splitter.push(chunk, answer);
    splitter.flush(answer);
    return 0;
  },
};

/** `xq referee`: the law as a service. @category CLI */
export const refereeCommand: Command = commandOf(refereeSpec);
