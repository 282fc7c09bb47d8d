import { parseTrf } from '@xq/pairing';
import { exportTrf, tournamentFromTrf } from '@xq/tournament';
import type { CommandSpec } from '../../command';
import { codeVi } from '../../messages-vi';
import { exists, readText, SCORING_OPTION, SYSTEM_OPTION, tournamentAction } from './common';
import { SAY } from './texts';

export const exportAction: CommandSpec = tournamentAction({
  name: 'export',
  summary: 'write the tournament as TRF (standard output unless --out)',
  options: [
    { name: 'trf', kind: 'boolean', description: 'write TRF (the only format)', required: true },
    { name: 'out', kind: 'string', value: 'PATH', description: 'write to PATH (default: standard output)' },
  ],
  json: 'document',
  lang: 'en',
  run: async ({ io, options, str, load, usage, refused, json, printJson, lang }) => {
    if (!options.trf) return usage({ en: 'export needs --trf', vi: 'export cần --trf' });
    const t = await load();
    if (t === 1) return 1;
    const written = exportTrf(t);
    if (!written.ok) return refused(written.error);
    const text = written.value;
    const out = str('out');
    if (out === undefined) {
      if (json) printJson({ trf: text.replace(/\r\n?/g, '\n') });
      else io.out(text.replace(/\r\n?/g, '\n'));
    } else {
      await io.writeFile(out, text);
      if (json) printJson({ file: out });
      else io.out(`${SAY[lang].wrote(out)}\n`);
    }
    return 0;
  },
});

export const importAction: CommandSpec = tournamentAction({
  name: 'import',
  summary: 'create FILE from a TRF file (TRF-16 or TRF-2026)',
  first: 'TRF',
  args: ['FILE'],
  options: [
    SYSTEM_OPTION,
    SCORING_OPTION,
    { name: 'force', kind: 'boolean', description: 'overwrite an existing file' },
  ],
  json: 'document',
  edits: true,
  lang: 'en',
  run: async ({ io, options, file, rest, save, input, refused, system, scoring, json, printJson, lang }) => {
    // import TRF FILE
    const target = rest[0]!;
    const text = await readText(io, file, input);
    if (text === 1) return 1;
    if (!/^(001|012|XXR|142) /m.test(text.replace(/\r/g, '\n')))
      return input({
        en: `${file} is not a TRF file: a TRF has player records ("001 …" lines); to load a tournament file use it directly`,
        vi: `${file} không phải tệp TRF: tệp TRF có các dòng đấu thủ (001); tệp giải thì dùng trực tiếp`,
      });
    const trf = parseTrf(text);
    if (!trf.ok)
      return input({
        en: `${file}: line ${trf.error.line}: ${trf.error.message} (${trf.error.code})`,
        vi: `${file}: dòng ${trf.error.line}: ${codeVi(trf.error.code) ?? 'bị từ chối'} (${trf.error.code})`,
      });
    if (trf.value.players.length === 0)
      return input({
        en: `${file} is not a TRF file: it has no player records (001)`,
        vi: `${file} không phải tệp TRF: không có dòng đấu thủ nào (001)`,
      });
    const sys = system();
    const sc = scoring();
    const t = tournamentFromTrf(trf.value, {
      ...(sys === undefined ? {} : { system: sys }),
      ...(sc === undefined ? {} : { scoring: sc }),
    });
    if (!t.ok) return refused(t.error, file);
    if (!options.force && (await exists(io, target)))
      return input({
        en: `${target} exists (use --force to overwrite)`,
        vi: `${target} đã có (dùng --force để ghi đè)`,
      });
    await save(t.value, target);
    if (json) printJson({ file: target, players: t.value.players.length, rounds: t.value.rounds.length });
    else io.out(`${SAY[lang].imported(target, t.value.players.length, t.value.rounds.length)}\n`);
    return 0;
  },
});

/** The actions of `xq tournament`, in the order of its help. */
