// Names are text in every print format: raw HTML or Markdown table syntax in a player's or the
// event's name never becomes markup (issue 43: "raw HTML in a name stays text").
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import type { Tournament } from '../model';
import { formatCrosstable, formatPairings, formatStandings } from './print';
import { renderTable } from './table';

const markup = fc.oneof(
  fc.constantFrom(
    '<script>alert(1)</script>',
    '<b>x</b>',
    '<img src=x onerror=alert(1)>',
    'a & b',
    '</td>',
    '<!--',
    'A | B',
    '\\|',
    'x\n| forged |',
  ),
  fc.string({ unit: fc.constantFrom('<', '>', '&', '|', '\\', '"', 'a', ' ', '\n'), maxLength: 20 }),
);

const event = (event: string, names: readonly string[]): Tournament => ({
  format: 'xq-tournament',
  version: 2,
  name: event,
  regulations: { system: 'swiss-dutch', scoring: '1-0.5-0', rounds: 2 },
  players: names.map((name, i) => ({ id: i + 1, name })),
  rounds: [{ games: [{ red: 1, black: 2, result: 'draw' }], byes: [{ player: 3, kind: 'pairing' }] }],
});

/** The text outside the tags the printer writes itself: no `<` or `>` of a name survives. */
const strayMarkup = (out: string): string[] =>
  out
    .replace(
      /<\/?(?:table|caption|thead|tbody|tr|th|td|p)(?: scope="col")?(?: style="text-align:right")?>/g,
      '',
    )
    .match(/[<>]/g) ?? [];

describe('printing: a name stays text', () => {
  test.prop([markup, fc.array(markup, { minLength: 3, maxLength: 3 })])(
    'Markdown and HTML outputs hold no tag of a name, and every Markdown row keeps its columns',
    (name, names) => {
      const t = event(name, names);
      for (const f of [
        (x: 'markdown' | 'html') => formatPairings(t, 1, x),
        (x: 'markdown' | 'html') => formatStandings(t, x),
        (x: 'markdown' | 'html') => formatCrosstable(t, x),
      ]) {
        expect(strayMarkup(f('html'))).toEqual([]);
        const md = f('markdown');
        expect(strayMarkup(md)).toEqual([]);
        const rows = md.split('\n').filter((l) => l.startsWith('|'));
        // an escaped pipe `\|` is no column: each row has as many columns as the header
        const columns = (l: string) => l.replace(/\\\\/g, '').replace(/\\\|/g, '').split('|').length;
        for (const r of rows) expect(columns(r), md).toBe(columns(rows[0]!));
      }
    },
  );

  test('the named case: raw HTML in a name is written as entities', () => {
    const md = renderTable(['Name'], [['<b>Ann</b> & co']], 'markdown');
    expect(md).toContain('| &lt;b&gt;Ann&lt;/b&gt; &amp; co |');
    const html = renderTable(['Name'], [['<b>Ann</b> & co']], 'html');
    expect(html).toContain('<td>&lt;b&gt;Ann&lt;/b&gt; &amp; co</td>');
  });
});
