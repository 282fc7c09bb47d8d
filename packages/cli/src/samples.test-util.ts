// The calls of the CLI's table-driven tests (json.test.ts, lang.test.ts).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gameOf, writeXqf } from '@xq/notation';
import { fakeIo } from './fake-io';
import { main } from './main';

/**
 * One call of a command: its arguments and standard input. The calls run in order on one little
 * disk (each reads the files the previous ones wrote), so that the tournament's actions run on
 * an event that has players, rounds and results.
 */
export interface Call {
  readonly args: readonly string[];
  readonly stdin?: string | Uint8Array;
  /** The call is an input error (exit status 1), answered in JSON too. */
  readonly fails?: true;
}

const FAKE_ENGINE = fileURLToPath(new URL('../../engine/test/fake-engine.mjs', import.meta.url));

export const PGN = '[Game "Chinese Chess"]\n[Red "Lê A"]\n[Format "WXF"]\n\n1. C2.5 H8+7 2. H2+3 1-0\n';

/** `xq db` works on a real SQLite file (and imports real files): a scratch folder for its samples. */
const DB_DIR = mkdtempSync(join(tmpdir(), 'xq-samples-db-'));
const DB = join(DB_DIR, 'g.db');
writeFileSync(join(DB_DIR, 'g.pgn'), PGN);

/** Calls that set the disk up (their output is not checked). */
export const SETUP: readonly Call[] = [
  { args: ['tournament', 'new', 's.json', '--name', 'Open', '--system', 'swiss-dutch', '--rounds', '3'] },
  ...['An', 'Binh', 'Chi', 'Dung', 'Giang', 'Hoa'].map((name, i) => ({
    args: ['tournament', 'add-player', 's.json', name, '--rating', String(2000 - 50 * i)],
  })),
  { args: ['tournament', 'new', 'tm.json', '--name', 'Teams', '--system', 'team-round-robin'] },
  ...['A1', 'A2', 'A3', 'A4', 'B1', 'B2', 'B3', 'B4'].map((name) => ({
    args: ['tournament', 'add-player', 'tm.json', name],
  })),
  { args: ['tournament', 'add-team', 'tm.json', 'B', 'Beta', '--members', '5,6,7', '--substitutes', '8'] },
  // A friendly match (no team sizes): its boards may be reordered after a game.
  {
    args: [
      'tournament',
      'new',
      'fr.json',
      '--name',
      'Friendly',
      '--system',
      'team-round-robin',
      '--friendly',
    ],
  },
  ...['F1', 'F2', 'G1', 'G2'].map((name) => ({ args: ['tournament', 'add-player', 'fr.json', name] })),
  { args: ['tournament', 'add-team', 'fr.json', 'F', 'Foxes', '--members', '1,2'] },
  { args: ['tournament', 'add-team', 'fr.json', 'G', 'Geese', '--members', '3,4'] },
  // A team knockout (30.3): two teams of three and a reserve, round 1 paired.
  { args: ['tournament', 'new', 'tk.json', '--name', 'Team cup', '--system', 'team-knockout'] },
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((i) => ({ args: ['tournament', 'add-player', 'tk.json', `T${i}`] })),
  { args: ['tournament', 'add-team', 'tk.json', 'A', 'Alpha', '--members', '1,2,3', '--substitutes', '4'] },
  { args: ['tournament', 'add-team', 'tk.json', 'B', 'Beta', '--members', '5,6,7', '--substitutes', '8'] },
  { args: ['tournament', 'pair', 'tk.json'] },
  // A knockout of matches of two games (4.2.2b).
  { args: ['tournament', 'new', 'kx.json', '--name', 'Cup', '--system', 'knockout'] },
  ...['K1', 'K2'].map((name) => ({ args: ['tournament', 'add-player', 'kx.json', name] })),
  // Two groups of two that have played their round: the next stage can be seeded from them.
  { args: ['tournament', 'new', 'mx.json', '--name', 'Mixed', '--system', 'round-robin'] },
  ...['M1', 'M2', 'M3', 'M4'].map((name) => ({ args: ['tournament', 'add-player', 'mx.json', name] })),
  { args: ['tournament', 'groups', 'mx.json', '--groups', '2'] },
  { args: ['tournament', 'pair', 'mx-A.json'] },
  { args: ['tournament', 'result', 'mx-A.json', '1', '1', '1-0'] },
  { args: ['tournament', 'pair', 'mx-B.json'] },
  { args: ['tournament', 'result', 'mx-B.json', '1', '1', '1-0'] },
];

/**
 * Every command that prints data, with calls that make it print some (errors too): the test
 * below fails for a command of the table declaring `json` that has no entry here, so a new
 * command cannot skip the check. Each call gets `--json` added; they run in this order.
 */
export const SAMPLES: Readonly<Record<string, readonly Call[]>> = {
  demo: [{ args: [] }],
  perft: [
    { args: ['--depth', '2'] },
    { args: ['--depth', '2', '--divide'] },
    { args: ['--fen', 'x', '--depth', '1'], fails: true },
  ],
  moves: [
    { args: [] },
    {
      args: [],
      stdin: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w\nnonsense\n',
      fails: true,
    },
  ],
  status: [{ args: ['--fen', '3k5/3R5/3R5/9/9/9/9/9/9/4K4 b'] }, { args: ['--fen', 'bad'], fails: true }],
  play: [{ args: ['h2e2', 'h9g7'] }, { args: ['h2e2', 'a0a9'], fails: true }],
  // The scripted engine of @xq/engine's tests (an engine that fails is answered on stderr only).
  analyse: [{ args: ['--engine', `node ${JSON.stringify(FAKE_ENGINE)} good`, '--depth', '2'] }],
  match: [
    {
      args: [
        ...[
          '--engine',
          `node ${JSON.stringify(FAKE_ENGINE)} cycle`,
          '--engine',
          `node ${JSON.stringify(FAKE_ENGINE)} cycle`,
        ],
        ...['--games', '1', '--clock', 'vn-blitz-5', '--max-plies', '2'],
      ],
    },
  ],
  // A scripted engine that plays h2e2 everywhere: the check runs and fails (exit 1, JSON too).
  'engine check': [
    { args: ['--engine', `node ${JSON.stringify(FAKE_ENGINE)} good`, '--timeout', '500'], fails: true },
  ],
  referee: [
    {
      args: [],
      stdin:
        '{"moves":["h2e2","h9g7"]}\n{"fen":"4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1","moves":["a8a9","e9e8","a9a8","e8e9"]}\nnot json\n',
    },
  ],
  convert: [
    { args: ['--to', 'wxf'], stdin: '1. P2-5 M8.7' },
    { args: ['--to', 'vi', 'g.pgn'] },
    { args: ['--to', 'dhtmlxq', 'g.pgn'] },
    { args: ['--to', 'xqf', '--out', 'g.xqf', 'g.pgn'] },
    { args: ['--to', 'ucci'], stdin: writeXqf(gameOf([{ from: 25, to: 22 }])) },
  ],
  notation: [
    { args: ['--move', 'h2e2', '--to', 'wxf'] },
    { args: ['--move', 'P2-5', '--all'] },
    {
      args: ['--to', 'vi'],
      stdin: `${'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w'}\th2e2\nno tab\n`,
      fails: true,
    },
  ],
  scoresheet: [{ args: ['g.pgn'] }],
  'clock simulate': [
    { args: ['--preset', 'vn-60'], stdin: '{"at": 0, "type": "start"}\n{"at": 1000, "type": "press"}\n' },
  ],
  'clock presets': [{ args: [] }],
  'arbiter simulate': [{ args: [], stdin: '{"type":"move","move":"h2e2"}\nnot json\n', fails: true }],
  'schedule round-robin': [{ args: ['5'] }],
  'schedule english': [{ args: ['3'] }],
  'tournament new': [{ args: ['n.json', '--name', 'New', '--system', 'round-robin'] }],
  'tournament add-player': [{ args: ['n.json', 'Lan', '--rating', '1800'] }],
  'tournament draw': [{ args: ['s.json', '--seed', '7'] }],
  'tournament add-team': [{ args: ['tm.json', 'A', 'Alpha', '--members', '1,2,3', '--substitutes', '4'] }],
  'tournament draw-teams': [{ args: ['tm.json'] }],
  'tournament match-rules': [{ args: ['kx.json', '--games', '2', '--ties', 'rapid'] }],
  'tournament pair': [{ args: ['s.json'] }, { args: ['tm.json'] }, { args: ['kx.json'] }],
  'tournament result': [
    { args: ['s.json', '1', '1', '1-0'] },
    { args: ['s.json', '1', '2', '1/2'] },
    { args: ['s.json', '1', '3', '0-1'] },
  ],
  // A reserve of the team on board 1 of round 1 (tm.json's team letters were drawn above).
  'tournament substitute': [{ args: ['tm.json', '1', '5', '8', '--minutes', '5'] }],
  'tournament pairings': [{ args: ['s.json'] }, { args: ['tm.json'] }],
  'tournament show': [{ args: ['s.json'] }, { args: ['tm.json'] }],
  'tournament standings': [{ args: ['s.json'] }, { args: ['tm.json', '--by-board'] }],
  'tournament crosstable': [{ args: ['s.json'] }],
  'tournament card': [{ args: ['s.json', '1'] }],
  'tournament attach': [{ args: ['s.json', '1', '1', 'g.pgn'] }],
  'tournament publish': [{ args: ['s.json', '--out', 'web'] }],
  'tournament withdraw': [{ args: ['s.json', '6'] }],
  'tournament absent': [{ args: ['s.json', '5'] }],
  'tournament export': [{ args: ['s.json', '--trf'] }, { args: ['s.json', '--trf', '--out', 's.trf'] }],
  'tournament import': [{ args: ['s.trf', 'i.json'] }],
  'tournament ruling': [{ args: ['s.json', '1', '1', 'illegal-move-after'] }],
  'tournament deadline': [{ args: ['tk.json', '1', '2026-03-31'] }],
  'tournament arrange': [{ args: ['tk.json', '1', 'A', 'B', '2026-03-20', '--venue', 'Huế'] }],
  'tournament sanction': [{ args: ['s.json', '4', 'warn', '--by', 'table-arbiter'] }],
  'tournament game': [{ args: ['kx.json', '1', '1', '1/2'] }],
  'tournament reorder': [{ args: ['fr.json', 'F', '--members', '2,1'] }],
  'tournament norms': [{ args: ['s.json'] }],
  'tournament prizes': [{ args: ['s.json'] }],
  'tournament regulations': [{ args: ['s.json', 'regs.json'] }],
  'tournament groups': [{ args: ['mx.json', '--groups', '2', '--out-prefix', 'grp'] }],
  'tournament log': [{ args: ['s.json'] }],
  'tournament sanctions': [{ args: ['s.json'] }],
  'tournament excuse': [{ args: ['s.json', '3'] }, { args: ['s.json', '3', '--back'] }],
  'tournament next-stage': [{ args: ['ko.json', 'mx-A.json', 'mx-B.json', '--qualifiers', '1'] }],
  'db import': [{ args: [DB, join(DB_DIR, 'g.pgn')] }],
  'db find': [
    { args: [DB, '--fen', 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w'] },
    { args: [DB, '--player', 'Lê'] },
    { args: [DB, '--fen', 'x'], fails: true },
  ],
  'db explore': [{ args: [DB, '--fen', 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w'] }],
  'db export': [{ args: [DB, '--out', 'db.pgn'] }],
  'db stats': [{ args: [DB] }],
  opening: [
    { args: ['h2e2', 'h9g7', 'h0g2', 'b9c7'] },
    { args: ['--jsonl'], stdin: 'h2e2 h7e7\nh2e2 x\n', fails: true },
    { args: ['h2e2', 'h2e2'], fails: true },
  ],
  pair: [
    { args: ['--trf', 's.trf'] },
    { args: ['--check', '--trf', 's.trf'] },
    { args: ['--explain', '--trf', 's.trf'] },
  ],
  'pair check': [{ args: ['s.trf'] }, { args: ['--standings', '--trf', 's.trf'] }],
  // The checklist's text: bbpPairings' table in English, the law's words in Vietnamese.
  'pair checklist': [{ args: ['s.trf', '--json'] }, { args: ['s.trf'] }],
  'pair explain': [{ args: ['s.trf'] }, { args: ['--system', 'lot', '--seed', '3', 's.trf'] }],
};

/** The commands that print no data (text for people, a terminal program): no --json. */
export const NO_DATA = ['clock', 'arbiter', 'generate'];

/** A little disk for calls of `main`: each call reads the files the previous ones wrote. */
export function disk(): (
  args: readonly string[],
  stdin?: string | Uint8Array,
) => Promise<{ code: number; out: string; err: string }> {
  const files: Record<string, string | Uint8Array> = {
    'g.pgn': PGN,
    'regs.json': '{"lateArrivalMinutes": 30}',
  };
  return async (args, stdin) => {
    const io = fakeIo({ files, ...(stdin === undefined ? {} : { stdin }) });
    const code = await main(args as string[], io);
    for (const [path, data] of io.written) files[path] = data;
    return { code, out: io.stdout(), err: io.stderr() };
  };
}
