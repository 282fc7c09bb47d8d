import { describe, expect, it } from 'vitest';
import { parseUci } from './deps';
import { openingText } from './opening';

const INITIAL = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';
const moves = (s: string) =>
  s.split(' ').map((m) => {
    const r = parseUci(m);
    if (!r.ok) throw new Error(m);
    return r.value;
  });

describe('the opening shown under the moves', () => {
  it('names the ECCO code in the page language, the sides as the law calls them in Vietnamese', () => {
    // 1. C2.5 N8+7 2. N2+3 N2+3: 中炮对屏风马.
    const game = moves('h2e2 h9g7 h0g2 b9c7');
    expect(openingText(INITIAL, game, 'en')).toBe('Opening (ECCO): C00 Central Cannon vs Screen Horses');
    expect(openingText(INITIAL, game, 'vi')).toBe('Khai cuộc (ECCO): C00 Pháo đầu đối Bình phong mã');
    expect(openingText(INITIAL, [], 'en')).toMatch(/^Opening \(ECCO\): A00 \S/);
  });
  it('shows the variation where ECCO names one', () => {
    // C02 中炮七路马对屏风马 — 红左马盘河: 1. C2.5 N8+7 2. N2+3 N2+3 3. N8+7 P7+1 4. P7+1 R1.2 5. N7+6
    expect(openingText(INITIAL, moves('h2e2 h9g7 h0g2 b9c7 b0c2 g6g5 c3c4 a9b9 c2d4'), 'vi')).toMatch(
      /^Khai cuộc \(ECCO\): C02 .+ — Trắng /,
    );
  });
  it('says nothing for a game from another position', () => {
    expect(openingText('4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1', [], 'en')).toBe('');
  });
});
