import { type Move, Position, type Result } from '@xq/core';
import type { Lang, MoveFormatter } from './announce';
import { type BoardController, mountBoard } from './board';
import type { CoordinateStyle } from './coordinates';
import type { Orientation } from './geometry';
import {
  type BoardError,
  type BoardOptions,
  type BoardState,
  checkState,
  DEFAULT_OPTIONS,
  type ResolvedOptions,
  resolveOptions,
} from './options';
import type { PieceSet } from './piece-sets';
import type { Movable } from './selection';
import type { Theme } from './styles';

/**
 * The `<xq-board>` element: the board of {@link mountBoard} as a custom element. Attributes
 * `fen`, `orientation`, `movable`, `pieces`, `coordinates`, `theme`, `lang`, `hints`
 * (`"false"` turns them off), `animation` (milliseconds) and `label`; the same names as
 * properties, plus `formatMove`, `position`, `lastMove` and `set()`. A bad attribute value
 * falls back to the default; a bad property value throws a `TypeError`; a bad FEN (attribute
 * or property) keeps the position shown and fires an `error` event whose `detail` is a
 * {@link BoardError}, and a refused `fen` attribute is put back to the position shown (or
 * removed when the element had none). An app's `formatMove` that throws leaves the board as it
 * was (the move is not made) and fires `error` with `BOARD_CALLBACK_FAILED`. After each move it fires `move` ({@link MoveEventDetail}) and its `fen`
 * (property and attribute) becomes the new position's.
 * @category Element
 */
export interface XqBoardElement extends HTMLElement {
  /** The position shown, as FEN; setting it shows another position. */
  fen: string;
  /** The side at the bottom. */
  orientation: Orientation;
  /** Who may move. */
  movable: Movable;
  /** The piece labels. */
  pieces: PieceSet;
  /** The coordinates round the board. */
  coordinates: CoordinateStyle;
  /** Light or dark. */
  theme: Theme;
  /** The language of the announcements. */
  lang: Lang;
  /** Show the legal targets of the selected piece. */
  hints: boolean;
  /** Duration of the move animation in milliseconds (0: none). */
  animation: number;
  /** The accessible name of the board (the `label` attribute); a default name when undefined. */
  label: string | undefined;
  /** Writes moves for the announcements (e.g. `@xq/notation`'s `formatMove`); none by default. */
  formatMove: MoveFormatter | undefined;
  /** The position shown. */
  readonly position: Position;
  /** The last move marked, if any. */
  readonly lastMove: Move | undefined;
  /** The mounted board, once the element is in a document. */
  readonly board: BoardController | undefined;
  /** Shows a state the app keeps; see {@link BoardController.set}. Never throws. */
  set(state: BoardState): Result<undefined, BoardError>;
}

declare global {
  interface HTMLElementTagNameMap {
    'xq-board': XqBoardElement;
  }
}

type OptionName = Exclude<keyof ResolvedOptions, 'formatMove'>;
const OPTION_ATTRIBUTES: readonly OptionName[] = [
  'orientation',
  'movable',
  'pieces',
  'coordinates',
  'theme',
  'lang',
  'hints',
  'animation',
  'label',
];
const PROPERTIES = ['fen', ...OPTION_ATTRIBUTES, 'formatMove'] as const;

/** An attribute's value as an option: markup never throws, a bad value is the default. */
function attributeOption(name: OptionName, value: string | null): Partial<ResolvedOptions> {
  if (value === null) return { [name]: name === 'label' ? undefined : DEFAULT_OPTIONS[name] };
  if (name === 'hints') return { hints: value !== 'false' };
  if (name === 'animation') {
    const ms = Number(value);
    return {
      animation: value.trim() !== '' && Number.isFinite(ms) && ms >= 0 ? ms : DEFAULT_OPTIONS.animation,
    };
  }
  if (name === 'label') return { label: value };
  try {
    // Only this option: the others keep what the element has.
    return { [name]: resolveOptions({ [name]: value } as Omit<BoardOptions, 'fen'>)[name] };
  } catch {
    return { [name]: DEFAULT_OPTIONS[name] };
  }
}

/**
 * Defines the `<xq-board>` element (importing `@xq/board` in a browser calls it). Safe in Node
 * and during server-side rendering: without `customElements` and `HTMLElement` it defines
 * nothing and returns `undefined`. Defining twice returns the class already defined.
 * @param name the tag name, `xq-board` by default (a custom element name has a hyphen).
 * @returns the element's class, or `undefined` where there is no `customElements`.
 * @throws TypeError when `name` is not a valid custom element name (from `customElements.define`).
 * @example
 * const XqBoard = defineXqBoard(); // undefined in Node
 * @category Element
 */
export function defineXqBoard(name = 'xq-board'): CustomElementConstructor | undefined {
  if (typeof customElements === 'undefined' || typeof HTMLElement === 'undefined') return undefined;
  const known = customElements.get(name);
  if (known) return known;

  class XqBoard extends HTMLElement implements XqBoardElement {
    static get observedAttributes(): string[] {
      return ['fen', ...OPTION_ATTRIBUTES];
    }
    #board: BoardController | undefined;
    #options: ResolvedOptions = DEFAULT_OPTIONS;
    #position: Position = Position.initial();
    #reflecting = false;

    constructor() {
      super();
      // Properties set before the element was upgraded (a framework that set them on an
      // unknown element): take them over so that the setters below apply them.
      for (const key of PROPERTIES) {
        if (!Object.hasOwn(this, key)) continue;
        const value = (this as Record<string, unknown>)[key];
        delete (this as Record<string, unknown>)[key];
        (this as Record<string, unknown>)[key] = value;
      }
    }

    connectedCallback(): void {
      if (this.#board) return;
      this.#board = mountBoard(this, {
        ...this.#options,
        fen: this.#position.fen(),
        onMove: () => this.#reflect(this.fen),
      });
    }

    attributeChangedCallback(name: string, old: string | null, value: string | null): void {
      if (this.#reflecting) return;
      if (name === 'fen') {
        // A refused FEN does not stay on the element: the attribute goes back to the position
        // shown, or away when there was none, so it never shows a position the board lacks.
        if (value !== null && !this.#setFen(value)) {
          if (old === null) this.#unreflect();
          else this.#reflect(this.fen);
        }
      } else this.#configure(attributeOption(name as OptionName, value));
    }

    #reflect(fen: string): void {
      if (this.getAttribute('fen') === fen) return;
      this.#reflecting = true;
      try {
        this.setAttribute('fen', fen);
      } finally {
        this.#reflecting = false;
      }
    }

    #configure(options: Partial<ResolvedOptions>): void {
      this.#options = resolveOptions(options, this.#options);
      this.#board?.configure(options);
    }

    #unreflect(): void {
      this.#reflecting = true;
      try {
        this.removeAttribute('fen');
      } finally {
        this.#reflecting = false;
      }
    }

    /** Shows `fen`, or fires `error` and keeps the position; true when shown. */
    #setFen(fen: string): boolean {
      const result = this.set({ fen });
      if (!result.ok) this.dispatchEvent(new CustomEvent<BoardError>('error', { detail: result.error }));
      return result.ok;
    }

    set(state: BoardState): Result<undefined, BoardError> {
      if (this.#board) {
        const result = this.#board.set(state);
        if (result.ok && state && typeof state === 'object' && 'fen' in state) this.#reflect(this.#board.fen);
        return result;
      }
      // Not in a document yet: keep the position for the mount (marks need the drawing).
      const checked = checkState(state, (fen) => Position.fromFen(fen));
      if (!checked.ok) return checked;
      if (checked.value.position) this.#position = checked.value.position;
      return { ok: true, value: undefined };
    }

    get board(): BoardController | undefined {
      return this.#board;
    }
    get position(): Position {
      return this.#board?.position ?? this.#position;
    }
    get lastMove(): Move | undefined {
      return this.#board?.lastMove;
    }
    get fen(): string {
      return this.position.fen();
    }
    set fen(fen: string) {
      this.#setFen(fen);
    }
    get orientation(): Orientation {
      return this.#options.orientation;
    }
    set orientation(value: Orientation) {
      this.#configure({ orientation: value });
    }
    get movable(): Movable {
      return this.#options.movable;
    }
    set movable(value: Movable) {
      this.#configure({ movable: value });
    }
    get pieces(): PieceSet {
      return this.#options.pieces;
    }
    set pieces(value: PieceSet) {
      this.#configure({ pieces: value });
    }
    get coordinates(): CoordinateStyle {
      return this.#options.coordinates;
    }
    set coordinates(value: CoordinateStyle) {
      this.#configure({ coordinates: value });
    }
    get theme(): Theme {
      return this.#options.theme;
    }
    set theme(value: Theme) {
      this.#configure({ theme: value });
    }
    override get lang(): Lang {
      return this.#options.lang;
    }
    override set lang(value: Lang) {
      this.#configure({ lang: value });
    }
    get hints(): boolean {
      return this.#options.hints;
    }
    set hints(value: boolean) {
      this.#configure({ hints: value });
    }
    get animation(): number {
      return this.#options.animation;
    }
    set animation(value: number) {
      this.#configure({ animation: value });
    }
    get formatMove(): MoveFormatter | undefined {
      return this.#options.formatMove;
    }
    set formatMove(value: MoveFormatter | undefined) {
      this.#configure({ formatMove: value });
    }
    get label(): string | undefined {
      return this.#options.label;
    }
    set label(value: string | undefined) {
      this.#configure({ label: value });
    }
  }

  customElements.define(name, XqBoard);
  return XqBoard;
}
