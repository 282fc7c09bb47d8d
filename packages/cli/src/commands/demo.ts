import { type CommandSpec, commandOf } from '../command';
import { arbiterSection } from '../demo/arbiter';
import { gameSection } from '../demo/game';
import { perftSection } from '../demo/perft';
import { searchSection } from '../demo/search';
import { type DemoSection, style } from '../demo/section';
import { startSection } from '../demo/start';
import { teamSection } from '../demo/teams';
import { clockSection, repetitionSection, roundRobinSection, swissSection } from '../demo/tour';
import type { Command } from '../io';

/** The parts of the demo, in order. */
export const DEMO_SECTIONS: readonly DemoSection[] = [
  startSection,
  gameSection,
  repetitionSection,
  arbiterSection,
  clockSection,
  roundRobinSection,
  swissSection,
  teamSection,
  searchSection,
  perftSection,
];

/** `xq demo` as data: help and run. @category CLI */
export const demoSpec: CommandSpec = {
  name: 'demo',
  summary: 'a tour of the toolkit in under a minute',
  description: `A tour of the toolkit: the start position, a real game checked under the law and
shown in every notation, a repetition ruling explained, a clock preset simulated,
a round-robin table, a Swiss round paired, a game collection searched by position and explored,
and move generation with timings. --json prints\n{"sections": [{"title", "text"}]}.`,
  json: 'document',
  lang: 'en',
  run: async ({ io, json, printJson, lang }) => {
    if (json) {
      // Each section's text, captured without colour: {"sections": [{"title", "text"}]}.
      const sections: { title: string; text: string }[] = [];
      for (const section of DEMO_SECTIONS) {
        let text = '';
        await section.run({ ...io, isTty: false, out: (t) => (text += t) }, style(false), lang);
        sections.push({ title: section.title[lang], text });
      }
      printJson({ sections });
      return 0;
    }
    const s = style(io.isTty);
    io.out(
      `${s.bold('xq')} — ${lang === 'vi' ? 'Cờ Tướng đúng như Luật Việt Nam, bằng TypeScript' : 'Xiangqi (Cờ Tướng) as the Vietnamese law says, in TypeScript'}\n`,
    );
    for (const [i, section] of DEMO_SECTIONS.entries()) {
      io.out(`\n${s.bold(`${i + 1}. ${section.title[lang]}`)}\n\n`);
      await section.run(io, s, lang);
    }
    io.out(
      `\n${s.dim(lang === 'vi' ? 'Thêm: xq --help, và các hướng dẫn trong docs/.' : 'More: xq --help, and the guides in docs/.')}\n`,
    );
    return 0;
  },
};

/** `xq demo`: the whole toolkit in under a minute. @category CLI */
export const demoCommand: Command = commandOf(demoSpec);
