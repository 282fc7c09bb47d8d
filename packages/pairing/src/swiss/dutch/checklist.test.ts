// The checklist of a five-player tournament before round 3, against values computed by hand from
// C.04.3 (2026) Art. 1 (https://handbook.fide.com/chapter/C0403202602): the colour difference
// (Art. 1.5), the colour preference and its strength (Art. 1.6), the floats (Art. 1.4: an
// unplayed round worth more than a loss is a downfloat) and the bye rules (C2).
import { describe, expect, it } from 'vitest';
import { isPairingInputError } from '../../bad-input';
import type { SwissColour, SwissInput, SwissOutcome, SwissRound } from '../swiss-input';
import { dutchChecklist, formatDutchChecklist } from './checklist';

/** One past round; a forfeit is paired but not played, a bye or an absence has no opponent. */
const rd = (
  opponent: number,
  colour: SwissColour | null,
  outcome: SwissOutcome,
  played: boolean,
  paired = true,
) => ({ opponent, colour, outcome, played, paired }) satisfies SwissRound;
const game = (opponent: number, colour: SwissColour, outcome: SwissOutcome) =>
  rd(opponent, colour, outcome, true);
const forfeit = (opponent: number, colour: SwissColour, outcome: SwissOutcome) =>
  rd(opponent, colour, outcome, false);
const PAIRING_BYE = rd(0, null, 'win', false);
const ABSENT = rd(0, null, 'loss', false, false);

// Round 1: 1–4 1-0, 5–2 ½-½, 3 the pairing-allocated bye.
// Round 2: 3–1 0-1, 2–4 won by forfeit, 5 absent.
// Round 3: 4 absent; 2 accelerated by one point.
const INPUT: SwissInput = {
  players: [
    { id: 1, rounds: [game(4, 'white', 'win'), game(3, 'black', 'win')] },
    { id: 2, rounds: [game(5, 'black', 'draw'), forfeit(4, 'white', 'win')], acceleration: [0, 0, 1] },
    { id: 3, rounds: [PAIRING_BYE, game(1, 'white', 'loss')] },
    { id: 4, rounds: [game(1, 'black', 'loss'), forfeit(2, 'black', 'loss')], absent: true },
    { id: 5, rounds: [game(2, 'white', 'draw'), ABSENT] },
  ],
  playedRounds: 2,
  totalRounds: 5,
  initialColour: 'white',
};

describe('dutchChecklist', () => {
  const r = dutchChecklist(INPUT);
  if (!r.ok) throw new Error(r.error.message);
  const row = (id: number) => r.value.players.find((p) => p.id === id);

  it('ranks the players by pairing score, then pairing number', () => {
    expect(r.value.round).toBe(3);
    // 2: 1½ + 1 accelerated = 2½; 1: 2; 3: 1; 5: ½; 4: 0
    expect(r.value.players.map((p) => p.id)).toEqual([2, 1, 3, 5, 4]);
  });

  it('player 1: two wins, white then black, a mild preference for white', () => {
    expect(row(1)).toEqual({
      id: 1,
      present: true,
      points: 2,
      pairingScore: 2,
      colours: ['white', 'black'],
      colourDifference: 0,
      colourPreference: 'white',
      preferenceStrength: 'mild',
      floats: [null, null],
      hadPairingBye: false,
      byeEligible: true,
    });
  });

  it('player 2: a forfeit win is no game, a downfloat, and takes the bye away (C2)', () => {
    expect(row(2)).toEqual({
      id: 2,
      present: true,
      points: 1.5,
      pairingScore: 2.5,
      colours: ['black', null],
      colourDifference: -1,
      colourPreference: 'white',
      preferenceStrength: 'strong',
      floats: [null, 'down'],
      hadPairingBye: false,
      byeEligible: false,
    });
  });

  it('player 3: the pairing-allocated bye is a downfloat; then white, a strong preference for black', () => {
    expect(row(3)).toEqual({
      id: 3,
      present: true,
      points: 1,
      pairingScore: 1,
      colours: [null, 'white'],
      colourDifference: 1,
      colourPreference: 'black',
      preferenceStrength: 'strong',
      floats: ['down', null],
      hadPairingBye: true,
      byeEligible: false,
    });
  });

  it('player 4: absent, a forfeit loss is no float', () => {
    expect(row(4)).toMatchObject({
      present: false,
      points: 0,
      colours: ['black', null],
      colourDifference: -1,
      floats: [null, null],
      byeEligible: true,
    });
  });

  it('player 5: an absence scores nothing and is no float', () => {
    expect(row(5)).toMatchObject({
      points: 0.5,
      colours: ['white', null],
      floats: [null, null],
      byeEligible: true,
    });
  });

  it('prints one line per player', () => {
    expect(formatDutchChecklist(r.value).split('\n')).toEqual([
      'Checklist before round 3',
      'No  Pts  Score  Colours  Diff  Pref  Floats  Bye  Bye ok  Plays',
      ' 2  1.5    2.5  B -        -1  WS    - D     no   no      yes',
      ' 1    2      2  W B         0  WM    - -     no   yes     yes',
      ' 3    1      1  - W        +1  BS    D -     yes  no      yes',
      ' 5  0.5    0.5  W -        +1  BS    - -     no   yes     yes',
      ' 4    0      0  B -        -1  WS    - -     no   yes     no',
    ]);
  });

  it('answers PAIRING_BAD_INPUT for a broken input', () => {
    const broken = dutchChecklist({ ...INPUT, playedRounds: 1 });
    expect(broken.ok === false && broken.error.code).toBe('PAIRING_BAD_INPUT');
  });

  it('formatDutchChecklist refuses what dutchChecklist never gives, naming the field (it threw deep TypeErrors)', () => {
    const good = r.value.players[0]!;
    const refuses = (x: unknown, field: RegExp): void => {
      let thrown: unknown;
      try {
        formatDutchChecklist(x as never);
      } catch (e) {
        thrown = e;
      }
      expect(isPairingInputError(thrown)).toBe(true);
      expect((thrown as Error).message).toMatch(field);
    };
    refuses(null, /formatDutchChecklist: checklist must be an object/);
    refuses({}, /round must be an integer/);
    refuses({ round: 3 }, /players must be an array/);
    refuses({ round: 3, players: [null] }, /players\[0\] must be an object/);
    refuses({ round: 3, players: [{ ...good, id: Number.NaN }] }, /players\[0\]\.id must be a finite number/);
    refuses(
      { round: 3, players: [{ ...good, colours: ['toString'] }] },
      /colours\[0\] must be one of white, black or null/,
    );
    refuses({ round: 3, players: [{ ...good, floats: ['__proto__'] }] }, /floats\[0\]/);
    refuses({ round: 3, players: [{ ...good, colourPreference: 'constructor' }] }, /colourPreference/);
    refuses({ round: 3, players: [{ ...good, present: 'yes' }] }, /present must be a boolean/);
  });

  it('prints the same rows in the law\'s words with lang vi: Trắng/Đen, "vòng", a decimal comma', () => {
    // The law's sides are Trắng and Đen ("bên cầm quân Trắng đi trước"), a round is a "vòng", and
    // the seed writes decimals with a comma ("6,5 điểm").
    const lines = formatDutchChecklist(r.value, 'vi').split('\n');
    expect(lines.slice(0, 7)).toEqual([
      'Bảng kiểm trước vòng 3',
      'Số  Điểm  Điểm xếp cặp  Màu quân  Chênh lệch  Ưu tiên  Đẩy nhóm  Đã nghỉ  Được nghỉ  Thi đấu',
      ' 2   1,5           2,5  Đ -               -1  Tm       - X       không    không      có',
      ' 1     2             2  T Đ                0  Tn       - -       không    có         có',
      ' 3     1             1  - T               +1  Đm       X -       có       không      có',
      ' 5   0,5           0,5  T -               +1  Đm       - -       không    có         có',
      ' 4     0             0  Đ -               -1  Tm       - -       không    có         không',
    ]);
    expect(lines.slice(8).join(' ')).toContain('T = Trắng, Đ = Đen');
    expect(() => formatDutchChecklist(r.value, 'fr' as never)).toThrow(/lang must be en or vi/);
  });

  it('formatDutchChecklist prints 200,000 rows (a spread of the rows overflowed the call stack)', () => {
    const many = { round: 3, players: Array.from({ length: 200_000 }, () => r.value.players[0]!) };
    expect(formatDutchChecklist(many).split('\n')).toHaveLength(200_002);
  });
});
