import type { TournamentNorms, TournamentPrizes } from '../awards';
import { requireObject, requireOptions, requireTournament } from '../guard';
import type { Tournament } from '../model';
import type { Standing, StandingsOptions } from '../standings';
import { formatBoardStandings } from './boards';
import { formatNorms } from './norms';
import { formatCrosstable, formatPairingCard, formatPairings, formatStandings } from './print';
import { formatPrizes } from './prizes';
import { formatRegulations } from './regulation-items';
import { formatRegulationData } from './regulations-print';
import type { PrintFormat, PrintOptions } from './table';
import { formatTeamStandings } from './team-print';

/**
 * Which report of an event {@link printReport} prints, and what that report needs:
 * - `pairings`: a round's pairings (and byes), by board;
 * - `pairing-card`: one player's rounds (opponent, colour, result, running score);
 * - `standings`: the standings table, computed, or the rows given;
 * - `crosstable`: the round-robin crosstable;
 * - `team-standings`: the team standings of a team event;
 * - `board-standings`: each board's individual standings (30.1.3);
 * - `regulations`: the regulations' items (system, rounds, tie-breaks, time control);
 * - `regulation-data`: the regulations' data (late arrival, categories, quotas, stages);
 * - `prizes`: the prizes awarded, from `tournamentPrizes`;
 * - `norms`: the title norms each player met, from `tournamentNorms`.
 * @category Printing
 */
export type Report =
  | {
      /** A round's pairings. */
      readonly kind: 'pairings';
      /** The round, from 1. */
      readonly round: number;
    }
  | {
      /** One player's pairing card. */
      readonly kind: 'pairing-card';
      /** The player's id. */
      readonly player: number;
    }
  | {
      /** The standings table. */
      readonly kind: 'standings';
      /** The rows to print (a category's, a slice); by default `standings(t)`. */
      readonly standings?: readonly Standing[];
    }
  | {
      /** The round-robin crosstable. */
      readonly kind: 'crosstable';
    }
  | {
      /** The team standings. */
      readonly kind: 'team-standings';
    }
  | {
      /** Each board's individual standings. */
      readonly kind: 'board-standings';
      /** The ranking options of the boards' standings (tie-breaks, through round). */
      readonly standingsOptions?: StandingsOptions;
    }
  | {
      /** The regulations' items. */
      readonly kind: 'regulations';
    }
  | {
      /** The regulations' data. */
      readonly kind: 'regulation-data';
    }
  | {
      /** The prizes awarded. */
      readonly kind: 'prizes';
      /** The prizes, from `tournamentPrizes(t)`. */
      readonly prizes: TournamentPrizes;
    }
  | {
      /** The norms the players met. */
      readonly kind: 'norms';
      /** The norms, from `tournamentNorms(t)`. */
      readonly norms: TournamentNorms;
      /** Every player, those who met no norm too (by default only those who met one). */
      readonly all?: boolean;
    };

/**
 * Prints one report of an event (pairings, a pairing card, standings, crosstable, team or board
 * standings, regulations, their data, prizes, norms) in a print format, in English or Vietnamese; every
 * report is a table the CLI and the published site show.
 *
 * @example
 * ```ts
 * import { createTournament, printReport } from '@xq/tournament';
 * const t = { ...createTournament({ name: 'Club', system: 'round-robin' }),
 *   players: [{ id: 1, name: 'Ann' }, { id: 2, name: 'Binh' }],
 *   rounds: [{ games: [{ red: 1, black: 2, result: 'draw' as const }], byes: [] }] };
 * console.log(printReport(t, { kind: 'pairings', round: 1 }, 'markdown').split('\n')[2]); // | Board | No | Red | Result | No | Black |
 * console.log(printReport(t, { kind: 'pairings', round: 1 }, 'markdown', { lang: 'vi' }).split('\n')[2]); // | Bàn | Số | Trắng | Kết quả | Số | Đen |
 * console.log(printReport(t, { kind: 'crosstable' }, 'markdown').includes('Binh')); // true
 * ```
 * @throws {RangeError} when the round or the player of the report does not exist.
 * @throws {TypeError} when `t` is not a tournament document, `report` is not one of the reports
 * or lacks what it needs (a round, a player, the prizes), or `options` is not an object.
 * @category Printing
 */
export function printReport(
  t: Tournament,
  report: Report,
  format: PrintFormat,
  options: PrintOptions = {},
): string {
  requireObject('printReport', 'report', report);
  requireOptions('printReport', options);
  try {
    return printOne(t, report, format, options);
  } catch (e) {
    // The printers check their arguments under their own names; the caller called printReport.
    const inner = e instanceof Error ? /^format[A-Z]\w*: /.exec(e.message) : null;
    if (inner === null || !(e instanceof TypeError || e instanceof RangeError)) throw e;
    const Type = e instanceof TypeError ? TypeError : RangeError;
    throw new Type(`printReport (${report.kind}): ${e.message.slice(inner[0].length)}`, { cause: e });
  }
}

/** The one report `report` names, printed by its printer. */
function printOne(t: Tournament, report: Report, format: PrintFormat, options: PrintOptions): string {
  switch (report.kind) {
    case 'pairings':
      return formatPairings(t, report.round, format, options);
    case 'pairing-card':
      return formatPairingCard(t, report.player, format, options);
    case 'standings':
      return formatStandings(t, format, report.standings, options);
    case 'crosstable':
      return formatCrosstable(t, format, options);
    case 'team-standings':
      return formatTeamStandings(t, format, options);
    case 'board-standings':
      return formatBoardStandings(t, format, options, report.standingsOptions);
    case 'regulations':
      return formatRegulations(t, format, options);
    case 'regulation-data':
      return formatRegulationData(t, format, options);
    case 'prizes':
      requireObject('printReport', 'report.prizes', report.prizes);
      return formatPrizes(t, report.prizes, format, options);
    case 'norms':
      requireTournament('printReport', t);
      return formatNorms(report.norms, format, { ...options, all: report.all === true });
    default: {
      const kind: unknown = (report as { kind?: unknown }).kind;
      const shown = typeof kind === 'string' ? JSON.stringify(kind) : typeof kind;
      throw new TypeError(`printReport: report.kind must be one of the reports, got ${shown}`);
    }
  }
}
