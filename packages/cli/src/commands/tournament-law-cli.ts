import { MATCH_TIE_BREAKS, type MatchTieBreak, recordMatchGame } from '@xq/tournament';
import type { CommandSpec } from '../command';
import { natural, tournamentAction } from './tournament-common';

/** A game of a match, written red first (the game's own first mover). */
const GAME_RESULTS: Readonly<Record<string, 'white-win' | 'black-win' | 'draw'>> = {
  '1-0': 'white-win',
  '0-1': 'black-win',
  '1/2': 'draw',
  '1/2-1/2': 'draw',
  '=': 'draw',
};

/**
 * `xq tournament match-rules FILE --games N [--ties rapid,blitz,armageddon,lots]`: a knockout's
 * matches of several games (4.2.2b) and how a level match is decided, set before round 1.
 */
const matchRulesAction: CommandSpec = tournamentAction({
  name: 'match-rules',
  summary: "a knockout's games per match and how a level match is decided (before round 1)",
  description: `--games N: games per match (4.2.2b: lots for the first, then the colours alternate); --ties: the
stages after a level match, in order (${MATCH_TIE_BREAKS.join(', ')}; by lot when not given).`,
  options: [
    { name: 'games', kind: 'string', value: 'N', description: 'games per match, 1..100', required: true },
    {
      name: 'ties',
      kind: 'string',
      value: 'LIST',
      description: 'the tie-break stages: rapid,blitz,armageddon',
    },
  ],
  json: 'document',
  lang: 'en',
  run: async ({ io, str, load, save, usage, input, json, printJson, lang }) => {
    const games = natural(str('games'), 100);
    if (games === undefined || games < 1) return usage('--games must be a number of games, 1..100');
    const given = str('ties');
    const ties = given === undefined ? undefined : given.split(',').map((x) => x.trim());
    if (ties?.some((x) => !(MATCH_TIE_BREAKS as readonly string[]).includes(x)) || (ties?.length ?? 0) > 8)
      return usage(`--ties: up to 8 of ${MATCH_TIE_BREAKS.join(', ')}`);
    const t = await load();
    if (t === 1) return 1;
    if (t.regulations.system !== 'knockout') return input('match-rules: the tournament is not a knockout');
    if (t.rounds.length > 0) return input('match-rules: round 1 is paired; the regulations are published');
    const regulations = {
      ...t.regulations,
      gamesPerMatch: games,
      ...(ties === undefined ? {} : { matchTieBreaks: ties as MatchTieBreak[] }),
    };
    await save({ ...t, regulations });
    const list = regulations.matchTieBreaks ?? ['lots'];
    if (json) printJson({ gamesPerMatch: games, matchTieBreaks: list });
    else if (lang === 'vi') io.out(`${games} ván mỗi trận; hòa thì: ${list.join(', ')}\n`);
    else io.out(`${games} games a match; when level: ${list.join(', ')}\n`);
    return 0;
  },
});

/**
 * `xq tournament game FILE ROUND PLAYER RESULT`: the next game of PLAYER's knockout match of
 * several games (4.2.2b), written red first from that game's own colours.
 */
const gameAction: CommandSpec = tournamentAction({
  name: 'game',
  summary: "record the next game of PLAYER's knockout match of several games",
  description: `RESULT is written red first for that game: 1-0, 0-1, 1/2 (or =). Game 1's red was drawn by lot
(4.2.2), then the colours alternate; once the match is decided its winner goes through.`,
  args: ['ROUND', 'PLAYER', 'RESULT'],
  json: 'document',
  lang: 'en',
  run: async ({ io, rest, load, save, usage, refused, json, printJson, lang }) => {
    const [roundText, playerText, resultText] = rest as [string, string, string];
    const round = natural(roundText, 1000);
    const player = natural(playerText, 10000);
    if (round === undefined || player === undefined) return usage('ROUND and PLAYER are numbers');
    const result = Object.hasOwn(GAME_RESULTS, resultText) ? GAME_RESULTS[resultText] : undefined;
    if (result === undefined) return usage(`unknown result '${resultText}' (1-0, 0-1 or 1/2)`);
    const t = await load();
    if (t === 1) return 1;
    const r = recordMatchGame(t, round, player, result);
    if (!r.ok) return refused(r.error);
    await save(r.value.tournament);
    const { game, white, next } = r.value;
    if (json) {
      printJson({ round, game, red: white, result: resultText, next });
      return 0;
    }
    const vi = lang === 'vi';
    const head = vi
      ? `vòng ${round}, ván ${game}: Trắng ${white}`
      : `round ${round}, game ${game}: red ${white}`;
    // The match's score, the winner's points first.
    const score = next.status === 'decided' ? [...next.score].sort((a, b) => b - a).join('-') : '';
    const then =
      next.status === 'decided'
        ? vi
          ? `${next.winner} thắng trận ${score}`
          : `${next.winner} wins the match ${score}`
        : vi
          ? `ván ${next.game} tiếp theo (${next.stage}): Trắng ${next.white}`
          : `next: game ${next.game} (${next.stage}), red ${next.white}`;
    io.out(`${head} ${resultText}; ${then}\n`);
    return 0;
  },
});

/** The actions of this module: the law's records of an event (knockout matches, rulings, sanctions). */
export const LAW_ACTIONS: readonly CommandSpec[] = [matchRulesAction, gameAction];
