import type { PageLang } from './banner';

/** A text of the page in both its languages: English (red/black) and the law's Vietnamese (Trắng/Đen). */
export type PageText = Readonly<Record<PageLang, string>>;

/**
 * The page's own fixed words, by the id of the element that shows them (buttons, headings,
 * labels, notes): `applyPageText` writes them when the language changes.
 */
export const PAGE_TEXT: Readonly<Record<string, PageText>> = {
  'page-title': { en: 'xq playground', vi: 'Sân chơi xq' },
  undo: { en: 'Undo', vi: 'Đi lại' },
  redo: { en: 'Redo', vi: 'Đi tiếp' },
  reset: { en: 'New game', vi: 'Ván mới' },
  flip: { en: 'Flip board', vi: 'Lật bàn cờ' },
  'clock-legend': { en: 'Clock', vi: 'Đồng hồ' },
  'clock-preset-label': { en: 'Time control', vi: 'Thể thức thời gian' },
  'clock-start': { en: 'Start', vi: 'Bắt đầu' },
  'clock-reset': { en: 'Reset clock', vi: 'Đặt lại đồng hồ' },
  'clock-note': {
    en: "Red's clock starts with Start; each move switches it. While it runs, take-backs are off (reset the clock first).",
    vi: 'Đồng hồ của Trắng chạy khi bấm Bắt đầu; mỗi nước đi chuyển đồng hồ sang bên kia. Khi đồng hồ đang chạy thì không được đi lại (đặt lại đồng hồ trước).',
  },
  'lang-label': { en: 'Language', vi: 'Ngôn ngữ' },
  'notation-label': { en: 'Notation', vi: 'Cách ghi' },
  'labels-label': { en: 'Pieces', vi: 'Quân cờ' },
  'coordinates-label': { en: 'Coordinates', vi: 'Tọa độ' },
  'theme-label': { en: 'Theme', vi: 'Giao diện' },
  'moves-heading': { en: 'Moves', vi: 'Các nước đi' },
  'verdicts-heading': { en: 'Verdicts', vi: 'Phán quyết' },
  'outcome-term': { en: 'Outcome', vi: 'Kết quả' },
  'repetition-term': { en: 'Repetition', vi: 'Lặp lại nước đi' },
  'move-limit-term': { en: 'Move limit', vi: 'Giới hạn nước đi' },
  'claim-move-limit': { en: 'Claim the draw (Điều 12)', vi: 'Đòi hòa (Điều 12)' },
  'ruling-summary': { en: 'The repetition ruling, move by move', vi: 'Phán quyết lặp lại, từng nước một' },
  'load-fen': { en: 'Load FEN', vi: 'Nạp FEN' },
  'convert-heading': { en: 'Converter', vi: 'Chuyển đổi biên bản' },
  'convert-intro': {
    en: 'Paste a record: a PGN file, a DhtmlXQ text (dpxq.com, CCBridge) or bare moves (move numbers, comments and the result are allowed). With detect, the format and the notation are recognised and the record is read with @xq/notation; pick the notation you want.',
    vi: 'Dán một biên bản: tệp PGN, văn bản DhtmlXQ (dpxq.com, CCBridge) hoặc chỉ các nước đi (được có số thứ tự nước, lời bình và kết quả). Với tự nhận biết, định dạng và cách ghi được nhận ra và biên bản được đọc bằng @xq/notation; hãy chọn cách ghi muốn có.',
  },
  'convert-fen-label': {
    en: 'Start FEN for bare moves (empty: the initial position)',
    vi: 'FEN ban đầu cho các nước đi (để trống: thế cờ ban đầu)',
  },
  'convert-from-label': { en: 'From', vi: 'Từ' },
  'convert-to-label': { en: 'To', vi: 'Sang' },
  convert: { en: 'Convert', vi: 'Chuyển đổi' },
  'convert-swap': { en: 'Output → input', vi: 'Kết quả → đầu vào' },
  'convert-play': { en: 'Play it on the board', vi: 'Bày lên bàn cờ' },
  'convert-file-label': {
    en: 'or open a file (XQF, CBR, PGN, DhtmlXQ)',
    vi: 'hoặc mở một tệp (XQF, CBR, PGN, DhtmlXQ)',
  },
  'rr-heading': { en: 'Round-robin table', vi: 'Bảng thi đấu vòng tròn' },
  'rr-intro': {
    en: 'The Berger tables built from the rules of the law (seed 003); the first number has red.',
    vi: 'Bảng Berger lập theo quy định của Luật (003); số đứng trước cầm quân Trắng.',
  },
  'rr-players-label': { en: 'Players', vi: 'Số đấu thủ' },
  'rr-double-label': { en: 'double round robin', vi: 'vòng tròn hai lượt' },
  'rr-make': { en: 'Make the table', vi: 'Lập bảng' },
};

/** The page's title (the browser tab), in both languages. */
export const DOCUMENT_TITLE: PageText = {
  en: 'xq playground — Xiangqi under the Vietnamese law',
  vi: 'Sân chơi xq — Cờ Tướng theo Luật Việt Nam',
};

/** The names screen readers hear for the page's unlabelled fields (`aria-label`), by element id. */
export const ARIA_TEXT: Readonly<Record<string, PageText>> = {
  'ruling-lang': { en: 'language', vi: 'ngôn ngữ' },
  'convert-input': { en: 'record to convert', vi: 'biên bản cần chuyển' },
  'convert-output': { en: 'converted moves', vi: 'các nước đã chuyển' },
};

/** The board's name for screen readers, in both languages. */
export const BOARD_LABEL: PageText = { en: 'Xiangqi board', vi: 'Bàn cờ tướng' };

/**
 * The choices of the page's lists, by the list's id and the choice's value: `applyPageText`
 * writes them when the language changes (the notations are the codecs' own names).
 */
export const OPTION_TEXT: Readonly<Record<string, Readonly<Record<string, PageText>>>> = {
  labels: {
    traditional: { en: '漢字 (traditional Chinese characters)', vi: '漢字 (chữ Hán phồn thể)' },
    simplified: { en: '汉字 (simplified Chinese characters)', vi: '汉字 (chữ Hán giản thể)' },
    vietnamese: { en: 'Vietnamese letters (Tg, S, T, X, P, M, B)', vi: 'chữ Việt (Tg, S, T, X, P, M, B)' },
    western: { en: 'Western letters (K, A, E, H, R, C, P)', vi: 'chữ cái phương Tây (K, A, E, H, R, C, P)' },
  },
  coordinates: {
    iccs: { en: 'ICCS (a–i, 0–9)', vi: 'ICCS (a–i, 0–9)' },
    wxf: { en: 'WXF (files 1–9 of each side)', vi: 'WXF (cột 1–9 của mỗi bên)' },
    chinese: { en: 'Chinese (一…九 and 1…9)', vi: 'chữ Hán (一…九 và 1…9)' },
    vietnamese: { en: 'Vietnamese (Điều 2.1)', vi: 'Việt Nam (Điều 2.1)' },
    none: { en: 'none', vi: 'không hiện' },
  },
  theme: {
    light: { en: 'light', vi: 'sáng' },
    dark: { en: 'dark', vi: 'tối' },
  },
};

/** The round-robin table's words, in both languages. */
export const ROUND_ROBIN_TEXT = {
  en: {
    round: 'Round',
    board: (b: number) => `Board ${b}`,
    rest: (n: number) => `${n} rests`,
    missing: '@xq/pairing does not provide roundRobinSchedule yet.',
    players: 'Give a number of players from 2 to 40.',
  },
  vi: {
    round: 'Vòng',
    board: (b: number) => `Bàn ${b}`,
    rest: (n: number) => `${n} nghỉ`,
    missing: 'gói @xq/pairing chưa có bảng thi đấu vòng tròn.',
    players: 'Hãy cho số đấu thủ từ 2 đến 40.',
  },
} as const;

/** The words of the page that change with the game, in both languages. */
export const VERDICT_TEXT = {
  en: {
    side: { red: 'red', black: 'black' },
    toMove: (side: string, check: boolean) => `${side} to move${check ? ' — check!' : ''}`,
    outcome: (winner: string | null, explanation: string, article: string) =>
      `${winner ? `${winner} wins` : 'draw'}: ${explanation} (Điều ${article})`,
    goesOn: 'play goes on',
    seen: (count: number) => `position seen ${count} times`,
    ruling: (count: number, rule: string, article: string, explanation: string) =>
      `position seen ${count} times — ruling (${rule}, Điều ${article}): ${explanation}`,
    noRepetition: 'no repetition',
    claimValid: 'a move-limit claim (Điều 12) is valid',
    missing: (red: number, black: number) =>
      `move limit (Điều 12): red needs ${red}, black ${black} more quiet moves`,
    pause: 'Pause',
    resume: 'Resume',
    noClock: 'no clock',
    binary: (name: string) => `(${name}: a binary record)`,
    detect: 'detect (PGN, DhtmlXQ, moves)',
    badFen: (code: string, message: string) => `${code}: ${message}`,
  },
  vi: {
    side: { red: 'Trắng', black: 'Đen' },
    toMove: (side: string, check: boolean) => `Đến lượt ${side}${check ? ' — chiếu!' : ''}`,
    outcome: (winner: string | null, explanation: string, article: string) =>
      `${winner ? `${winner} thắng` : 'hòa'}: ${explanation} (Điều ${article})`,
    goesOn: 'ván cờ tiếp tục',
    seen: (count: number) => `thế cờ đã lặp lại ${count} lần`,
    ruling: (count: number, _rule: string, article: string, explanation: string) =>
      `thế cờ đã lặp lại ${count} lần — phán quyết (Điều ${article}): ${explanation}`,
    noRepetition: 'không lặp lại',
    claimValid: 'đòi hòa theo giới hạn nước đi (Điều 12) là hợp lệ',
    missing: (red: number, black: number) =>
      `giới hạn nước đi (Điều 12): Trắng còn ${red}, Đen còn ${black} nước không ăn quân`,
    pause: 'Tạm dừng',
    resume: 'Chạy tiếp',
    noClock: 'không dùng đồng hồ',
    binary: (name: string) => `(${name}: biên bản dạng nhị phân)`,
    detect: 'tự nhận biết (PGN, DhtmlXQ, nước đi)',
    badFen: (code: string, _message: string) => `FEN sai, không nạp được thế cờ (${code})`,
  },
} as const;

/**
 * The page's paragraphs with markup (a link, key names), by element id, as HTML in both languages:
 * the page's own constants, never user input.
 */
export const PAGE_HTML: Readonly<Record<string, PageText>> = {
  intro: {
    en: `Play legal moves on the board (with the mouse or the keyboard, against a clock if you like),
      watch the law rule as you go, convert records and draw up a round robin. Everything runs in your browser from the <code>@xq/*</code> packages.
      <a href="../index.html">Documentation</a>`,
    vi: `Đi các nước hợp lệ trên bàn cờ (bằng chuột hoặc bàn phím, có đồng hồ nếu muốn), xem Luật phán quyết từng nước, chuyển đổi biên bản và lập bảng thi đấu vòng tròn. Mọi thứ chạy trong trình duyệt, từ các gói <code>@xq/*</code>.
      <a href="../index.html">Tài liệu</a>`,
  },
  'keys-help': {
    en: `<strong>Keyboard:</strong> Tab to the board; the arrow keys move a
          cursor over the points (as seen on the screen), <kbd>Enter</kbd> or <kbd>Space</kbd> picks up the
          piece under it and puts it down on a legal point, <kbd>Escape</kbd> puts it back. Screen readers
          hear each point, each pick and each move (with check and checkmate), in the language chosen below.`,
    vi: `<strong>Bàn phím:</strong> nhấn Tab để tới bàn cờ; các phím mũi tên đưa con trỏ qua các điểm (như trên màn hình), <kbd>Enter</kbd> hoặc <kbd>Space</kbd> nhấc quân ở điểm ấy và đặt xuống một điểm hợp lệ, <kbd>Escape</kbd> đặt quân trở lại. Trình đọc màn hình đọc từng điểm, từng lần nhấc quân và từng nước đi (có chiếu và chiếu hết), theo ngôn ngữ chọn bên dưới.`,
  },
};
