// The text fields of TRF records as formatTrf writes and parseTrf reads them: astral characters
// cut in the name column, control characters, line separators (once the hostile probes' third
// pass).
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { refused } from '../test/refused';
import * as P from './index';
import { formatTrfPlayer } from './trf-write';

const trfPlayer = (name: string, extra: Partial<P.TrfPlayer> = {}): P.TrfPlayer => ({
  startNumber: 1,
  sex: '',
  title: '',
  name,
  rating: 1500,
  federation: 'VIE',
  fideId: '',
  birthDate: '',
  points: 0,
  rank: 1,
  rounds: [],
  ...extra,
});
const trfOf = (p: P.TrfPlayer): P.Trf => ({
  players: [p],
  totalRounds: 3,
  initialColour: 'white',
  otherLines: [],
});
/** UTF-16 that encodes to UTF-8 and back unchanged: no lone surrogate. */
const wellFormed = (s: string): boolean => new TextDecoder().decode(new TextEncoder().encode(s)) === s;
describe('TRF text fields: astral characters, control characters, line separators', () => {
  it('a name cut to its 33 columns never splits a surrogate pair', () => {
    // 32 letters then an emoji: the emoji's high half was column 33, its low half was cut off
    const line = formatTrfPlayer(trfPlayer(`${'x'.repeat(32)}😀`));
    expect(wellFormed(line)).toBe(true);
    expect(line.slice(14, 47)).toBe(`${'x'.repeat(32)} `);
    const back = P.parseTrf(P.formatTrf(trfOf(trfPlayer(`${'𠀀'.repeat(20)}`))));
    expect(back.ok && back.value.players[0]!.name).toBe('𠀀'.repeat(16));
  });
  test.prop([
    fc.string({ unit: 'binary', maxLength: 40 }).filter((s) => !/[\p{Cc}\u2028\u2029]/u.test(s)),
    fc.constantFrom('', 'GM', 'g😀'),
  ])('names and titles of any characters: written well-formed, read back as cut', (name, title) => {
    const text = P.formatTrf(trfOf(trfPlayer(name, { title })));
    expect(wellFormed(text)).toBe(true);
    expect(text.split('\r').filter((l) => l.startsWith('001'))).toHaveLength(1);
    const back = P.parseTrf(text);
    if (!back.ok) throw new Error(back.error.message);
    const p = back.value.players[0]!;
    const cut = name.length <= 33 ? name : name.slice(0, /[\uD800-\uDBFF]/.test(name[32]!) ? 32 : 33);
    expect(p.name).toBe(cut.trim());
    expect(p.title).toBe(title);
    expect(p.rating).toBe(1500);
  });
  it('a control character, a line separator or a lone surrogate in any text field is refused', () => {
    const bad = [
      'A\nB',
      'A\rB',
      'A\u2028B',
      'A\u2029B',
      'A\u0085B',
      'A\u000bB',
      'A\u0000B',
      'A\u007fB',
      '\uD800',
      'x\uDC00',
    ];
    for (const v of bad) {
      refused(() => formatTrfPlayer(trfPlayer(v)), 'the name');
      refused(() => P.formatTrf(trfOf(trfPlayer(v))), 'the name');
      expect(P.trfPlayerProblem(trfPlayer(v))).toMatch(/^the name/);
      for (const key of ['sex', 'title', 'federation', 'fideId', 'birthDate'] as const)
        refused(() => formatTrfPlayer(trfPlayer('A', { [key]: v.replace(/[ABx]/g, '') })), key);
    }
  });
  it('an other line with a character other readers split lines on, or a lone surrogate, is refused', () => {
    for (const l of ['012 A\u2028B', '012 A\u000cB', '012 A\u0085B', '012 \uD83D'])
      refused(() => P.formatTrf({ ...trfOf(trfPlayer('A')), otherLines: [l] }), 'otherLines[0]');
    expect(P.formatTrf({ ...trfOf(trfPlayer('A')), otherLines: ['012 Giải\tcờ 😀'] })).toContain('😀');
  });
});
