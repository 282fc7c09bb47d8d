// `xq pair check` of a round robin: a file whose `092` line says `round-robin` or
// `double-round-robin` (as `xq tournament export` writes it) is checked against the law's
// round-robin table (Berger, "Bảng thi đấu"), not against the Swiss rules, which it never followed.
import { type CheckReport, roundRobinScheduleRound, type SwissBoard, type Trf } from '@xq/pairing';
import { SYSTEM_NAMES_VI, SYSTEMS, type System } from '@xq/tournament';
import type { Words } from '../words';

/** The system a TRF file's `092` line names (as `xq tournament export` writes it), if it has one. */
const systemOf = (trf: Trf): string | undefined =>
  trf.otherLines
    .find((l) => l.startsWith('092 '))
    ?.slice(4)
    .trim();

/** The round robin a TRF file's `092` line names, or `undefined` for any other system. */
export function roundRobinOf(trf: Trf): { readonly double: boolean } | undefined {
  const system = systemOf(trf);
  if (system === 'round-robin') return { double: false };
  if (system === 'double-round-robin') return { double: true };
  return undefined;
}

/** The systems whose rounds `xq pair check` pairs again: the round robins and the Swiss. */
const CHECKED: readonly System[] = ['round-robin', 'double-round-robin', 'swiss-dutch'];

/**
 * Why a file cannot be checked, when its `092` line names a system of xq's (as `xq tournament
 * export` writes it) whose rounds are not paired by the Swiss rules nor by the round-robin table:
 * a knockout or a team event follows its bracket or its matches, and a Swiss by lot was drawn (its
 * lot is checked only when `--system lot` says so). Re-pairing such a file by the Dutch rules
 * would list every round as differing.
 */
export function uncheckedSystem(trf: Trf, systemGiven: boolean): Words | undefined {
  const system = systemOf(trf) as System | undefined;
  if (system === undefined || !SYSTEMS.includes(system) || CHECKED.includes(system)) return undefined;
  if (system === 'swiss-lots' && systemGiven) return undefined;
  const hint =
    system === 'swiss-lots'
      ? {
          en: "; pass --system lot (and the lot's --seed) to check its draws",
          vi: '; dùng --system lot (và --seed của lần bốc thăm) để kiểm tra',
        }
      : { en: '', vi: '' };
  return {
    en: `the file's system (092 ${system}) is not paired by the Swiss rules nor by the round-robin table: xq pair check does not check it${hint.en}`,
    vi: `thể thức của tệp (092 ${system}: ${SYSTEM_NAMES_VI[system]}) không xếp cặp theo hệ Thụy Sĩ hay bảng thi đấu vòng tròn: lệnh này không kiểm tra thể thức đó${hint.vi}`,
  };
}

/** Why a round differs from the table, in the language asked. */
const REASON = {
  en: (round: number) => `not round ${round} of the round-robin table (Berger), start numbers in order`,
  vi: (round: number) =>
    `không theo vòng ${round} của bảng thi đấu vòng tròn (Berger), theo thứ tự số xếp cặp`,
} as const;

/**
 * Every round of a round-robin file against the table's round for its field, the players taking
 * the table's numbers in the order of their start numbers (as `xq tournament pair` pairs it). A
 * game the table gives is recorded with its colours, a forfeit too (a withdrawn or absent player
 * loses his scheduled game: the file still says who was to play whom); two players of the table
 * who both have no opponent rest (team or club mates the regulations keep apart, 30.1.2). A
 * round the table does not have (more rounds than the field allows) differs.
 */
export function checkRoundRobin(trf: Trf, double: boolean, lang: 'en' | 'vi'): CheckReport {
  const players = [...trf.players].sort((a, b) => a.startNumber - b.startNumber);
  const rounds = players.reduce((m, p) => Math.max(m, p.rounds.length), 0);
  const n = players.length + (players.length % 2);
  const total = players.length < 2 ? 0 : double ? 2 * (n - 1) : n - 1;
  const byId = new Map(players.map((p) => [p.startNumber, p]));
  const at = (id: number, r: number) => byId.get(id)?.rounds[r - 1];
  const differing: CheckReport['differing'][number][] = [];
  for (let r = 1; r <= rounds; r++) {
    // What the file records: each board once, white first, and the player without an opponent.
    const actualBoards: SwissBoard[] = [];
    const unpaired: number[] = [];
    for (const p of players) {
      const b = p.rounds[r - 1];
      if (b === undefined || b.opponent === 0) unpaired.push(p.startNumber);
      else if (b.colour === 'w') actualBoards.push({ white: p.startNumber, black: b.opponent });
    }
    const actual = { boards: actualBoards, bye: unpaired.length === 1 ? unpaired[0]! : null };
    if (r > total) {
      differing.push({ round: r, expected: null, actual, reason: REASON[lang](r) });
      continue;
    }
    const seats = roundRobinScheduleRound(players.length, r, { double });
    const id = (seat: number | null) => (seat === null ? null : players[seat - 1]!.startNumber);
    const expectedBoards: SwissBoard[] = [];
    let bye: number | null = null;
    let same = true;
    for (const s of seats) {
      const [white, black] = [id(s.white), id(s.black)];
      if (white === null || black === null) {
        bye = white ?? black;
        if (bye !== null && (at(bye, r)?.opponent ?? 0) !== 0) same = false;
        continue;
      }
      expectedBoards.push({ white, black });
      const w = at(white, r);
      const b = at(black, r);
      const played = w?.opponent === black && w.colour === 'w' && b?.opponent === white && b.colour === 'b';
      const rested = (w?.opponent ?? 0) === 0 && (b?.opponent ?? 0) === 0;
      if (!played && !rested) same = false;
    }
    if (!same)
      differing.push({
        round: r,
        expected: { boards: expectedBoards, bye },
        actual,
        reason: REASON[lang](r),
      });
  }
  return { rounds, differing };
}
