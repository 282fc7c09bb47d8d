// classifyOpening against the ECCO tags of the CCPD corpus (../shared/corpus/ccpd.pgn.gz, copied
// here: the first game from the start position of each tagged code, its first 20 plies and its
// source path). The tags were written by xqbase's tools, independently of this code. Left out:
// C45, C85 and C86, where the first such game is one on which xqbase's tag and vschess's rule
// (followed here) part; see docs/db.md.

import { describe, expect, it } from 'vitest';
import { classifyOpening } from './index';

const CASES: readonly (readonly [code: string, moves: string])[] = [
  [
    'A01',
    'f0e1 h7e7 h2d2 h9g7 h0g2 i9h9 g0e2 b9c7 i0f0 b7a7 b0c2 a9b9 a0b0 b9b3 b2a2 b3c3 b0b2 h9h5 a2a1 h5c5',
  ], // CCPD/全盤戰術/00000147.pgn
  [
    'A02',
    'h0i2 b7e7 b0c2 b9c7 a0b0 a9b9 i0i1 b9b3 c3c4 h9g7 c0e2 e6e5 i1d1 g7e6 b2a2 b3b0 c2b0 i9i8 d1d6 i8b8',
  ], // CCPD/全盤戰術/00000309.pgn
  [
    'A06',
    'b2c2 h9g7 b0a2 b7e7 h2e2 b9a7 h0g2 i9h9 a0b0 a9b9 b0b9 a7b9 i0h0 h7h3 g3g4 b9a7 a3a4 d9e8 a2b4 h3c3',
  ], // CCPD/對局/大師對局/以棋手分類/楊官璘/00000466.pgn
  [
    'A07',
    'h2c2 h9g7 h0g2 i9h9 g3g4 h7i7 c0e2 h9h5 i0h0 h5h0 g2h0 b7e7 h0g2 b9a7 c2c1 a9b9 a0a2 b9b5 c3c4 e7d7',
  ], // CCPD/對局/大師對局/以棋手分類/趙國榮/00000031.pgn
  [
    'A08',
    'a3a4 g6g5 g0e2 h9g7 b0a2 b9a7 a0a1 g9e7 a1g1 a9a8 g3g4 g5g4 g1g4 h7h9 a2b4 h9g9 g4f4 b7b2 h2b2 i9h9',
  ], // CCPD/對局/大師對局/以賽事分類/亞洲杯/00000240.pgn
  [
    'A10',
    'g0e2 b9a7 b0c2 h7e7 g3g4 h9g7 h0g2 i9h9 i0i2 b7b5 i3i4 b5c5 g2e1 a9b9 a0b0 h9h3 b2b3 c5c2 e1c2 e6e5',
  ], // CCPD/中局/00002258.pgn
  [
    'A11',
    'g0e2 g9e7 g3g4 c6c5 b0a2 b9c7 a0a1 a9a8 a1f1 h9g7 h0g2 i9i8 f0e1 i8f8 i0f0 f8f1 f0f1 h7h9 f1f4 a8h8',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00003506.pgn
  [
    'A12',
    'g0e2 c9e7 c3c4 g6g5 b0c2 h9g7 h0f1 b9d8 i0g0 i9i8 a0a1 a9c9 g3g4 g5g4 g0g4 g7h5 c2d4 c6c5 c4c5 c9c5',
  ], // CCPD/全盤戰術/00000123.pgn
  [
    'A13',
    'g0e2 h9g7 c3c4 c9e7 b0c2 g6g5 h0f1 b9d8 i0g0 a9c9 g3g4 g5g4 g0g4 c6c5 f1d2 g7f5 g4f4 b7b5 c4c5 c9c5',
  ], // CCPD/全盤戰術/00000048.pgn
  [
    'A14',
    'g0e2 b9c7 h0g2 g6g5 c3c4 h9g7 b0c2 i9i8 h2h6 g7h5 a0a1 c9e7 a1f1 d9e8 h6c6 a9d9 f1f6 i8h8 f6h6 h5g3',
  ], // CCPD/全盤戰術/00000319.pgn
  [
    'A15',
    'g0e2 b9c7 g3g4 c6c5 h0g2 c7d5 b0c2 h7e7 f0e1 h9g7 g2h4 b7b4 h4g6 i9h9 h2g2 e7e3 a0a1 e3e4 a1d1 d5c3',
  ], // CCPD/中局/00001130.pgn
  [
    'A16',
    'g0e2 b9c7 c3c4 h9i7 b0c2 i9i8 a0a1 c9e7 h0g2 b7b3 c2d4 i8d8 d4f5 d9e8 g3g4 d8d5 a1f1 h7f7 f5h4 d5d2',
  ], // CCPD/全盤戰術/00000059.pgn
  [
    'A20',
    'g0e2 h7f7 h0g2 g6g5 c3c4 h9g7 b0c2 b9c7 c2d4 c9e7 i0h0 i9i8 h2h7 f7h7 h0h7 i8g8 b2c2 a9b9 a0b0 b7b2',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00000259.pgn
  [
    'A22',
    'g0e2 b7d7 b0c2 c6c5 a0b0 b9c7 g3g4 a9b9 h0g2 h9g7 g2f4 i9i8 h2f2 h7h4 f4g6 i8f8 d0e1 h4h3 i0g0 h3c3',
  ], // CCPD/全盤戰術/00000327.pgn
  [
    'A23',
    'g0e2 b7d7 b0a2 b9c7 b2c2 a9b9 a0b0 b9b0 a2b0 c6c5 g3g4 h7e7 h0g2 h9g7 i0h0 c7d5 c3c4 c5c4 c2c9 d9e8',
  ], // CCPD/全盤戰術/00000324.pgn
  [
    'A24',
    'g0e2 b7d7 a0a1 b9c7 a1d1 f9e8 b0a2 h9g7 b2c2 a9b9 g3g4 g9e7 d1d6 i9f9 d6c6 c7a8 c6a6 b9b1 f0e1 a8b6',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00000007.pgn
  [
    'A25',
    'g0e2 b7d7 g3g4 b9a7 b0c2 a9b9 a0b0 b9b5 b2a2 b5f5 h0g2 h9g7 b0b4 g9e7 c3c4 f9e8 h2h4 g6g5 c2d4 f5d5',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00000692.pgn
  [
    'A26',
    'g0e2 b7d7 c3c4 b9a7 b0c2 a9b9 a0b0 b9b5 h0g2 g6g5 b2a2 b5d5 h2i2 h9g7 i0h0 i9h9 h0h4 h7i7 h4h9 g7h9',
  ], // CCPD/全盤戰術/00000183.pgn
  [
    'A27',
    'g0e2 h7e7 b0c2 h9g7 a0a1 c6c5 a1f1 b7c7 f1f5 e6e5 b2b5 e5e4 e3e4 b9a7 f5c5 g7e6 c5c4 i9h9 h0f1 h9h5',
  ], // CCPD/全盤戰術/00000329.pgn
  [
    'A28',
    'g0e2 h7e7 b0c2 h9g7 h0g2 i9h9 i0h0 b9a7 c3c4 c6c5 h2h6 c5c4 e2c4 a9a8 g3g4 a8d8 c4e2 d8d3 a0a2 b7c7',
  ], // CCPD/全盤戰術/00000061.pgn
  [
    'A29',
    'g0e2 b7e7 h0g2 b9c7 b2d2 a9a8 b0c2 a8d8 d0e1 h9g7 h2h4 g6g5 c3c4 g7f5 h4f4 i9h9 a0b0 e7g7 b0b5 h7h5',
  ], // CCPD/全盤戰術/00000173.pgn
  [
    'A30',
    'g0e2 h7d7 b0c2 h9g7 a0a1 b9a7 c3c4 i9h9 h0f1 h9h5 i0h0 c6c5 h2g2 h5h0 f1h0 c5c4 e2c4 c9e7 c4e2 a9c9',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00000241.pgn
  [
    'A31',
    'g0e2 h7d7 h0g2 h9g7 i0h0 b9a7 b0c2 b7c7 a0b0 a9b9 g3g4 i9h9 h2h6 b9b3 d0e1 h9h7 b2a2 b3c3 b0b2 g9e7',
  ], // CCPD/全盤戰術/00000085.pgn
  [
    'A32',
    'g0e2 h7d7 h0g2 h9g7 i0h0 g6g5 a3a4 b9c7 b0a2 c6c5 b2d2 a6a5 a0b0 a5a4 b0b6 a9a7 h2h1 i9h9 c3c4 c5c4',
  ], // CCPD/對局/大師對局/以棋手分類/李來群/00001219.pgn
  [
    'A33',
    'g0e2 h7d7 h0g2 h9g7 i0h0 g6g5 h2i2 c9e7 b0c2 c6c5 b2a2 b9c7 a0b0 a9b9 b0b6 b7a7 b6c6 b9b7 h0h4 i9h9',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00000015.pgn
  [
    'A34',
    'g0e2 h7d7 h0g2 h9g7 i0h0 g6g5 c3c4 b7c7 b0c2 c6c5 c2b4 c5c4 e2c4 c7c8 a0b0 c9e7 c0e2 i9i8 b2a2 d7d2',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00000295.pgn
  [
    'A35',
    'g0e2 b7f7 b0c2 b9c7 a0b0 c6c5 b2a2 h9i7 h0g2 h7g7 i0h0 i9h9 b0b4 a9b9 b4f4 d9e8 c3c4 b9b2 c2d4 c5c4',
  ], // CCPD/中局/00002718.pgn
  [
    'A36',
    'g0e2 g6g5 h2g2 g9e7 h0i2 h9g7 i0h0 h7i7 c3c4 i6i5 h0h4 i9h9 i3i4 b9a7 b0c2 a9a8 a0a1 h9h4 i2h4 a8h8',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00000002.pgn
  [
    'A37',
    'g0e2 g6g5 b0c2 b9a7 b2a2 a9b9 a0b0 g9e7 h0f1 h9g7 g3g4 g5g4 i0g0 f9e8 g0g4 i9f9 g4h4 h7i7 f1g3 f9f3',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00000965.pgn
  [
    'A38',
    'g0e2 g6g5 c3c4 h9g7 b0c2 g9e7 a0a1 b9a7 a1g1 h7h9 g3g4 g5g4 g1g4 h9g9 g4h4 a9a8 i0i1 a8d8 i1f1 d8d5',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00000913.pgn
  [
    'A39',
    'g0e2 c6c5 b2c2 c9e7 b0a2 b9c7 a0b0 b7a7 h0g2 h9i7 g3g4 a6a5 f0e1 d9e8 c3c4 c5c4 h2h4 a5a4 h4c4 a4b4',
  ], // CCPD/對局/大師對局/以棋手分類/李來群/00000162.pgn
  [
    'A40',
    'h0g2 c6c5 b2c2 c9e7 b0a2 b9c7 a0b0 a9b9 g3g4 h9i7 g0e2 i9i8 b0b4 b7a7 b4b9 c7b9 h2i2 i6i5 i0h0 i8f8',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00000392.pgn
  [
    'A41',
    'h0g2 g6g5 g0e2 h9g7 b0a2 b9c7 f0e1 h7i7 h2h4 c6c5 h4a4 b7a7 i0h0 i9h9 h0h9 g7h9 a0b0 a9b9 b2b6 a7a4',
  ], // CCPD/對局/大師對局/以賽事分類/世界智力運動會/00000386.pgn
  [
    'A42',
    'b0c2 c6c5 b2a2 b9c7 a0b0 a9b9 b0b6 h9g7 h2e2 c7d5 i0i1 c5c4 b6b5 c4c3 b5d5 c3c2 i1b1 i9i8 e3e4 i8b8',
  ], // CCPD/全盤戰術/00000272.pgn
  [
    'A43',
    'b0c2 c6c5 h2f2 b9c7 h0g2 h7d7 g3g4 h9g7 i0h0 b7b5 c0e2 g9e7 g2f4 g6g5 b2b4 f9e8 d0e1 a6a5 g4g5 b5g5',
  ], // CCPD/全盤戰術/00000098.pgn
  [
    'A44',
    'h0g2 g6g5 b2e2 b9c7 b0c2 a9b9 h2i2 h7e7 i0h0 h9g7 c3c4 b7b3 a0a1 b3c3 c0a2 c3g3 a1f1 b9b5 f0e1 d9e8',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00000608.pgn
  [
    'A45',
    'b0c2 c6c5 g3g4 b9c7 h0g2 c9e7 c0e2 h9i7 i0i1 i9i8 i1d1 i8f8 d1d4 d9e8 c3c4 f8f5 d0e1 i6i5 a0d0 b7b9',
  ], // CCPD/中局/00002716.pgn
  [
    'A50',
    'b2d2 b9a7 b0c2 c6c5 h2e2 h7e7 h0g2 h9g7 i0h0 i9i8 h0h6 i8d8 f0e1 b7b6 g3g4 a9b9 a0b0 b6c6 b0b9 a7b9',
  ], // CCPD/全盤戰術/00000111.pgn
  [
    'A51',
    'b2d2 b9c7 c3c4 h7e7 h0g2 h9g7 i0h0 i9h9 b0c2 h9h5 a0b0 a9b9 b0b6 b7a7 b6c6 g7e8 c2d4 a7a3 c4c5 b9b4',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00000526.pgn
  [
    'A52',
    'h2f2 b7e7 b0c2 g6g5 h0i2 h7h2 c0e2 h9g7 i0i1 b9c7 g3g4 a9b9 a0b0 g7f5 i1h1 i9h9 g4g5 f5d4 b2b6 h2e2',
  ], // CCPD/全盤戰術/00000274.pgn
  [
    'A53',
    'h2f2 b7e7 b0c2 b9c7 h0g2 h9i7 a0b0 a9b9 b2b6 c6c5 i0h0 i9h9 h0h5 h7g7 h5c5 h9h1 f2d2 b9b8 d0e1 b8d8',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00000023.pgn
  [
    'A54',
    'h2f2 g6g5 h0i2 h9g7 i0h0 i9h9 h0h6 b9c7 c3c4 b7a7 b2e2 a9b9 b0c2 h7i7 h6g6 h9h4 e3e4 d9e8 c2d4 h4f4',
  ], // CCPD/全盤戰術/00000097.pgn
  [
    'A60',
    'h2d2 g6g5 h0g2 h9g7 i0h0 i9h9 h0h4 h7i7 h4f4 b9c7 b0c2 c6c5 c0e2 c9e7 c3c4 h9h5 a0c0 c5c4 f4c4 g7f5',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00000158.pgn
  [
    'A61',
    'h2d2 h9g7 h0g2 i9h9 i0h0 h7h3 g3g4 h3g3 b0c2 h9h0 g2h0 b7e7 d2d7 e7e8 a0b0 b9c7 c3c4 a9b9 b2b6 e8g8',
  ], // CCPD/全盤戰術/00000268.pgn
  [
    'A62',
    'h2d2 i9i8 h0g2 i8d8 f0e1 b9c7 i0h0 h9i7 b0a2 i6i5 b2c2 d8d5 h0h6 h7f7 a0b0 a9b9 b0b4 c9e7 a3a4 c6c5',
  ], // CCPD/對局/大師對局/以棋手分類/胡榮華/00000014.pgn
  [
    'A63',
    'h2d2 h7e7 h0g2 h9g7 f0e1 i9h9 g0e2 b9c7 i0f0 h9h5 b0a2 c6c5 b2b6 g6g5 b6c6 a9b9 a0b0 b7b2 f0f7 h5h7',
  ], // CCPD/中局/00002356.pgn
  [
    'A64',
    'h2d2 h7e7 h0g2 h9g7 i0h0 b9c7 b0c2 i9i8 c3c4 i8d8 f0e1 e6e5 h0h4 d8d3 d2f2 a9a8 f2f3 d3d1 f3f1 d1d3',
  ], // CCPD/全盤戰術/00000270.pgn
  [
    'A65',
    'h2d2 h7e7 h0g2 h9g7 i0h0 i9i8 b0c2 i8d8 d0e1 b9c7 h0h4 e6e5 c3c4 d8d3 d2f2 c7e6 c0e2 a9a8 b2b6 a8f8',
  ], // CCPD/全盤戰術/00000141.pgn
  [
    'B00',
    'h2e2 c9e7 h0g2 g6g5 b0c2 h9g7 e3e4 b9d8 i0i1 g7f5 e4e5 e6e5 c2e3 f5e3 e2e5 d9e8 g2e3 i6i5 i1d1 a9d9',
  ], // CCPD/全盤戰術/00000012.pgn
  [
    'B01',
    'h2e2 b9c7 h0g2 c6c5 b0a2 g9e7 b2d2 b7b8 g3g4 b8g8 a0a1 a9a8 a1f1 a8d8 f0e1 h9g7 i0h0 i9i7 h0h6 g8g9',
  ], // CCPD/中局/00002202.pgn
  [
    'B02',
    'h2e2 b9c7 h0g2 g6g5 i0h0 d9e8 c3c4 h7g7 b0c2 c9e7 c2d4 a9d9 b2b4 b7a7 d4c6 a7a8 a0b0 h9i7 h0h7 g7f7',
  ], // CCPD/全盤戰術/00000306.pgn
  [
    'B03',
    'h2e2 b9c7 h0g2 c6c5 i0h0 i9i7 b0c2 b7b8 h0h4 g9e7 a0a1 b8h8 h4b4 a9a8 a1d1 g6g5 e3e4 a8f8 e4e5 e6e5',
  ], // CCPD/全盤戰術/00000212.pgn
  [
    'B04',
    'h2e2 b9c7 c3c4 b7a7 b0c2 a9b9 a0b0 b9b5 h0g2 c6c5 c4c5 b5c5 c2d4 g9e7 i0h0 h9f8 b2c2 c7d5 h0h4 a7d7',
  ], // CCPD/中局/00002268.pgn
  [
    'B05',
    'h2e2 h9g7 h0g2 i9h9 c3c4 g6g5 b0c2 c9e7 b2a2 b9c7 a0b0 a9b9 i0h0 b7b3 h0h6 h7i7 h6h9 g7h9 c2d4 b3b2',
  ], // CCPD/中局/00001703.pgn
  [
    'B06',
    'h2e2 h9g7 h0g2 i9i8 i0h0 h7h8 b2b4 h8a8 b0c2 c9e7 b4a4 a8a4 a3a4 i8d8 a0b0 b7c7 e3e4 d8d3 h0h6 d3g3',
  ], // CCPD/全盤戰術/00000198.pgn
  [
    'B07',
    'h2e2 h9g7 h0g2 i9h9 i0h0 g6g5 c3c4 h7h3 b0c2 c9e7 b2b9 a9b9 a0b0 b7b3 c2d4 f9e8 c4c5 b9b4 d4b3 h3e3',
  ], // CCPD/全盤戰術/00000036.pgn
  [
    'B10',
    'h2e2 b9c7 h0g2 h9i7 i0i1 i9i8 i1d1 c9e7 b0c2 d9e8 e3e4 i8f8 e4e5 e6e5 c2e3 f8f6 a0a1 h7g7 e2e5 i6i5',
  ], // CCPD/全盤戰術/00000013.pgn
  [
    'B11',
    'h2e2 b9c7 h0g2 h7f7 g3g4 i9i8 i0h0 h9i7 c3c4 i8d8 c4c5 d8d6 b2c2 c9e7 c5b5 a9b9 b0a2 b7b8 h0h1 d9e8',
  ], // CCPD/中局/00002717.pgn
  [
    'B12',
    'h2e2 b9c7 h0g2 i9i8 i0h0 i8d8 f0e1 d8d5 c3c4 h9i7 b0c2 i6i5 h0h4 a9a8 b2b6 i7h5 h4d4 a8d8 d4d5 d8d5',
  ], // CCPD/對局/大師對局/以賽事分類/世界智力運動會/00000032.pgn
  [
    'B13',
    'h2e2 b9c7 h0g2 i9i8 i0h0 i8d8 b2b4 c6c5 b0a2 d8d5 b4e4 d9e8 a0b0 h9i7 e4g4 d5g5 b0b6 h7f7 h0h5 c9e7',
  ], // CCPD/對局/大師對局/以棋手分類/楊官璘/00000093.pgn
  [
    'B14',
    'h2e2 b9c7 h0g2 i9i8 i0h0 i8d8 c3c4 d8d5 b0c2 h9i7 h0h4 a9a8 b2b6 i6i5 b6e6 i7h5 h4d4 d5d4 c2d4 c7e6',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00000719.pgn
  [
    'B20',
    'h2e2 h9g7 h0g2 i9h9 c3c4 h7i7 b0c2 h9h5 i0h0 h5h0 g2h0 g6g5 a0a1 c9e7 h0g2 b9c7 b2b4 g7h5 g3g4 g5g4',
  ], // CCPD/中局/00001668.pgn
  [
    'B21',
    'h2e2 h9g7 h0g2 i9h9 c3c4 h7i7 b0c2 h9h4 c0a2 g6g5 g3g4 h4g4 i0i2 b7b3 e3e4 c9e7 c2e3 g4g3 e4e5 b9c7',
  ], // CCPD/全盤戰術/00000311.pgn
  [
    'B22',
    'h2e2 h9g7 h0g2 g6g5 c3c4 i9h9 b0c2 h7i7 i0i1 h9h4 c0a2 d9e8 i1g1 b7b3 e3e4 b9c7 a0a1 c9e7 a1d1 b3i3',
  ], // CCPD/中局/00001675.pgn
  [
    'B23',
    'h2e2 h9g7 h0g2 i9h9 c3c4 h7i7 b0c2 g6g5 b2b4 c9e7 i0i1 b9c7 c2d4 d9e8 e2d2 g7h5 i1h1 b7b5 c0e2 i7h7',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00000020.pgn
  [
    'B24',
    'h2e2 h9g7 h0g2 i9h9 g3g4 h7i7 b0c2 c6c5 b2b6 b9c7 b6c6 a9b9 a0b0 c9e7 b0b4 h9h5 c6g6 b7a7 b4b9 c7b9',
  ], // CCPD/中局/00001709.pgn
  [
    'B25',
    'h2e2 h9g7 h0g2 i9h9 c3c4 h7i7 g3g4 c6c5 c4c5 h9h5 c5c6 h5c5 c6d6 c5c0 b2c2 b9a7 i0i1 a6a5 e2e6 a7b5',
  ], // CCPD/全盤戰術/00000307.pgn
  [
    'B30',
    'h2e2 b9c7 h0g2 h7f7 g3g4 c6c5 b0a2 g9e7 b2c2 a9b9 a0b0 b7b3 i0h0 h9g7 c3c4 c5c4 g4g5 g6g5 h0h4 b3c3',
  ], // CCPD/中局/00001684.pgn
  [
    'B31',
    'h2e2 b9c7 h0g2 h7f7 i0h0 h9g7 g3g4 c6c5 g2f4 f9e8 b0c2 g9e7 f0e1 a9a8 b2a2 a8d8 a0b0 d8d4 e3e4 b7a7',
  ], // CCPD/全盤戰術/00000074.pgn
  [
    'B32',
    'h2e2 b9c7 c3c4 h7f7 b0c2 h9g7 c2d4 d9e8 b2c2 c9e7 a0b0 b7a7 h0g2 i9h9 i0h0 h9h0 g2h0 g6g5 h0g2 a9d9',
  ], // CCPD/全盤戰術/00000124.pgn
  [
    'B33',
    'h2e2 b9c7 c3c4 g6g5 h0g2 h7f7 i0h0 h9g7 h0h6 i9h9 h6g6 h9h7 b2b6 f7e7 b0c2 b7b8 c2d4 b8g8 g6f6 a9a8',
  ], // CCPD/全盤戰術/00000051.pgn
  [
    'B34',
    'h2e2 b9c7 c3c4 g6g5 h0g2 h7f7 i0i1 h9g7 i1f1 d9e8 b0c2 c9e7 b2a2 b7b3 e3e4 a9d9 a0b0 d9d3 e2e3 b3e3',
  ], // CCPD/全盤戰術/00000284.pgn
  [
    'B35',
    'h2e2 b9c7 h0g2 h7f7 i0h0 h9g7 c3c4 g6g5 b2b4 g9e7 b0c2 g7f5 c2d4 f5d4 b4d4 a9b9 a0b0 b7b3 h0h6 f9e8',
  ], // CCPD/全盤戰術/00000216.pgn
  [
    'B36',
    'h2e2 b9c7 h0g2 h7f7 i0h0 h9g7 c3c4 b7a7 b2b6 a9b9 b6e6 c7e6 e2e6 b9b1 h0h5 f7f5 e6e4 f5a5 h5e5 g7e6',
  ], // CCPD/中局/00001145.pgn
  [
    'B40',
    'h2e2 b9c7 h0g2 h7f7 i0h0 h9g7 c3c4 g6g5 b2d2 b7b1 a0a2 a9b9 h0h1 b1b3 e3e4 f7e7 a2c2 b9b5 b0a2 i9i8',
  ], // CCPD/全盤戰術/00000295.pgn
  [
    'B41',
    'h2e2 b9c7 h0g2 h7f7 i0h0 h9g7 b2d2 i9i8 b0c2 a9b9 a0b0 i8d8 f0e1 d8d3 h0h6 d3c3 h6g6 f7f8 g3g4 f8g8',
  ], // CCPD/全盤戰術/00000114.pgn
  [
    'B42',
    'h2e2 b9c7 h0g2 h7f7 i0h0 h9g7 b2d2 a9b9 b0c2 c6c5 a0b0 g9e7 b0b4 f9e8 c3c4 c5c4 b4c4 b7b8 c4b4 g6g5',
  ], // CCPD/對局/大師對局/以棋手分類/吳貴臨/00000003.pgn
  [
    'B43',
    'h2e2 b9c7 h0g2 h7f7 i0h0 h9g7 b2d2 a9b9 b0c2 b7a7 c3c4 b9b3 g3g4 i9i8 d0e1 i8d8 g2f4 b3c3 h0h5 d8d4',
  ], // CCPD/中局/00001712.pgn
  [
    'B44',
    'h2e2 b9c7 h0g2 h7f7 i0h0 h9g7 b2d2 a9b9 b0c2 b7a7 c3c4 g6g5 c2d4 g9e7 h0h6 f9e8 a0a2 i9g9 d2c2 b9b5',
  ], // CCPD/中局/00002375.pgn
  [
    'B45',
    'h2e2 b9c7 h0g2 h7f7 i0h0 h9g7 b0a2 g6g5 b2d2 a9b9 a0b0 b7b3 h0h6 i9i7 h6g6 d9e8 a2c1 b3b6 g6g5 c9e7',
  ], // CCPD/中局/00001711.pgn
  [
    'B50',
    'h2e2 b9c7 h0g2 h7f7 i0h0 h9g7 g3g4 c9e7 b0a2 a6a5 b2c2 b7a7 a0b0 d9e8 h0h6 a9d9 h6g6 i9i7 g4g5 d9d4',
  ], // CCPD/中局/00001686.pgn
  [
    'B51',
    'h2e2 b9c7 h0g2 h7f7 g3g4 h9g7 b2c2 i9h9 i0h0 h9h0 g2h0 a9a8 c2c6 c9e7 b0c2 a8d8 a0b0 d8d6 c6c4 c7d5',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00000107.pgn
  [
    'B52',
    'h2e2 b9c7 h0g2 h7f7 g3g4 h9g7 b0a2 i9i8 b2c2 a9b9 a0b0 c9e7 b0b4 i8d8 i0i1 c6c5 a3a4 d9e8 e2f2 b9d9',
  ], // CCPD/全盤戰術/00000174.pgn
  [
    'B53',
    'h2e2 b9c7 h0g2 h7f7 g3g4 c6c5 b0a2 h9g7 b2c2 c9e7 a0b0 a9b9 b0b4 i9h9 i0h0 h9h0 g2h0 f7f8 e2g2 b7a7',
  ], // CCPD/全盤戰術/00000290.pgn
  [
    'B54',
    'h2e2 b9c7 h0g2 h7f7 i0h0 h9g7 g3g4 c6c5 b0a2 c9e7 b2c2 a9b9 a0b0 i9i8 b0b4 i8d8 f0e1 d9e8 a3a4 b7a7',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00000624.pgn
  [
    'B55',
    'h2e2 b9c7 h0g2 h7f7 i0h0 h9g7 g3g4 c6c5 b0a2 g9e7 b2c2 a9b9 a0b0 b7b3 a3a4 f9e8 e3e4 i9f9 e2f2 f9h9',
  ], // CCPD/中局/00001685.pgn
  [
    'C00',
    'h2e2 h9g7 h0g2 b9c7 i0h0 i9h9 e3e4 h7h3 b0c2 d9e8 a0a1 c9e7 a1d1 c6c5 e2e3 h3h5 g3g4 h5h3 e3e2 a9d9',
  ], // CCPD/對局/大師對局/以棋手分類/胡榮華/00001091.pgn
  [
    'C01',
    'h2e2 h9g7 h0g2 b9c7 c3c4 g6g5 b0c2 c9e7 i0h0 h7h5 a0a1 b7b8 h0h4 b8g8 h4f4 g7f5 c2b4 d9e8 a1d1 g8f8',
  ], // CCPD/中局/00002364.pgn
  [
    'C02',
    'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 g6g5 b0c2 b7b3 c2d4 b3g3 b2c2 c9e7 a0b0 d9e8 d4c6 h7i7 c6e7 i7e7',
  ], // CCPD/全盤戰術/00000030.pgn
  [
    'C03',
    'h2e2 h9g7 h0g2 b9c7 c3c4 g6g5 b0c2 b7b3 e3e4 c9e7 i0i1 i9i8 i1f1 i8d8 f1f3 b3b6 b2a2 d9e8 a0b0 a9b9',
  ], // CCPD/中局/00001671.pgn
  [
    'C04',
    'h2e2 h9g7 h0g2 i9h9 c3c4 g6g5 b0c2 b9c7 i0h0 b7b3 e3e4 h7h3 a0a1 c9e7 a1d1 g7h5 e4e5 e6e5 c2e3 h5g3',
  ], // CCPD/中局/00002327.pgn
  [
    'C05',
    'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 b0a2 b7a7 a0b0 a9b9 h0h4 c9e7 a3a4 h7i7 h4d4 b9b3 e2d2 c6c5 d4b4 b3b4',
  ], // CCPD/全盤戰術/00000349.pgn
  [
    'C06',
    'h2e2 h9g7 h0g2 b9c7 i0h0 i9h9 g3g4 c6c5 b0a2 c9e7 a0a1 h7h3 g2f4 h3h5 a1d1 a9a8 d1d6 a8f8 g4g5 f8f4',
  ], // CCPD/全盤戰術/00000001.pgn
  [
    'C10',
    'h2e2 h9g7 h0g2 i9h9 c3c4 g6g5 b0c2 b9c7 i0i1 g9e7 i1f1 f9e8 a0a1 b7b3 c2b4 b3g3 g0i2 g5g4 i2g4 h7h0',
  ], // CCPD/中局/00001676.pgn
  [
    'C11',
    'h2e2 h9g7 h0g2 i9h9 c3c4 g6g5 b0c2 b9c7 i0i1 g9e7 c2d4 a9a8 i1c1 a8d8 b2b4 h7h2 d4c6 h2e2 c0e2 h9h3',
  ], // CCPD/中局/00001670.pgn
  [
    'C12',
    'h2e2 h9g7 h0g2 i9h9 c3c4 g6g5 b0c2 b9c7 i0i1 g9e7 i1f1 f9e8 b2b4 b7a7 b4b8 h9f9 f1f9 e8f9 e3e4 a9b9',
  ], // CCPD/中局/00001669.pgn
  [
    'C13',
    'h2e2 b9c7 c3c4 g6g5 b0c2 h9g7 h0g2 i9h9 i0i1 c9e7 i1f1 h7i7 b2a2 b7b3 e3e4 a9b9 a0b0 h9h3 e4e5 h3g3',
  ], // CCPD/全盤戰術/00000113.pgn
  [
    'C14',
    'h2e2 h9g7 h0g2 b9c7 c3c4 g6g5 b0c2 i9h9 i0i1 c9e7 i1f1 b7b3 e3e4 d9e8 f1f3 b3b5 b2a2 h7h3 f3f4 a9b9',
  ], // CCPD/中局/00001672.pgn
  [
    'C15',
    'h2e2 h9g7 h0g2 c6c5 i0h0 i9h9 h0h4 b9c7 c3c4 c5c4 h4c4 b7b8 b2c2 b8c8 c4g4 c8g8 b0a2 c9e7 a2c3 g6g5',
  ], // CCPD/全盤戰術/00000010.pgn
  [
    'C16',
    'h2e2 h9g7 h0g2 i9h9 i0h0 c6c5 b0a2 b9c7 h0h4 g6g5 b2c2 c7b5 g3g4 g5g4 h4g4 c9e7 g2f4 h7h8 f4e6 h8g8',
  ], // CCPD/中局/00001694.pgn
  [
    'C17',
    'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 h0h6 h7i7 h6g6 i7i8 b2c2 i8g8 g6f6 d9e8 c3c4 h9h5 b0a2 a9b9 a0b0 b7b3',
  ], // CCPD/全盤戰術/00000018.pgn
  [
    'C18',
    'h2e2 b9c7 h0g2 h9g7 i0h0 i9h9 c3c4 g6g5 b0c2 c9e7 h0h6 h7i7 h6g6 h9h7 c2d4 a9a8 b2c2 b7b3 e3e4 a8d8',
  ], // CCPD/全盤戰術/00000053.pgn
  [
    'C19',
    'h2e2 h9g7 h0g2 c6c5 i0h0 i9h9 b0a2 b9c7 h0h6 g9e7 a0a1 c7d5 b2d2 h7h8 g3g4 a9a8 a1d1 a6a5 h6h4 d9e8',
  ], // CCPD/全盤戰術/00000049.pgn
  [
    'C20',
    'h2e2 h9g7 h0g2 i9h9 i0h0 g6g5 h0h6 b9c7 b0c2 c6c5 e3e4 b7b6 h6h4 d9e8 a0a1 c9e7 a1d1 h7h5 d1d6 b6b3',
  ], // CCPD/全盤戰術/00000069.pgn
  [
    'C21',
    'h2e2 h9g7 h0g2 g6g5 i0h0 i9h9 h0h6 b9c7 b0c2 c6c5 a0a1 d9e8 a1d1 b7a7 e3e4 a9b9 g2e3 a7a3 b2a2 a3e3',
  ], // CCPD/全盤戰術/00000404.pgn
  [
    'C22',
    'h2e2 h9g7 h0g2 i9h9 i0h0 g6g5 h0h6 b9c7 b0c2 c6c5 a0a1 b7b6 h6h4 c9e7 a1d1 d9e8 c3c4 h7h5 d1d6 h5h6',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00000064.pgn
  [
    'C23',
    'h2e2 h9g7 h0g2 i9h9 i0h0 g6g5 h0h6 b9c7 b0c2 c6c5 a0a1 b7b6 h6h4 c9e7 g3g4 g5g4 h4g4 g7f5 a1f1 b6b5',
  ], // CCPD/中局/00001142.pgn
  [
    'C24',
    'h2e2 h9g7 h0g2 i9h9 i0h0 g6g5 h0h6 b9c7 b0c2 c6c5 a0a1 b7b6 h6h4 c9e7 c3c4 h7h5 g3g4 b6b5 a1d1 d9e8',
  ], // CCPD/全盤戰術/00000336.pgn
  [
    'C30',
    'h2e2 h9g7 h0g2 b9c7 i0h0 i9h9 c3c4 g6g5 h0h6 b7a7 b0c2 a9b9 a0b0 b9b5 b2a2 b5b0 c2b0 h7i7 h6g6 i7i8',
  ], // CCPD/對局/大師對局/以賽事分類/全國賽對局譜/00003344.pgn
  [
    'C31',
    'h2e2 h9g7 h0g2 i9h9 i0h0 g6g5 h0h6 b9c7 c3c4 d9e8 b0c2 h7i7 h6g6 i7i8 b2a2 i8g8 g6f6 g7h5 a0b0 a9b9',
  ], // CCPD/中局/00002278.pgn
  [
    'C32',
    'h2e2 b9c7 h0g2 h9g7 i0h0 i9h9 c3c4 g6g5 h0h6 g9e7 b0c2 a9a8 e3e4 b7b6 e4e5 h7i7 h6h9 g7h9 c2e3 e6e5',
  ], // CCPD/全盤戰術/00000120.pgn
  [
    'C33',
    'h2e2 b9c7 h0g2 h9g7 i0h0 i9h9 c3c4 g6g5 h0h6 a9a8 b0c2 g9e7 h6g6 h9g9 a0a1 h7h5 a1d1 c6c5 c4c5 h5c5',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00000103.pgn
  [
    'C34',
    'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 g6g5 h0h6 b7b3 e3e4 c9e7 e4e5 d9e8 g2e3 e6e5 e3d5 h7i7 h6g6 a9d9',
  ], // CCPD/全盤戰術/00000196.pgn
  [
    'C35',
    'h2e2 h9g7 h0g2 g6g5 i0h0 i9h9 h0h6 b9c7 c3c4 g7f5 e3e4 g5g4 h6h5 f5g3 b0c2 d9e8 a0a1 h9h8 e4e5 c9e7',
  ], // CCPD/全盤戰術/00000411.pgn
  [
    'C36',
    'h2e2 h9g7 h0g2 i9h9 i0h0 g6g5 h0h6 b9c7 c3c4 g7f5 b0c2 g5g4 h6f6 f5h4 c2d4 g4g3 f6h6 h4g2 c4c5 c6c5',
  ], // CCPD/全盤戰術/00000347.pgn
  [
    'C37',
    'h2e2 b9c7 c3c4 g6g5 h0g2 h9g7 i0h0 i9h9 h0h6 g7f5 b0c2 c9e7 a0a1 g5g4 h6f6 f5g3 a1f1 d9e8 e2f2 g9i7',
  ], // CCPD/中局/00002376.pgn
  [
    'C38',
    'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 g6g5 h0h6 g7f5 b0c2 c9e7 b2b3 g5g4 h6h5 g4g3 g2e1 f5g7 h5h6 h7i7',
  ], // CCPD/中局/00002346.pgn
  [
    'C39',
    'h2e2 h9g7 h0g2 i9h9 i0h0 g6g5 h0h6 b9c7 c3c4 g7f5 b0c2 c9e7 b2a2 b7b8 h6f6 f5g3 e2f2 d9e8 a0b0 b8d8',
  ], // CCPD/全盤戰術/00000159.pgn
  [
    'C40',
    'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 g6g5 h0h6 h7i7 h6h9 g7h9 b0c2 h9g7 b2b4 a9a8 c2d4 c9e7 a0a1 a8h8',
  ], // CCPD/中局/00001137.pgn
  [
    'C41',
    'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 g6g5 h0h6 h7i7 h6g6 i7i8 b2c2 c7e8 e2e6 g7e6 g6e6 a9b9 c0e2 b7g7',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00000836.pgn
  [
    'C42',
    'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 g6g5 h0h6 h7i7 h6g6 i7i8 b0c2 a9a8 c2d4 a8d8 d4f5 h9h7 e3e4 i8g8',
  ], // CCPD/中局/00001129.pgn
  [
    'C43',
    'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 g6g5 h0h6 h7i7 h6g6 i7i8 b0c2 d9e8 e2d2 i8g8 g6f6 g7h5 f6f4 h5g3',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00000794.pgn
  [
    'C44',
    'h2e2 h9g7 h0g2 g6g5 i0h0 i9h9 h0h6 b9c7 c3c4 h7i7 h6g6 i7i8 b0c2 d9e8 c2d4 i8g8 g6f6 c9e7 b2d2 h9h4',
  ], // CCPD/全盤戰術/00000078.pgn
  [
    'C47',
    'h2e2 h9g7 h0g2 b9c7 i0h0 i9h9 c3c4 g6g5 h0h6 h7i7 h6g6 i7i8 b0a2 h9h1 b2c2 h1b1 f0e1 b1b5 a2c3 i8g8',
  ], // CCPD/全盤戰術/00000391.pgn
  [
    'C48',
    'h2e2 h9g7 h0g2 b9c7 i0h0 i9h9 c3c4 g6g5 h0h6 h7i7 h6g6 i7i8 b2d2 c7e8 e2e6 g7e6 g6e6 i8g8 g0e2 b7e7',
  ], // CCPD/全盤戰術/00000363.pgn
  [
    'C49',
    'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 g6g5 h0h6 h7i7 h6g6 i7i8 e3e4 d9e8 e4e5 i8g8 g6f6 g5g4 g2e3 g4g3',
  ], // CCPD/中局/00002207.pgn
  [
    'C50',
    'h2e2 h9g7 h0g2 g6g5 b2d2 b9c7 b0c2 a9b9 a0b0 i9h9 i0h0 b7b3 h0h6 g7f5 c3c4 f9e8 h6f6 b3g3 b0b9 g3g0',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00000156.pgn
  [
    'C51',
    'h2e2 h9g7 h0g2 g6g5 b2d2 b9c7 b0a2 a9b9 i0h0 i9h9 a0b0 b7b3 h0h4 h7i7 h4d4 h9h8 a3a4 h8b8 g3g4 g5g4',
  ], // CCPD/全盤戰術/00000382.pgn
  [
    'C52',
    'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 b0a2 g6g5 b2d2 a9b9 a0b0 h7h3 b0b6 d9e8 f0e1 c9e7 b6c6 c7d9 e2e6 g7e6',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00000489.pgn
  [
    'C53',
    'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 b0a2 g6g5 b2d2 a9b9 a0b0 b7b3 h0h4 h7i7 h4f4 h9h3 a3a4 b3b5 d2d3 d9e8',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00000518.pgn
  [
    'C54',
    'h2e2 h9g7 h0g2 i9h9 i0h0 g6g5 h0h6 b9c7 b2d2 d9e8 b0c2 h7i7 h6g6 a9b9 e3e4 b7a7 e4e5 e6e5 g2e3 g7e6',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00001108.pgn
  [
    'C55',
    'h2e2 h9g7 h0g2 i9h9 i0h0 g6g5 h0h6 b9c7 b2d2 a9b9 b0c2 b7a7 e3e4 h7h8 a0a1 h8e8 h6g6 b9b3 g2e3 c6c5',
  ], // CCPD/全盤戰術/00000115.pgn
  [
    'C56',
    'h2e2 h9g7 h0g2 i9h9 i0h0 g6g5 h0h6 b9c7 b2d2 c6c5 b0c2 b7b6 h6h4 h7i7 h4b4 b6c6 a0b0 c6c3 g3g4 h9h5',
  ], // CCPD/全盤戰術/00000412.pgn
  [
    'C60',
    'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 b0a2 h7h3 g3g4 c9e7 b2c2 a9b9 a0b0 b7b3 c3c4 h3g3 h0h9 g7h9 g0i2 f9e8',
  ], // CCPD/全盤戰術/00000105.pgn
  [
    'C61',
    'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 b0a2 g6g5 b2c2 h7h3 a0b0 a9b9 b0b6 b7a7 b6c6 b9b7 c6c4 c9e7 g3g4 c7b5',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00001088.pgn
  [
    'C62',
    'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 b0a2 g6g5 b2c2 a9b9 c3c4 h7h5 h0h4 c9e7 a3a4 b7a7 a0b0 b9b0 a2b0 h5i5',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00003807.pgn
  [
    'C63',
    'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 b0a2 g6g5 b2c2 a9b9 a0b0 c9e7 b0b6 h7h6 c2c6 h6h3 h0h1 d9e8 e2c2 a6a5',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00001555.pgn
  [
    'C64',
    'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 b0a2 g6g5 b2c2 a9b9 a0b0 h7h3 b0b6 b7a7 b6c6 b9b7 c6c4 c7b5 c4b4 b5d6',
  ], // CCPD/全盤戰術/00000155.pgn
  [
    'C65',
    'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 b0a2 g6g5 b2c2 a9b9 a0b0 b7b5 h0h6 g7f5 b0b4 c9e7 h6f6 c6c5 g3g4 h7g7',
  ], // CCPD/中局/00001139.pgn
  [
    'C66',
    'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 b0a2 g6g5 b2c2 a9b9 a0b0 b7b3 h0h4 h7i7 h4f4 g9e7 a3a4 i7i8 e2d2 h9h3',
  ], // CCPD/中局/00001698.pgn
  [
    'C67',
    'h2e2 b9c7 h0g2 h9g7 b0a2 i9h9 i0h0 g6g5 b2c2 b7b5 h0h6 g7f5 a0b0 a9b9 b0b4 c9e7 c2c6 g5g4 h6f6 f5g3',
  ], // CCPD/中局/00002370.pgn
  [
    'C68',
    'h2e2 h9g7 h0g2 b9c7 c3c4 g6g5 i0h0 i9h9 b0a2 h7h5 b2c2 b7b8 h0h4 c9e7 a0b0 b8f8 e2f2 d9e8 c0e2 a6a5',
  ], // CCPD/全盤戰術/00000039.pgn
  [
    'C70',
    'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 g3g4 c6c5 b2c2 d9e8 b0a2 c7b5 a0a1 c9e7 a1d1 h7h3 g2f4 b5a3 c2b2 b7b3',
  ], // CCPD/中局/00001138.pgn
  [
    'C71',
    'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 b0a2 c6c5 b2c2 c7b5 h0h6 c9e7 a0a1 d9e8 a1d1 a9b9 g3g4 b5a3 c2c1 b7b1',
  ], // CCPD/中局/00001687.pgn
  [
    'C72',
    'h2e2 h9g7 h0g2 b9c7 i0h0 i9h9 g3g4 c6c5 b0a2 a6a5 b2c2 c7b5 g2f4 g9e7 f4e6 g7e6 e2e6 f9e8 h0h5 a9a6',
  ], // CCPD/全盤戰術/00000024.pgn
  [
    'C73',
    'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 g3g4 c6c5 b0a2 a6a5 b2c2 c7b5 a0a1 b5a3 c2c5 a5a4 h0h6 a9a5 c5c6 a5c5',
  ], // CCPD/全盤戰術/00000421.pgn
  [
    'C74',
    'h2e2 b9c7 h0g2 h9g7 i0h0 i9h9 g3g4 c6c5 b0a2 a6a5 b2c2 c7b5 a0a1 g9e7 h0h6 a5a4 a3a4 a9a4 a1f1 a4g4',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00000360.pgn
  [
    'C75',
    'h2e2 b9c7 h0g2 h9g7 i0h0 i9h9 g3g4 c6c5 b0a2 a6a5 b2c2 c7b5 a0a1 g9e7 g2f4 a5a4 a3a4 a9a4 a1f1 f9e8',
  ], // CCPD/中局/00001692.pgn
  [
    'C76',
    'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 g3g4 c6c5 b0a2 a6a5 b2c2 c7b5 a0a1 g9e7 h0h4 a9a8 a1d1 b5a3 d1b1 b7a7',
  ], // CCPD/中局/00001695.pgn
  [
    'C77',
    'h2e2 h9g7 h0g2 i9h9 g3g4 c6c5 i0h0 b9c7 b0a2 a6a5 b2c2 c7b5 a0a1 c9e7 a1d1 a9a6 h0h6 h7i7 h6h9 g7h9',
  ], // CCPD/中局/00001688.pgn
  [
    'C78',
    'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 g3g4 c6c5 b0a2 a6a5 b2c2 c7b5 a0a1 a5a4 a3a4 a9a4 h0h4 a4d4 a1f1 g9e7',
  ], // CCPD/中局/00001143.pgn
  [
    'C80',
    'h2e2 h9g7 h0g2 i9h9 c3c4 g6g5 b0c2 b9c7 b2b4 a9a8 a0a1 a8d8 i0h0 d8d3 h0h4 h7i7 h4h9 g7h9 g3g4 c6c5',
  ], // CCPD/中局/00001666.pgn
  [
    'C81',
    'h2e2 h9g7 h0g2 i9h9 c3c4 g6g5 b0c2 b9c7 b2b4 g9e7 i0h0 b7b8 h0h4 h7h5 e2d2 c6c5 c0e2 b8h8 h4e4 h8c8',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00000479.pgn
  [
    'C82',
    'h2e2 h9g7 h0g2 i9h9 c3c4 g6g5 b0c2 b9c7 b2b4 g9e7 i0h0 a9a8 a0a1 a8d8 c2d4 h7h3 h0h1 c6c5 e2d2 d8f8',
  ], // CCPD/中局/00001667.pgn
  [
    'C83',
    'h2e2 h9g7 h0g2 b9c7 c3c4 g6g5 b0c2 i9h9 b2b4 g9e7 i0h0 h7h5 g3g4 b7b8 h0h1 b8g8 g4g5 g8g5 g2f4 a9b9',
  ], // CCPD/中局/00001662.pgn
  [
    'C84',
    'h2e2 b9c7 h0g2 h9g7 c3c4 g6g5 b0c2 c9e7 i0h0 i9h9 b2b4 h7h5 g3g4 b7b8 g4g5 b8h8 h0h5 g7h5 g5h5 c6c5',
  ], // CCPD/中局/00001665.pgn
  [
    'C90',
    'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 b0a2 g6g5 h0h6 g7f5 b2b6 c6c5 a0a1 g5g4 h6h5 g4g3 h5f5 g3g2 a1h1 c9e7',
  ], // CCPD/對局/大師對局/以棋手分類/趙國榮/00000378.pgn
  [
    'C91',
    'h2e2 h9g7 h0g2 b9c7 i0h0 i9h9 g3g4 c6c5 b2b6 g9e7 b6g6 a9a8 b0a2 c7b5 a0a1 c5c4 c3c4 a8c8 h0h5 b5a3',
  ], // CCPD/全盤戰術/00000019.pgn
  [
    'C92',
    'h2e2 h9g7 g3g4 c6c5 h0g2 i9h9 i0h0 b9c7 b2b6 g9e7 b0c2 a6a5 b6g6 a9b9 a0b0 b7b3 e2e1 h7h2 c0e2 c7d5',
  ], // CCPD/全盤戰術/00000165.pgn
  [
    'C93',
    'h2e2 h9g7 g3g4 c6c5 h0g2 b9c7 i0h0 i9h9 b2b6 c7b5 b0a2 a9a8 a0a1 a8d8 b6g6 g9e7 a1f1 a6a5 f1f6 b5c7',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00000043.pgn
  [
    'C94',
    'h2e2 h9g7 h0g2 i9h9 g3g4 c6c5 i0h0 b9c7 b0a2 c9e7 b2b6 d9e8 b6g6 b7b2 g4g5 b2b5 g6g9 h9g9 h0h7 b5g5',
  ], // CCPD/全盤戰術/00000056.pgn
  [
    'C95',
    'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 g3g4 c6c5 b0a2 c9e7 b2b6 g6g5 g4g5 e7g5 g2f4 d9e8 b6i6 h7h2 a0b0 a9b9',
  ], // CCPD/中局/00001128.pgn
  [
    'C96',
    'h2e2 h9g7 h0g2 i9h9 i0h0 c6c5 b0a2 b9c7 g3g4 c9e7 b2b6 a6a5 b6g6 c7b5 a0a1 a5a4 a3a4 a9a4 g4g5 b5c3',
  ], // CCPD/全盤戰術/00000038.pgn
  [
    'C97',
    'h2e2 h9g7 g3g4 i9h9 h0g2 c6c5 i0h0 b9c7 b0a2 a6a5 b2b6 g9e7 b6c6 a9a6 a0b0 a6c6 b0b7 h7i7 h0h9 g7h9',
  ], // CCPD/中局/00001708.pgn
  [
    'C98',
    'h2e2 h9g7 g3g4 c6c5 h0g2 b9c7 b2b6 g9e7 b6c6 a9b9 b0c2 b7b3 i0h0 i9h9 h0h6 b9b6 c6g6 b6b4 e3e4 c5c4',
  ], // CCPD/全盤戰術/00000140.pgn
  [
    'C99',
    'h2e2 h9g7 h0g2 c6c5 b0c2 b9c7 b2a2 h7h5 e3e4 d9e8 e4e5 g6g5 a0b0 h5e5 c2e3 c7b5 a2b2 b5c3 b2c2 b7e7',
  ], // CCPD/全盤戰術/00000008.pgn
  [
    'D00',
    'h2e2 h7e7 h0g2 h9g7 g3g4 b9c7 b0c2 i9i8 i0h0 i8d8 c3c4 a9a8 c0a2 d8d3 d0e1 d3c3 a0c0 b7b4 e2f2 a8f8',
  ], // CCPD/中局/00002793.pgn
  [
    'D01',
    'h2e2 h7e7 h0g2 h9g7 g3g4 i9i8 b0c2 b9c7 c3c4 a9a8 b2a2 a8d8 a0b0 d8d3 i0h0 d3c3 b0b2 i8f8 f0e1 c6c5',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00000100.pgn
  [
    'D02',
    'h2e2 h7e7 h0g2 h9g7 g3g4 i9h9 b0c2 b7d7 a0b0 b9c7 i0i1 h9h5 i1d1 d9e8 g2f4 h5f5 d1d4 g6g5 g4g5 f5g5',
  ], // CCPD/全盤戰術/00000109.pgn
  [
    'D03',
    'h2e2 h7e7 i0i1 h9g7 h0g2 i9h9 i1d1 b9c7 b0c2 c6c5 g3g4 h9h5 a0a1 c9a7 d1d6 a9c9 a1d1 f9e8 g2f4 c5c4',
  ], // CCPD/中局/00002373.pgn
  [
    'D04',
    'h2e2 h7e7 h0g2 h9g7 i0i1 i9h9 i1d1 b9a7 d1d7 b7b5 d7d5 a6a5 b0a2 f9e8 c3c4 h9h1 d0e1 h1f1 g3g4 e7c7',
  ], // CCPD/全盤戰術/00000002.pgn
  [
    'D05',
    'h2e2 h7e7 h0g2 h9g7 i0i1 i9h9 i1d1 h9h5 b0c2 b9c7 b2b4 c6c5 d1d6 d9e8 b4g4 c7d5 a0b0 b7c7 d6e6 g6g5',
  ], // CCPD/全盤戰術/00000194.pgn
  [
    'D10',
    'h2e2 h7e7 h0g2 h9g7 i0h0 b9c7 b0c2 c6c5 h0h5 c9a7 b2b6 i9h9 h5c5 a9c9 g3g4 h9h3 g2f4 h3f3 b6c6 a7c5',
  ], // CCPD/中局/00002794.pgn
  [
    'D11',
    'h2e2 h7e7 h0g2 h9g7 i0h0 b9c7 b0c2 i9i8 g3g4 c6c5 h0h5 i8d8 h5c5 d8d7 g2f4 e7e8 b2b6 c9e7 b6g6 e8c8',
  ], // CCPD/全盤戰術/00000088.pgn
  [
    'D12',
    'h2e2 h7e7 h0g2 h9g7 i0h0 g6g5 c3c4 b9c7 b0c2 a9a8 b2a2 b7b3 a0b0 b3c3 d0e1 i9i8 e2d2 a8b8 b0b8 i8b8',
  ], // CCPD/中局/00002371.pgn
  [
    'D13',
    'h2e2 h7e7 h0g2 h9g7 i0h0 g6g5 b0a2 b9c7 h0h4 i9h9 h4c4 c9a7 c4c6 a9c9 b2c2 c7e8 c6c9 e8c9 a0b0 c9d7',
  ], // CCPD/對局/大師對局/以棋手分類/楊官璘/00000405.pgn
  [
    'D14',
    'h2e2 h7e7 h0g2 h9g7 i0h0 g6g5 b0c2 b9c7 c3c4 b7b3 c2d4 b3g3 b2c2 a9b9 a0a1 i9i8 d4c6 e7d7 a1f1 g3a3',
  ], // CCPD/中局/00002257.pgn
  [
    'D15',
    'h2e2 h7e7 h0g2 h9g7 i0h0 b9c7 b0c2 g6g5 a0a1 b7a7 b2b4 a9b9 b4c4 b9b7 a1d1 c6c5 c4f4 f9e8 h0h6 g9i7',
  ], // CCPD/全盤戰術/00000084.pgn
  [
    'D20',
    'h2e2 h7e7 h0g2 h9g7 i0h0 i9i8 b2c2 b9a7 a3a4 i8d8 b0a2 a9b9 a0b0 d8d5 f0e1 d9e8 b0b4 b7c7 b4b9 a7b9',
  ], // CCPD/對局/大師對局/以棋手分類/楊官璘/00000004.pgn
  [
    'D21',
    'h2e2 h7e7 h0g2 h9g7 i0h0 i9i8 b0c2 i8d8 g3g4 b9a7 d0e1 d8d1 c0a2 b7c7 b2b6 d9e8 h0h5 a9b9 a0b0 d1d4',
  ], // CCPD/對局/大師對局/以棋手分類/李來群/00000035.pgn
  [
    'D22',
    'h2e2 h7e7 h0g2 h9g7 i0h0 i9i8 b0a2 i8d8 b2c2 b9a7 a0b0 a9b9 f0e1 a6a5 h0h6 d8d5 h6g6 a7b5 c2b2 b7b2',
  ], // CCPD/全盤戰術/00000077.pgn
  [
    'D23',
    'h2e2 h7e7 h0g2 h9g7 i0h0 i9i8 b0c2 i8d8 c3c4 b9c7 h0h4 d8d3 c0a2 a9a8 a0c0 a8d8 b2b4 d3c3 d0e1 g6g5',
  ], // CCPD/中局/00002365.pgn
  [
    'D24',
    'h2e2 h7e7 h0g2 h9g7 i0h0 i9i8 h0h6 c6c5 b2c2 b9c7 c3c4 c7d5 c4c5 d5e3 h6g6 i8d8 f0e1 e3f5 b0a2 d8d3',
  ], // CCPD/全盤戰術/00000027.pgn
  [
    'D25',
    'h2e2 h7e7 h0g2 h9g7 i0h0 i9i8 b2d2 i8d8 f0e1 g6g5 b0c2 b7c7 a0b0 c7c3 h0h4 b9a7 c0a2 d8d5 g3g4 d9e8',
  ], // CCPD/中局/00002792.pgn
  [
    'D26',
    'h2e2 h7e7 h0g2 h9g7 i0h0 i9i8 b0c2 i8d8 g3g4 c6c5 h0h5 e7e8 h5c5 d8d7 g2f4 b9c7 b2b6 g9e7 c5c6 e8c8',
  ], // CCPD/中局/00002788.pgn
  [
    'D27',
    'h2e2 h7e7 h0g2 h9g7 i0h0 i9i8 c3c4 i8d8 b0c2 d8d3 c0a2 b7c7 h0h4 d3c3 a0c0 b9a7 b2b6 e7e8 h4d4 a9b9',
  ], // CCPD/對局/大師對局/以棋手分類/胡榮華/00000351.pgn
  [
    'D28',
    'h2e2 h7e7 h0g2 i9i8 i0h0 h9g7 b0c2 b9c7 c3c4 i8d8 g3g4 b7a7 a0b0 a9b9 b2b6 d8d2 b0b2 d2d5 h0h8 g6g5',
  ], // CCPD/中局/00002271.pgn
  [
    'D29',
    'h2e2 h7e7 h0g2 h9g7 i0h0 i9i8 b0c2 i8d8 g3g4 b9c7 c3c4 a9a8 g2f4 d8d1 b2b4 c6c5 c4c5 a8f8 f4g6 f8f6',
  ], // CCPD/全盤戰術/00000118.pgn
  [
    'D30',
    'h2e2 h9g7 h0g2 i9h9 i0h0 h7h3 c3c4 b7e7 b0c2 a9a8 a0b0 a8d8 f0e1 d8d3 b2b7 b9c7 b7e7 g9e7 c2b4 d3c3',
  ], // CCPD/全盤戰術/00000035.pgn
  [
    'D31',
    'b2e2 b9c7 b0c2 a9b9 a0b0 b7b3 c3c4 h7e7 d0e1 h9g7 c2d4 i9h9 h2f2 b3g3 b0b9 c7b9 h0i2 g3g4 d4c6 e7e3',
  ], // CCPD/對局/電腦對局/人機賽/00000039.pgn
  [
    'D32',
    'h2e2 h9g7 h0g2 i9h9 i0h0 h7h3 g3g4 b7e7 g2f4 b9c7 f4d5 a9b9 b0c2 b9b7 b2b6 h9h5 g4g5 g6g5 a0b0 c6c5',
  ], // CCPD/中局/00002201.pgn
  [
    'D33',
    'h2e2 h9g7 h0g2 i9h9 i0h0 h7h3 g3g4 b7e7 b0c2 b9c7 b2b6 a9a8 c3c4 a8d8 a0b0 d8d5 g2f4 d5f5 b6b4 h3h2',
  ], // CCPD/全盤戰術/00000116.pgn
  [
    'D34',
    'h2e2 h9g7 h0g2 i9h9 i0h0 h7h3 g3g4 b7e7 b0a2 b9c7 a0b0 c6c5 b2c2 c7d5 b0b4 d5e3 g2e3 e7e3 d0e1 e3e5',
  ], // CCPD/中局/00001725.pgn
  [
    'D35',
    'h2e2 h9g7 h0g2 i9h9 i0h0 h7h3 g3g4 b7e7 b2b7 b9c7 b7e7 g9e7 g2f4 c6c5 g4g5 h3c3 h0h9 g7h9 g5g6 a9b9',
  ], // CCPD/全盤戰術/00000260.pgn
  [
    'D36',
    'h2e2 h9g7 h0g2 i9h9 i0h0 h7h3 g3g4 b7e7 c3c4 a9a8 b0c2 a8h8 a0b0 h3g3 h0i0 b9c7 b2a2 h8h5 b0b6 e7f7',
  ], // CCPD/全盤戰術/00000250.pgn
  [
    'D40',
    'h2e2 h9g7 c3c4 i9h9 h0g2 g6g5 b0c2 h7i7 i0i1 h9h4 c0a2 b7e7 i1d1 b9c7 a0b0 a9b9 b2b6 h4h3 b6b3 d9e8',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00000072.pgn
  [
    'D41',
    'h2e2 h9g7 h0g2 i9h9 c3c4 h7i7 b0c2 h9h4 e3e4 b7e7 c2e3 g6g5 i0i1 b9c7 g3g4 h4h5 i1f1 a9b9 b2c2 b9b5',
  ], // CCPD/全盤戰術/00000252.pgn
  [
    'D42',
    'h2e2 h9g7 h0g2 i9h9 g3g4 h7i7 b0c2 b7e7 a0b0 b9c7 g2f4 a9a8 i0i1 a8d8 f4g6 h9h3 e2f2 c6c5 c0e2 i7i3',
  ], // CCPD/中局/00001723.pgn
  [
    'D43',
    'h2e2 h9g7 h0g2 i9h9 g3g4 h7i7 b0c2 b7e7 c3c4 b9c7 b2b3 a9a8 b3c3 a8d8 c3c6 c9a7 a0b0 e6e5 b0b6 d8d6',
  ], // CCPD/全盤戰術/00000218.pgn
  [
    'D50',
    'h2e2 b7e7 h0g2 h7f7 b0a2 b9c7 i0h0 a9a8 b2c2 a8d8 a0b0 h9g7 b0b4 g6g5 b4f4 d9e8 a3a4 i9i7 a2b4 c6c5',
  ], // CCPD/全盤戰術/00000122.pgn
  [
    'D51',
    'h2e2 h9g7 h0g2 i9h9 b0c2 c6c5 b2a2 b7e7 a0b0 b9c7 i0i1 c7d5 i1f1 d5c3 f1f5 e7d7 f5c5 c3a2 e2a2 g9e7',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00000123.pgn
  [
    'D52',
    'h2e2 h9g7 h0g2 i9h9 i0h0 b7e7 g3g4 b9c7 b2d2 a9b9 b0c2 h7h5 c3c4 b9b5 a0b0 b5d5 d0e1 g6g5 h0h4 c6c5',
  ], // CCPD/全盤戰術/00000253.pgn
  [
    'D53',
    'h2e2 h9g7 h0g2 i9h9 i0h0 b7e7 h0h6 b9c7 b0c2 h7i7 h6h9 g7h9 a0b0 a9a8 b2b8 c6c5 g3g4 e7e8 g2f4 g9e7',
  ], // CCPD/中局/00001724.pgn
  [
    'D54',
    'h2e2 h9g7 h0g2 i9h9 c3c4 g6g5 b0c2 b7e7 a0b0 b9c7 i0i1 a9a8 c2d4 h7h3 d4c6 h3e3 d0e1 h9h4 c0a2 h4f4',
  ], // CCPD/全盤戰術/00000256.pgn
  [
    'D55',
    'h2e2 h9g7 h0g2 i9h9 i0h0 b7e7 c3c4 b9c7 b0c2 h7h3 g3g4 a9b9 a0b0 b9b5 b2a2 b5h5 b0b6 g6g5 g4g5 h5g5',
  ], // CCPD/中局/00002279.pgn
  [
    'E00',
    'c3c4 b9c7 h2e2 g6g5 h0g2 h9g7 i0h0 i9h9 h0h6 h7i7 h6g6 i7i8 b0c2 d9e8 c2d4 i8g8 g6f6 h9h4 b2b4 c9e7',
  ], // CCPD/全盤戰術/00000355.pgn
  [
    'E01',
    'c3c4 c9e7 h2e2 h9g7 h0g2 g6g5 b0c2 b9c7 i0h0 i9h9 b2a2 a9b9 a0b0 b7b1 h0h1 b1b3 h1h6 b3g3 b0b9 c7b9',
  ], // CCPD/中局/00002020.pgn
  [
    'E02',
    'c3c4 c9e7 b0c2 g6g5 b2a2 b9c7 a0b0 a9b9 h2e2 h9g7 h0g2 i9i8 b0b6 g7f5 i0h0 h7g7 h0h4 f5g3 c2d4 i8b8',
  ], // CCPD/中局/00002022.pgn
  [
    'E03',
    'c3c4 h7e7 h0g2 h9g7 i0h0 i9h9 h2h6 b7c7 b2e2 f9e8 b0a2 b9a7 a0b0 a6a5 g3g4 a9a8 d0e1 a8d8 g2f4 d8d4',
  ], // CCPD/中局/00001996.pgn
  [
    'E04',
    'g3g4 b7f7 b0c2 b9c7 a0b0 c6c5 b2a2 a9a8 b0b4 g9e7 g0e2 h9i7 h0g2 a8g8 c3c4 c5c4 b4c4 g6g5 g4g5 g8g5',
  ], // CCPD/全盤戰術/00000231.pgn
  [
    'E05',
    'c3c4 h7c7 b2e2 h9g7 b0c2 i9h9 a0b0 h9h2 b0b7 h2h1 c2d4 c9e7 e2b2 h1b1 b2b9 a9b9 b7c7 b1h1 d4f5 g7e8',
  ], // CCPD/全盤戰術/00000014.pgn
  [
    'E06',
    'c3c4 h9g7 b2d2 b9a7 b0c2 a9b9 h2e2 g6g5 h0g2 i9h9 a0b0 f9e8 c2d4 g9e7 i0i1 b7b6 c4c5 c6c5 d2c2 h7h2',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00000185.pgn
  [
    'E07',
    'g3g4 b9c7 h0g2 a9a8 g2f4 a8f8 h2h4 g6g5 b2f2 h7f7 f4d5 f7f0 i0i2 f0d0 g4g5 i9i7 h4e4 f9e8 d5c7 i7d7',
  ], // CCPD/全盤戰術/00000003.pgn
  [
    'E08',
    'c3c4 h9g7 g3g4 i9i8 g0e2 c9e7 b0c2 b9d8 h0f1 i8f8 a0a1 b7c7 c2b4 h7h4 h2g2 c6c5 i0h0 c5c4 b4a2 f8h8',
  ], // CCPD/全盤戰術/00000046.pgn
  [
    'E09',
    'c3c4 h9g7 g3g4 b7c7 c0e2 b9a7 b0c2 a9b9 a0b0 b9b5 b2a2 b5h5 h2h7 c7h7 h0g2 i9h9 d0e1 g6g5 b0b5 g5g4',
  ], // CCPD/全盤戰術/00000177.pgn
  [
    'E10',
    'g3g4 h7g7 b0c2 c6c5 h2e2 b9c7 h0g2 h9i7 g2f4 c9e7 b2a2 a9b9 f4e6 c7e6 e2e6 d9e8 a0b0 i9h9 g0e2 h9h5',
  ], // CCPD/全盤戰術/00000224.pgn
  [
    'E11',
    'c3c4 b7c7 g0e2 b9a7 b0c2 a9b9 c2d4 h7e7 d4e6 c7c8 e6f4 g6g5 a0a1 h9g7 f4d5 i9h9 h0f1 b9b5 d5e7 g9e7',
  ], // CCPD/全盤戰術/00000130.pgn
  [
    'E12',
    'c3c4 b7c7 b2e2 h7e7 h0g2 h9g7 i0h0 c6c5 b0a2 c5c4 a0b0 b9a7 d0e1 i9h9 h2h6 g6g5 b0b5 c7c0 b5g5 c0c2',
  ], // CCPD/中局/00001998.pgn
  [
    'E13',
    'c3c4 b7c7 h2e2 h9g7 h0g2 b9a7 i0h0 a9b9 b0c2 i9h9 a0b0 b9b3 c2d4 f9e8 h0h6 g9e7 c4c5 b3b4 c5c6 c7d7',
  ], // CCPD/中局/00002008.pgn
  [
    'E14',
    'g3g4 h7g7 b2e2 c9e7 f0e1 h9i7 h2f2 i9h9 h0g2 c6c5 b0c2 b9c7 a0b0 a9b9 g2f4 b7b3 f4e6 c7e6 e2e6 d9e8',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00000782.pgn
  [
    'E15',
    'c3c4 b7c7 h2e2 g9e7 b0a2 a6a5 a0b0 b9a7 h0g2 a9a8 i0h0 h9f8 b2b7 i9h9 e3e4 a8b8 b7b6 f9e8 h0h4 h7g7',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00000363.pgn
  [
    'E16',
    'g3g4 h7g7 b2e2 c9e7 h0i2 h9i7 i0h0 i9i8 b0c2 i8d8 a0b0 d8d5 i3i4 b9d8 i2h4 a9b9 h4i6 g7g4 h2i2 b7b3',
  ], // CCPD/中局/00002001.pgn
  [
    'E17',
    'c3c4 b7c7 h2e2 h7e7 h0g2 b9a7 b0c2 a9b9 a0b0 c6c5 c2d4 c5c4 d4e6 c7c6 b2b7 i9i8 i0i1 i8d8 i1b1 d8d6',
  ], // CCPD/中局/00001995.pgn
  [
    'E20',
    'g3g4 h7g7 b2e2 g9e7 a0a1 g6g5 a1g1 h9f8 h2g2 f8h7 e2e6 f9e8 g4g5 g7g2 g1g2 b9c7 e6e4 c7e6 g5h5 h7f6',
  ], // CCPD/全盤戰術/00000228.pgn
  [
    'E21',
    'c3c4 b7c7 h2e2 c9e7 d0e1 h9g7 h0g2 i9h9 g3g4 h7i7 b2d2 h9h5 i0h0 h5d5 b0c2 b9a7 e2f2 g6g5 h0h4 a9b9',
  ], // CCPD/中局/00002010.pgn
  [
    'E22',
    'c3c4 b7c7 h2e2 c9e7 h0g2 h9g7 i0h0 i9h9 b0c2 c6c5 c2d4 c5c4 d4f5 h7i7 h0h9 g7h9 e2e6 d9e8 c0e2 b9d8',
  ], // CCPD/對局/大師對局/以棋手分類/楊官璘/00000394.pgn
  [
    'E23',
    'c3c4 b7c7 h2e2 c9e7 h0g2 i9i8 b0c2 i8b8 i0h0 b9d8 b2a2 h9i7 c2d4 i6i5 e2d2 a9a8 g0e2 b8b3 d0e1 b3d3',
  ], // CCPD/中局/00002000.pgn
  [
    'E24',
    'c3c4 b7c7 h2e2 c9e7 h0g2 i9i8 i0h0 i8b8 b0c2 b9d8 h0h4 d9e8 a0a2 c6c5 g2e1 b8b5 c4c5 b5c5 b2b1 h9i7',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00000162.pgn
  [
    'E25',
    'c3c4 b7c7 h2e2 c9e7 h0g2 i9i8 i0h0 i8b8 b0c2 b9d8 b2a2 h9i7 c2d4 d9e8 a2d2 a9a8 g3g4 b8b4 d4e6 d8e6',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00000355.pgn
  [
    'E26',
    'c3c4 b7c7 h2e2 c9e7 h0g2 i9i8 i0h0 i8b8 b0c2 b9d8 b2a2 h9i7 c2d4 b8b2 g2e1 i6i5 e1c2 b2b5 a0b0 a9b9',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00001044.pgn
  [
    'E27',
    'c3c4 b7c7 h2e2 c9e7 h0g2 i9i8 i0h0 i8b8 b0c2 b9d8 b2a2 h9i7 c2d4 i6i5 a2d2 d9e8 d0e1 a9b9 d2d0 h7h5',
  ], // CCPD/全盤戰術/00000239.pgn
  [
    'E30',
    'c3c4 b7c7 h2e2 c9e7 h0g2 c6c5 b0a2 g6g5 i0h0 i9i8 a0b0 i8d8 d0e1 d9e8 h0h4 c5c4 h4c4 h9g7 b2d2 c7c5',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00000638.pgn
  [
    'E31',
    'c3c4 b7c7 h2e2 c9e7 h0g2 c6c5 i0h0 c5c4 b2c2 a9a7 h0h4 a7b7 c2c7 h7c7 b0a2 h9g7 h4c4 i9h9 g3g4 h9h5',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00000931.pgn
  [
    'E32',
    'c3c4 b7c7 h2e2 c9e7 h0g2 c6c5 i0h0 c5c4 b0a2 b9d8 a0b0 d9e8 b2d2 d8c6 e2e6 c4b4 c0e2 h9g7 e6f6 h7i7',
  ], // CCPD/中局/00002014.pgn
  [
    'E33',
    'c3c4 b7c7 h2e2 c9e7 h0g2 c6c5 i0h0 c5c4 b0a2 i9i8 b2c2 c7c2 e2e6 d9e8 h0h7 b9d8 e6e8 i8e8 h7h9 d8e6',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00000514.pgn
  [
    'E34',
    'c3c4 b7c7 h2e2 c9e7 h0g2 c6c5 b0a2 c5c4 i0h0 i9i8 d0e1 i8d8 e2e6 d9e8 e6i6 h9i7 h0h4 c4c3 b2b4 h7g7',
  ], // CCPD/中局/00002018.pgn
  [
    'E35',
    'c3c4 b7c7 h2e2 c9e7 h0g2 c6c5 i0h0 c5c4 b0a2 i9i8 h0h4 i8d8 h4c4 d8d6 d0e1 b9d8 b2d2 d8c6 c4e4 a9b9',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00000306.pgn
  [
    'E36',
    'c3c4 b7c7 h2e2 c9e7 h0g2 c6c5 i0h0 c5c4 b0a2 i9i8 a0b0 i8d8 d0e1 d9e8 h0h4 g6g5 h4c4 a6a5 b2d2 d8d6',
  ], // CCPD/中局/00002015.pgn
  [
    'E37',
    'c3c4 b7c7 h2e2 c9e7 b0a2 i9i8 e2e6 d9e8 a0b0 b9d8 e6e5 a9b9 h0g2 i8f8 g3g4 h9g7 i0h0 h7i7 c0e2 b9b5',
  ], // CCPD/中局/00001144.pgn
  [
    'E38',
    'c3c4 b7c7 h2e2 c9e7 e2e6 d9e8 c0e2 h9g7 e6e5 i9h9 h0g2 b9d8 i0i1 a9b9 b0d1 g7e6 a0b0 c6c5 b2a2 b9b0',
  ], // CCPD/中局/00002208.pgn
  [
    'E40',
    'c3c4 g6g5 b2e2 h9g7 b0c2 b9c7 a0b0 a9b9 h0i2 g9e7 i0i1 f9e8 i1g1 g7f5 b0b6 i9f9 g3g4 g5g4 g1g4 f5h6',
  ], // CCPD/全盤戰術/00000154.pgn
  [
    'E41',
    'c3c4 g6g5 b0c2 h7f7 h0g2 h9g7 i0h0 i9h9 d0e1 b9c7 h2h6 g7f5 h6c6 h9h0 g2h0 c9e7 h0i2 d9e8 c0e2 a9d9',
  ], // CCPD/對局/大師對局/以賽事分類/世界智力運動會/00000091.pgn
  [
    'E42',
    'g3g4 c6c5 h0g2 b9c7 b0c2 h9g7 a0a1 b7a7 g2h4 a9b9 b2a2 h7i7 a1d1 i7i8 g0e2 g9e7 f0e1 f9e8 h4g6 i6i5',
  ], // CCPD/全盤戰術/00000004.pgn
  [
    'E43',
    'c3c4 h9g7 b0c2 g6g5 g0e2 i9i8 h0f1 g7f5 a0a1 b7f7 b2b5 h7h5 g3g4 h5i5 i0g0 g5g4 c4c5 f5h6 b5b6 b9c7',
  ], // CCPD/對局/大師對局/以棋手分類/呂欽/00000038.pgn
  [
    'E44',
    'c3c4 h9g7 b0c2 g6g5 a0a1 c9e7 g0e2 b9d8 h0g2 i9i8 i0i1 a9c9 c2d4 c6c5 c4c5 c9c5 a1c1 c5d5 i1d1 h7h6',
  ], // CCPD/全盤戰術/00000222.pgn
  [
    'E45',
    'c3c4 g6g5 b0c2 h9g7 b2a2 b9c7 a0b0 a9b9 h2d2 g9e7 h0g2 g7h5 b0b6 f9e8 a2a6 i9f9 a6c6 b7a7 b6b9 c7b9',
  ], // CCPD/中局/00001961.pgn
  [
    'E46',
    'g3g4 c6c5 b2c2 c9e7 b0a2 b9c7 a0b0 b7a7 h2e2 h9i7 h0g2 a6a5 i0h0 i9h9 g2f4 a7a3 c3c4 c5c4 f4g6 c7d5',
  ], // CCPD/全盤戰術/00000221.pgn
  [
    'E47',
    'c3c4 g6g5 h2g2 h7e7 b2e2 h9g7 b0c2 b9a7 a0b0 a9b9 h0i2 i9h9 i3i4 a6a5 i0i1 f9e8 i1f1 b7b5 b0b3 e7b7',
  ], // CCPD/中局/00001960.pgn
  [
    'E48',
    'c3c4 g6g5 h2g2 b7e7 c0e2 b9c7 h0i2 h9i7 i0h0 i9h9 h0h4 a9b9 d0e1 i6i5 b0d1 b9b5 a0b0 b5d5 b2d2 e7e3',
  ], // CCPD/全盤戰術/00000235.pgn
];

describe('classifyOpening on CCPD games, one a code', () => {
  it.each(CASES)('%s', (code, moves) => {
    const r = classifyOpening(moves);
    expect(r.ok && r.value.code).toBe(code);
  });
});
