import * as arbiter from '@xq/arbiter';
import * as clock from '@xq/clock';
import * as core from '@xq/core';
import { GLOSSARY } from '@xq/core';
import * as engine from '@xq/engine';
import * as notation from '@xq/notation';
import * as pairing from '@xq/pairing';
import * as site from '@xq/site';
import * as tournament from '@xq/tournament';
import { TIE_BREAK_NAMES_VI } from '@xq/tournament';
import { describe, expect, test } from 'vitest';
import { flatten } from './command';
import { refusal } from './commands/tournament/common';
import { COMMANDS } from './main';
import { ERROR_CODES_VI, OTHER_ERROR_CODES } from './messages-vi';
import { disk, SAMPLES, SETUP } from './samples.test-util';
import { ENGLISH, viewable } from './vi-words.test-util';

/** Commands with --lang that the samples cannot run: the interactive clock needs a terminal. */
const INTERACTIVE = ['clock'];

/** Extra calls of the commands with --lang that print no data (not in SAMPLES). */
const LANG_SAMPLES: Readonly<Record<string, readonly { args: readonly string[]; stdin?: string }[]>> = {
  arbiter: [{ args: [], stdin: 't h2\nm h2e2\nzz\nt\n{x\n?\no\ny\nq\n' }],
  play: [{ args: ['--explain', '--fen', '3k5/3R5/3R5/9/9/9/9/9/9/4K4 b'] }, { args: ['--explain', 'h2e2'] }],
};

// Điều 2.2 of the law names the sides Trắng and Đen ("Bên cầm quân Trắng đi trước"): the
// Vietnamese output never says Đỏ, and the English output says red and black, never white.
describe('--lang vi|en: one vocabulary', () => {
  const commands = flatten(COMMANDS).map(({ path, spec }) => ({ name: path.join(' '), spec }));
  const withLang = commands.filter((c) => c.spec.lang !== undefined);

  test('every command with --lang has samples', () => {
    for (const { name } of withLang)
      expect(
        INTERACTIVE.includes(name) || SAMPLES[name] !== undefined || LANG_SAMPLES[name] !== undefined,
        name,
      ).toBe(true);
  });

  for (const lang of ['en', 'vi'] as const)
    test(`--lang ${lang}: ${lang === 'vi' ? 'Trắng/Đen, never Đỏ' : 'red/black, never white'}`, async () => {
      const call = disk();
      for (const c of SETUP) expect((await call(c.args)).code).toBe(0);
      let texts = 0;
      const names = [...new Set([...Object.keys(SAMPLES), ...Object.keys(LANG_SAMPLES)])];
      for (const name of names) {
        const spec = commands.find((c) => c.name === name)!.spec;
        const calls = [...(SAMPLES[name] ?? []), ...(LANG_SAMPLES[name] ?? [])];
        for (const sample of calls) {
          const args = [...name.split(' '), ...sample.args, ...(spec.lang ? ['--lang', lang] : [])];
          const r = await call(args, sample.stdin);
          const what = `${args.join(' ')}:\n${r.out}${r.err}`;
          expect(r.out + r.err, what).not.toMatch(/\bwhite\b/iu);
          expect(r.out + r.err, what).not.toMatch(/đỏ/iu);
          if (spec.lang && !r.out.trimStart().startsWith('{') && !r.out.trimStart().startsWith('[')) {
            texts++;
            if (lang === 'vi') expect(r.out, what).not.toMatch(/\b(?:red|black)\b/u);
          }
        }
      }
      expect(texts).toBeGreaterThan(10);
    });
});

/** Calls that fail: their messages (stderr) under `--lang vi` are Vietnamese too. */
const ERROR_SAMPLES: readonly { name: string; args: readonly string[]; stdin?: string }[] = [
  { name: 'play', args: ['h2h9'] },
  { name: 'play', args: ['xyz'] },
  { name: 'tournament show', args: ['missing.json'] },
  { name: 'tournament standings', args: ['regs.json'] },
  { name: 'tournament show', args: ['g.pgn'] },
  { name: 'clock presets', args: ['--preset', 'no-such-preset'] },
  // The usage errors of command.ts, one of each kind.
  { name: 'tournament show', args: [] },
  { name: 'tournament show', args: ['s.json', 'extra'] },
  { name: 'tournament show', args: ['s.json', '--format', 'pdf'] },
  { name: 'tournament show', args: ['s.json', '--no-such-option'] },
  { name: 'tournament show', args: ['s.json', '--json', '--format', 'html'] },
  { name: 'tournament show', args: ['s.json', '--format'] },
  { name: 'tournament show', args: ['s.json', '--json=yes'] },
  { name: 'tournament new', args: ['x.json', '--system', 'swiss-dutch'] },
  { name: 'tournament new', args: ['x.json', '--name', 'X', '--system', 'chess'] },
  { name: 'tournament new', args: ['x.json', '--name', 'X', '--system', 'swiss-dutch'] },
  { name: 'tournament new', args: ['s.json', '--name', 'X', '--system', 'round-robin'] },
  { name: 'tournament add-player', args: ['s.json', 'X', '--rating', 'high'] },
  { name: 'tournament result', args: ['s.json', 'one', '1', '1-0'] },
  { name: 'tournament result', args: ['s.json', '1', '1', 'won'] },
  { name: 'tournament result', args: ['s.json', '9', '1', '1-0'] },
  { name: 'tournament standings', args: ['s.json', '--tie-breaks', 'XYZ'] },
  { name: 'tournament pair', args: ['s.json'] },
  { name: 'tournament pair', args: ['kx.json'] },
  { name: 'tournament pairings', args: ['s.json', '--round', 'x'] },
  { name: 'tournament export', args: ['s.json'] },
  { name: 'tournament import', args: ['missing.trf', 'out.json'] },
  { name: 'play', args: ['--explain', '--json', 'h2e2'] },
  { name: 'play', args: ['--rules', 'fide', 'h2e2'] },
  { name: 'play', args: ['--game', '2', 'h2e2'] },
  { name: 'play', args: ['--record', 'missing.pgn'] },
  { name: 'play', args: ['--from', 'klingon', 'h2e2'] },
  { name: 'clock', args: ['--lang', 'fr'] },
  { name: 'clock', args: [] },
  { name: 'clock', args: ['--preset', 'vn-90', '--policy', 'p.json'] },
  { name: 'clock', args: ['--policy', 'missing.json'] },
  { name: 'clock', args: ['--preset', 'no-such-preset'] },
  { name: 'clock', args: ['--policy', 'regs.json'] },
  // The commands that took no --lang before issue 42: their errors are Vietnamese too.
  { name: 'perft', args: ['--depth', '99'] },
  { name: 'perft', args: ['--depth', '1', '--fen', 'xyz'] },
  { name: 'moves', args: [], stdin: 'xyz\n' },
  { name: 'moves', args: ['--fen', 'rnbakabnr/9/9/9/9/9/9/9/9/RNBAKABNR w'] },
  { name: 'status', args: ['--fen', 'xyz'] },
  { name: 'convert', args: ['--to', 'klingon'], stdin: '1. h2e2' },
  { name: 'convert', args: ['--to', 'vi'], stdin: '1. h2h9 h7h0' },
  { name: 'convert', args: ['missing.pgn', '--to', 'vi'] },
  { name: 'notation', args: ['--move', 'h2h9', '--to', 'vi'] },
  { name: 'notation', args: ['--to', 'vi'], stdin: 'bad\tline\n' },
  { name: 'scoresheet', args: ['missing.pgn'] },
  { name: 'scoresheet', args: ['g.pgn', '--out', 'x.pdf'] },
  { name: 'scoresheet', args: ['g.pgn', '--game', '5'] },
  { name: 'schedule round-robin', args: ['1'] },
  { name: 'schedule english', args: ['500'] },
  { name: 'pair', args: ['--trf', 'missing.trf'] },
  { name: 'generate', args: ['--players', '1', '--rounds', '1'] },
  { name: 'generate', args: ['--players', '10', '--rounds', '20'] },
  { name: 'match', args: ['--engine', 'x', '--clock', 'no-such-preset'] },
  { name: 'tournament result', args: ['s.json', '7', '1', '1-0'] },
  { name: 'tournament card', args: ['s.json', '99'] },
  { name: 'tournament withdraw', args: ['s.json', '42'] },
  // Not errors: lines with the law's codes in them (a knockout's tie stages).
  {
    name: 'tournament match-rules',
    args: ['kx.json', '--games', '2', '--ties', 'rapid,blitz,armageddon,lots'],
  },
];

/**
 * Calls whose `--lang vi` output still holds English words, kept out of the check until their
 * messages are translated (the lead decides on them): all but `demo` are error messages.
 */
const NOT_YET_VIETNAMESE: readonly string[] = [];

// "Vietnamese that is Vietnamese" (issue 26): under --lang vi every line a person reads is in
// the law's words, errors included.
describe('--lang vi: no English word', () => {
  const commands = flatten(COMMANDS).map(({ path, spec }) => ({ name: path.join(' '), spec }));

  test('every sample and every error sample', async () => {
    const call = disk();
    for (const c of SETUP) expect((await call(c.args)).code).toBe(0);
    const names = [...new Set([...Object.keys(SAMPLES), ...Object.keys(LANG_SAMPLES)])];
    const calls = [
      ...names.flatMap((name) =>
        [...(SAMPLES[name] ?? []), ...(LANG_SAMPLES[name] ?? [])].map((c) => ({ name, ...c })),
      ),
      ...ERROR_SAMPLES,
    ];
    const offenders: string[] = [];
    let checked = 0;
    for (const sample of calls) {
      expect(commands.some((c) => c.name === sample.name)).toBe(true);
      const args = [...sample.name.split(' '), ...sample.args, '--lang', 'vi'];
      if (NOT_YET_VIETNAMESE.includes(args.slice(0, -2).join(' '))) continue;
      const r = await call(args, sample.stdin);
      checked++;
      const hit = ENGLISH.exec(viewable(r.out + r.err));
      if (hit) offenders.push(`xq ${args.join(' ')}: "${hit[0]}" in\n${r.out}${r.err}`);
    }
    expect(checked).toBeGreaterThan(10);
    expect(offenders, offenders.join('\n---\n')).toEqual([]);
  });

  // One glossary: the packages that cannot depend on @xq/core print the same words as it.
  test("@xq/tournament's tie-break names are the glossary's", () => {
    for (const e of GLOSSARY)
      if (Object.hasOwn(TIE_BREAK_NAMES_VI, e.term))
        expect(TIE_BREAK_NAMES_VI[e.term as keyof typeof TIE_BREAK_NAMES_VI], e.term).toBe(e.vi);
    for (const term of ['PTS', 'SB', 'WIN', 'DE', 'lots'])
      expect(GLOSSARY.map((e) => e.term)).toContain(term);
  });

  // Every error code a library exports in a `…_ERROR_CODES` list, found by walking the packages'
  // exports (a new list is walked without a change here), has its Vietnamese sentence.
  test('every error code the libraries export has a Vietnamese sentence, in Vietnamese', () => {
    const packages = { arbiter, clock, core, engine, notation, pairing, site, tournament };
    const codes = new Set<string>(OTHER_ERROR_CODES);
    let lists = 0;
    for (const module of Object.values(packages))
      for (const [name, value] of Object.entries(module))
        if (name.endsWith('_ERROR_CODES') && Array.isArray(value)) {
          lists++;
          for (const code of value as string[]) codes.add(code);
        }
    expect(lists).toBeGreaterThanOrEqual(11);
    expect(codes.size).toBeGreaterThan(120);
    for (const code of codes) {
      expect(Object.hasOwn(ERROR_CODES_VI, code), code).toBe(true);
      const line = refusal({ code, message: 'English detail' }, 'vi');
      expect(line, code).not.toContain('bị từ chối');
      expect(ENGLISH.exec(viewable(line.replace(code, ''))), `${code}: ${line}`).toBeNull();
    }
    // The table holds no code the libraries do not have.
    for (const code of Object.keys(ERROR_CODES_VI)) expect(codes.has(code), code).toBe(true);
  });
});

/**
 * What an error names: numbers (a round, a player, a move number), quoted input, options, field
 * paths (`players[3].rating`). The usage line after "; usage:" is left out (its argument names are
 * translated).
 */
function facts(text: string): Set<string> {
  const line = text.split(/; (?:usage|cách dùng): /u)[0] ?? '';
  const found = line
    .replace(/ --lang (?:en|vi)\b/gu, '')
    .match(
      /'[^'\n]*'|"[^"\n]*"|--[a-z][a-z0-9-]*|[a-z0-9]+(?:[-+][a-z0-9]+)+|[A-Za-z_$][\w$]*(?:\[\d+\]|\.[A-Za-z_$][\w$]*)+|\d+(?:[.,]\d+)*/gu,
    );
  // Quoted or not, a name is the same fact; a number may take the decimal comma; a hyphenated
  // word without a digit is prose ("tie-break") unless quoted.
  return new Set(
    (found ?? [])
      .filter((f) => !/^[a-z]+(?:-[a-z]+)+$/u.test(f))
      .map((f) => (/^\d/u.test(f) ? f.replace(',', '.') : f.replace(/^(['"])(.*)\1$/u, '$2'))),
  );
}

// "Every error in Vietnamese says as much as the English one (the field, the round, the player)".
describe('--lang vi: every error says as much as the English one', () => {
  test('the numbers, quoted input, options and fields of each English error are in the Vietnamese', async () => {
    const call = disk();
    for (const c of SETUP) expect((await call(c.args)).code).toBe(0);
    const missing: string[] = [];
    let compared = 0;
    for (const sample of ERROR_SAMPLES) {
      const base = [...sample.name.split(' '), ...sample.args];
      const en = await call([...base, '--lang', 'en'], sample.stdin);
      const vi = await call([...base, '--lang', 'vi'], sample.stdin);
      // A sample whose last option eats the --lang value (`--format --lang vi`) compares nothing.
      if (en.code === 0 || /'(?:en|vi)'/u.test(en.err)) continue;
      compared++;
      const said = facts(vi.err);
      const lost = [...facts(en.err)].filter((f) => !said.has(f));
      if (lost.length > 0)
        missing.push(`xq ${base.join(' ')}: ${lost.join(', ')}\n  en: ${en.err}  vi: ${vi.err}`);
    }
    expect(compared).toBeGreaterThan(40);
    expect(missing, missing.join('\n')).toEqual([]);
  });
});
