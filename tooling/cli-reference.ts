// docs/cli-reference.md: the help of `xq` and of each of its commands, as the command prints it.
//
//   npx tsx --conditions=@xq/source tooling/cli-reference.ts --write   regenerates the page
//
// The commands are read from `xq --help` (its "commands:" list), each one's text from
// `xq <command> --help`, both run through the CLI's `main` against an in-memory io, so the page
// is the CLI's own words; `docs/cli-reference.test.ts` fails when the page is out of date.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fakeIo } from '../packages/cli/src/fake-io';
import { main } from '../packages/cli/src/main';

/** What `xq …args` prints on stdout (its help goes there), with its exit status. */
async function run(args: string[]): Promise<{ code: number; out: string }> {
  const io = fakeIo();
  const code = await main(args, io);
  return { code, out: io.stdout() + io.stderr() };
}

/** The command names and summaries of the "commands:" list of `xq --help`. */
export function commandsOf(help: string): { name: string; summary: string }[] {
  const lines = help.split('\n');
  const start = lines.findIndex((l) => l.trim().toLowerCase() === 'commands:');
  if (start < 0) throw new Error('xq --help has no "commands:" list');
  const out: { name: string; summary: string }[] = [];
  for (const line of lines.slice(start + 1)) {
    const m = /^ {2}(\S+) +(.*)$/.exec(line);
    if (!m) break;
    out.push({ name: m[1]!, summary: m[2]!.trim() });
  }
  if (out.length === 0) throw new Error('the "commands:" list of xq --help is empty');
  return out;
}

/** The whole page. */
export async function renderCliReference(): Promise<string> {
  const top = await run(['--help']);
  if (top.code !== 0) throw new Error(`xq --help exited ${top.code}`);
  // The version is left out (`xq 0.1.0: …` becomes `xq: …`): a release does not change the page.
  top.out = top.out.replace(/^xq v?\d+\.\d+\.\d+(?:-[\w.]+)?/, 'xq');
  const sections: string[] = [];
  for (const { name, summary } of commandsOf(top.out)) {
    const help = await run([name, '--help']);
    if (help.code !== 0) throw new Error(`xq ${name} --help exited ${help.code}`);
    sections.push(
      `## xq ${name}\n\n${summary[0]!.toUpperCase()}${summary.slice(1)}.\n\n\`\`\`text\n${help.out.trimEnd()}\n\`\`\`\n`,
    );
  }
  return `---
title: "CLI reference"
description: "Every command and option of xq, as xq <command> --help prints it."
---

# CLI reference: every \`xq\` command

What \`xq --help\` and \`xq <command> --help\` print, command by command (this page is generated
from them: \`npx tsx --conditions=@xq/source tooling/cli-reference.ts --write\`). The
[CLI guide](cli.md) shows the commands at work.

\`\`\`text
${top.out.trimEnd()}
\`\`\`

${sections.join('\n')}`;
}

if (process.argv.includes('--write')) {
  writeFileSync(join(import.meta.dirname, '..', 'docs', 'cli-reference.md'), await renderCliReference());
}
