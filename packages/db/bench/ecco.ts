// ECCO agreement on the CCPD corpus (shared/corpus/ccpd.pgn.gz, beside the repository): for every
// record from the start position with an ECCO tag, classifyOpening's code against the tag. Prints
// the agreement, the disagreements by (tag → ours) and, with XQ_ECCO_SHOW=CODE, the games whose
// tag or code is CODE and differ. XQ_ECCO_AS=xqbase classifies with `{ as: 'xqbase' }`. Run: npx tsx --conditions=@xq/source bench/ecco.ts
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { formatUci, INITIAL_FEN } from '@xq/core';
import { iteratePgn } from '@xq/notation';
import { classifyOpening } from '../src/index';

const CORPUS = join(import.meta.dirname, '../../../../shared/corpus/ccpd.pgn.gz');
const text = gunzipSync(readFileSync(CORPUS)).toString('utf8');
const start = INITIAL_FEN.split(' ')[0];
const show = process.env.XQ_ECCO_SHOW;
let games = 0;
let same = 0;
let untagged = 0;
const pairs = new Map<string, number>();
const seen = new Set<string>();
let distinct = 0;
let distinctSame = 0;
for (const r of iteratePgn(text)) {
  if (!r.ok || r.value.fen.split(' ')[0] !== start) continue;
  const tag = r.value.tags.find(([k]) => k === 'ECCO')?.[1] ?? '';
  const moves = r.value.moves.map((m) => formatUci(m.move));
  if (tag === '') {
    untagged++;
    continue;
  }
  const o = classifyOpening(moves, process.env.XQ_ECCO_AS === 'xqbase' ? { as: 'xqbase' } : {});
  if (!o.ok) throw new Error(`bench: ${o.error.message}`);
  games++;
  const code = o.value.code;
  const key = moves.slice(0, 20).join(' ');
  const fresh = !seen.has(key);
  if (fresh) {
    seen.add(key);
    distinct++;
  }
  if (tag === code) {
    same++;
    if (fresh) distinctSame++;
    continue;
  }
  const k = `${tag}→${code}`;
  pairs.set(k, (pairs.get(k) ?? 0) + 1);
  if (show && (tag === show || code === show)) {
    const src = r.value.tags.find(([t]) => t === 'Source')?.[1];
    console.log(`${tag} ours ${code} ${src}\n  ${moves.slice(0, 20).join(' ')}`);
  }
}
const pc = (a: number, b: number) => `${((100 * a) / b).toFixed(2)} %`;
console.log(`records from the start position with an ECCO tag: ${games} (${untagged} untagged left out)`);
console.log(`agreement: ${same} / ${games} = ${pc(same, games)}`);
console.log(`distinct first-20-ply lines: ${distinctSame} / ${distinct} = ${pc(distinctSame, distinct)}`);
for (const [k, n] of [...pairs].sort((a, b) => b[1] - a[1])) console.log(`  ${k}: ${n}`);
