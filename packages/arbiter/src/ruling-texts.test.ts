// The ruling table as a Vietnamese arbiter reads it: every sentence of every ruling code, said
// with sample facts, is Vietnamese in the law's words — Trắng/Đen, never Đỏ, and none of a list
// of English words (issue 26: "never 'perpetual-check' or 'asian' inside Vietnamese text").
import { Position, parseSquare } from '@xq/core';
import { describe, expect, it } from 'vitest';
import { THIRD_PARTY_NAMES } from './event';
import {
  type Bilingual,
  CLOCK_COMMAND_TEXTS,
  describe as describeObligation,
  faultText,
  INCIDENT_TEXTS,
  OUTCOME_TEXTS,
  RESULT_TEXTS,
} from './phrases';
import { lossOf } from './results';
import { RULING_CODES } from './ruling';
import { RULING_TEXTS } from './ruling-texts';
import { type Obligation, obligation, TOUCH_CLAUSES } from './touch';
import { PENALTY_NAMES } from './vocab';

/**
 * English words that must not appear in Vietnamese text: the list of the CLI's `lang.test.ts`,
 * and the words of the arbiter (its events, the clock's commands, the rulings' English).
 * Codes (`FEN_BAD_RANK`), ICCS moves and points (`h2e2`) are not words of this list.
 */
const ENGLISH =
  /\b(?:red|white|black|round|rounds|swiss|lots|bye|forfeit|draw|draws|win|wins|loss|loses|player|players|points|error|unknown|invalid|asian|perpetual|check|chase|not|the|and|is|of|with|must|expected|missing|file|move|moves|game|games|minutes|seconds|side|sides|time|clock|touch|touched|piece|pieces|offer|claim|sealed|seal|envelope|arbiter|fault|faults|technical|conduct|penalty|reminder|warning|pause|resume|adjust|arrive|flag|press|start|finish|adjourn|adjourned|resign|resigns|illegal|legal|position|scoresheet|repetition|limit|capture|annulled|restored|refused|accepted|declined|agreed|both|event|command|no|by|to|for|on|it|has|any)\b/u;

/** Điều 2.2: "Quy định quân cờ Tướng chỉ có hai màu là Trắng và Đen." */
const NOT_THE_LAWS_COLOUR = /Đỏ|đỏ|Xanh|xanh/u;

/** The law numbers an article as `9.1`, `7.1n`, `10.2.1a`, a range `9.1–9.5`, `Điều 7`, `Chương V`. */
const ARTICLE = /^(?:Điều \d+|Chương [IVX]+|\d+(?:\.\d+)*[a-z]?(?:–(?:\d+(?:\.\d+)*)?[a-z]?)?)$/u;

const pos = Position.initial();
const h2 = parseSquare('h2')!;
const h7 = parseSquare('h7')!;
const bound = obligation(pos, [[h2]])!;
const both = obligation(pos, [[h2, h7]])!;
const anyMove: Obligation = { ...bound, moves: null, fault: true };
const res = lossOf('red', 'resignation', '7.1k', RESULT_TEXTS.resignation.say('red'));
const fault = faultText({ side: 'black', kind: 'technical', count: 2 }, false);
const lost = faultText({ side: 'red', kind: 'conduct', count: 3 }, true);
const prefix = RULING_TEXTS.unsealed.explained.say('h2e2');

type FactsOf<T> = T extends { readonly say: (...facts: infer A) => Bilingual } ? readonly A[] : never;
type TableFacts<T> = { readonly [K in keyof T]: { readonly [V in keyof T[K]]: FactsOf<T[K][V]> } };

/** Sample facts for every sentence of the table: a code or a sentence without them does not compile. */
const FACTS: TableFacts<typeof RULING_TEXTS> = {
  started: { game: [['red'], ['black']] },
  touched: {
    bound: [
      ['red', bound, false],
      ['black', both, true],
      ['red', anyMove, false],
    ],
  },
  'touch-no-obligation': { notToMove: [['black']] },
  'no-piece': { empty: [['e5, e4']] },
  'accidental-touch': {
    inadvertent: [
      ['red', 1, 'reminder'],
      ['black', 2, 'warning'],
    ],
  },
  adjusted: { announced: [['red']] },
  'adjust-refused': { notOwnTurn: [['black']] },
  moved: {
    played: [
      [{ vi: '', en: '' }, 'red', 'h2e2', null, null, null],
      [prefix, 'black', 'h7e7', anyMove, fault, res],
      [{ vi: '', en: '' }, 'red', 'h2e2', bound, lost, null],
    ],
  },
  'move-refused': {
    notYourTurn: [['black']],
    touchMove: [['b2e2', 'red', bound]],
    firstPoint: [['e2']],
  },
  'illegal-move': { illegal: [['h2h9', fault]], lost: [['h2h9', lost, res]] },
  fault: {
    recorded: [
      [[fault], '16.3', null],
      [[fault, lost], '15.7b', res],
    ],
    obligationUnmet: [[prefix, anyMove, res]],
    notCompleted: [['red', 4]],
  },
  incident: {
    ladder: [
      ['red', 'dropped-piece', 1, 'reminder', '9.8', null],
      ['black', 'borrowed-scoresheet', 3, 'conduct-fault', '11.3a', res],
    ],
  },
  unrecorded: {
    fault: [
      ['red', 4, 1, 1, null],
      ['black', 5, 3, 3, res],
    ],
  },
  'unrecorded-short': { short: [['red', 3]] },
  'unrecorded-exempt': { excused: [['red']], lowTime: [['red']], lastStage: [['black']] },
  'draw-offered': { offered: [['red', 'black']] },
  'draw-offer-refused': {
    notOwnTurn: [
      ['black', fault, null],
      ['red', lost, res],
    ],
  },
  'draw-accepted': { agreed: [['red', 'black']] },
  'draw-declined': { declined: [['black']] },
  'draw-refused': { noOffer: [['red']] },
  'claim-valid': { moveLimit: [[60]] },
  'claim-premature': {
    moveLimit: [
      [60, { red: 12, black: 13 }, 'red', 'black', true],
      [60, { red: 0, black: 1 }, 'black', 'red', false],
    ],
  },
  'claim-repetition': { notYet: [[2]] },
  resigned: { result: [[res]] },
  sealed: {
    sealed: [
      ['red', true],
      ['black', false],
    ],
  },
  'seal-refused': { notToMove: [['red']] },
  unsealed: { opened: [[]], explained: [['h2e2']] },
  'sealed-move-invalid': { result: [[res]] },
  flag: { beforeEvent: [[res]], result: [[res]] },
  clock: {
    command: [
      ['arrive', '10.2.1a'],
      ['pause', '10.2.2'],
      ['adjust', '10.2.2'],
    ],
  },
  sanction: {
    counted: [
      ['red', 'reminder', '16.1a'],
      ['both', 'warning', '16.1b'],
    ],
    result: [[res]],
    noPower: [['disqualification'], ['expulsion']],
  },
  'takeback-refused': { refused: [[]] },
  'touch-unproven': { notRaised: [['red']], accusation: [['black', 'red']] },
  'third-party': {
    noValue: [
      [THIRD_PARTY_NAMES.coach, '9.11c'],
      [THIRD_PARTY_NAMES['team-leader'], '15.5a'],
      [THIRD_PARTY_NAMES.relative, '10.2.1b'],
    ],
  },
  annulled: { setup: [[]], 'colours-order': [[]] },
  'colours-swapped': { kept: [[]], afterGame: [[]] },
  'result-stands': { irregular: [[]], wrongMove: [[]] },
  restored: {
    restored: [
      [false, undefined, 'red', true, '9.10a'],
      [true, 4, 'black', false, '9.10b'],
    ],
  },
  refused: {
    timeBackwards: [[10, 20]],
    notStarted: [[]],
    alreadyStarted: [[]],
    badFen: [['FEN_BAD_RANK', 'rank 3 has 10 files']],
    clockStartsRed: [[]],
    gameOver: [['checkmate', '7.1a']],
    matedOffersDraw: [[]],
    adjourned: [[]],
    notAdjourned: [[]],
    flagWithClock: [[]],
    noClock: [[]],
    arbiterDrives: [['press'], ['start'], ['finish'], ['adjourn']],
    clockRefused: [['CLOCK_NOT_RUNNING', 'the clock is not running']],
    moreThanPlayed: [[3, 'red', 4]],
    beyondScoresheet: [[10, 12]],
  },
  'bad-event': {
    unread: [
      ['an event is a JSON object { type, ... }', ''],
      ['type must be one of start, touch', 'type'],
      ['side must be "red" or "black"', 'side'],
      ['command: at must be an integer', 'command.at'],
      ['unknown field "colour" for touch', 'colour'],
    ],
  },
};

const RESULT_FACTS: { readonly [K in keyof typeof RESULT_TEXTS]: FactsOf<(typeof RESULT_TEXTS)[K]> } = {
  checkmate: [['red']],
  'no-legal-moves': [['black']],
  'perpetual-check': [['red']],
  'forbidden-repetition': [['black']],
  'dead-position': [[]],
  'repetition-draw': [[]],
  'move-limit': [[]],
  time: [['red']],
  quota: [['black']],
  'late-arrival': [['red'], ['both']],
  'technical-faults': [['red'], ['both']],
  'conduct-faults': [['black'], ['both']],
  'unrecorded-moves': [['red'], ['both']],
  resignation: [['black']],
  'sealed-move': [['red', 'h2e2']],
  'sealed-move-given-up': [['red', 'black']],
  sanction: [
    ['red', 'loss'],
    ['black', 'disqualification'],
    ['red', 'expulsion'],
    ['both', 'loss'],
  ],
};

/** Every sentence of the table said with its facts, named `code.sentence`. */
function sentences(): { name: string; article: string | null; text: Bilingual }[] {
  const out: { name: string; article: string | null; text: Bilingual }[] = [];
  for (const [code, texts] of Object.entries(RULING_TEXTS)) {
    for (const [name, t] of Object.entries(texts)) {
      const facts = (FACTS as Record<string, Record<string, readonly unknown[][]>>)[code]![name]!;
      const say = t.say as (...a: unknown[]) => Bilingual;
      for (const f of facts) out.push({ name: `${code}.${name}`, article: t.article, text: say(...f) });
    }
  }
  for (const [reason, t] of Object.entries(RESULT_TEXTS)) {
    const say = t.say as (...a: unknown[]) => Bilingual;
    for (const f of RESULT_FACTS[reason as keyof typeof RESULT_TEXTS]) {
      const why = say(...f);
      out.push({ name: `result.${reason}`, article: t.article, text: why });
      for (const o of [
        OUTCOME_TEXTS.loss('red', 'black', why),
        OUTCOME_TEXTS.bothLose(why),
        OUTCOME_TEXTS.draw(why),
      ])
        out.push({ name: `outcome.${reason}`, article: t.article, text: o });
    }
  }
  const named = (group: string, table: Readonly<Record<string, Bilingual>>) => {
    for (const [k, text] of Object.entries(table)) out.push({ name: `${group}.${k}`, article: null, text });
  };
  named('incident', INCIDENT_TEXTS);
  named('penalty', PENALTY_NAMES);
  named('third-party', THIRD_PARTY_NAMES);
  for (const [k, v] of Object.entries(CLOCK_COMMAND_TEXTS)) {
    out.push({ name: `clock-command.${k}`, article: null, text: { vi: v, en: k } });
  }
  for (const clause of TOUCH_CLAUSES) {
    for (const moves of [bound.moves, null]) {
      for (const simultaneous of [false, true]) {
        const o: Obligation = { ...bound, clause, moves, simultaneous };
        out.push({ name: `obligation.${clause}`, article: clause, text: describeObligation(o) });
      }
    }
  }
  return out;
}

describe('the ruling texts, as a Vietnamese arbiter reviews them', () => {
  const all = sentences();

  it('every ruling code has its texts, and every text was said', () => {
    expect(Object.keys(RULING_TEXTS).sort()).toEqual([...RULING_CODES].sort());
    expect(all.length).toBeGreaterThan(150);
  });

  it('the English word list catches English', () => {
    expect(ENGLISH.test('Chiếu mãi: perpetual-check')).toBe(true);
    expect(ENGLISH.test('Trắng đi h2e2 (9.1).')).toBe(false);
  });

  it('no Vietnamese sentence holds an English word', () => {
    const english = all.filter((s) => ENGLISH.test(s.text.vi)).map((s) => `${s.name}: ${s.text.vi}`);
    expect(english).toEqual([]);
  });

  it('the sides are Trắng and Đen (Điều 2.2: "chỉ có hai màu là Trắng và Đen"); never white in English', () => {
    expect(all.filter((s) => NOT_THE_LAWS_COLOUR.test(s.text.vi)).map((s) => s.name)).toEqual([]);
    expect(all.filter((s) => /white/iu.test(s.text.en)).map((s) => s.name)).toEqual([]);
    const sides = all.find((s) => s.name === 'started.game')!.text.vi;
    expect(sides).toMatch(/Trắng|Đen/u);
  });

  it('every sentence is said in both languages, and every article is numbered as the law does', () => {
    for (const s of all) {
      expect(s.text.vi.trim(), s.name).not.toBe('');
      expect(s.text.en.trim(), s.name).not.toBe('');
      for (const part of s.article?.split(', ') ?? []) expect(part, s.name).toMatch(ARTICLE);
    }
  });
});
