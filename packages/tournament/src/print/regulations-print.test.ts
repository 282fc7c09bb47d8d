// The regulations' printers print every field the regulations model holds: a document with every
// field set, and each field taken away in turn changes what is printed (in English and in
// Vietnamese), so no field is held and never shown.
import { describe, expect, it } from 'vitest';
import { validateTournament } from '../document';
import type { Tournament } from '../model';
import { formatRegulations } from './regulation-items';
import { formatRegulationData } from './regulations-print';

const regulations = {
  system: 'knockout',
  rounds: 3,
  scoring: '2-1-0',
  timeControl: '90 phút',
  tieBreaks: ['BH', 'SB'],
  pairingBye: 'draw',
  initialColour: 'black',
  gamesPerMatch: 2,
  matchTieBreaks: ['rapid', 'lots'],
  seed: 2026,
  friendly: true,
  teamRanking: 'match-points',
  separateClubs: true,
  withdrawnGames: 'annulled-under-half',
  purpose: 'Mục đích',
  dates: '1–9/3',
  host: 'Sở',
  eligibility: 'Mọi người',
  venue: 'Huế',
  schedule: 'Lịch',
  law: 'Luật 2004',
  prizes: 'Huy chương',
  titleNorms: 'Phong cấp',
  lodging: 'Ăn nghỉ',
  fees: 'Lệ phí',
  entryForm: 'Mẫu',
  entryDeadline: 'Hạn',
  event: 'national-championship',
  clockPreset: 'vn-90',
  lateArrivalMinutes: 30,
  entryFee: 150000,
  entryDeadlineDate: '2026-02-20',
  normThresholds: { masterPercent: 70, firstClassPercent: 50 },
  entryQuota: { perUnit: 3, host: 'Huế', hostExtra: 2 },
  entryFeeDueDate: '2026-02-25',
  sentDate: '2025-12-01',
  startDate: '2026-03-01',
  categories: [
    {
      code: 'U15',
      name: 'Lứa tuổi 15',
      sex: 'f',
      bornFrom: 2011,
      bornTo: 2014,
      levels: ['cấp I'],
      ageGroup: 15,
    },
  ],
  prizeRules: {
    individual: [{ name: 'Nhất', medal: 'gold', amount: 1000 }],
    perCategory: true,
    team: [{ name: 'Đồng đội nhất', medal: 'silver' }],
    overall: [{ name: 'Toàn đoàn nhất', medal: 'bronze', amount: 5 }],
    ties: 'shared',
    delegationTeamSize: 3,
  },
  delegations: [{ name: 'Huế', head: 'Trưởng đoàn', coaches: ['HLV'] }],
  stage: { name: 'Chung kết', group: 'A', entries: [{ player: 1, from: 7, group: 'B', place: 2 }] },
};

const base = {
  format: 'xq-tournament',
  version: 1,
  name: 'Giải',
  regulations,
  players: [
    { id: 1, name: 'An', club: 'Huế', sex: 'f', birthYear: 2012, title: 'cấp I', category: 'U15' },
    {
      id: 2,
      name: 'Bình',
      club: 'Huế',
      special: true,
      sex: 'f',
      birthYear: 2012,
      title: 'cấp I',
      category: 'U15',
    },
  ],
  rounds: [],
  amendments: [{ afterRound: 0, fields: ['venue'], forced: true, note: 'đổi địa điểm' }],
};

function load(doc: unknown): Tournament {
  const r = validateTournament(doc);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const printed = (t: Tournament, lang: 'en' | 'vi'): string =>
  `${formatRegulations(t, 'text', { lang })}\n${formatRegulationData(t, 'text', { lang })}`;

/** Every field path of a JSON value, objects' keys and the items of arrays of objects. */
function paths(v: unknown, at: readonly (string | number)[] = []): (readonly (string | number)[])[] {
  if (typeof v !== 'object' || v === null) return [at];
  if (Array.isArray(v))
    return v.flatMap((x, i) => (typeof x === 'object' ? paths(x, [...at, i]) : [])).concat([at]);
  return Object.entries(v).flatMap(([k, x]) => paths(x, [...at, k]));
}

function without(doc: unknown, path: readonly (string | number)[]): unknown {
  const copy = JSON.parse(JSON.stringify(doc));
  let o = copy;
  for (const k of path.slice(0, -1)) o = o[k];
  const last = path[path.length - 1] as string | number;
  if (Array.isArray(o)) o.splice(Number(last), 1);
  else delete o[last];
  return copy;
}

const refusedRemovals = new Set<string>();
describe('the regulations printers print every field the model holds', () => {
  const fields = [
    ...paths(regulations, ['regulations']),
    ['amendments', 0, 'note'],
    ['amendments', 0, 'forced'],
    ['amendments'],
    ['players', 1, 'special'],
  ];
  const required = new Set(['regulations.system', 'regulations.scoring', 'regulations.entryQuota.perUnit']);
  for (const lang of ['en', 'vi'] as const)
    it.each(fields.filter((p) => !required.has(p.join('.'))).map((p) => [p.join('.'), p] as const))(
      `${lang}: %s is printed`,
      (_, path) => {
        const full = printed(load(base), lang);
        const less = validateTournament(without(base, path));
        // A field whose removal leaves a refused document (the category's sex its players need) is
        // held by that constraint; every other removal changes the print.
        if (less.ok) expect(printed(less.value, lang)).not.toBe(full);
        else refusedRemovals.add(path.join('.'));
      },
    );

  it("prints them in the law's words under vi", () => {
    const vi = printed(load(base), 'vi');
    // Guide item 13: "Lệ phí: các đấu thủ phải nộp (quy định rõ số tiền, thời gian nộp...)".
    // Days as Vietnamese write them (d/m/yyyy), money grouped by thousands, the clock in words.
    expect(vi).toMatch(/13\. Thời gian nộp lệ phí\s+25\/2\/2026/);
    expect(vi).not.toMatch(/\d{4}-\d{2}-\d{2}/u);
    expect(vi).toMatch(/8\. Mẫu đồng hồ\s+90 phút mỗi bên/u);
    expect(vi).not.toMatch(/vn-90/u);
    expect(vi).toMatch(/13\. Lệ phí\s+150\.000/u);
    expect(vi).toMatch(/Sau vòng\s+Mục\s+Bắt buộc\s+Ghi chú\n[- ]+\n\s+0\s+Địa điểm thi đấu\s+có/u);
    // Guide item 4: "Tham gia đặc cách: các cá nhân được đặc cách, đơn vị đăng cai được cử thêm bao nhiêu đấu thủ".
    expect(vi).toMatch(/4\. Tham gia đặc cách\s+2 Bình/);
    expect(vi).toMatch(/4\. Đơn vị đăng cai được cử thêm\s+2 \(Huế\)/);
    // "gửi điều lệ đến người nhận trước một thời gian cần thiết (nếu là các giải lớn thì phải gửi trước từ 2 tới 3 tháng)".
    expect(vi).toMatch(/Ngày gửi điều lệ\s+1\/12\/2025 \(90 ngày trước khai mạc\)/);
    // Norms' note: "Tiêu chuẩn phong cấp có thể được điều chỉnh … được công bố trong Điều lệ của các giải toàn quốc".
    expect(vi).toMatch(/kiện tướng 70%, cấp I 50%/);
    // 10.2.1a: "Ai đến chậm quá thời gian do ban tổ chức quy định (15, 30 hay 60 phút theo quy định)".
    expect(vi).toMatch(/8\. Đến chậm \(10\.2\.1a\)\s+30 phút/);
    expect(vi).toMatch(/Sau vòng\s+Mục\s+Bắt buộc\s+Ghi chú/);
    expect(vi).not.toMatch(/\b(minutes|yes|group|days|master|first class|shared|gold)\b/);
    const en = printed(load(base), 'en');
    expect(en).toMatch(/13\. Fee due \(date\)\s+2026-02-25/);
    expect(en).toMatch(/First mover of the first round\s+black/);
    expect(en).not.toMatch(/white/i);
  });
});

it('the fields a document cannot lose are printed with their values', () => {
  // Runs after the table above: a removal refused is a required key (or the category the players
  // enter), and its value is in the print.
  const required = /(\.categories|\.categories\.0\.code|\.name|\.player|\.from)$/;
  for (const p of refusedRemovals) expect(p).toMatch(required);
  const t = load(base);
  for (const lang of ['en', 'vi'] as const)
    for (const value of ['U15', 'Nhất', 'Đồng đội nhất', 'Toàn đoàn nhất', 'Huế', 'Chung kết', 'Trưởng đoàn'])
      expect(printed(t, lang)).toContain(value);
  expect(printed(t, 'en')).toMatch(/\b1\s+7\s+B\s+2\b/);
});
