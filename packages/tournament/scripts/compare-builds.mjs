// Compares two builds of @xq/tournament on generated events: every document, standing, TRF and
// print the old build writes, the new one must write the same, byte for byte. Not a test: run it
// around a redesign.
//
//   npx pnpm@10 --filter @xq/tournament build && cp -r packages/tournament/dist /tmp/tour-old-dist
//   … change the code …
//   npx tsx --conditions=@xq/source packages/tournament/scripts/compare-builds.mjs /tmp/tour-old-dist [cases]
//
// The new build is the source (src/index.ts). Events are drawn with fast-check from a printed seed:
// a system, a scoring, 2–14 players with random ratings, clubs, teams and categories, regulations
// data, rounds paired by the library and random results (forfeits, byes, withdrawals), and one
// random JSON mutation of each document for the validator.
//
// OLD_WHITE=1 compares against a build from before the colour words changed (document version 1:
// `white`, `white-win`, `initialColour: 'white'`): the old build is given its own words and its
// outputs are read in the new ones (white → red, version 1 → 2) before they are compared.
import fc from 'fast-check';
import * as NEW from '../src/index.ts';

const oldDir = process.argv[2] ?? '/tmp/tour-old-dist';
const cases = Number(process.argv[3] ?? 300);
const OLD = await import(`${oldDir}/index.js`);
const seed = Number(process.env.SEED ?? Date.now() % 2 ** 31);
const oldWhite = process.env.OLD_WHITE === '1';

/** A result, or an initial colour, in the words of build `L`. */
const said = (L, word) => (L === OLD && oldWhite ? word.replace(/^red/, 'white') : word);
/** The red player of a game of build `L`. */
const redOf = (L, g) => (L === OLD && oldWhite ? g.white : g.red);
/** An output of the old build in the new words. */
const inNewWords = (text) =>
  text
    .replace(/white-win/g, 'red-win')
    .replace(/\.white\b/g, '.red')
    .replace(/(\\*")white(\\*")/g, '$1red$2')
    .replace(/(\\*"version\\*":\s*)1\b/g, (_, key) => `${key}2`)
    .replace(/\(this library reads 1\)/g, '(this library reads 1 to 2)')
    .replace(/expected white or black/g, 'expected red or black');

const SYSTEMS = [
  'round-robin',
  'double-round-robin',
  'swiss-dutch',
  'swiss-lots',
  'knockout',
  'team-round-robin',
  'team-swiss',
  'team-english',
  'team-simultaneous',
  'team-knockout',
];
const RESULTS = [
  'red-win',
  'black-win',
  'draw',
  'red-win',
  'black-win',
  'draw',
  'red-win-forfeit',
  'black-win-forfeit',
  'double-forfeit',
];

const arbEvent = fc.record({
  system: fc.constantFrom(...SYSTEMS),
  scoring: fc.constantFrom('1-0.5-0', '2-1-0'),
  rounds: fc.integer({ min: 1, max: 6 }),
  players: fc.array(
    fc.record({
      rating: fc.option(fc.integer({ min: 1000, max: 2600 }), { nil: undefined }),
      club: fc.option(fc.constantFrom('Hà Nội', 'Huế', 'Cần Thơ'), { nil: undefined }),
      sex: fc.option(fc.constantFrom('m', 'f'), { nil: undefined }),
      special: fc.option(fc.constant(true), { nil: undefined }),
    }),
    { minLength: 2, maxLength: 14 },
  ),
  teamSize: fc.integer({ min: 1, max: 3 }),
  regulations: fc.record(
    {
      tieBreaks: fc.subarray(['BH', 'SB', 'WIN', 'DE', 'ARO', 'BH-C1', 'PS', 'lots']),
      seed: fc.integer({ min: 0, max: 1000 }),
      lateArrivalMinutes: fc.constantFrom(15, 30, 60),
      entryFee: fc.integer({ min: 0, max: 1e6 }),
      sentDate: fc.constantFrom('2025-12-01', '2026-01-15'),
      startDate: fc.constant('2026-03-01'),
      event: fc.constantFrom('national-championship', 'national-team-championship'),
      entryQuota: fc.record({ perUnit: fc.integer({ min: 5, max: 20 }), host: fc.constant('Huế') }),
      normThresholds: fc.record({ masterPercent: fc.integer({ min: 50, max: 90 }) }),
      separateClubs: fc.boolean(),
      withdrawnGames: fc.constantFrom('kept', 'annulled-under-half'),
      pairingBye: fc.constantFrom('win', 'draw', 'loss'),
      initialColour: fc.constantFrom('red', 'black'),
      venue: fc.string({ maxLength: 12 }),
    },
    { requiredKeys: [] },
  ),
  results: fc.array(fc.constantFrom(...RESULTS), { minLength: 200, maxLength: 200 }),
  withdraw: fc.option(fc.integer({ min: 1, max: 14 }), { nil: undefined }),
  mutation: fc.tuple(
    fc.constantFrom('name', 'regulations', 'players', 'rounds', 'teams'),
    fc.jsonValue({ maxDepth: 2 }),
  ),
});

/** Builds the event with one build's functions; the same draws give the same calls. */
function build(L, e) {
  // Team events as friendly matches, so that teams of any size pair (Điều 30's sizes are tested elsewhere).
  const friendly = e.system.startsWith('team-');
  let t = L.createTournament({
    name: 'So sánh',
    system: e.system,
    scoring: e.scoring,
    rounds: e.rounds,
    friendly,
  });
  const reg =
    e.regulations.initialColour === undefined
      ? e.regulations
      : { ...e.regulations, initialColour: said(L, e.regulations.initialColour) };
  t = { ...t, regulations: { ...t.regulations, ...reg } };
  e.players.forEach((p, i) => {
    const r = L.addPlayer(t, {
      name: `Đấu thủ ${i + 1}`,
      ...Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined)),
    });
    if (r.ok) t = r.value;
  });
  if (e.system.startsWith('team-')) {
    const ids = t.players.map((p) => p.id);
    const size = e.teamSize;
    for (let k = 0; k * size < ids.length; k++) {
      const members = ids.slice(k * size, k * size + size);
      const r = L.addTeam(t, {
        code: String.fromCharCode(65 + k),
        name: `Đội ${k + 1}`,
        members,
        substitutes: [],
      });
      if (r.ok) t = r.value;
    }
  }
  let n = 0;
  for (let round = 0; round < Math.min(e.rounds, 6); round++) {
    const paired = L.pairNextRound(t);
    if (!paired.ok) break;
    const added = L.addRound(t, paired.value);
    if (!added.ok) break;
    t = added.value;
    for (const g of paired.value.games) {
      const r = L.setResult(t, t.rounds.length, redOf(L, g), said(L, e.results[n++ % e.results.length]));
      if (r.ok) t = r.value;
    }
    if (round === 0 && e.withdraw !== undefined) {
      const r = L.withdrawPlayer(t, e.withdraw);
      if (r.ok) t = r.value;
    }
  }
  if (L === OLD) {
    roundsBuilt += t.rounds.length;
    gamesBuilt += t.rounds.reduce((k, r) => k + r.games.length, 0);
  }
  return t;
}

let roundsBuilt = 0;
let gamesBuilt = 0;

const safe = (f) => {
  try {
    return JSON.stringify(f());
  } catch (err) {
    return `throws ${err?.constructor?.name}: ${err?.message}`;
  }
};

/** Everything one build says about an event, as text. */
function outputs(L, e) {
  const t = build(L, e);
  const out = { document: safe(() => L.formatTournament(t)) };
  out.parsed = safe(() => L.parseTournament(L.formatTournament(t)));
  out.standings = safe(() => L.standings(t));
  out.trf = safe(() => L.exportTrf(t));
  out.trfBack = safe(() => {
    const x = L.exportTrf(t);
    return x.ok ? L.tournamentFromTrf(PARSE_TRF(x.value).value) : x;
  });
  out.next = safe(() => L.pairNextRound(t));
  for (const lang of ['en', 'vi'])
    for (const format of ['text', 'markdown', 'html']) {
      const o = { lang };
      out[`pairings-${lang}-${format}`] = safe(() =>
        L.formatPairings(t, Math.max(1, t.rounds.length), format, o),
      );
      out[`standings-${lang}-${format}`] = safe(() => L.formatStandings(t, format, undefined, o));
      out[`crosstable-${lang}-${format}`] = safe(() => L.formatCrosstable(t, format, o));
      out[`regulations-${lang}-${format}`] = safe(() => L.formatRegulations(t, format, o));
      out[`data-${lang}-${format}`] = safe(() => L.formatRegulationData(t, format, o));
      out[`teams-${lang}-${format}`] = safe(() => L.formatTeamStandings(t, format, o));
      out[`boards-${lang}-${format}`] = safe(() => L.formatBoardStandings(t, format, o));
      out[`prizes-${lang}-${format}`] = safe(() => L.formatPrizes(t, L.tournamentPrizes(t), format, o));
    }
  out.norms = safe(() => L.tournamentNorms(t));
  const [key, value] = e.mutation;
  out.mutated = safe(() => L.validateTournament({ ...JSON.parse(L.formatTournament(t)), [key]: value }));
  return out;
}

const { parseTrf: PARSE_TRF } = await import('@xq/pairing');

let compared = 0;
let differing = 0;
fc.assert(
  fc.property(arbEvent, (e) => {
    const a = oldWhite
      ? Object.fromEntries(Object.entries(outputs(OLD, e)).map(([k, v]) => [k, inNewWords(v)]))
      : outputs(OLD, e);
    const b = outputs(NEW, e);
    for (const k of Object.keys(a)) {
      compared++;
      if (a[k] !== b[k]) {
        differing++;
        console.log(
          `DIFF ${k} (system ${e.system})\n old: ${a[k]?.slice(0, 300)}\n new: ${b[k]?.slice(0, 300)}`,
        );
        return false;
      }
    }
    return true;
  }),
  { numRuns: cases, seed },
);
console.log(
  `seed ${seed}: ${cases} events (${roundsBuilt} rounds, ${gamesBuilt} games), ${compared} outputs compared, ${differing} differ`,
);
