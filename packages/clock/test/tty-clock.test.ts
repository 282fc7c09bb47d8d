// The interactive `xq clock` in a real terminal: tmux runs it in a pseudo-terminal, sends keys
// and reads the screen. Where tmux is missing, util-linux's `script` gives the pseudo-terminal
// instead and the test reads the byte stream (the in-place redraw is then checked by its
// escape sequences rather than on a screen).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
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
    if (hasTmux) tmux('kill-server');
  } catch {
    // already gone
  }
  rmSync(dir, { recursive: true, force: true });
});

const hasTmux = (() => {
  try {
    execFileSync('tmux', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

const ESC = String.fromCharCode(27);
const ANSI = new RegExp(`${ESC}\\[[0-9;?]*[A-Za-z]`, 'g');
const CURSOR_MOVE = new RegExp(`${ESC}\\[\\d*A|${ESC}\\[H`);

/** `script` runs the clock in a pseudo-terminal; keys go to its input, the output is collected. */
class ScriptTerminal {
  private readonly child: ChildProcess;
  output = '';
  exit: number | null = null;
  constructor(args: string) {
    const cmd = `stty cols 72 rows 16; node --import tsx --conditions=@xq/source ${ENTRY} ${args}`;
    this.child = spawn('script', ['-qfec', cmd, '/dev/null'], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
    this.child.stdout!.on('data', (d: Buffer) => {
      this.output += d.toString('utf8');
    });
    this.child.on('exit', (code) => {
      this.exit = code ?? -1;
    });
  }
  private mark = 0;
  send(keys: string): void {
    this.mark = this.plain().length;
    this.child.stdin!.write(keys);
  }
  plain(): string {
    return this.output.replace(ANSI, '');
  }
  /** Waits until the output written after the last key sent matches. */
  async waitFor(pattern: RegExp, timeoutMs = 30_000): Promise<string> {
    const end = Date.now() + timeoutMs;
    while (!pattern.test(this.plain().slice(this.mark))) {
      if (Date.now() > end)
        throw new Error(`timed out waiting for ${pattern}:\n${this.plain().slice(-2000)}`);
      await sleep(100);
    }
    return this.plain();
  }
  async exited(timeoutMs = 30_000): Promise<number> {
    const end = Date.now() + timeoutMs;
    while (this.exit === null) {
      if (Date.now() > end) throw new Error('the clock did not exit');
      await sleep(100);
    }
    return this.exit;
  }
}

// One driver or the other is registered, never both: nothing is reported as skipped.
const describeScript = hasTmux ? () => {} : describe;
const describeTmux = hasTmux ? describe : () => {};

describeScript('xq clock in a pseudo-terminal (script)', () => {
  it('starts, presses, pauses, resumes and quits, redrawing with cursor moves', async () => {
    const t = new ScriptTerminal('--preset vn-blitz-5 --lang en');
    await t.waitFor(/Not started/);
    t.send(' ');
    await t.waitFor(/▶ Red\s+4:5\d/);
    t.send('\r');
    await t.waitFor(/▶ Black\s+4:5\d/);
    t.send('p');
    await t.waitFor(/Paused/);
    t.send('p');
    await t.waitFor(/Running/);
    // Redraws move the cursor back up instead of scrolling new copies of the clock.
    expect(t.output).toMatch(CURSOR_MOVE);
    t.send('q');
    expect(await t.exited()).toBe(0);
  }, 60_000);

  it('shows the flag when the time runs out', async () => {
    const policy = join(dir, 'p.json');
    writeFileSync(policy, JSON.stringify({ name: 'three-seconds', control: { stages: [{ timeMs: 3000 }] } }));
    const t = new ScriptTerminal(`--policy ${policy} --lang en`);
    await t.waitFor(/Not started/);
    t.send('\r');
    const s = await t.waitFor(/Flag fell/);
    expect(s).toMatch(/Red\s+0:00\.0\s+FLAG FELL/);
    t.send('q');
    expect(await t.exited()).toBe(0);
  }, 60_000);
});

describeTmux('xq clock in a terminal (tmux)', () => {
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
