// How the driver talks to an engine: lines out, text in, an end. Two kinds behind one shape: a
// message port (a Web Worker, an in-process WASM engine) here, a child process in
// child-process.ts (loaded lazily, so that a browser build never sees Node's modules).

/**
 * The link to one engine: lines out, text chunks in, and an end.
 * @example
 * const t: Transport = { send() {}, onData() {}, onClose() {}, close() {} };
 * @category Transport
 */
export interface Transport {
  /** Sends one line (without its newline). */
  send(line: string): void;
  /** Registers the reader of the engine's text (chunks, not necessarily whole lines). */
  onData(listener: (chunk: string) => void): void;
  /** Registers what to do when the engine ends (a crash, an exit, a closed port). */
  onClose(listener: (reason: string) => void): void;
  /** Ends the engine (kills the process, terminates the worker). Calling it twice is harmless. */
  close(): void;
}

/**
 * A Web Worker, a `MessagePort`, or an in-process engine such as Fairy-Stockfish's WASM build
 * (`postMessage(line)` and `addMessageListener(listener)`).
 * @example
 * const port: PortLike = { postMessage() {}, addMessageListener() {} };
 * @category Transport
 */
export interface PortLike {
  /** Sends one command line. */
  postMessage(message: string): void;
  /** Worker or MessagePort style: `message` events whose `data` is the text. */
  addEventListener?(type: 'message' | 'error', listener: (event: { data?: unknown }) => void): void;
  /** Fairy-Stockfish's WASM style: the listener receives each line. */
  addMessageListener?(listener: (line: string) => void): void;
  /** A Worker's end. */
  terminate?(): void;
  /** A MessagePort's end. */
  close?(): void;
}

/**
 * A transport over a message port: each message is text from the engine (one line or several).
 * @throws TypeError when `port` has no `postMessage` or no way to listen.
 * @example
 * const echo: PortLike = {
 *   listener: undefined as ((line: string) => void) | undefined,
 *   postMessage(line: string) { if (line === 'uci') this.listener?.('uciok'); },
 *   addMessageListener(l: (line: string) => void) { this.listener = l; },
 * } as PortLike;
 * const transport = portTransport(echo);
 * @category Transport
 */
export function portTransport(port: PortLike): Transport {
  if (typeof port !== 'object' || port === null || typeof port.postMessage !== 'function')
    throw new TypeError('portTransport: port must have postMessage');
  if (typeof port.addMessageListener !== 'function' && typeof port.addEventListener !== 'function')
    throw new TypeError('portTransport: port must have addEventListener or addMessageListener');
  let data: ((chunk: string) => void) | undefined;
  let closed: ((reason: string) => void) | undefined;
  let ended = false;
  let told = false;
  // The end is told after the text already received (both go through the microtask queue, in
  // order): the last lines an engine sends before its port fails are read.
  const end = (reason: string) => {
    if (ended) return;
    ended = true;
    queueMicrotask(() => {
      told = true;
      closed?.(reason);
    });
  };
  // Delivered after the current task, as a Worker's messages are: an in-process engine that
  // answers inside postMessage is read after the driver starts waiting for the answer.
  const take = (text: unknown) => {
    if (typeof text === 'string' && !ended)
      queueMicrotask(() => {
        if (!told) data?.(`${text}\n`);
      });
  };
  if (typeof port.addMessageListener === 'function') port.addMessageListener(take);
  else {
    port.addEventListener!('message', (e) => take(e?.data));
    port.addEventListener!('error', () => end('the worker failed'));
  }
  return {
    send(line) {
      if (ended) return;
      try {
        port.postMessage(line);
      } catch {
        end('the port refused a message');
      }
    },
    onData(listener) {
      data = listener;
    },
    onClose(listener) {
      closed = listener;
    },
    close() {
      if (ended) return;
      try {
        port.terminate?.();
        port.close?.();
      } catch {
        // ending twice or on a closed port is harmless
      }
      end('closed');
    },
  };
}
