import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { documentedPages, FENCE_LANGUAGES, fencesOf, selfContained, shellBlocksOf } from '@xq/test-utils';
import { describe, expect, it } from 'vitest';
import { fakeIo } from '../packages/cli/src/fake-io';
import { main } from '../packages/cli/src/main';
import { Game, INITIAL_FEN } from '../packages/core/src/index';
import { formatMove, NOTATIONS, parseMove } from '../packages/notation/src/index';
import { describeExamples, runShellBlock } from './examples';

const ROOT = join(import.meta.dirname, '..');

import { GAME, renderNotationsPage } from './notations-page';

// Every ```ts block of every docs page and README type-checks and runs against the packages'
// sources, and every `console.log(…); // → text` line must print exactly `text`. The pages are
// found by listing docs/ and packages/, so a new page is covered without being named here.
const PAGES = documentedPages();

describeExamples(PAGES);

// The `xq …` lines of the ```sh blocks run through the CLI's `main` with in-memory files, in
// order, block by block: each exits as its comment says (0, or 1 for `refused`/`exit 1`) and
// prints what a `# → text` comment or a refusal's error code promises.
const shellBlocks = (page: string) => shellBlocksOf(page).filter(selfContained);
describe.each(PAGES.filter((p) => shellBlocks(p).length > 0))('%s: the xq commands', (page) => {
  it.each(shellBlocks(page).map((b) => [b[0]!.line, b] as const))(
    'the ```sh block at line %i runs as it says',
    async (_, block) => {
      const { ran } = await runShellBlock(block, async (args, files, stdin) => {
        const io = fakeIo({ files, stdin });
        const code = await main(args, io);
        return { code, out: io.stdout(), err: io.stderr(), written: io.written };
      });
      expect(ran.length).toBeGreaterThan(0);
      for (const r of ran) {
        const where = `${page}:${r.command.line} ${r.command.text}`;
        expect(r.code, `${where}\n${r.err}`).toBe(r.command.status);
        if (r.command.prints !== undefined) expect(r.out + r.err, where).toContain(r.command.prints);
      }
    },
  );
});

describe('the pages whose examples are run', () => {
  it('include every guide of the site (typedoc.json projectDocuments) and every package README', () => {
    const typedoc = JSON.parse(readFileSync(join(ROOT, 'typedoc.json'), 'utf8'));
    const listed: string[] = [typedoc.readme, ...typedoc.projectDocuments];
    expect(listed.filter((p) => !PAGES.includes(p))).toEqual([]);
    const packages = readdirSync(join(ROOT, 'packages')).filter((d) =>
      existsSync(join(ROOT, 'packages', d, 'package.json')),
    );
    expect(packages.map((d) => `packages/${d}/README.md`).filter((p) => !PAGES.includes(p))).toEqual([]);
  });
  it.each(PAGES)('%s fences its code blocks with a known language', (page) => {
    const unknown = fencesOf(page).filter(
      (f) => !(FENCE_LANGUAGES as readonly string[]).includes(f.language),
    );
    expect(unknown.map((f) => `${page}:${f.line} \`\`\`${f.language}`)).toEqual([]);
  });
});

describe('docs/notations.md', () => {
  it('is what docs/notations-page.ts generates (regenerate with `npx tsx --conditions=@xq/source docs/notations-page.ts --write`)', () => {
    expect(readFileSync(join(ROOT, 'docs', 'notations.md'), 'utf8')).toBe(renderNotationsPage());
  });
  it('shows a game that replays, and that every notation reads back', () => {
    const game = Game.replay(INITIAL_FEN, GAME);
    expect(game.ok).toBe(true);
    if (!game.ok) return;
    const positions = game.value.positions();
    for (const id of NOTATIONS) {
      game.value.moves.forEach((move, i) => {
        const text = formatMove(positions[i]!, move, id);
        expect(parseMove(positions[i]!, text, id), `${id} ${text}`).toEqual({ ok: true, value: move });
      });
    }
  });
});
