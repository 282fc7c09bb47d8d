import { BoardView } from './board-view';
import { convertRecord } from './converter';
import { explainRuling, Game, INITIAL_FEN, type Square } from './deps';
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
let selected: Square | undefined;

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

const view = new BoardView($('board'), { onPoint: click });

function click(square: Square): void {
  const position = game.position;
  if (selected !== undefined && selected !== square) {
    const move = { from: selected, to: square };
    if (position.isLegal(move)) {
      selected = undefined;
      game.play(move);
      update();
      return;
    }
  }
  // Select a piece of the side to move that has a legal move; anything else clears the selection.
  const piece = position.piece(square);
  selected =
    piece && piece.color === position.turn && selected !== square && position.legalMovesFrom(square).length
      ? square
      : undefined;
  update();
}

function update(): void {
  const position = game.position;
  const targets = selected === undefined ? [] : position.legalMovesFrom(selected).map((m) => m.to);
  const last = game.moves.at(-1);
  view.render(position, selected, targets, last ? [last.from, last.to] : []);

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
  selected = undefined;
  update();
});
$('redo').addEventListener('click', () => {
  game.redo();
  selected = undefined;
  update();
});
$('reset').addEventListener('click', () => load(INITIAL_FEN));
$('load-fen').addEventListener('click', () => load($<HTMLInputElement>('fen').value));
notationSelect.addEventListener('change', update);
$('ruling-lang').addEventListener('change', update);
$<HTMLSelectElement>('labels').addEventListener('change', (e) => {
  view.labels = (e.target as HTMLSelectElement).value === 'vietnamese' ? 'vietnamese' : 'chinese';
  update();
});

function load(fen: string): void {
  const created = Game.create(fen);
  $('fen-error').textContent = created.ok ? '' : `${created.error.code}: ${created.error.message}`;
  if (!created.ok) return;
  game = created.value;
  selected = undefined;
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
