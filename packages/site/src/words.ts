// The words of the site around the tables (the tables themselves are @xq/tournament's, printed in
// the same language): English, and Vietnamese in the law's words (Trắng/Đen, "vòng" for a round,
// "ván" for a game).
import type { PrintLanguage } from '@xq/tournament';

/** The words of one language. */
export interface SiteWords {
  readonly skip: string;
  readonly nav: string;
  readonly home: string;
  readonly standings: string;
  readonly crosstable: string;
  readonly players: string;
  readonly round: (n: number) => string;
  readonly rounds: string;
  readonly status: string;
  readonly complete: string;
  readonly inProgress: (done: number, all: number) => string;
  readonly notPaired: string;
  readonly event: string;
  readonly dates: string;
  readonly venue: string;
  readonly organiser: string;
  readonly chiefArbiter: string;
  readonly timeControl: string;
  readonly system: string;
  readonly regulations: string;
  readonly legend: string;
  readonly resultLegend: readonly (readonly [string, string])[];
  readonly withdrawn: string;
  readonly withdrawnFrom: (round: number) => string;
  readonly absentFrom: string;
  readonly noRounds: string;
  readonly noStandings: string;
  readonly teamTitle: string;
  readonly boardTitle: string;
  readonly normsTitle: string;
  readonly prizesTitle: string;
  readonly player: string;
  readonly rating: string;
  readonly title: string;
  readonly club: string;
  readonly federation: string;
  readonly team: string;
  readonly games: string;
  readonly game: (round: number, board: number) => string;
  readonly gameOf: (red: string, black: string) => string;
  readonly red: string;
  readonly black: string;
  readonly result: string;
  readonly moves: string;
  readonly first: string;
  readonly back: string;
  readonly forward: string;
  readonly last: string;
  readonly noBoard: string;
  readonly scroll: (what: string) => string;
  readonly published: string;
  readonly afterRound: (n: number) => string;
  readonly number: string;
}

/** The words of the site, by language. */
export const SITE_WORDS: Readonly<Record<PrintLanguage, SiteWords>> = {
  en: {
    skip: 'Skip to the content',
    nav: 'Event pages',
    home: 'Event',
    standings: 'Standings',
    crosstable: 'Crosstable',
    players: 'Players',
    round: (n) => `Round ${n}`,
    rounds: 'Rounds',
    status: 'Status',
    complete: 'complete',
    inProgress: (done, all) => `${done} of ${all} results in`,
    notPaired: 'not paired yet',
    event: 'The event',
    dates: 'Dates',
    venue: 'Venue',
    organiser: 'Organiser',
    chiefArbiter: 'Chief arbiter',
    timeControl: 'Time control',
    system: 'System',
    regulations: 'Regulations',
    legend: 'Legend',
    resultLegend: [
      ['1 - 0', 'red wins'],
      ['0 - 1', 'black wins'],
      ['½ - ½', 'draw'],
      ['+ - -', 'red wins by forfeit'],
      ['- - +', 'black wins by forfeit'],
      ['- - -', 'both lose by forfeit'],
    ],
    withdrawn: 'Withdrawn',
    withdrawnFrom: (round) => `withdrawn: plays no round after round ${round}`,
    absentFrom: 'announced absent from the next round',
    noRounds: 'No round has been paired yet.',
    noStandings: 'No round is complete yet: the standings follow the first complete round.',
    teamTitle: 'Team standings',
    boardTitle: 'Standings by board',
    normsTitle: 'Title norms',
    prizesTitle: 'Prizes',
    player: 'Player',
    rating: 'Rating',
    title: 'Title',
    club: 'Club',
    federation: 'Federation',
    team: 'Team',
    games: 'Games',
    game: (round, board) => `Round ${round}, board ${board}`,
    gameOf: (red, black) => `${red} (red) – ${black} (black)`,
    red: 'Red',
    black: 'Black',
    result: 'Result',
    moves: 'Moves',
    first: 'Start position',
    back: 'Previous move',
    forward: 'Next move',
    last: 'Last move',
    noBoard: 'The board viewer is not part of this site: the moves are listed below.',
    scroll: (what) => `${what} (scrolls sideways)`,
    published: 'Published with xq',
    afterRound: (n) => `after round ${n}`,
    number: 'No',
  },
  vi: {
    skip: 'Đến nội dung',
    nav: 'Các trang của giải',
    home: 'Giải đấu',
    standings: 'Xếp hạng',
    crosstable: 'Bảng tổng hợp',
    players: 'Đấu thủ',
    round: (n) => `Vòng ${n}`,
    rounds: 'Các vòng',
    status: 'Tình trạng',
    complete: 'đã xong',
    inProgress: (done, all) => `đã có ${done}/${all} kết quả`,
    notPaired: 'chưa xếp cặp',
    event: 'Thông tin giải',
    dates: 'Thời gian',
    venue: 'Địa điểm',
    organiser: 'Đơn vị tổ chức',
    chiefArbiter: 'Tổng trọng tài',
    timeControl: 'Thời gian thi đấu',
    system: 'Hình thức thi đấu',
    regulations: 'Điều lệ',
    legend: 'Chú thích',
    resultLegend: [
      ['1 - 0', 'bên Trắng thắng'],
      ['0 - 1', 'bên Đen thắng'],
      ['½ - ½', 'hòa'],
      ['+ - -', 'bên Trắng được xử thắng'],
      ['- - +', 'bên Đen được xử thắng'],
      ['- - -', 'cả hai bị xử thua'],
    ],
    withdrawn: 'Bỏ cuộc',
    withdrawnFrom: (round) => `bỏ cuộc: không thi đấu các vòng sau vòng ${round}`,
    absentFrom: 'báo vắng ở vòng tới',
    noRounds: 'Chưa xếp cặp vòng nào.',
    noStandings: 'Chưa vòng nào xong: bảng xếp hạng có sau vòng đầu tiên hoàn tất.',
    teamTitle: 'Xếp hạng đồng đội',
    boardTitle: 'Xếp hạng theo bàn',
    normsTitle: 'Đạt tiêu chuẩn phong cấp',
    prizesTitle: 'Giải thưởng',
    player: 'Đấu thủ',
    rating: 'Hệ số Elo',
    title: 'Danh hiệu',
    club: 'Đơn vị',
    federation: 'Liên đoàn',
    team: 'Đội',
    games: 'Các ván đấu',
    game: (round, board) => `Vòng ${round}, bàn ${board}`,
    gameOf: (red, black) => `${red} (Trắng) – ${black} (Đen)`,
    red: 'Trắng',
    black: 'Đen',
    result: 'Kết quả',
    moves: 'Biên bản nước đi',
    first: 'Thế cờ ban đầu',
    back: 'Nước trước',
    forward: 'Nước sau',
    last: 'Nước cuối',
    noBoard: 'Trang này không kèm bàn cờ xem lại: các nước đi ở dưới.',
    scroll: (what) => `${what} (kéo ngang để xem hết)`,
    published: 'Xuất bản bằng xq',
    afterRound: (n) => `sau vòng ${n}`,
    number: 'Số',
  },
};
