// The place norms of a youth championship, adjusted in the regulations through the CLI
// ("Tiêu chuẩn phong cấp có thể được điều chỉnh cho phù hợp từng thời kỳ, được công bố trong Điều
// lệ của các giải toàn quốc"), read by `xq tournament norms` and printed by `show`.
import { describe, expect, test } from 'vitest';
import { ENGLISH, viewable } from '../../vi-words.test-util';
import { disk } from './disk.test-util';

describe('xq tournament regulations: the youth championship\u2019s places, adjusted', () => {
  // A.2.c: "Đạt thứ hạng nhất cá nhân tại giải trẻ toàn quốc hạng tuổi 18."
  // A.3.b: "Đạt thứ nhất cá nhân hạng tuổi 15 và nhì, ba hạng tuổi 18 tại giải trẻ toàn quốc."
  test('the seed\u2019s places, then the regulations\u2019, decide the norms; show prints them', async () => {
    const d = disk();
    await d.run('new', 'tre.json', '--name', 'Giải trẻ', '--system', 'round-robin');
    d.files['dl.json'] = JSON.stringify({
      event: 'national-youth-championship',
      chiefArbiter: 'Trần Văn Bình',
      categories: [{ code: 'U18', sex: 'm', bornFrom: 2008, ageGroup: 18 }],
    });
    expect((await d.run('regulations', 'tre.json', 'dl.json')).code).toBe(0);
    for (const name of ['An', 'Bảo', 'Cường', 'Dũng'])
      await d.run('add-player', 'tre.json', name, '--sex', 'm', '--birth-year', '2009', '--category', 'U18');
    // Three rounds; the lower start number wins every game: places 1, 2, 3, 4 by start number.
    for (let round = 1; round <= 3; round++) {
      expect((await d.run('pair', 'tre.json')).code).toBe(0);
      for (const g of d.doc('tre.json').rounds[round - 1]!.games)
        await d.run('result', 'tre.json', String(round), String(g.red), g.red < g.black ? '1-0' : '0-1');
    }
    const norms = async () =>
      (
        JSON.parse((await d.run('norms', 'tre.json', '--json')).out).players as {
          player: number;
          place: number;
          norms: { title: string; rule: string }[];
        }[]
      ).map((p) => [p.player, p.place, p.norms.map((n) => `${n.title} ${n.rule}`).join()]);
    expect(await norms()).toEqual([
      [1, 1, 'candidate-master A.2.c'],
      [2, 2, 'first-class A.3.b'],
      [3, 3, 'first-class A.3.b'],
      [4, 4, ''],
    ]);
    d.files['dc.json'] = JSON.stringify({
      normThresholds: { youthCandidatePlaces18: 2, youthFirstClassPlaces18: 4 },
    });
    const set = await d.run('regulations', 'tre.json', 'dc.json');
    expect([set.code, set.err]).toEqual([0, '']);
    expect(await norms()).toEqual([
      [1, 1, 'candidate-master A.2.c'],
      [2, 2, 'candidate-master A.2.c'],
      [3, 3, 'first-class A.3.b'],
      [4, 4, 'first-class A.3.b'],
    ]);
    // The printed norms cite the regulations' places, not the seed's "thứ hạng nhất".
    const normsVi = (await d.run('norms', 'tre.json', '--lang', 'vi')).out;
    expect(normsVi).toContain(
      'A.2.c: Đạt thứ hạng từ 1 đến 2 cá nhân tại giải trẻ toàn quốc hạng tuổi 18 (theo điều lệ của giải).',
    );
    expect(normsVi).toContain(
      'A.3.b: Đạt thứ nhất cá nhân hạng tuổi 15 và thứ hạng từ 3 đến 4 hạng tuổi 18 tại giải trẻ toàn quốc (theo điều lệ của giải).',
    );
    const vi = (await d.run('show', 'tre.json', '--lang', 'vi')).out;
    expect(vi).toContain(
      'giải trẻ, kiện tướng dự bị: hạng 1–2 (hạng tuổi 18), giải trẻ, cấp I: hạng 3–4 (hạng tuổi 18)',
    );
    const line = vi.split('\n').find((l) => l.includes('giải trẻ, kiện tướng dự bị'))!;
    expect(viewable(line)).not.toMatch(ENGLISH);
    expect((await d.run('show', 'tre.json')).out).toContain(
      'youth championship, candidate master: places 1–2 (under 18), youth championship, first class: places 3–4 (under 18)',
    );
    // A place the regulations cannot mean is refused, the field named.
    d.files['bad.json'] = JSON.stringify({ normThresholds: { youthCandidatePlaces18: 5 } });
    const bad = await d.run('regulations', 'tre.json', 'bad.json');
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('youthFirstClassPlaces18');
    // In Vietnamese: the field and the number, no English words of the message (in or out of quotes).
    const badVi = await d.run('regulations', 'tre.json', 'bad.json', '--lang', 'vi');
    expect(badVi.err).toContain('youthFirstClassPlaces18, 5');
    expect(badVi.err).not.toMatch(/places|master|'/u);
  });
});
