// The handshake: which dialect an engine speaks, its name, the options it declares, and the
// variants it plays (a Fairy-Stockfish without xiangqi is refused, never driven as chess).
import { DIALECT_RULES, type Dialect } from './dialect';
import { type EngineOption, parseOptionLine } from './options';
import { Command } from './protocol';

/** What the handshake found. */
export interface Hello {
  readonly dialect: Dialect;
  readonly name: string;
  /** The option lines as printed, by name. */
  readonly declared: Map<string, string>;
  /** The options, typed, in the engine's order. */
  readonly options: readonly EngineOption[];
}

/** After this long without `ucciok`, `uci` is sent too (and both answers are awaited). */
export const UCI_AFTER_MS = 500;
const MAX_DECLARED = 512;

/**
 * The handshake as one command: the dialect named, or `ucci` first and then, after
 * {@link UCI_AFTER_MS} without an answer, `uci` too, both answers awaited until `ms`. An engine
 * that answers `ucciok` after `uci` was sent is asked `ucci` again, so that it is left speaking
 * UCCI. Its phases: `named` (the named dialect's hello sent), `ucci` (`ucci` sent), `both`
 * (`uci` sent too), `back-to-ucci` (`ucci` sent again).
 */
export class HandshakeCommand extends Command<Hello> {
  phase: 'named' | 'ucci' | 'both' | 'back-to-ucci' = 'ucci';
  private name = '';
  private readonly declared = new Map<string, string>();
  private readonly options: EngineOption[] = [];
  private variantLine: string | undefined;
  private readonly tried: string[] = [];
  private began = 0;

  constructor(
    private readonly named: Dialect | undefined,
    private readonly ms: number,
    private readonly maxLine: number,
  ) {
    super();
  }

  protected start(): void {
    this.began = Date.now();
    const timeout = () =>
      this.fail(
        'ENGINE_TIMEOUT',
        `no ${this.named ? DIALECT_RULES[this.named].helloOk : 'ucciok or uciok'} within ${this.ms} ms (tried ${this.tries()})`,
      );
    if (this.named) {
      this.phase = 'named';
      this.say(DIALECT_RULES[this.named].hello, DIALECT_RULES[this.named].hello);
      this.wait(this.ms, timeout);
      return;
    }
    this.say('ucci', 'ucci');
    if (this.ms <= UCI_AFTER_MS) this.wait(this.ms, timeout);
    else
      this.wait(UCI_AFTER_MS, () => {
        this.phase = 'both';
        this.say('uci', `uci (after ${UCI_AFTER_MS} ms)`);
        this.wait(Math.max(1, this.ms - (Date.now() - this.began)), timeout);
      });
  }

  private say(line: string, tried: string): void {
    this.tried.push(tried);
    this.link.send(line);
  }

  private tries(): string {
    return this.tried.join(', then ');
  }

  line(line: string): void {
    const t = line.trim();
    if (line.startsWith('id name ')) this.name = line.slice(8).trim().slice(0, 200);
    else if (t.startsWith('option ')) this.option(line);
    else if (t === 'ucciok' || t === 'uciok') this.answered(t);
    else if (!line.startsWith('id ')) this.strayLine(line);
  }

  private option(line: string): void {
    const o = this.declared.size < MAX_DECLARED ? parseOptionLine(line) : undefined;
    if (!o) {
      this.strayLine(line);
      return;
    }
    if (!this.declared.has(o.name)) this.options.push(o);
    this.declared.set(o.name, line.slice(0, 500));
    if (o.name === 'UCI_Variant') this.variantLine = line;
  }

  private answered(ok: 'ucciok' | 'uciok'): void {
    if (this.phase === 'named') {
      if (ok === DIALECT_RULES[this.named!].helloOk) this.found(this.named!);
    } else if (this.phase === 'ucci') this.found(ok === 'ucciok' ? 'ucci' : 'uci');
    else if (this.phase === 'back-to-ucci') {
      if (ok === 'ucciok') this.found('ucci');
    } else if (this.phase === 'both') {
      if (ok === 'uciok') this.found('uci');
      else {
        // It speaks both and read `uci` after answering `ucci`: bring it back to UCCI.
        this.phase = 'back-to-ucci';
        this.link.send('ucci');
      }
    }
  }

  override terminated(reason: string): void {
    this.fail('ENGINE_CRASHED', `during the handshake (tried ${this.tries()}): the engine ended: ${reason}`);
  }

  /** The dialect answered: Fairy-Stockfish's variants checked, the dialect settled. */
  private found(answered: Dialect): void {
    const refused = this.refusal(answered);
    if (refused) {
      this.fail('ENGINE_PROTOCOL', refused, this.variantLine);
      return;
    }
    const fairy = /fairy/i.test(this.name) || this.variantLine !== undefined;
    const dialect: Dialect = this.named ?? (answered === 'uci' && fairy ? 'uci-fairy' : answered);
    const { name, declared, options } = this;
    this.finish({ ok: true, value: { dialect, name, declared, options } });
  }

  /** Why an engine that names itself Fairy-Stockfish or lists variants is refused, if it is. */
  private refusal(answered: Dialect): string | undefined {
    const name = this.name;
    const variant = this.options.find((o) => o.name === 'UCI_Variant');
    const variants =
      variant === undefined ? undefined : new Set([...variant.vars, String(variant.default ?? '')]);
    variants?.delete('');
    const fairy = /fairy/i.test(name) || variants !== undefined;
    if (variants !== undefined && !variants.has('xiangqi'))
      return (
        `${name || 'the engine'} does not play xiangqi: its UCI_Variant lists ${[...variants].slice(0, 8).join(', ')}` +
        `${variants.size > 8 ? ', …' : ''}${this.variantLine!.length >= this.maxLine ? ` (the line was cut at maxLine ${this.maxLine})` : ''}`
      );
    if (fairy && variants === undefined && answered !== 'ucci')
      return `${name || 'the engine'} names itself Fairy-Stockfish but declares no UCI_Variant option: no xiangqi to set`;
    return undefined;
  }
}
