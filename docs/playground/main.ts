import { mountAnalysis } from './analysis';
import { bannerText, type PageLang } from './banner';
import {
  faces,
  finishClock,
  newClock,
  type PlayClock,
  presetOptions,
  pressClock,
  startClock,
  tickClock,
} from './clock-model';
import { convertDetected, convertFile, convertRecord } from './converter';
import {
  board as boardPackage,
  clock,
  explainRuling,
  Game,
  INITIAL_FEN,
  type Move,
  opposite,
  Position,
} from './deps';
import { moveRows } from './move-rows';
import { CODECS, codec, hasNotationPackage } from './notation-bridge';
import { openingText } from './opening';
import {
  ARIA_TEXT,
  BOARD_LABEL,
  DOCUMENT_TITLE,
  OPTION_TEXT,
  PAGE_HTML,
  PAGE_TEXT,
  VERDICT_TEXT,
} from './page-text';
import { hasRoundRobin, renderRoundRobin } from './round-robin-view';

const $ = <T extends HTMLElement>(id: string): T => {
  const node = document.getElementById(id);
  if (!node) throw new Error(`missing #${id}`);
  return node as T;
};

const initial = Game.create();
if (!initial.ok) throw new Error(initial.error.message);
let game = initial.value;
/** Moves taken back that Redo would replay (a new move or a new game drops them). */
let redoable = 0;

const notationSelect = $<HTMLSelectElement>('notation');
const fromSelect = $<HTMLSelectElement>('convert-from');
const toSelect = $<HTMLSelectElement>('convert-to');
const langSelect = $<HTMLSelectElement>('lang');
const presetSelect = $<HTMLSelectElement>('clock-preset');
for (const select of [notationSelect, fromSelect, toSelect]) {
  for (const c of CODECS) select.add(new Option(c.label, c.id));
}
notationSelect.value = CODECS.some((c) => c.id === 'vi') ? 'vi' : CODECS[0]!.id;
fromSelect.value = 'detect';
toSelect.value = notationSelect.value;
if (!hasNotationPackage)
  $('notation-note').textContent =
    '@xq/notation does not export formatMove/parseMove yet: only coordinate notations are offered.';

const lang = (): PageLang => (langSelect.value === 'vi' ? 'vi' : 'en');
const SIDE_NAMES: Record<PageLang, Record<'red' | 'black', string>> = {
  en: VERDICT_TEXT.en.side,
  vi: VERDICT_TEXT.vi.side,
};

/** The reason of a repetition ruling in Vietnamese: the "Lý do:" line of its Vietnamese explanation. */
function rulingReasonVi(ruling: Parameters<typeof explainRuling>[0]): string {
  const text = explainRuling(ruling, 'vi');
  const line = text.split('\n').find((l) => l.trimStart().startsWith('Lý do:'));
  return line ? line.trim().replace(/^Lý do:\s*/u, '') : (text.split('\n')[0] ?? '');
}

/** Writes the page's fixed words in the language chosen. */
function applyPageText(): void {
  const l = lang();
  document.documentElement.lang = l;
  for (const [id, text] of Object.entries(PAGE_TEXT)) {
    const node = document.getElementById(id);
    if (node) node.textContent = text[l];
  }
  fromSelect.options[0]!.text = VERDICT_TEXT[l].detect;
  for (const [id, text] of Object.entries(PAGE_HTML)) {
    const node = document.getElementById(id);
    if (node) node.innerHTML = text[l];
  }
  document.title = DOCUMENT_TITLE[l];
  for (const [id, text] of Object.entries(ARIA_TEXT))
    document.getElementById(id)?.setAttribute('aria-label', text[l]);
  view.label = BOARD_LABEL[l];
  for (const [id, choices] of Object.entries(OPTION_TEXT))
    for (const option of Array.from($<HTMLSelectElement>(id).options))
      if (Object.hasOwn(choices, option.value)) option.text = choices[option.value]![l];
  for (const select of [notationSelect, fromSelect, toSelect])
    for (const option of Array.from(select.options)) {
      const c = CODECS.find((x) => x.id === option.value);
      if (c) option.text = l === 'vi' ? c.labelVi : c.label;
    }
  if (rrOut.firstChild) makeRoundRobin();
}

// The board is @xq/board's <xq-board> (importing the package defined it); the game is kept
// here, and the board is told each position with set().
const view = document.createElement('xq-board');
view.label = BOARD_LABEL.en;
$('board').appendChild(view);
// The board hands its formatter the FEN before the move (it keeps no core Position).
view.formatMove = (fen, move) => {
  const position = Position.fromFen(fen);
  return position.ok ? codec(notationSelect.value).format(position.value, move) : `${move.from}-${move.to}`;
};
view.addEventListener('move', (e) => {
  const { detail } = e as CustomEvent<boardPackage.MoveEventDetail>;
  playMove(detail.move);
});

// The clock: @xq/clock's plain state, told the instant of each move and polled by one timer
// while it runs. Instants are integer milliseconds of the page's monotonic clock.
const now = () => Math.max(0, Math.round(performance.now()));
let clockState: PlayClock | undefined;
let timer: ReturnType<typeof setInterval> | undefined;

function playMove(move: Move): void {
  const mover = game.position.turn;
  if (clockState?.status === 'running') {
    // A flag that fell before the move ends the game first: the move is not played.
    if (checkFlag()) return;
    const pressed = pressClock(clockState, now(), mover);
    if (pressed.ok) clockState = pressed.state;
  }
  // A move the game refuses (the game is over) is not shown: update() puts its position back.
  if (game.play(move).ok) redoable = 0;
  update();
}

/** Brings the clock to now; when a flag fell, records the loss on time (Điều 7.1d). */
function checkFlag(): boolean {
  if (!clockState) return false;
  const ticked = tickClock(clockState, now());
  clockState = ticked.state;
  if (!ticked.flag) return false;
  if (!game.outcome()) game.record({ reason: 'time', winner: opposite(ticked.flag.side) });
  update();
  return true;
}

function runTimer(): void {
  const running = clockState?.status === 'running';
  if (running && timer === undefined)
    timer = setInterval(() => {
      checkFlag();
      drawClock();
    }, 100);
  if (!running && timer !== undefined) {
    clearInterval(timer);
    timer = undefined;
  }
}

function drawClock(): void {
  const shown = clockState ? faces(clockState, now(), lang()) : undefined;
  for (const side of ['red', 'black'] as const) {
    const el = $(`clock-${side}`);
    const face = shown?.[side];
    el.querySelector('.name')!.textContent = face?.name ?? clock.clockLabels(lang())[side];
    el.querySelector('time')!.textContent = face?.time ?? '–';
    el.classList.toggle('running', face?.running ?? false);
    el.classList.toggle('flagged', face?.flagged ?? false);
    el.querySelector('.due')!.textContent = face?.note ?? '';
  }
  const status = clockState?.status;
  // No move while the game is over or the clock is paused (Điều 10.2.2: the arbiter stopped it).
  view.movable = game.outcome() || status === 'paused' ? 'none' : 'both';
  $<HTMLButtonElement>('clock-start').disabled = !clockState || status !== 'idle' || !!game.outcome();
  $<HTMLButtonElement>('clock-pause').disabled = status !== 'running' && status !== 'paused';
  $('clock-pause').textContent =
    status === 'paused' ? VERDICT_TEXT[lang()].resume : VERDICT_TEXT[lang()].pause;
  $<HTMLButtonElement>('clock-reset').disabled = !clockState || status === 'idle';
  // Take-backs would leave the clock on the wrong side: they wait until the clock is reset.
  const started = status === 'running' || status === 'paused' || status === 'flagged';
  $<HTMLButtonElement>('undo').disabled = started || game.moves.length === 0;
  $<HTMLButtonElement>('redo').disabled = started || redoable === 0;
  runTimer();
}

function update(): void {
  const position = game.position;
  const last = game.moves.at(-1);
  const outcome = game.outcome();
  if (outcome && clockState) clockState = finishClock(clockState, now(), outcome.reason);
  view.set({ fen: position.fen(), lastMove: last ?? null });
  view.lang = lang();

  const writer = codec(notationSelect.value);
  const positions = game.positions();
  const plies = game.moves.map((move, i) => writer.format(positions[i]!, move));
  const list = $<HTMLOListElement>('moves');
  list.replaceChildren();
  for (const row of moveRows(plies, game.start.turn, game.start.fullmoves)) {
    const item = document.createElement('li');
    const number = document.createElement('span');
    number.className = 'no';
    number.textContent = `${row.number}.`;
    item.appendChild(number);
    for (const side of ['red', 'black'] as const) {
      const ply = row[side];
      const cell = document.createElement('span');
      cell.className = `ply ${side}`;
      cell.textContent = ply ? ply.text : row.red === undefined ? '…' : '';
      if (ply) cell.dataset.ply = String(ply.ply);
      item.appendChild(cell);
    }
    list.appendChild(item);
  }
  list.scrollTop = list.scrollHeight;
  $('opening').textContent = openingText(game.start.fen(), game.moves, lang());

  $<HTMLInputElement>('fen').value = position.fen();
  const side = SIDE_NAMES[lang()][position.turn];
  const say = VERDICT_TEXT[lang()];
  $('turn').textContent = outcome ? '' : say.toMove(side, position.isCheck());
  // Under vi the reason is the banner's, in the law's words (the core's explanation is English).
  $('outcome').textContent = outcome
    ? say.outcome(
        outcome.winner && SIDE_NAMES[lang()][outcome.winner],
        lang() === 'vi' ? bannerText(outcome, 'vi').reason : outcome.explanation,
        outcome.article,
      )
    : say.goesOn;
  const banner = $('banner');
  banner.hidden = !outcome;
  if (outcome) {
    const words = bannerText(outcome, lang());
    $('banner-result').textContent = words.result;
    $('banner-reason').textContent = words.reason;
    banner.dataset.reason = outcome.reason;
  }
  const count = game.repetitionCount();
  const ruling = game.repetitionRuling();
  $('repetition').textContent = ruling
    ? say.ruling(
        count,
        ruling.rule,
        ruling.article,
        lang() === 'vi' ? rulingReasonVi(ruling) : ruling.explanation,
      )
    : count > 1
      ? say.seen(count)
      : say.noRepetition;
  $('ruling').textContent = ruling
    ? explainRuling(ruling, $<HTMLSelectElement>('ruling-lang').value === 'vi' ? 'vi' : 'en')
    : '';
  const claim = game.claimMoveLimit();
  $('move-limit').textContent = claim.valid
    ? say.claimValid
    : say.missing(claim.missing.red, claim.missing.black);
  $<HTMLButtonElement>('claim-move-limit').disabled = !claim.valid || !!outcome;
  drawClock();
  analysis?.refresh();
}

$('undo').addEventListener('click', () => {
  if (game.undo()) redoable++;
  update();
});
$('redo').addEventListener('click', () => {
  if (game.redo()) redoable--;
  update();
});
$('flip').addEventListener('click', () => {
  view.orientation = view.orientation === 'red' ? 'black' : 'red';
  $('board')
    .closest('.board-column')
    ?.classList.toggle('flipped', view.orientation === 'black');
});
$('reset').addEventListener('click', () => load(INITIAL_FEN));
$('load-fen').addEventListener('click', () => load($<HTMLInputElement>('fen').value));
$('claim-move-limit').addEventListener('click', () => {
  game.record({ reason: 'move-limit', winner: null });
  update();
});
notationSelect.addEventListener('change', update);
$('ruling-lang').addEventListener('change', update);
langSelect.addEventListener('change', () => {
  $<HTMLSelectElement>('ruling-lang').value = lang();
  applyPageText();
  fillPresets();
  update();
});
$<HTMLSelectElement>('labels').addEventListener('change', (e) => {
  const value = (e.target as HTMLSelectElement).value;
  if (boardPackage.isPieceSet(value)) view.pieces = value;
});
$<HTMLSelectElement>('coordinates').addEventListener('change', (e) => {
  const value = (e.target as HTMLSelectElement).value;
  if (boardPackage.isCoordinateStyle(value)) view.coordinates = value;
});
$<HTMLSelectElement>('theme').addEventListener('change', (e) => {
  view.theme = (e.target as HTMLSelectElement).value === 'dark' ? 'dark' : 'light';
  // The whole page, not only the board.
  document.documentElement.dataset.theme = view.theme;
});

function fillPresets(): void {
  const chosen = presetSelect.value;
  presetSelect.length = 1;
  presetSelect.options[0]!.text = VERDICT_TEXT[lang()].noClock;
  for (const p of presetOptions(lang())) presetSelect.add(new Option(p.label, p.name));
  presetSelect.value = chosen;
}
fillPresets();

/** A fresh clock for the preset chosen (none for "no clock"), not started. */
function resetClock(): void {
  const name = presetSelect.value;
  clockState = (clock.PRESET_NAMES as readonly string[]).includes(name)
    ? newClock(name as clock.PresetName)
    : undefined;
}
presetSelect.addEventListener('change', () => {
  resetClock();
  drawClock();
});
$('clock-start').addEventListener('click', () => {
  if (!clockState || game.outcome()) return;
  const started = startClock(clockState, now(), game.position.turn);
  if (started.ok) clockState = started.state;
  drawClock();
});
$('clock-pause').addEventListener('click', () => {
  if (!clockState) return;
  const paused = clockState.status === 'paused';
  const step = clock.apply(clockState, { type: paused ? 'resume' : 'pause', at: now() });
  clockState = step.state;
  if (!step.ok || clockState.status === 'flagged') checkFlag();
  drawClock();
});
$('clock-reset').addEventListener('click', () => {
  resetClock();
  update();
});

function load(fen: string, moves: readonly Move[] = []): boolean {
  const created = Game.create(fen);
  $('fen-error').textContent = created.ok
    ? ''
    : VERDICT_TEXT[lang()].badFen(created.error.code, created.error.message);
  if (!created.ok) return false;
  game = created.value;
  redoable = 0;
  for (const move of moves) if (!game.play(move).ok) break;
  resetClock();
  update();
  return true;
}

// The converter: a record pasted with "detect" is recognised (PGN, DhtmlXQ, movetext) and read
// with @xq/notation; a notation chosen by hand reads bare moves one by one.
let converted: { fen: string; moves: readonly Move[] } | undefined;

function showDetected(result: ReturnType<typeof convertDetected>): void {
  $<HTMLTextAreaElement>('convert-output').value = result.ok ? result.text : '';
  $('convert-info').textContent = result.ok ? result.info : '';
  $('convert-error').textContent = result.ok ? '' : result.message;
  $('convert-error').dataset.code = result.ok ? '' : result.code;
  converted = result.ok ? { fen: result.fen, moves: result.moves } : undefined;
  $<HTMLButtonElement>('convert-play').disabled = converted === undefined;
}

$<HTMLInputElement>('convert-file').addEventListener('change', async (e) => {
  const file = (e.target as HTMLInputElement).files?.[0];
  if (!file) return;
  const bytes = new Uint8Array(await file.arrayBuffer());
  const result = convertFile(bytes, toSelect.value, $<HTMLInputElement>('convert-fen').value, lang());
  fromSelect.value = 'detect';
  $<HTMLTextAreaElement>('convert-input').value = result.input || VERDICT_TEXT[lang()].binary(file.name);
  showDetected(result);
});

// Text typed or pasted is no longer the file chosen before: its name goes.
$('convert-input').addEventListener('input', () => {
  $<HTMLInputElement>('convert-file').value = '';
});

$('convert').addEventListener('click', () => {
  const input = $<HTMLTextAreaElement>('convert-input').value;
  const fen = $<HTMLInputElement>('convert-fen').value;
  if (fromSelect.value === 'detect') {
    showDetected(convertDetected(input, toSelect.value, fen, lang()));
    return;
  }
  const result = convertRecord(input, fromSelect.value, toSelect.value, fen, lang());
  $<HTMLTextAreaElement>('convert-output').value = result.ok ? result.text : '';
  $('convert-info').textContent = '';
  $('convert-error').textContent = result.ok ? '' : result.message;
  $('convert-error').dataset.code = '';
  converted = result.ok ? { fen: fen.trim() || INITIAL_FEN, moves: result.moves } : undefined;
  $<HTMLButtonElement>('convert-play').disabled = converted === undefined;
});
$('convert-play').addEventListener('click', () => {
  if (converted && load(converted.fen, converted.moves))
    $('board').scrollIntoView({ behavior: 'smooth', block: 'nearest' });
});
$('convert-swap').addEventListener('click', () => {
  const from = fromSelect.value;
  fromSelect.value = toSelect.value;
  if (from !== 'detect') toSelect.value = from;
  $<HTMLTextAreaElement>('convert-input').value = $<HTMLTextAreaElement>('convert-output').value;
  $<HTMLTextAreaElement>('convert-output').value = '';
});

const rrOut = $('rr-table');
function makeRoundRobin(): void {
  renderRoundRobin(
    rrOut,
    Number($<HTMLInputElement>('rr-players').value),
    $<HTMLInputElement>('rr-double').checked,
    lang(),
  );
}
$('rr-make').addEventListener('click', makeRoundRobin);
if (!hasRoundRobin) $<HTMLButtonElement>('rr-make').disabled = true;

// The analysis panel (its own file): the game, the language, the notation, the board's arrows.
const analysis = mountAnalysis($('analysis'), {
  game: () => game,
  lang,
  format: (position, move, l) =>
    codec(l === 'vi' && CODECS.some((c) => c.id === 'vi') ? 'vi' : notationSelect.value).format(
      position,
      move,
    ),
  arrows: (arrows) => view.set({ arrows }),
});
applyPageText();
update();
document.body.dataset.ready = 'true';
