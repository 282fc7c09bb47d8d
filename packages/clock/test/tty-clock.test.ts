// The interactive `xq clock` in a real terminal: tmux runs it in a pseudo-terminal, sends keys
// and reads the screen. Needs tmux on the PATH.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..', '..');
const ENTRY = 'packages/cli/src/commands/clock-tty-entry.ts';
const dir = mkdtempSync(join(tmpdir(), 'xq-clock-tty-'));
const socket = join(dir, 'tmux.sock');

function tmux(...args: string[]): string {
  return execFileSync('tmux', ['-S', socket, ...args], { encoding: 'utf8' });
}

function start(name: string, args: string): void {
  // `node --import tsx` starts one process where the tsx command starts two.
  const cmd = `cd ${ROOT} && node --import tsx --conditions=@xq/source ${ENTRY} ${args}; echo EXIT=$?; sleep 30`;
  tmux('new-session', '-d', '-s', name, '-x', '72', '-y', '16', cmd);
}

/** The screen and its scrollback. */
function screen(name: string): string {
  return tmux('capture-pane', '-p', '-S', '-200', '-t', name);
}

async function waitFor(name: string, pattern: RegExp, timeoutMs = 30_000): Promise<string> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const s = screen(name);
    if (pattern.test(s)) return s;
    if (Date.now() > end) throw new Error(`timed out waiting for ${pattern} on screen:\n${s}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

afterAll(() => {
  try {
    tmux('kill-server');
  } catch {
    // already gone
  }
  rmSync(dir, { recursive: true, force: true });
});

describe('xq clock in a terminal', () => {
  it('starts, presses, pauses, resumes and quits, redrawing in place', async () => {
    start('keys', '--preset vn-blitz-5 --lang en');
    await waitFor('keys', /Not started/);
    tmux('send-keys', '-t', 'keys', ' ');
    await waitFor('keys', /▶ Red\s+4:5\d/);
    tmux('send-keys', '-t', 'keys', 'Enter');
    await waitFor('keys', /▶ Black\s+4:5\d/);
    tmux('send-keys', '-t', 'keys', 'p');
    const paused = await waitFor('keys', /Paused/);
    await sleep(1200);
    expect(screen('keys')).toBe(paused); // no time runs while paused
    tmux('send-keys', '-t', 'keys', 'p');
    await waitFor('keys', /Running/);
    // Redrawn in place: one title, one line per side, however many redraws happened.
    const s = screen('keys');
    expect(s.match(/xq clock —/g)).toHaveLength(1);
    expect(s.match(/Red /g)).toHaveLength(1);
    tmux('send-keys', '-t', 'keys', 'q');
    await waitFor('keys', /EXIT=0/);
  }, 60_000);

  it('shows the flag when the time runs out', async () => {
    const policy = join(dir, 'p.json');
    writeFileSync(policy, JSON.stringify({ name: 'three-seconds', control: { stages: [{ timeMs: 3000 }] } }));
    start('flag', `--policy ${policy} --lang en`);
    await waitFor('flag', /Not started/);
    tmux('send-keys', '-t', 'flag', 'Enter');
    const s = await waitFor('flag', /Flag fell/);
    expect(s).toMatch(/Red\s+0:00\.0\s+FLAG FELL/);
    expect(s).toMatch(/Black\s+0:03\.0/);
    tmux('send-keys', '-t', 'flag', 'q');
    await waitFor('flag', /EXIT=0/);
  }, 60_000);
});
