// `xq engine check`: an engine through the protocol as front ends use it, item by item.
import { CONFORMANCE_ITEMS, checkConformance, openEngine } from '@xq/engine';
import { type CommandSpec, commandOf } from '../command';
import type { Command } from '../io';
import { codeVi } from '../messages-vi';
import {
  DIALECT_OPTION,
  ENGINE_OPTION,
  ENGINE_OPTIONS_OPTION,
  openOptionsOf,
  timeoutOption,
} from './analyse-engine-args';

const TIMEOUT = timeoutOption('one search', 5000);

const LABELS = {
  en: { engine: 'Engine', ok: 'ok', fail: 'FAILED', items: 'items', passed: 'passed', failed: 'failed' },
  vi: { engine: 'Máy', ok: 'đạt', fail: 'KHÔNG ĐẠT', items: 'mục', passed: 'đạt', failed: 'không đạt' },
} as const;

/** `xq engine check` as data. @category CLI */
export const engineCheckSpec: CommandSpec = {
  name: 'check',
  summary: 'check that an engine speaks UCCI/UCI as front ends use it',
  description: `Starts the engine and runs it through the protocol, item by item: ${CONFORMANCE_ITEMS.join(', ')}.
Each item is passed or failed with what was seen: the dialect found (UCCI, UCI, or UCI with
UCI_Variant xiangqi), isready, the options listed and one of them set, positions by FEN and by
moves, go with a depth, a movetime, nodes and clocks, stop during a search, a legal best move
with the side in check, a pinned piece, the flying general, a repetition the law forbids (sent
as banmoves in UCCI, left out of go searchmoves in UCI), info lines that parse with a legal pv,
quit. An item that ends the engine (a crash, no answer, an illegal move) is failed and the
engine is started again for the next. With --json prints {dialect, engine, passed: [items],
failed: [{item, saw}], saw: {item: text}}. Exit status 1 when any item failed.`,
  options: [ENGINE_OPTION, DIALECT_OPTION, ENGINE_OPTIONS_OPTION, TIMEOUT],
  json: 'document',
  lang: 'en',
  run: async (c) => {
    const cmd = c.str('engine')!;
    const timeoutMs = c.value(TIMEOUT);
    const report = await checkConformance(
      () => openEngine(cmd, openOptionsOf(c)),
      timeoutMs ? { timeoutMs } : {},
    );
    const total = report.passed.length + report.failed.length;
    if (c.json) c.printJson(report);
    else {
      const L = LABELS[c.lang];
      const width = Math.max(...CONFORMANCE_ITEMS.map((i) => i.length));
      const lines = [`${L.engine}: ${report.engine || '-'} (${report.dialect ?? '-'})`];
      for (const item of CONFORMANCE_ITEMS) {
        const ok = report.passed.includes(item);
        const saw = report.saw[item] ?? '';
        // Under vi, what was seen is the engine's own text or an error code's Vietnamese sentence.
        const code = /^(ENGINE_[A-Z_]+)/.exec(saw)?.[1];
        const shown = c.lang === 'en' ? saw : code ? `${codeVi(code) ?? ''} (${code})` : '';
        lines.push(`  ${(ok ? L.ok : L.fail).padEnd(9)} ${item.padEnd(width)}  ${shown}`.trimEnd());
      }
      lines.push(
        `${total} ${L.items}: ${report.passed.length} ${L.passed}, ${report.failed.length} ${L.failed}`,
      );
      c.io.out(`${lines.join('\n')}\n`);
    }
    if (report.failed.length === 0) return 0;
    return c.fail({
      en: `${report.failed.length} of ${total} items failed: ${report.failed.map((f) => f.item).join(', ')}`,
      vi: `${report.failed.length} trên ${total} mục không đạt: ${report.failed.map((f) => f.item).join(', ')}`,
    });
  },
};

/** `xq engine`: the engine tools (`check`). @category CLI */
export const engineSpec: CommandSpec = {
  name: 'engine',
  summary: 'tools for engine authors: check an engine against the protocol',
  json: 'document',
  actions: [engineCheckSpec],
};

/** `xq engine`: the engine tools. @category CLI */
export const engineCommand: Command = commandOf(engineSpec);
