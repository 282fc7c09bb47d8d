import {
  addPlayer,
  addRound,
  addTeam,
  createTournament,
  drawTeamLetters,
  type GameResult,
  pairNextRound,
  printReport,
  setResult,
  type Tournament,
} from '@xq/tournament';
import { type DemoSection, indent, must } from './section';

/** Four teams of three boards and a reserve: the smallest official team of Điều 30. */
const TEAMS: readonly [code: string, name: string][] = [
  ['HN', 'Hà Nội'],
  ['HCM', 'TP. Hồ Chí Minh'],
  ['BD', 'Bình Dương'],
  ['DN', 'Đà Nẵng'],
];

/** Invented results of the round's six games, in the order of the pairing list (red first). */
const RESULTS: readonly GameResult[] = ['red-win', 'draw', 'red-win', 'black-win', 'draw', 'draw'];

export const teamSection: DemoSection = {
  title: {
    en: 'A team championship (Điều 30): 4 teams × 3 boards, letters by lot, board n meets board n',
    vi: 'Giải đồng đội (Điều 30): 4 đội × 3 bàn, bốc thăm chữ cái, bàn n gặp bàn n',
  },
  run: (io, _s, lang) => {
    let t: Tournament = createTournament({
      name: lang === 'vi' ? 'Giải đồng đội (thử)' : 'Demo',
      system: 'team-round-robin',
    });
    for (const [code, name] of TEAMS) {
      const first = t.players.length + 1;
      for (let k = 1; k <= 4; k++) t = must(addPlayer(t, { name: `${name} ${k}` }));
      t = must(addTeam(t, { code, name, members: [first, first + 1, first + 2], substitutes: [first + 3] }));
    }
    t = must(drawTeamLetters(t, 2026));
    t = must(addRound(t, must(pairNextRound(t))));
    for (const [i, g] of (t.rounds[0]?.games ?? []).entries())
      t = must(setResult(t, 1, g.red, RESULTS[i] ?? 'draw'));
    io.out(`${indent(printReport(t, { kind: 'pairings', round: 1 }, 'text', { lang }))}\n\n`);
    io.out(`${indent(printReport(t, { kind: 'team-standings' }, 'text', { lang }))}\n`);
  },
};
