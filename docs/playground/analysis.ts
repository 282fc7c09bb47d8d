// The analysis panel: Fairy-Stockfish's WASM build (GPL-3.0), copied beside the site by
// tooling/build-docs.mjs into playground/engine/ and loaded at run time only when the user
// presses Analyse; never bundled. The MIT driver @xq/engine speaks to it through its message
// port (postMessage / addMessageListener) and keeps its pv legal; the pv's first moves are
// drawn on the board as arrows. The engine is threaded (SharedArrayBuffer): the page must be
// cross-origin isolated (tooling/serve-docs.mjs sends COOP/COEP), else the panel says so.
import type { Brush } from '../../packages/board/src/index';
import { Engine, type Info, portTransport } from '../../packages/engine/src/index';
import type { PageLang } from './banner';
import { formatUci, type Game, type Move, type Position } from './deps';

/** What the panel needs from the playground. */
export interface AnalysisHost {
  /** The game on the board now. */
  readonly game: () => Game;
  /** The page's language. */
  readonly lang: () => PageLang;
  /** Writes a move in the notation the page shows in this language. */
  readonly format: (position: Position, move: Move, lang: PageLang) => string;
  /** Draws the arrows on the board (an empty list clears them). */
  readonly arrows: (arrows: readonly { from: number; to: number; brush: Brush }[]) => void;
}

const WORDS = {
  en: {
    title: 'Analysis (Fairy-Stockfish)',
    analyse: 'Analyse',
    stop: 'Stop',
    depth: 'Depth',
    seconds: 'Seconds',
    by: 'Limit',
    loading: 'loading the engine…',
    thinking: 'thinking…',
    done: 'done',
    stopped: 'stopped',
    best: 'Best line',
    score: 'Score (red)',
    reached: 'Depth',
    mate: (n: number) => `mate in ${Math.abs(n)}${n < 0 ? ' against red' : ''}`,
    isolated:
      'This page is not cross-origin isolated: the engine needs SharedArrayBuffer (serve the site with the headers Cross-Origin-Opener-Policy: same-origin and Cross-Origin-Embedder-Policy: require-corp, as `pnpm docs:serve` does).',
    licence: 'Fairy-Stockfish is GPL-3.0 software, loaded from engine/ only when you press Analyse',
    failed: 'the engine failed',
  },
  vi: {
    title: 'Phân tích (Fairy-Stockfish)',
    analyse: 'Phân tích',
    stop: 'Dừng',
    depth: 'Độ sâu',
    seconds: 'Số giây',
    by: 'Giới hạn',
    loading: 'đang tải chương trình…',
    thinking: 'đang tính…',
    done: 'xong',
    stopped: 'đã dừng',
    best: 'Đường tốt nhất',
    score: 'Điểm (Trắng)',
    reached: 'Độ sâu',
    mate: (n: number) => `chiếu hết sau ${Math.abs(n)} nước${n < 0 ? ' (Trắng bị hết)' : ''}`,
    isolated:
      'Trang này không được cô lập nguồn gốc chéo: chương trình cần SharedArrayBuffer (phục vụ trang với các tiêu đề Cross-Origin-Opener-Policy: same-origin và Cross-Origin-Embedder-Policy: require-corp, như `pnpm docs:serve`).',
    licence: 'Fairy-Stockfish là phần mềm GPL-3.0, chỉ được tải từ engine/ khi bấm Phân tích',
    failed: 'chương trình gặp lỗi',
  },
} as const;

const BRUSHES: readonly Brush[] = ['green', 'blue', 'yellow'];

type StockfishModule = {
  postMessage(line: string): void;
  addMessageListener(listener: (line: string) => void): void;
  terminate?(): void;
};

/** Loads engine/stockfish.js with a script tag, once; resolves to its `Stockfish` factory. */
let loading: Promise<Engine> | undefined;
function loadEngine(base: string): Promise<Engine> {
  loading ??= new Promise<() => Promise<StockfishModule>>((ok, fail) => {
    const script = document.createElement('script');
    script.src = `${base}stockfish.js`;
    script.onload = () => {
      const factory = (globalThis as { Stockfish?: () => Promise<StockfishModule> }).Stockfish;
      if (typeof factory === 'function') ok(factory);
      else fail(new Error('engine/stockfish.js defined no Stockfish'));
    };
    script.onerror = () => fail(new Error(`cannot load ${script.src}`));
    document.head.appendChild(script);
  })
    .then((factory) => factory())
    .then(async (module) => {
      const opened = await Engine.open(portTransport(module), { dialect: 'uci-fairy' });
      if (!opened.ok) throw new Error(`${opened.error.code}: ${opened.error.message}`);
      return opened.value;
    });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/**
 * Builds the panel inside `root` and returns `refresh`, to be called when the board's position
 * or the page's language changes (a running search is stopped and its arrows cleared).
 */
export function mountAnalysis(root: HTMLElement, host: AnalysisHost, base = 'engine/'): { refresh(): void } {
  const make = <K extends keyof HTMLElementTagNameMap>(tag: K, id?: string) => {
    const node = document.createElement(tag);
    if (id) node.id = id;
    return node;
  };
  const box = make('fieldset');
  box.className = 'analysis';
  const legend = make('legend');
  const start = make('button', 'analysis-start');
  const stop = make('button', 'analysis-stop');
  start.type = stop.type = 'button';
  const byLabel = make('label');
  const by = make('select', 'analysis-by');
  const amountLabel = make('label');
  const amount = make('input', 'analysis-amount');
  amount.type = 'number';
  amount.min = '1';
  amount.max = '30';
  amount.value = '12';
  const status = make('p', 'analysis-status');
  status.className = 'note';
  status.setAttribute('aria-live', 'polite');
  const list = make('dl');
  const [bestTerm, scoreTerm, depthTerm] = [make('dt'), make('dt'), make('dt')];
  const [best, score, depth] = [
    make('dd', 'analysis-pv'),
    make('dd', 'analysis-score'),
    make('dd', 'analysis-depth'),
  ];
  list.append(bestTerm, best, scoreTerm, score, depthTerm, depth);
  const licence = make('p');
  licence.className = 'note';
  const link = make('a');
  link.href = `${base}Copying.txt`;
  link.textContent = 'GPL-3.0';
  const licenceText = make('span');
  licence.append(licenceText, ' (', link, ')');
  byLabel.append('', by);
  amountLabel.append('', amount);
  const buttons = make('div');
  buttons.className = 'buttons';
  buttons.append(start, stop, byLabel, amountLabel);
  box.append(legend, buttons, status, list, licence);
  root.replaceChildren(box);

  let run: ReturnType<Engine['analysis']> | undefined;
  let state: 'idle' | 'loading' | 'thinking' | 'done' | 'stopped' | 'failed' = 'idle';
  let failure = '';
  let shown: { position: Position; info: Info } | undefined;

  const words = () => WORDS[host.lang()];
  const draw = () => {
    const w = words();
    legend.textContent = w.title;
    start.textContent = w.analyse;
    stop.textContent = w.stop;
    const chosen = by.value || 'depth';
    by.replaceChildren(new Option(w.depth, 'depth'), new Option(w.seconds, 'seconds'));
    by.value = chosen;
    byLabel.firstChild?.remove();
    byLabel.prepend(`${w.by} `);
    amountLabel.firstChild?.remove();
    amountLabel.prepend(`${by.value === 'depth' ? w.depth : w.seconds} `);
    bestTerm.textContent = w.best;
    scoreTerm.textContent = w.score;
    depthTerm.textContent = w.reached;
    licenceText.textContent = w.licence;
    const isolated = globalThis.crossOriginIsolated === true;
    start.disabled = !isolated || state === 'loading' || state === 'thinking';
    stop.disabled = state !== 'thinking';
    status.textContent = !isolated
      ? w.isolated
      : state === 'idle'
        ? ''
        : state === 'failed'
          ? `${w.failed}: ${failure}`
          : state === 'loading'
            ? w.loading
            : state === 'thinking'
              ? w.thinking
              : state === 'done'
                ? w.done
                : w.stopped;
    status.dataset.state = isolated ? state : 'not-isolated';
    const info = shown?.info;
    best.textContent = shown && info ? line(shown.position, info.pv) : '';
    best.dataset.uci = info?.pv.map((m) => formatUci(m)).join(' ') ?? '';
    const s = info?.redScore;
    score.textContent = !s
      ? ''
      : s.mate !== undefined
        ? w.mate(s.mate)
        : `${s.cp >= 0 ? '+' : ''}${(s.cp / 100).toFixed(2)}`;
    depth.textContent = info?.depth !== undefined ? String(info.depth) : '';
  };
  /** The pv written move by move from the position it starts in. */
  const line = (from: Position, pv: readonly Move[]): string => {
    const out: string[] = [];
    let position = from;
    for (const move of pv) {
      out.push(host.format(position, move, host.lang()));
      if (!position.isLegal(move)) break;
      position = position.play(move);
    }
    return out.join(' ');
  };

  let previous: Promise<unknown> = Promise.resolve();
  let runFen = '';
  const halt = () => {
    run?.stop();
    run = undefined;
  };

  start.addEventListener('click', async () => {
    halt();
    state = 'loading';
    shown = undefined;
    host.arrows([]);
    draw();
    let engine: Engine;
    try {
      engine = await loadEngine(base);
    } catch (e) {
      state = 'failed';
      failure = e instanceof Error ? e.message : String(e);
      draw();
      return;
    }
    await previous;
    const game = host.game();
    const position = game.position;
    const n = Math.max(1, Math.min(30, Math.trunc(Number(amount.value)) || 1));
    const limit = by.value === 'seconds' ? { movetimeMs: n * 1000 } : { depth: n };
    const current = engine.analysis(game, limit, { timeoutMs: 120_000 });
    run = current;
    previous = current.result;
    runFen = position.fen();
    state = 'thinking';
    draw();
    for await (const info of current) {
      if (run !== current) return;
      if (info.multipv !== 1 || info.pv.length === 0) continue;
      shown = { position, info };
      host.arrows(
        info.pv.slice(0, BRUSHES.length).map((m, i) => ({ from: m.from, to: m.to, brush: BRUSHES[i]! })),
      );
      draw();
    }
    const result = await current.result;
    if (run !== current) return;
    run = undefined;
    if (!result.ok) {
      state = 'failed';
      failure = `${result.error.code}: ${result.error.message}`;
    } else {
      // The Stop button may have set it while the search ran.
      state = (state as string) === 'stopped' ? 'stopped' : 'done';
      const last = result.value.infos[0];
      if (last && last.pv.length > 0) shown = { position, info: last };
    }
    draw();
  });
  stop.addEventListener('click', () => {
    if (!run) return;
    state = 'stopped';
    run.stop();
    draw();
  });
  by.addEventListener('change', draw);

  draw();
  return {
    refresh() {
      const fen = host.game().position.fen();
      if ((shown && shown.position.fen() !== fen) || (run && runFen !== fen)) {
        halt();
        shown = undefined;
        if (state === 'thinking') state = 'stopped';
        host.arrows([]);
      }
      draw();
    },
  };
}
