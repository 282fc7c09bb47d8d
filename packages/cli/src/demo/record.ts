/**
 * A real game for the demo: 9th World Xiangqi Championship, men's event, 5 August 2005,
 * Yamada Hirohide (red) – Escoffier (black), 1-0, ending in checkmate. From the Chinese Chess
 * Practical Dataset (Yu-Han Tseng and Bo-Nian Chen, 2026, CC BY 4.0; record
 * CCPD/對局/大師對局/以賽事分類/世界盃/00000312.pgn), converted from its Chinese notation to ICCS.
 */
export const DEMO_RECORD = {
  event: {
    en: '9th World Xiangqi Championship 2005, men',
    vi: 'Giải vô địch Cờ Tướng thế giới lần thứ 9, năm 2005, nội dung nam',
  },
  red: 'Yamada Hirohide',
  black: 'Escoffier',
  result: '1-0',
  source: 'CCPD/對局/大師對局/以賽事分類/世界盃/00000312.pgn (CC BY 4.0)',
  moves:
    'h2e2 h7e7 h0g2 h9g7 i0i1 i9h9 i1d1 f9e8 d1d8 b9a7 b0a2 b7b3 a0a1 h9h3 a1f1 b3e3 g2e3 e7e3 d0e1 h3g3 f1f8 c6c5 f8g8 a9b9 e0d0 b9b2 g8g9 e8f9 d8d9 e9e8 g9g8 e8e7 d9d7'.split(
      ' ',
    ),
} as const;
