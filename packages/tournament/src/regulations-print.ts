import { requireTournament } from './guard';
import { type PrintFormat, renderTable } from './print';
import { DEFAULT_LATE_ARRIVAL_MINUTES, type Prize } from './regulations';
import type { Tournament } from './tournament';

const prizeList = (list: readonly Prize[] | undefined): string | undefined =>
  list === undefined || list.length === 0
    ? undefined
    : list
        .map((p) =>
          [p.name, p.medal, p.amount === undefined ? undefined : String(p.amount)]
            .filter((x) => x !== undefined)
            .join(' '),
        )
        .join(', ');

/**
 * Prints the regulations' data beyond the texts (see {@link RegulationData}): the event kind,
 * the clock preset, the late-arrival limit (15 minutes when the regulations name none), the
 * entry fee and deadline, the prizes; then the categories and the delegations with their heads
 * and coaches. An empty string when there is none of it.
 *
 * @example
 * ```ts
 * import { createTournament, formatRegulationData } from '@xq/tournament';
 * const base = createTournament({ name: 'Giải', system: 'swiss-dutch' });
 * const t = { ...base, regulations: { ...base.regulations, clockPreset: 'vn-90', entryFee: 200000 } };
 * console.log(formatRegulationData(t, 'markdown').split('\n').slice(4, 7).join(' / '));
 * // | 8. Clock preset | vn-90 | / | 8. Late arrival (10.2.1a) | 15 minutes (the default) | / | 13. Entry fee | 200000 |
 * ```
 * @throws {TypeError} when `t` is not a tournament document (players, rounds, regulations).
 * @category Regulations
 */
export function formatRegulationData(t: Tournament, format: PrintFormat): string {
  requireTournament('formatRegulationData', t);
  const r = t.regulations;
  const late =
    r.lateArrivalMinutes === undefined
      ? `${DEFAULT_LATE_ARRIVAL_MINUTES} minutes (the default)`
      : `${r.lateArrivalMinutes} minutes`;
  const rows: [string, string | undefined][] = [
    ['4. Event kind (title norms)', r.event],
    [
      '7. Stage (17.3)',
      r.stage === undefined
        ? undefined
        : `${r.stage.name}${r.stage.group === undefined ? '' : `, group ${r.stage.group}`}`,
    ],
    ['8. Clock preset', r.clockPreset],
    ['8. Late arrival (10.2.1a)', late],
    ['10. Individual prizes', prizeList(r.prizeRules?.individual)],
    ['10. Individual prizes per category', r.prizeRules?.perCategory ? 'yes' : undefined],
    ['10. Team prizes', prizeList(r.prizeRules?.team)],
    ['10. Overall prizes (toàn đoàn)', prizeList(r.prizeRules?.overall)],
    ['10. Ties', r.prizeRules === undefined ? undefined : (r.prizeRules.ties ?? 'tie-breaks')],
    ['13. Entry fee', r.entryFee === undefined ? undefined : String(r.entryFee)],
    ['15. Entry deadline (date)', r.entryDeadlineDate],
  ];
  const given = rows.filter((x): x is [string, string] => x[1] !== undefined);
  const anything =
    given.length > 1 ||
    r.lateArrivalMinutes !== undefined ||
    (r.categories ?? []).length > 0 ||
    (r.delegations ?? []).length > 0;
  if (!anything) return '';
  const out = [renderTable(['Item', 'Value'], given, format, `${t.name} — regulations data`)];
  if ((r.categories ?? []).length > 0) {
    out.push(
      renderTable(
        ['Category', 'Name', 'Sex', 'Born from', 'Born to', 'Levels', 'Age group'],
        (r.categories ?? []).map((c) => [
          c.code,
          c.name ?? '',
          c.sex ?? '',
          c.bornFrom === undefined ? '' : String(c.bornFrom),
          c.bornTo === undefined ? '' : String(c.bornTo),
          (c.levels ?? []).join(', '),
          c.ageGroup === undefined ? '' : String(c.ageGroup),
        ]),
        format,
        `${t.name} — categories`,
      ),
    );
  }
  if ((r.delegations ?? []).length > 0) {
    const players = (name: string): string =>
      t.players
        .filter((p) => p.club === name)
        .map((p) => `${p.id} ${p.name}`)
        .join('; ');
    out.push(
      renderTable(
        ['Delegation', 'Head', 'Coaches', 'Players'],
        (r.delegations ?? []).map((d) => [
          d.name,
          d.head ?? '',
          (d.coaches ?? []).join(', '),
          players(d.name),
        ]),
        format,
        `${t.name} — delegations`,
      ),
    );
  }
  return out.join('\n');
}
