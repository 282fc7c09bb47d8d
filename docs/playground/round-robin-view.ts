import type { PageLang } from './banner';
import { pairing } from './deps';
import { ROUND_ROBIN_TEXT } from './page-text';

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
 * HTML table: one row per round ("Vòng" in Vietnamese), one cell per board, `white – black`,
 * the rest for the bye ("được nghỉ trong lượt đấu ấy").
 */
export function renderRoundRobin(
  target: HTMLElement,
  players: number,
  double: boolean,
  lang: PageLang = 'en',
): void {
  const w = ROUND_ROBIN_TEXT[lang];
  target.replaceChildren();
  if (!schedule) {
    target.textContent = w.missing;
    return;
  }
  if (!Number.isInteger(players) || players < 2 || players > 40) {
    target.textContent = w.players;
    return;
  }
  const rounds = schedule(players, { double });
  const table = document.createElement('table');
  table.className = 'rr';
  const head = table.createTHead().insertRow();
  head.insertCell().textContent = w.round;
  for (let b = 1; b <= (rounds[0]?.length ?? 0); b++) head.insertCell().textContent = w.board(b);
  const body = table.createTBody();
  rounds.forEach((round, r) => {
    const row = body.insertRow();
    row.insertCell().textContent = String(r + 1);
    for (const p of round) {
      row.insertCell().textContent =
        p.white === null
          ? w.rest(p.black ?? 0)
          : p.black === null
            ? w.rest(p.white)
            : `${p.white} – ${p.black}`;
    }
  });
  target.appendChild(table);
}
