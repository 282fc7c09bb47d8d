import {
  apply,
  type ClockCommand,
  type ClockState,
  createClock,
  formatMs,
  getPreset,
  movesDue,
  view,
} from '@xq/clock';
import { explainRuling, Game, type Move } from '@xq/core';
import { parseMove } from '@xq/notation';
import { roundRobinSchedule } from '@xq/pairing';
import {
  addPlayer,
  addRound,
  createTournament,
  formatSchedule,
  pairNextRound,
  printReport,
  setResult,
  type Tournament,
} from '@xq/tournament';
import { rulingInLawNotation } from '../moves-vi';
import { type DemoSection, indent, must } from './section';

/** Điều 24.16, Hình 42 of the 2004 law: black's horse and cannon take turns chasing the rook. */
const HINH_42 = {
  fen: '1re1kaer1/4a1c2/1ch3h2/p1C1p1R1p/9/9/P1P1P1P1P/2H1C1H2/9/2EAKAE2 w - - 0 1',
  moves: 'X3-4 M7.8 X4-3 M8/7 X3-4 M7.8 X4-3 M8/7 X3-4 M7.8 X4-3 M8/7'.split(' '),
};

export const repetitionSection: DemoSection = {
  title: {
    en: 'A repetition ruling explained (Điều 24.16, Hình 42)',
    vi: 'Một phán quyết lặp lại nước đi, có giải thích (Điều 24.16, Hình 42)',
  },
  run: (io, s, lang) => {
    const game = must(Game.create(HINH_42.fen));
    const played: string[] = [];
    const moves: Move[] = [];
    for (const text of HINH_42.moves) {
      if (game.outcome()) break;
      const move: Move = must(parseMove(game.position, text, 'vi'));
      must(game.play(move));
      played.push(text);
      moves.push(move);
    }
    io.out(
      `  ${HINH_42.fen}\n  ${lang === 'vi' ? 'các nước đi' : 'moves (Vietnamese notation)'}: ${played.join(' ')}\n`,
    );
    const ruling = game.repetitionRuling();
    if (!ruling) {
      io.out('  no ruling\n');
      return;
    }
    // The Vietnamese names the cycle's moves in the law's notation (Điều 11).
    const vi = rulingInLawNotation(explainRuling(ruling, 'vi'), ruling.cycle, game.start, moves);
    io.out(`\n${indent(lang === 'vi' ? vi : explainRuling(ruling, lang))}\n`);
    // In English the Vietnamese follows, dimmed: the law's own words.
    if (lang === 'en') io.out(`\n${s.dim(indent(vi))}\n`);
  },
};

/** The clock's events in the law's words, for the Vietnamese tour. */
const CLOCK_EVENTS_VI: Readonly<Record<string, string>> = {
  started: 'bắt đầu',
  'quota-met': 'đủ số nước',
  stage: 'sang giai đoạn sau',
  period: 'sang thời hạn mới',
  overtime: 'vào thời gian thêm',
  flag: 'hết giờ',
  'time-up': 'hết giờ',
  paused: 'dừng',
  resumed: 'chạy lại',
  adjusted: 'chỉnh giờ',
  finished: 'kết thúc',
  arrived: 'có mặt',
  forfeit: 'xử thua vì đến muộn',
  adjourned: 'hoãn',
};

export const clockSection: DemoSection = {
  title: {
    en: 'A clock under Điều 10.1.1d: 10 moves every 15 minutes (preset vn-international)',
    vi: 'Đồng hồ theo Điều 10.1.1d: 10 nước mỗi 15 phút (thể thức có sẵn vn-international)',
  },
  run: (io, _s, lang) => {
    const vi = lang === 'vi';
    // Red makes its first 10 moves in 7 minutes, black answers each in 20 seconds.
    let state: ClockState = createClock(getPreset('vn-international'));
    const commands: ClockCommand[] = [{ type: 'start', at: 0 }];
    let at = 0;
    for (let i = 0; i < 10; i++) {
      at += 42_000;
      commands.push({ type: 'press', at });
      at += 20_000;
      commands.push({ type: 'press', at });
    }
    const events: string[] = [];
    for (const c of commands) {
      const step = apply(state, c);
      if (!step.ok) throw new Error(step.error.message);
      state = step.state;
      for (const e of step.events)
        if (e.type !== 'pressed')
          events.push(
            `${formatMs(e.at)} ${vi ? (CLOCK_EVENTS_VI[e.type] ?? e.type) : e.type}${'side' in e ? ` (${vi ? (e.side === 'red' ? 'Trắng' : 'Đen') : e.side})` : ''}`,
          );
    }
    const v = view(state, at);
    if (vi) {
      io.out(`  sau 10 nước mỗi bên (Trắng dùng 7:00, Đen 3:20), lúc ${formatMs(at)}:\n`);
      io.out(
        `    Trắng ${formatMs(v.red.remainingMs).padStart(8)} còn lại, còn ${movesDue(state, 'red', at)} nước phải đi\n`,
      );
      io.out(
        `    Đen   ${formatMs(v.black.remainingMs).padStart(8)} còn lại, còn ${movesDue(state, 'black', at)} nước phải đi\n`,
      );
      io.out(
        '  thời gian chưa dùng được cộng dồn: Trắng có 8 + 15 = 23 phút cho 10 nước tiếp theo (ví dụ của Luật).\n',
      );
    } else {
      io.out(`  after 10 moves each (red used 7:00, black 3:20), at ${formatMs(at)}:\n`);
      io.out(
        `    red   ${formatMs(v.red.remainingMs).padStart(8)} left, ${movesDue(state, 'red', at)} moves due\n`,
      );
      io.out(
        `    black ${formatMs(v.black.remainingMs).padStart(8)} left, ${movesDue(state, 'black', at)} moves due\n`,
      );
      io.out(
        "  unused time carries: red has 8 + 15 = 23 minutes for its next 10 moves (the law's example).\n",
      );
    }
    if (events.length) io.out(`  ${vi ? 'sự kiện' : 'events'}: ${events.slice(0, 4).join('; ')}\n`);
  },
};

export const roundRobinSection: DemoSection = {
  title: {
    en: "A round-robin table for 6 players (the law's Berger tables)",
    vi: 'Bảng thi đấu vòng tròn cho 6 đấu thủ (bảng Berger của Luật)',
  },
  run: (io, _s, lang) => {
    io.out(indent(formatSchedule(roundRobinSchedule(6), 6, 'text', { lang })));
    io.out('\n');
  },
};

const SWISS_PLAYERS: readonly [string, number][] = [
  ['Lại Lý Huynh', 2450],
  ['Nguyễn Thành Bảo', 2420],
  ['Trềnh A Sáng', 2400],
  ['Uông Dương Bắc', 2380],
  ['Tôn Thất Nhật Tân', 2350],
  ['Nguyễn Hoàng Lâm', 2330],
  ['Võ Minh Nhất', 2300],
  ['Hà Văn Tiến', 2280],
  ['Diệp Khai Nguyên', 2250],
];

export const swissSection: DemoSection = {
  title: {
    en: 'A Swiss tournament (FIDE Dutch): round 1, invented results, round 2 paired',
    vi: 'Giải hệ Thụy Sĩ (FIDE Dutch): vòng 1, kết quả giả định, xếp cặp vòng 2',
  },
  run: (io, _s, lang) => {
    let t: Tournament = createTournament({
      name: lang === 'vi' ? 'Giải mở rộng (thử)' : 'Demo open',
      system: 'swiss-dutch',
      rounds: 5,
    });
    for (const [name, rating] of SWISS_PLAYERS) t = must(addPlayer(t, { name, rating }));
    t = must(addRound(t, must(pairNextRound(t))));
    // Invented results: red wins on board 1, black on board 3, the other games are drawn.
    t.rounds[0]!.games.forEach((g, i) => {
      t = must(setResult(t, 1, g.red, i === 0 ? 'red-win' : i === 2 ? 'black-win' : 'draw'));
    });
    io.out(indent(printReport(t, { kind: 'pairings', round: 1 }, 'text', { lang })));
    io.out('\n\n');
    t = must(addRound(t, must(pairNextRound(t))));
    io.out(indent(printReport(t, { kind: 'pairings', round: 2 }, 'text', { lang })));
    io.out('\n');
  },
};
