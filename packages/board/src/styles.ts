/**
 * Light and dark themes of the board.
 * @example const t: Theme = 'dark';
 * @category Themes
 */
export type Theme = 'light' | 'dark';

/** Both {@link Theme} values. @example THEMES // ['light', 'dark'] @category Themes */
export const THEMES = ['light', 'dark'] as const satisfies readonly Theme[];

/**
 * The board's style sheet. Every colour is a CSS custom property that an app may set on the
 * element (or any ancestor) to restyle it: `--xq-board`, `--xq-line`, `--xq-piece`,
 * `--xq-piece-edge`, `--xq-red`, `--xq-black`, `--xq-selected`, `--xq-target`, `--xq-last`,
 * `--xq-check`, `--xq-cursor`, `--xq-coord`, `--xq-arrow-green`, `--xq-arrow-red`,
 * `--xq-arrow-blue`, `--xq-arrow-yellow`, and `--xq-font` for the piece labels.
 * `data-theme="dark"` on the board's root switches the defaults.
 * @example BOARD_CSS.includes('--xq-board') // true
 * @category Themes
 */
export const BOARD_CSS = `
.xqb{--_board:var(--xq-board,#f1d9a7);--_line:var(--xq-line,#6b4a1e);--_piece:var(--xq-piece,#fdf6e3);
--_edge:var(--xq-piece-edge,#caa46a);--_red:var(--xq-red,#b3261e);--_black:var(--xq-black,#222);
--_sel:var(--xq-selected,#1f6feb);--_target:var(--xq-target,#1f6feb);--_last:var(--xq-last,rgba(155,199,0,.45));
--_check:var(--xq-check,#e5484d);--_cursor:var(--xq-cursor,#0a7d32);--_coord:var(--xq-coord,#6b4a1e);
--_green:var(--xq-arrow-green,#15803d);--_ared:var(--xq-arrow-red,#c62828);--_blue:var(--xq-arrow-blue,#1d4ed8);
--_yellow:var(--xq-arrow-yellow,#d4a017);
display:block;position:relative;outline:none;touch-action:none;-webkit-user-select:none;user-select:none;
-webkit-tap-highlight-color:transparent}
.xqb[data-theme=dark]{--_board:var(--xq-board,#2b2a33);--_line:var(--xq-line,#a8a29e);--_piece:var(--xq-piece,#3f3d48);
--_edge:var(--xq-piece-edge,#78716c);--_red:var(--xq-red,#ff6b60);--_black:var(--xq-black,#e7e5e4);
--_sel:var(--xq-selected,#58a6ff);--_target:var(--xq-target,#58a6ff);--_last:var(--xq-last,rgba(155,199,0,.3));
--_check:var(--xq-check,#ff4d4f);--_cursor:var(--xq-cursor,#3fb950);--_coord:var(--xq-coord,#a8a29e)}
.xqb svg{display:block;width:100%;height:auto;background:var(--_board);border-radius:6px}
.xqb .grid line,.xqb .grid rect,.xqb .grid path{stroke:var(--_line);stroke-width:1.2;fill:none}
.xqb .grid .frame{stroke-width:2.4}
.xqb .river{font:18px/1 serif;fill:var(--_line);text-anchor:middle;opacity:.8}
.xqb .coord{font:12px/1 system-ui,sans-serif;fill:var(--_coord);text-anchor:middle;dominant-baseline:central}
.xqb .piece .disc{fill:var(--_piece);stroke:var(--_edge);stroke-width:1.5}
.xqb .piece .ring{fill:none;stroke-width:1.5}
.xqb .piece text{font:22px/1 var(--xq-font,"Noto Serif CJK SC","Songti SC","SimSun",serif);text-anchor:middle;dominant-baseline:central}
.xqb .piece.letters text{font-family:var(--xq-font,system-ui,sans-serif);font-weight:600}
.xqb .piece text.long{font-size:17px}
.xqb .piece.red text{fill:var(--_red)}.xqb .piece.red .ring{stroke:var(--_red)}
.xqb .piece.black text{fill:var(--_black)}.xqb .piece.black .ring{stroke:var(--_black)}
.xqb .piece.dragging{opacity:.9}
.xqb .last{fill:var(--_last)}
.xqb .selected{fill:none;stroke:var(--_sel);stroke-width:3}
.xqb .target{fill:var(--_target);opacity:.55}
.xqb .target.capture{fill:none;stroke:var(--_target);stroke-width:3;opacity:.7}
.xqb .check{fill:var(--_check);opacity:.55}
.xqb .cursor{fill:none;stroke:var(--_cursor);stroke-width:3;stroke-dasharray:6 4;display:none}
.xqb[data-keys]:focus .cursor,.xqb:focus-visible:not([data-pointer]) .cursor{display:inline}
.xqb .shape{fill:none;stroke-width:6;stroke-linecap:round;opacity:.75}
.xqb .shape.green{stroke:var(--_green)}.xqb .shape.red{stroke:var(--_ared)}
.xqb .shape.blue{stroke:var(--_blue)}.xqb .shape.yellow{stroke:var(--_yellow)}
.xqb .head.green{fill:var(--_green)}.xqb .head.red{fill:var(--_ared)}
.xqb .head.blue{fill:var(--_blue)}.xqb .head.yellow{fill:var(--_yellow)}
.xqb .point{fill:transparent;cursor:pointer;pointer-events:all}
.xqb .live{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap}
`;
