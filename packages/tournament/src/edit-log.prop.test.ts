// The edit log against hostile input: a log the reader accepts formats and parses back equal,
// a hostile log is refused with a typed error (never a throw), and an edit logged by logEdit is
// always one the reader accepts, whatever the note says.
import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { formatTournament, parseTournament } from './document';
import { arbDocument } from './documents.test-util';
import { correctedRounds, logEdit, tournamentChanges } from './edit-log';
import { hostileKey, hostileValue } from './hostile.test-util';
import { GAME_RESULTS } from './model';
import { setResult, withdrawPlayer } from './tournament-edit';

const hostile = hostileValue([0, -1, 1.5, 1000, 1001], fc.string({ maxLength: 300 }));
const field = fc.constantFrom('at', 'by', 'action', 'afterRound', 'changes', 'note', 'path', 'old', 'new');

test.prop([arbDocument, field, hostile, hostileKey], { numRuns: 300 })(
  'a hostile log is refused with a typed error or read back equal',
  (t, key, value, extra) => {
    const entry: Record<string, unknown> = {
      at: '2026-01-01T00:00:00Z',
      action: 'result',
      afterRound: 0,
      changes: [{ path: '$.rounds[0].games[0].result', old: 'draw', new: 'red-win' }],
    };
    if (key === 'path' || key === 'old' || key === 'new')
      (entry.changes as Record<string, unknown>[])[0]![key] = value;
    else entry[key] = value;
    Object.defineProperty(entry, extra, { value: 1, enumerable: true });
    const text = JSON.stringify({ ...JSON.parse(formatTournament(t)), log: [entry] });
    if (text === undefined) return;
    const r = parseTournament(text);
    if (!r.ok) {
      expect(r.error.code).toMatch(/^TOURNAMENT_/);
      return;
    }
    expect(parseTournament(formatTournament(r.value))).toEqual(r);
    for (const e of r.value.log ?? []) expect(Array.isArray(correctedRounds(e))).toBe(true);
  },
);

test.prop([arbDocument, fc.nat(), fc.constantFrom(...GAME_RESULTS), hostile, hostile], { numRuns: 200 })(
  'an edit logged is read back, its changes the difference of the two documents',
  (t, n, result, by, note) => {
    const round = t.rounds.length === 0 ? 0 : 1 + (n % t.rounds.length);
    const player =
      t.rounds[round - 1]?.games[0]?.red ?? t.players[n % Math.max(1, t.players.length)]?.id ?? 1;
    const edited = round > 0 ? setResult(t, round, player, result) : withdrawPlayer(t, player);
    if (!edited.ok) return;
    let r: ReturnType<typeof logEdit>;
    try {
      r = logEdit(t, edited.value, { at: '2026-01-01T00:00:00Z', action: 'x', by, note } as never);
    } catch (e) {
      expect(e).toBeInstanceOf(TypeError);
      expect((e as Error).message).toMatch(/^logEdit: /);
      return;
    }
    if (!r.ok) {
      expect(r.error.code).toBe('TOURNAMENT_BAD_FIELD');
      return;
    }
    const back = parseTournament(formatTournament(r.value));
    expect(back).toEqual({ ok: true, value: r.value });
    const last = r.value.log?.at(-1);
    if (r.value.log !== t.log) expect(last?.changes).toEqual(tournamentChanges(t, edited.value));
  },
);
