import { convertRecord } from './converter';
import { board as boardPackage, explainRuling, Game, INITIAL_FEN } from './deps';
import { CODECS, codec, hasNotationPackage } from './notation-bridge';
import { hasRoundRobin, renderRoundRobin } from './round-robin-view';

const $ = <T extends HTMLElement>(id: string): T => {
  const node = document.getElementById(id);
  if (!node) throw new Error(`missing #${id}`);
  return node as T;
};

const initial = Game.create();
if (!initial.ok) throw new Error(initial.error.message);
let game = initial.value;

const notationSelect = $<HTMLSelectElement>('notation');
const fromSelect = $<HTMLSelectElement>('convert-from');
const toSelect = $<HTMLSelectElement>('convert-to');
for (const select of [notationSelect, fromSelect, toSelect]) {
  for (const c of CODECS) select.add(new Option(c.label, c.id));
}
notationSelect.value = CODECS.some((c) => c.id === 'vi') ? 'vi' : CODECS[0]!.id;
fromSelect.value = CODECS.some((c) => c.id === 'ucci') ? 'ucci' : CODECS[0]!.id;
toSelect.value = notationSelect.value;
if (!hasNotationPackage)
  $('notation-note').textContent =
    '@xq/notation does not export formatMove/parseMove yet: only coordinate notations are offered.';

// The board is @xq/board's <xq-board> (importing the package defined it); the game is kept
// here, and the board is told each position with set().
const view = document.createElement('xq-board');
view.label = 'Xiangqi board';
$('board').appendChild(view);
view.formatMove = (position, move) => codec(notationSelect.value).format(position, move);
view.addEventListener('move', (e) => {
  const { detail } = e as CustomEvent<boardPackage.MoveEventDetail>;
  // A move the game refuses (the game is over) is not shown: update() puts its position back.
  game.play(detail.move);
  update();
});

function update(): void {
  const position = game.position;
  const last = game.moves.at(-1);
  view.set({ fen: position.fen(), lastMove: last ?? null });
  view.movable = game.outcome() ? 'none' : 'both';
  view.lang = notationSelect.value.startsWith('vi') ? 'vi' : 'en';

  const writer = codec(notationSelect.value);
  const positions = game.positions();
  const list = $<HTMLOListElement>('moves');
  list.replaceChildren();
  game.moves.forEach((move, i) => {
    const item = document.createElement('li');
    item.textContent = writer.format(positions[i]!, move);
    item.dataset.ply = String(i + 1);
    list.appendChild(item);
  });

  $<HTMLInputElement>('fen').value = position.fen();
  $('turn').textContent = game.outcome()
    ? ''
    : `${position.turn} to move${position.isCheck() ? ' — check!' : ''}`;
  const outcome = game.outcome();
  $('outcome').textContent = outcome
    ? `${outcome.winner ? `${outcome.winner} wins` : 'draw'}: ${outcome.explanation} (Điều ${outcome.article})`
    : 'play goes on';
  const count = game.repetitionCount();
  const ruling = game.repetitionRuling();
  $('repetition').textContent = ruling
    ? `position seen ${count} times — ruling (${ruling.rule}, Điều ${ruling.article}): ${ruling.explanation}`
    : count > 1
      ? `position seen ${count} times`
      : 'no repetition';
  $('ruling').textContent = ruling
    ? explainRuling(ruling, $<HTMLSelectElement>('ruling-lang').value === 'vi' ? 'vi' : 'en')
    : '';
  const claim = game.claimMoveLimit();
  $('move-limit').textContent = claim.valid
    ? 'a move-limit claim (Điều 12) would be valid'
    : `move limit (Điều 12): red needs ${claim.missing.red}, black ${claim.missing.black} more quiet moves`;
}

$('undo').addEventListener('click', () => {
  game.undo();
  update();
});
$('redo').addEventListener('click', () => {
  game.redo();
  update();
});
$('flip').addEventListener('click', () => {
  view.orientation = view.orientation === 'red' ? 'black' : 'red';
});
$('reset').addEventListener('click', () => load(INITIAL_FEN));
$('load-fen').addEventListener('click', () => load($<HTMLInputElement>('fen').value));
notationSelect.addEventListener('change', update);
$('ruling-lang').addEventListener('change', update);
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
});

function load(fen: string): void {
  const created = Game.create(fen);
  $('fen-error').textContent = created.ok ? '' : `${created.error.code}: ${created.error.message}`;
  if (!created.ok) return;
  game = created.value;
  update();
}

$('convert').addEventListener('click', () => {
  const result = convertRecord(
    $<HTMLTextAreaElement>('convert-input').value,
    fromSelect.value,
    toSelect.value,
    $<HTMLInputElement>('convert-fen').value,
  );
  $<HTMLTextAreaElement>('convert-output').value = result.ok ? result.text : '';
  $('convert-error').textContent = result.ok ? '' : result.message;
});
$('convert-swap').addEventListener('click', () => {
  const from = fromSelect.value;
  fromSelect.value = toSelect.value;
  toSelect.value = from;
  $<HTMLTextAreaElement>('convert-input').value = $<HTMLTextAreaElement>('convert-output').value;
  $<HTMLTextAreaElement>('convert-output').value = '';
});

const rrOut = $('rr-table');
$('rr-make').addEventListener('click', () =>
  renderRoundRobin(
    rrOut,
    Number($<HTMLInputElement>('rr-players').value),
    $<HTMLInputElement>('rr-double').checked,
  ),
);
if (!hasRoundRobin) $<HTMLButtonElement>('rr-make').disabled = true;

update();
document.body.dataset.ready = 'true';
