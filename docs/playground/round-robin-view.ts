import { pairing } from './deps';

interface Pair {
  readonly white: number | null;
  readonly black: number | null;
}
type Schedule = (players: number, options?: { double?: boolean }) => readonly (readonly Pair[])[];

// @xq/pairing is written in parallel with this page: offer the table only when it exports it.
const api = pairing as unknown as Record<string, unknown>;
const schedule =
  typeof api.roundRobinSchedule === 'function' ? (api.roundRobinSchedule as Schedule) : undefined;

/** True when @xq/pairing provides round-robin schedules. */
export const hasRoundRobin = schedule !== undefined;

/**
 * Renders the round-robin schedule of `players` (Berger tables from the law's rules) as an
 * HTML table: one row per round, one cell per board, `white – black`, `nghỉ` for the bye.
 */
export function renderRoundRobin(target: HTMLElement, players: number, double: boolean): void {
  target.replaceChildren();
  if (!schedule) {
    target.textContent = '@xq/pairing does not provide roundRobinSchedule yet.';
    return;
  }
  if (!Number.isInteger(players) || players < 2 || players > 40) {
    target.textContent = 'Give a number of players from 2 to 40.';
    return;
  }
  const rounds = schedule(players, { double });
  const table = document.createElement('table');
  table.className = 'rr';
  const head = table.createTHead().insertRow();
  head.insertCell().textContent = 'Round';
  for (let b = 1; b <= (rounds[0]?.length ?? 0); b++) head.insertCell().textContent = `Board ${b}`;
  const body = table.createTBody();
  rounds.forEach((round, r) => {
    const row = body.insertRow();
    row.insertCell().textContent = String(r + 1);
    for (const p of round) {
      row.insertCell().textContent =
        p.white === null
          ? `${p.black} nghỉ`
          : p.black === null
            ? `${p.white} nghỉ`
            : `${p.white} – ${p.black}`;
    }
  });
  target.appendChild(table);
}
