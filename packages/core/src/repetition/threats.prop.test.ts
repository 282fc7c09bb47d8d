import { arbPosition } from '@xq/test-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_MOVES } from '../board-codes';
import { Position } from '../position';
import { RANK } from '../tables';
import { collectThreats, MAX_THREATS, THREAT_ATTACK, THREAT_MUTUAL, THREAT_REAL } from './threats';

/**
 * A slow reference written from the definitions with the friendly API only: for each legal
 * capture of `color` (pretending it is `color`'s turn), is the target really protected — can
 * the other side legally take back after it?
 */
function withTurn(pos: Position, color: 'red' | 'black'): Position | undefined {
  const r = Position.fromFen(pos.fen().replace(/ [wb] /, color === 'red' ? ' w ' : ' b '), {
    mode: 'lenient',
  });
  return r.ok ? r.value : undefined;
}

function reference(
  pos: Position,
  color: 'red' | 'black',
): Map<string, 'real' | 'attack' | 'mutual'> | undefined {
  const out = new Map<string, 'real' | 'attack' | 'mutual'>();
  const p = withTurn(pos, color);
  // With the other side to move, the side not to move would stand in check: no such position.
  if (!p) return undefined;
  for (const m of p.legalMoves()) {
    const target = p.piece(m.to);
    const attacker = p.piece(m.from)!;
    if (!target || target.role === 'king') continue;
    if (attacker.role === 'king' || attacker.role === 'pawn') continue;
    const victimSide = target.color;
    if (target.role === 'pawn' && (victimSide === 'red' ? RANK[m.to]! <= 4 : RANK[m.to]! >= 5)) continue;
    const key = `${m.from}-${m.to}`;
    const stronger =
      ((attacker.role === 'horse' || attacker.role === 'cannon') && target.role === 'rook') ||
      ((attacker.role === 'advisor' || attacker.role === 'elephant') &&
        (target.role === 'rook' || target.role === 'horse' || target.role === 'cannon'));
    if (stronger) {
      out.set(key, 'real');
      continue;
    }
    if (attacker.role === target.role) {
      // Can the target take the attacker back, in the position before the capture?
      const back = withTurn(pos, victimSide);
      if (back?.isLegal({ from: m.to, to: m.from })) {
        out.set(key, 'mutual');
        continue;
      }
    }
    const after = p.play(m);
    const retake = after.legalMoves().some((r) => r.to === m.to);
    out.set(key, retake ? 'attack' : 'real');
  }
  return out;
}

describe('collectThreats', () => {
  it('agrees with a reference written from the definitions, on random positions', () => {
    const scratch = new Int32Array(2 * MAX_MOVES);
    const buf = new Int32Array(MAX_THREATS);
    fc.assert(
      fc.property(arbPosition(60), (pos) => {
        const board = pos.toBoard();
        const before = Array.from(board.squares);
        for (const [c, color] of [
          [0, 'red'],
          [1, 'black'],
        ] as const) {
          const n = collectThreats(board, c, buf, 0, scratch);
          const got = new Map<string, string>();
          for (let i = 0; i < n; i++) {
            const e = buf[i]!;
            const kind =
              e & THREAT_REAL ? 'real' : e & THREAT_MUTUAL ? 'mutual' : e & THREAT_ATTACK ? 'attack' : '?';
            got.set(`${e & 0xff}-${(e >> 8) & 0xff}`, kind);
          }
          const want = reference(pos, color);
          if (want) expect(got).toEqual(want);
        }
        expect(Array.from(board.squares)).toEqual(before); // the board is left as it was
      }),
      { numRuns: 60 },
    );
  });
});
