import {
  addRound,
  checkTeamSizes,
  GAME_RESULTS,
  type GameResult,
  pairNextRound,
  printReport,
  setResult,
  setRoundStart,
} from '@xq/tournament';
import type { CommandSpec } from '../../command';
import { FORMAT, gameOf, RESULT_JSON, roundPlayerAction, tournamentAction } from './common';
import { chiefArbiterMissing } from './regulations';
import { pairingsJson } from './report-json';

export const RESULTS: Readonly<Record<string, GameResult>> = {
  '1-0': 'red-win',
  '0-1': 'black-win',
  '1/2': 'draw',
  '1/2-1/2': 'draw',
  '½': 'draw',
  '½-½': 'draw',
  '=': 'draw',
  '+/-': 'red-win-forfeit',
  '+-': 'red-win-forfeit',
  '-/+': 'black-win-forfeit',
  '-+': 'black-win-forfeit',
  '-/-': 'double-forfeit',
  '0-0': 'both-lose',
  '*': 'pending',
  // The words of tournament documents of version 1, still accepted.
  'white-win': 'red-win',
  'white-win-forfeit': 'red-win-forfeit',
};

export const pairAction: CommandSpec = tournamentAction({
  name: 'pair',
  summary: 'pair the next round and print its pairing list',
  description: `Round robin: the law's tables; team-round-robin: 30.4 with the teams' boards; team-swiss: 30.5,
teams paired by the Dutch system, board k against board k; team-english: the English-style
match of two teams, 30.2.2; team-knockout: English-style ties in a bracket, 30.3; knockout:
seeds = start numbers, one result per match; swiss-dutch: FIDE Dutch; swiss-lots: by lot.
--start TIME records the round's start (HH:MM). --json prints the round as pairings --json does.
A national, provincial or large event (regulations: event, level) is not paired until the
regulations name its chief arbiter (the guide: "bắt buộc phải cử tổng trọng tài").`,
  options: [
    FORMAT,
    { name: 'start', kind: 'string', value: 'TIME', description: "the round's start (HH:MM)" },
  ],
  json: 'document',
  edits: true,
  lang: 'en',
  run: async ({ io, str, format, print, load, save, refused, input, json, printJson, lang }) => {
    const t = await load();
    if (t === 1) return 1;
    // The guide: "Ở các giải quốc gia, cấp tỉnh thành, các giải lớn... bắt buộc phải cử tổng trọng tài".
    const missing = chiefArbiterMissing(t, lang);
    if (missing !== undefined)
      return input(lang === 'vi' ? `chưa xếp cặp: ${missing}` : `not paired: ${missing}`);
    // A file written by hand or by another program is held to the official team sizes too.
    const sizes = checkTeamSizes(t);
    if (!sizes.ok) return refused(sizes.error);
    const r = pairNextRound(t);
    if (!r.ok) return refused(r.error);
    const added = addRound(t, r.value);
    if (!added.ok) return refused(added.error);
    const start = str('start');
    const next = start === undefined ? added : setRoundStart(added.value, added.value.rounds.length, start);
    if (!next.ok) return refused(next.error);
    await save(next.value);
    if (json) printJson(pairingsJson(next.value, next.value.rounds.length));
    else
      io.out(printReport(next.value, { kind: 'pairings', round: next.value.rounds.length }, format, print));
    return 0;
  },
});

export const resultAction: CommandSpec = roundPlayerAction({
  name: 'result',
  summary: "record the result of PLAYER's game in ROUND",
  description: `RESULT is written red first: 1-0, 0-1, 1/2 (or =), +/- and -/+ (forfeits), -/- (both
forfeited), 0-0 (played and lost by both: 7.1i, 15.7b), * (not played).`,
  third: 'RESULT',
  run: async (
    { io, load, save, usage, refused, json, printJson, lang },
    { round, player, third: resultText },
  ) => {
    const result =
      (Object.hasOwn(RESULTS, resultText) ? RESULTS[resultText] : undefined) ??
      ((GAME_RESULTS as readonly string[]).includes(resultText) ? (resultText as GameResult) : undefined);
    if (result === undefined)
      return usage({ en: `unknown result '${resultText}'`, vi: `không có kết quả '${resultText}'` });
    const t = await load();
    if (t === 1) return 1;
    const r = setResult(t, round, player, result);
    if (!r.ok) return refused(r.error);
    await save(r.value);
    const g = gameOf(r.value, round, player);
    if (json) printJson({ round, red: g?.red, black: g?.black, result: RESULT_JSON[result] });
    else if (lang === 'vi')
      io.out(`vòng ${round}: ${g?.red} - ${g?.black} ${RESULT_JSON[result] ?? '*'} (Trắng trước)\n`);
    else io.out(`round ${round}: ${g?.red} - ${g?.black} ${RESULT_JSON[result] ?? '*'} (red first)\n`);
    return 0;
  },
});
