import type { Result, SwissInput, SwissPlayer, SwissRound } from '@xq/pairing';
import { pairByLot, pairDutch, roundRobinScheduleRound } from '@xq/pairing';
import { fail, type PairErrorCode, type TournamentError } from '../error-codes';
import { fromFide, toFideColour } from '../fide-colours';
import { requireTournament } from '../guard';
import type { Bye, Game, Round, Tournament } from '../model';
import { defaultPairingBye, playerRounds, scoringPoints } from '../standings';

/**
 * The next round of a round robin: the table's round for the field, players taking the table
 * numbers in the order of their start numbers; the player facing the bye seat rests (a
 * pairing-allocated bye, worth what the regulations say: nothing by default).
 */
export function pairRoundRobin(t: Tournament): Result<Round, TournamentError<PairErrorCode>> {
  const players = [...t.players].sort((a, b) => a.id - b.id);
  if (players.length < 2) return fail('PAIRING_TOO_FEW_PLAYERS', 'a round robin needs at least 2 players');
  const double = t.regulations.system === 'double-round-robin';
  const n = players.length + (players.length % 2);
  const total = double ? 2 * (n - 1) : n - 1;
  if (t.rounds.length >= total) return fail('PAIRING_TOURNAMENT_OVER', `all ${total} rounds are paired`);
  // One round at a time: O(players) memory whatever the size of the field.
  const next = roundRobinScheduleRound(players.length, t.rounds.length + 1, { double });
  const id = (seat: number): number => (players[seat - 1] as { id: number }).id;
  const games: Game[] = [];
  const byes: Bye[] = [];
  const away = new Set(t.absent ?? []);
  const apart = new Set(separatedPairs(t).map(([a, b]) => `${a}-${b}`));
  const out = (seat: number): boolean => {
    const p = players[seat - 1];
    return p?.withdrawn === true || (p !== undefined && away.has(p.id));
  };
  for (const { red, black } of next.map(fromFide)) {
    if (red !== null && black !== null) {
      // A withdrawn or absent player loses his scheduled game without playing, as the law scores
      // an absent player ("vắng mặt quá giờ quy định bị xử thua", 10.2.1b): a forfeit against the
      // opponent the table gives him, so that the record (and TRF) says who was to play whom.
      if (out(red) && out(black)) games.push({ red: id(red), black: id(black), result: 'double-forfeit' });
      else if (out(red)) games.push({ red: id(red), black: id(black), result: 'black-win-forfeit' });
      else if (out(black)) games.push({ red: id(red), black: id(black), result: 'red-win-forfeit' });
      else if (apart.has(`${Math.min(id(red), id(black))}-${Math.max(id(red), id(black))}`)) {
        // Team mates (or club mates, by the regulations) in one group do not play each other
        // (30.1.2: "họ không đấu với nhau"): both rest, as against the bye seat.
        byes.push({ player: id(red), kind: 'pairing' }, { player: id(black), kind: 'pairing' });
      } else games.push({ red: id(red), black: id(black), result: 'pending' });
    } else {
      const seat = (red ?? black) as number;
      byes.push({ player: id(seat), kind: out(seat) ? 'zero' : 'pairing' });
    }
  }
  return { ok: true, value: { games, byes } };
}

/**
 * The pairs of players who must not meet (30.1.2: "có thể 2-3 đấu thủ cùng một đội được chia vào
 * một bảng nhưng họ không đấu với nhau"): team mates — players of one of the tournament's
 * `teams` in a team event, or with the same `team` code — and, when the regulations set
 * `separateClubs`, players of one club. In an individual event the `teams` are the delegations'
 * declared scorers (guide item 14) and do not keep anybody apart. Each pair is listed once,
 * smaller start number first.
 *
 * @example
 * ```ts
 * import { createTournament, separatedPairs } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'x', system: 'swiss-dutch', rounds: 3 }),
 *   players: [{ id: 1, name: 'A', team: 'HN' }, { id: 2, name: 'B', team: 'HN' }, { id: 3, name: 'C' }] };
 * console.log(JSON.stringify(separatedPairs(t))); // [[1,2]]
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @category Pairing
 */
export function separatedPairs(t: Tournament): readonly (readonly [number, number])[] {
  requireTournament('separatedPairs', t);
  const groups = new Map<string, Set<number>>();
  const join = (key: string, id: number): void => {
    const g = groups.get(key) ?? new Set<number>();
    g.add(id);
    groups.set(key, g);
  };
  // In an individual event the tournament's `teams` are the players each delegation declared
  // for its team score (guide item 14: "cần báo rõ danh sách đấu thủ tính điểm đồng đội trước
  // khi đấu"): they play everybody, team mates included.
  if (t.regulations.system.startsWith('team-'))
    for (const x of t.teams ?? [])
      for (const p of [...x.members, ...x.substitutes]) join(`team\u0000${x.code}`, p);
  for (const p of t.players) {
    if (p.team !== undefined) join(`team\u0000${p.team}`, p.id);
    if (t.regulations.separateClubs === true && p.club !== undefined) join(`club\u0000${p.club}`, p.id);
  }
  // Start numbers are at most 10 000, so a × 16 384 + b names a pair.
  const seen = new Set<number>();
  const out: [number, number][] = [];
  for (const g of groups.values()) {
    const ids = [...g].sort((a, b) => a - b);
    for (let i = 0; i < ids.length; i++)
      for (let j = i + 1; j < ids.length; j++) {
        const a = ids[i]!;
        const b = ids[j]!;
        const key = a * 16_384 + b;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push([a, b]);
      }
  }
  return out.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

/**
 * The Swiss engines' view of a tournament: each player's rounds (games, forfeits, byes), who is
 * withdrawn, the scoring, the number of rounds and the initial colour.
 *
 * @example
 * ```ts
 * import { createTournament, swissInputFromTournament } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'x', system: 'swiss-dutch', rounds: 5 }), players: [{ id: 1, name: 'A' }] };
 * console.log(swissInputFromTournament(t).totalRounds); // 5
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @category Pairing
 */
export function swissInputFromTournament(t: Tournament): SwissInput {
  requireTournament('swissInputFromTournament', t);
  const rounds = playerRounds(t);
  const away = new Set(t.absent ?? []);
  const pts = scoringPoints(t.regulations.scoring);
  const bye = t.regulations.pairingBye ?? defaultPairingBye(t.regulations.system);
  const players: SwissPlayer[] = t.players.map((p) => {
    const list: SwissRound[] = (rounds.get(p.id) ?? []).map((r) => ({
      opponent: r.opponent ?? 0,
      colour: toFideColour(r.colour),
      outcome: r.outcome === 'pending' ? 'loss' : r.outcome,
      played: r.kind === 'game',
      paired: r.kind === 'game' || r.kind === 'forfeit' || (r.kind === 'bye' && r.bye === 'pairing'),
    }));
    return p.withdrawn || away.has(p.id)
      ? { id: p.id, rounds: list, absent: true }
      : { id: p.id, rounds: list };
  });
  const forbiddenPairs = separatedPairs(t);
  return {
    players,
    ...(forbiddenPairs.length > 0 ? { forbiddenPairs } : {}),
    playedRounds: t.rounds.length,
    totalRounds: Math.max(t.regulations.rounds ?? t.rounds.length + 1, t.rounds.length + 1),
    initialColour: toFideColour(t.regulations.initialColour ?? 'red'),
    scoring: {
      win: pts.win,
      draw: pts.draw,
      loss: pts.loss,
      pairingBye: pts[bye],
      zeroBye: 0,
      forfeitLoss: 0,
    },
  };
}

/**
 * The next round of a Swiss (`swiss-dutch` by the FIDE Dutch rules, `swiss-lots` by lot): paired
 * only when the previous one has every result, withdrawn and absent players left out.
 */
export function pairSwiss(t: Tournament): Result<Round, TournamentError<PairErrorCode>> {
  const system = t.regulations.system;
  const rounds = t.regulations.rounds;
  if (rounds === undefined)
    return fail('PAIRING_NO_ROUNDS', 'a Swiss needs the number of rounds in its regulations');
  if (t.rounds.length >= rounds) return fail('PAIRING_TOURNAMENT_OVER', `all ${rounds} rounds are paired`);
  const last = t.rounds[t.rounds.length - 1];
  if (last?.games.some((g) => g.result === 'pending')) {
    return fail('PAIRING_ROUND_INCOMPLETE', `round ${t.rounds.length} still has games without a result`);
  }
  const away = new Set(t.absent ?? []);
  const active = t.players.filter((p) => !p.withdrawn && !away.has(p.id));
  if (active.length < 2) return fail('PAIRING_TOO_FEW_PLAYERS', 'a Swiss round needs at least 2 players');
  const input = swissInputFromTournament(t);
  // By lot: each round's draw is reproducible from the regulations' seed and the round number.
  const paired =
    system === 'swiss-dutch'
      ? pairDutch(input)
      : pairByLot(input, ((t.regulations.seed ?? 0) * 1000 + t.rounds.length + 1) >>> 0);
  if (!paired.ok) return fail(paired.error.code, paired.error.message);
  const games: Game[] = paired.value.boards.map(fromFide).map((b) => ({
    red: b.red,
    black: b.black,
    result: 'pending',
  }));
  const byes: Bye[] = paired.value.bye === null ? [] : [{ player: paired.value.bye, kind: 'pairing' }];
  // A withdrawn or absent player is not paired: his round is a zero bye (TRF `Z`), so that the
  // record says he was out of it, as FIDE's checkers read it.
  for (const p of [...t.players].sort((a, b) => a.id - b.id))
    if (p.withdrawn || away.has(p.id)) byes.push({ player: p.id, kind: 'zero' });
  return { ok: true, value: { games, byes } };
}
