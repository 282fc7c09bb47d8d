import { describe, expect, test } from 'vitest';
import { formatTournament, parseTournament, validateTournament } from './document';
import { TOURNAMENT_VERSION } from './model';

// One event written twice: in the words of version 1 (FIDE's `white`) and in those of version 2
// (`red`). Every word version 1 had for a side is here: a game's `white` player, `white-win`,
// `white-win-forfeit`, the black results beside them, a knockout match's games with their own
// `white`, and `initialColour: 'white'`.
const event = (version: number, w: 'white' | 'red'): Record<string, unknown> => ({
  format: 'xq-tournament',
  version,
  name: 'Giải mở rộng',
  regulations: { system: 'knockout', scoring: '1-0.5-0', rounds: 3, gamesPerMatch: 2, initialColour: w },
  players: [1, 2, 3, 4, 5, 6, 7, 8].map((id) => ({ id, name: `P${id}` })),
  rounds: [
    {
      games: [
        { [w]: 1, black: 2, result: `${w}-win` },
        { [w]: 3, black: 4, result: 'black-win' },
        { [w]: 5, black: 6, result: `${w}-win-forfeit` },
        {
          [w]: 7,
          black: 8,
          result: 'black-win',
          lot: 5,
          games: [
            { [w]: 7, result: 'draw' },
            { [w]: 8, result: `${w}-win` },
          ],
        },
      ],
      byes: [],
    },
    {
      games: [
        { [w]: 1, black: 4, result: 'black-win-forfeit' },
        { [w]: 5, black: 8, result: 'draw' },
      ],
      byes: [],
    },
  ],
});

describe('document versions', () => {
  test('a version 1 document with every old colour word reads back as the same event in the new words', () => {
    const old = parseTournament(JSON.stringify(event(1, 'white')));
    const now = parseTournament(JSON.stringify(event(TOURNAMENT_VERSION, 'red')));
    expect(now.ok).toBe(true);
    expect(old).toEqual(now);
    expect(validateTournament(event(1, 'white'))).toEqual(now);
  });

  test('format writes only the newest version, in the new words', () => {
    const old = parseTournament(JSON.stringify(event(1, 'white')));
    if (!old.ok) throw new Error(old.error.message);
    const text = formatTournament(old.value);
    expect(JSON.parse(text).version).toBe(2);
    expect(text).not.toMatch(/white/);
    expect(text).toContain('"red-win-forfeit"');
    expect(text).toContain('"initialColour": "red"');
    expect(parseTournament(text)).toEqual(old);
  });

  test('version 2 does not read the old words, and a version after it is refused', () => {
    const mixed = parseTournament(JSON.stringify(event(TOURNAMENT_VERSION, 'white')));
    expect(mixed.ok || mixed.error.code).toBe('TOURNAMENT_BAD_FIELD');
    const later = parseTournament(JSON.stringify({ ...event(TOURNAMENT_VERSION, 'red'), version: 3 }));
    expect(later.ok || later.error.code).toBe('TOURNAMENT_BAD_VERSION');
  });

  test('a version 1 file that is not a document is refused as before, not rewritten', () => {
    const r = validateTournament({ ...event(1, 'white'), rounds: 'none' });
    expect(r.ok || r.error.code).toBe('TOURNAMENT_BAD_FIELD');
  });
});
