import type { Move, Result } from '@xq/core';
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
import { initialPosition, readFen, type Shown } from './rules';
import type { Movable } from './selection';
import type { Theme } from './styles';

/**
 * The `<xq-board>` element: the board of {@link mountBoard} as a custom element. Attributes
 * `fen`, `orientation`, `movable`, `pieces`, `coordinates`, `theme`, `lang`, `hints`
 * (`"false"` turns them off), `animation` (milliseconds) and `label`; the same names as
 * properties, plus `formatMove`, `lastMove` and `set()`. A bad attribute value
 * falls back to the default; a bad property value throws a `TypeError`; a bad FEN (attribute
 * or property) keeps the position shown and fires an `error` event whose `detail` is a
 * {@link BoardError}, and a refused `fen` attribute is put back to the position shown (or
 * removed when the element had none). An app's `formatMove` that throws (or answers something other
 * than a string) fires `error` with `BOARD_CALLBACK_FAILED`, and the move is made all the same
 * (announced in the board's own words). After each move it fires `move` ({@link MoveEventDetail}) and its `fen`
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
/** The options that are properties of the element: those with an attribute, and `formatMove`. */
const OPTION_PROPERTIES: readonly (keyof ResolvedOptions)[] = [...OPTION_ATTRIBUTES, 'formatMove'];
const PROPERTIES = ['fen', ...OPTION_PROPERTIES] as const;

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
 * Properties set on an element before it was upgraded (a framework that set them on an unknown
 * element) shadow the class's accessors: takes them over so that the setters apply them.
 */
function takeOverProperties(element: HTMLElement): void {
  const own = element as unknown as Record<string, unknown>;
  for (const key of PROPERTIES) {
    if (!Object.hasOwn(element, key)) continue;
    const value = own[key];
    delete own[key];
    own[key] = value;
  }
}

/** The position a state before the mount shows: marks need the drawing, the position is kept for the mount. */
function positionBeforeMount(state: BoardState, shown: Shown): Result<Shown, BoardError> {
  const checked = checkState(state, readFen);
  if (!checked.ok) return checked;
  return { ok: true, value: checked.value.position ?? shown };
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
    // The option properties: each reads the options in force and configures the board (`lang`,
    // an accessor of HTMLElement, is overridden below).
    static {
      for (const key of OPTION_PROPERTIES.filter((k) => k !== 'lang'))
        Object.defineProperty(XqBoard.prototype, key, {
          configurable: true,
          enumerable: false,
          get(this: XqBoard) {
            return this.#options[key];
          },
          set(this: XqBoard, value: unknown) {
            this.#configure({ [key]: value });
          },
        });
    }
    declare orientation: Orientation;
    declare movable: Movable;
    declare pieces: PieceSet;
    declare coordinates: CoordinateStyle;
    declare theme: Theme;
    declare hints: boolean;
    declare animation: number;
    declare label: string | undefined;
    declare formatMove: MoveFormatter | undefined;
    #board: BoardController | undefined;
    #options: ResolvedOptions = DEFAULT_OPTIONS;
    #position: Shown = initialPosition();
    #reflecting = false;

    constructor() {
      super();
      takeOverProperties(this);
    }

    connectedCallback(): void {
      if (this.#board) return;
      const fen = this.#position.fen();
      this.#board = mountBoard(this, { ...this.#options, fen, onMove: () => this.#reflect(this.fen) });
    }

    attributeChangedCallback(name: string, old: string | null, value: string | null): void {
      if (this.#reflecting) return;
      if (name === 'fen') {
        // A refused FEN goes back to the position shown, or away when there was none (an
        // `error` listener that wrote the attribute again has the last word).
        if (value !== null && !this.#setFen(value) && this.getAttribute('fen') === value)
          this.#reflect(old === null ? null : this.fen);
      } else this.#configure(attributeOption(name as OptionName, value));
    }

    /** Writes the `fen` attribute (`null`: removes it) without reading it back as a change. */
    #reflect(fen: string | null): void {
      if (this.getAttribute('fen') === fen) return;
      this.#reflecting = true;
      try {
        if (fen === null) this.removeAttribute('fen');
        else this.setAttribute('fen', fen);
      } finally {
        this.#reflecting = false;
      }
    }

    #configure(options: Partial<ResolvedOptions>): void {
      this.#options = resolveOptions(options, this.#options);
      this.#board?.configure(options);
    }

    /** Shows `fen`, or fires `error` and keeps the position; true when shown. */
    #setFen(fen: string): boolean {
      const result = this.set({ fen });
      if (!result.ok) this.dispatchEvent(new CustomEvent<BoardError>('error', { detail: result.error }));
      return result.ok;
    }

    set(state: BoardState): Result<undefined, BoardError> {
      const before = this.fen;
      const shown = this.#board ? this.#board.set(state) : positionBeforeMount(state, this.#position);
      if (!shown.ok) return shown;
      if (shown.value) this.#position = shown.value;
      // The `fen` attribute follows the position shown: written when it changed (once mounted),
      // kept up to date when there is one, never left naming a position the board lacks.
      if (this.hasAttribute('fen') || (this.#board && this.fen !== before)) this.#reflect(this.fen);
      return { ok: true, value: undefined };
    }

    get board(): BoardController | undefined {
      return this.#board;
    }
    get lastMove(): Move | undefined {
      return this.#board?.lastMove;
    }
    get fen(): string {
      return this.#board?.fen ?? this.#position.fen();
    }
    set fen(fen: string) {
      this.#setFen(fen);
    }
    override get lang(): Lang {
      return this.#options.lang;
    }
    override set lang(value: Lang) {
      this.#configure({ lang: value });
    }
  }

  customElements.define(name, XqBoard);
  return XqBoard;
}
