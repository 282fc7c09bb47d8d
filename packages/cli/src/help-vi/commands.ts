// The Vietnamese help of the commands other than `xq tournament`, in the law's words (Trắng/Đen
// for the sides, "vòng" for a round, "ván" for a game). Keys: the command's path.
import { FORMAT_VI as FORMAT, type HelpVi, SIMULATE_EVENTS, SIMULATE_OUTPUT } from './help-model';

const FEN = 'thế cờ (mặc định: thế cờ ban đầu)';
const PRESET = 'một thể thức thời gian có sẵn (xq clock presets)';
const POLICY = 'một tệp thể thức thời gian (JSON, xem docs/clock.md)';
const CLOCK_EVENT_VI = 'tệp giải: thể thức đồng hồ của điều lệ, với thời hạn đến chậm của điều lệ (10.2.1a)';
const PAIR_TRF = 'giải đấu (TRF-16), "-" cho đầu vào chuẩn';
const PAIR_SYSTEM = 'dutch (mặc định) hoặc lot';
const PAIR_SEED = 'hạt giống bốc thăm (hệ lot; mặc định 0)';
const PAIR_BAKU = 'tăng tốc Baku (cũng bật khi mã 192 kết thúc bằng _BAKU)';
const ARBITER_EVENT_VI = 'tệp giải: đồng hồ theo điều lệ, với thời hạn đến chậm của điều lệ (10.2.1a)';
/** The options `xq arbiter` and `xq arbiter simulate` share, in Vietnamese. */
const ARBITER_OPTIONS_VI = {
  fen: 'thế cờ khởi đầu (khi các sự việc không có sự việc bắt đầu)',
  clock: 'một thể thức thời gian của @xq/clock do trọng tài giữ (xq clock presets)',
  event: ARBITER_EVENT_VI,
  absent: 'khi có đồng hồ: bên chưa có mặt lúc bắt đầu, đồng hồ của bên đó vẫn chạy (10.2.1a)',
  excused:
    'bên được ban tổ chức xác nhận miễn ghi biên bản trước khi thi đấu (11.3); có --excused thì không theo tệp của --event --round --board',
  round: 'cùng --event và --board: vòng của ván đấu',
  board:
    'cùng --event và --round: bàn của ván đấu; đấu thủ được tệp giải ghi miễn ghi biên bản thì được miễn (11.3)',
};
const DB_PIECES_VI = `--pieces nhận các điều kiện cách nhau bởi dấu cách hoặc dấu phẩy, cùng đúng trong một
thế cờ của ván: một chữ FEN (hoa là Trắng, thường là Đen) rồi một điểm (Re4), một cột (Re) hoặc
một số lượng (a=0, P>=3, c<2). Nhiều điều kiện cùng lúc: các ván thỏa tất cả.`;
const DB_QUERY_VI: Readonly<Record<string, string>> = {
  fen: 'các ván đi qua thế cờ này',
  mirror: 'cùng --fen: cả thế cờ đối xứng trái–phải của nó',
  pieces: 'quân và lực lượng trong một thế cờ: `Re a=0` (xem trên)',
  player: 'một đấu thủ của bên nào cũng được (một phần của tên)',
  red: 'đấu thủ cầm quân Trắng (một phần của tên)',
  black: 'đấu thủ cầm quân Đen (một phần của tên)',
  event: 'giải đấu (một phần của tên)',
  from: 'đấu từ ngày YYYY[-MM[-DD]] trở đi',
  to: 'đấu đến ngày YYYY[-MM[-DD]]',
  result: 'kết quả',
  opening: 'một mã ECCO (C45) hoặc phần đầu của mã (C4, C)',
  limit: 'số ván một trang (mặc định 50; 0 = tất cả)',
  offset: 'số ván bỏ qua trước trang (mặc định 0)',
};

/** The Vietnamese help of `xq demo` … `xq generate`, by path. */
export const COMMANDS_VI: Readonly<Record<string, HelpVi>> = {
  demo: {
    summary: 'giới thiệu bộ công cụ trong chưa đầy một phút',
    description: `Giới thiệu bộ công cụ: thế cờ ban đầu, một ván cờ thật được kiểm tra theo Luật và
ghi theo mọi cách ghi, một phán quyết về lặp lại nước đi có giải thích, một thể thức thời
gian chạy thử, một bảng thi đấu vòng tròn, một vòng hệ Thụy Sĩ được xếp cặp, một bộ sưu tập
ván cờ được tìm theo thế cờ và tra cứu nước đi, và việc sinh nước đi kèm thời gian đo. --json in ra {"sections": [{"title", "text"}]}.`,
  },
  perft: {
    summary: 'đếm số thế cờ sinh ra (perft, divide)',
    description: `Đếm số lá của cây các nước đi hợp lệ sâu N nửa nước (perft). --divide in mỗi nước
đầu tiên một dòng, "h2e2 1234" (toạ độ UCCI), rồi tổng số. --json in ra {"fen", "depth",
"nodes"} và, khi có --divide, "divide": [{"move", "nodes"}].`,
    options: {
      fen: FEN,
      depth: 'độ sâu tính bằng nửa nước, 0..12',
      divide: 'mỗi nước đầu tiên một dòng, rồi tổng số',
    },
  },
  moves: {
    summary: 'các nước đi hợp lệ của một thế cờ, hoặc của các FEN từ đầu vào chuẩn',
    description: `In các nước đi hợp lệ theo toạ độ UCCI (h2e2), đã sắp xếp, cách nhau một dấu cách.
Không có --fen mà có các FEN ở đầu vào chuẩn: mỗi FEN in một dòng; một FEN sai in
"error MÃ lời báo" trên dòng của nó, các dòng khác vẫn tiếp tục, và mã thoát là 1 ở cuối.
--json in ra {"fen", "ucci": [các nước]} (một FEN sai: {"error": {"code", "message"}}), mỗi
dòng một tài liệu khi đọc các FEN.`,
    options: { fen: FEN },
  },
  status: {
    summary: 'chiếu, quân chiếu, nước đi hợp lệ và kết cục, dưới dạng JSON',
    description: `In JSON về thế cờ: {"fen", "turn", "check", "checkers", "legalMoves", "outcome"}
(nhận --json: kết quả vốn đã là JSON). "outcome" là null khi ván cờ còn tiếp tục, nếu không là
{"winner", "reason", "article", "explanation"}. Một FEN sai in "error MÃ lời báo" ra luồng lỗi
(với --json: {"error": {"code", "message"}} ra đầu ra chuẩn), mã thoát 1.`,
    options: { fen: FEN },
  },
  play: {
    summary: 'đi lại các nước và xử ván cờ: kết cục, phán quyết lặp lại (--explain)',
    description: `Đi lại các nước ghi theo bất kỳ cách ghi nào xq notation đọc được (UCCI h2e2, P2-5 M8.7,
C2.5, 炮二平五 …; --from để nêu cách ghi) theo Luật và in ra một đối tượng JSON (nhận --json:
kết quả là JSON, trừ khi có --explain):
  {"fen": …, "outcome": null | {"winner": "red"|"black"|null, "reason", "rule", "detail",
   "detailVerified", "ruleTitle", "article", "explanation"}, "cycle": […]}
"outcome" là null khi ván cờ còn tiếp tục ("winner" null khi hoà); "cycle" là chu kỳ lặp lại
đã phân loại (chiếu, doạ chiếu hết, đuổi quân nào bằng quân nào, đổi quân, chặn, nước không
tác dụng) khi thế cờ cuối xuất hiện lần thứ ba; "rule" là luật AXF quyết định chu kỳ, "detail"
là số của Điều 24 (suy ra 24.n = luật n + 4 trừ khi "detailVerified"). Lần xuất hiện thứ ba kết
thúc ván cờ: các nước sau bị từ chối. Một nước phạm luật: mã thoát 1 và một lỗi JSON nêu nước
đó. --rules: "asian" (mặc định, luật AXF mà Luật Việt Nam theo), "chinese" (cấm cả doạ chiếu
hết mãi), "simple" (chỉ chiếu mãi bị xử thua).
--record TỆP xử một biên bản đúng như nó được ghi (mọi dạng xq convert đọc được: PGN, DhtmlXQ,
XQF, CBR, CBL; --game N chọn ván thứ N, mặc định 1): mọi nước đều được đi, kể cả sau chỗ Luật
đã kết thúc ván cờ, và in ra một đối tượng JSON:
  {"plies": N, "outcome": null | {…}, "rulings": [{"ply", "moveNumber", "side", "winner",
   "reason", "article", "explanation"}], "result": kết quả ghi trong biên bản,
   "resultAgrees": true | false | null}
"outcome" là của Luật: phán quyết đầu tiên, hoặc kết cục của thế cờ cuối; "resultAgrees" so
nó với kết quả của biên bản (13.1: false khi bàn cờ quyết định khác, null khi bàn cờ chưa quyết
định gì hoặc biên bản không ghi kết quả). Một biên bản không có nước đi mà thế cờ không phải
thế ban đầu (một thế cờ tàn) là {"plies": 0, …, "note": lý do}.`,
    options: {
      fen: 'thế cờ khởi đầu (mặc định: thế cờ ban đầu của ván cờ)',
      rules: 'bộ luật lặp lại nước đi (mặc định "asian")',
      explain: 'in kết quả cho người đọc (theo --lang) thay cho JSON',
      from: 'cách ghi của các nước (mặc định: tự nhận ra)',
      record: 'xử một tệp biên bản đúng như nó được ghi',
      game: 'khi có --record: số thứ tự của ván (mặc định 1)',
    },
  },
  analyse: {
    summary: 'hỏi một chương trình chơi cờ UCCI/UCI nước đi tốt nhất, theo Luật',
    description: `Chạy chương trình chơi cờ (một dòng lệnh, ví dụ "pikafish" hay "node
--no-experimental-fetch …/fairy-stockfish-nnue.wasm/uci.js"), nhận ra giao thức của nó qua lúc
bắt tay (UCCI, UCI, hoặc UCI của Fairy-Stockfish với UCI_Variant xiangqi), rồi tính thế cờ sau
các nước MOVE (ICCS, từ --fen hoặc thế cờ ban đầu). Các nước lặp lại thế cờ theo một chu kỳ mà
Luật cấm bên đến lượt (chiếu mãi, đuổi mãi) bị loại. Với --json in ra {"bestmove", "ponder",
"pv", "score": {"cp"} | {"mate"}, "depth", "engine"}, các nước ghi theo ICCS; nếu không, một bảng
với biến cờ ghi theo cách ghi Việt Nam. Chương trình bị dừng đột ngột, không trả lời kịp hoặc đi
nước phạm luật: một dòng ra luồng lỗi, mã thoát 1.`,
    options: {
      engine: 'dòng lệnh chạy chương trình chơi cờ',
      fen: 'thế cờ khởi đầu (mặc định: thế cờ ban đầu)',
      depth: 'tính sâu N nửa nước',
      movetime: 'tính trong MS mili giây',
      nodes: 'tính N nút',
      multipv: 'K biến cờ tốt nhất (mặc định 1)',
      option: 'một tuỳ chọn của chương trình (cho nhiều lần được)',
      dialect: 'ucci, uci, uci-fairy (mặc định: nhận ra lúc bắt tay)',
      timeout: 'thời gian chờ trả lời lâu nhất, mili giây (mặc định 15000)',
    },
  },
  match: {
    summary: 'cho hai chương trình chơi cờ đấu với nhau theo Luật: các ván ra PGN, Elo, SPRT',
    description: `Cho hai dòng --engine đấu --games ván. Mỗi thế khai cuộc (thế cờ ban đầu, hoặc mỗi thế
của --openings TỆP: các dòng FEN hay EPD, hoặc các ván PGN cắt sau --plies N nửa nước, theo thứ tự
của --seed) được đấu hai lần, đổi màu quân: chương trình thứ nhất cầm Trắng ở các ván 1, 3, 5…
Một --engine là một dòng lệnh, hoặc "cmd=LỆNH,name=TÊN,dialect=D,depth=N,nodes=N,movetime=MS,option.TÊN=GIÁ_TRỊ"
(giá trị có dấu phẩy thì đặt trong ngoặc kép): tên, giao thức, các tuỳ chọn và
giới hạn riêng của chương trình. Đồng hồ là thể thức --clock của @xq/clock hoặc --tc GIÂY[+CỘNG]
hay SỐ_NƯỚC/GIÂY[+CỘNG] (10+0.1, 40/60+0.5), chạy theo thời gian suy nghĩ của từng chương trình;
mỗi lệnh go nhận cả hai đồng hồ, thời gian cộng thêm và số nước còn phải đi. Trọng tài của
@xq/arbiter xử từng nước: hết giờ (10.2.4), lặp lại nước đi và các nước mà một chu kỳ cấm (7.1g,
7.2b), luật 60 nước (Điều 12). Chương trình bị dừng đột ngột, không trả lời hoặc đi nước phạm
luật thì thua ván đó, lý do ghi trong PGN, và được chạy lại cho ván sau; chương trình không chạy
được ngay từ đầu là một lỗi trước ván đầu tiên (mã thoát 1). --concurrency K cho K ván đấu cùng
lúc. --sprt elo0=E0,elo1=E1[,alpha=A,beta=B] chạy GSPRT theo Elo logistic trên số đếm năm khả
năng (từng cặp ván cùng khai cuộc) và dừng trận khi chấp nhận H0 hoặc H1. Các ván ghi dạng PGN ra
đầu ra chuẩn hoặc vào --out TỆP (được kiểm tra trước ván đầu tiên; khi ấy thế trận in ra đầu ra
chuẩn, nếu không thì ra luồng lỗi); với --json in ra bản tóm tắt {"games", "score", "elo":
{"diff", "error", "los"}, "sprt": {"llr", "lower", "upper", "result"}, …}.`,
    options: {
      engine: 'dòng lệnh của một chương trình chơi cờ, hoặc `cmd=…,name=…,option.X=…` (cho hai lần)',
      games: 'số ván, tối đa khi có --sprt (mặc định 2)',
      clock: 'một thể thức thời gian của @xq/clock',
      tc: 'một thể thức thời gian tính bằng giây: 10+0.1, 40/60+0.5',
      depth: 'giới hạn thêm mỗi lần tính ở N nửa nước',
      movetime: 'giới hạn thêm mỗi lần tính ở MS mili giây',
      'max-plies': 'dừng một ván sau N nửa nước (mặc định 400)',
      concurrency: 'cho K ván đấu cùng lúc (mặc định 1)',
      openings: 'các thế khai cuộc: dòng FEN/EPD hoặc ván PGN',
      plies: 'N nửa nước đầu của mỗi ván khai cuộc PGN',
      seed: 'xáo thứ tự các thế khai cuộc theo hạt giống này',
      sprt: 'elo0=E0,elo1=E1[,alpha=A,beta=B]',
      out: 'ghi PGN vào TỆP',
    },
  },
  engine: { summary: 'công cụ cho người viết chương trình chơi cờ: kiểm tra chương trình theo giao thức' },
  'engine check': {
    summary: 'kiểm tra một chương trình chơi cờ nói UCCI/UCI đúng như các giao diện dùng',
    description: `Chạy chương trình và cho nó đi qua giao thức, từng mục một: bắt tay, isready, các tuỳ chọn,
setoption, thế cờ theo FEN và theo các nước đi, go với độ sâu, movetime, số nút và đồng hồ, stop
giữa lúc tính, một nước tốt nhất hợp lệ khi bên đi đang bị chiếu, khi có quân bị ghim, khi hai
Tướng đối mặt, một lần lặp lại mà Luật cấm (gửi bằng banmoves trong UCCI, bỏ khỏi go searchmoves
trong UCI), các dòng info đọc được với biến cờ hợp lệ, quit. Mỗi mục đạt hoặc không đạt kèm điều
đã thấy: giao thức tìm được (UCCI, UCI, hay UCI với UCI_Variant xiangqi). Một mục làm chương
trình dừng (bị dừng đột ngột, không trả lời, đi nước phạm luật) là không đạt, và chương trình được
chạy lại cho mục sau. Với --json in ra {"dialect", "engine", "passed": [các mục], "failed":
[{"item", "saw"}], "saw": {mục: điều đã thấy}}. Mã thoát 1 khi có mục không đạt.`,
    options: {
      engine: 'dòng lệnh chạy chương trình chơi cờ',
      dialect: 'ucci, uci, uci-fairy (mặc định: nhận ra lúc bắt tay)',
      option: 'một tuỳ chọn của chương trình (cho nhiều lần được)',
      timeout: 'thời gian chờ lâu nhất cho một lần tính, mili giây (mặc định 5000)',
    },
  },
  referee: {
    summary: 'Luật như một dịch vụ: mỗi dòng vào một thế cục ván cờ, mỗi dòng ra một phán quyết',
    description: `Đọc các dòng JSON ở đầu vào chuẩn, mỗi dòng một thế cục: {"fen"?: FEN (mặc định: thế cờ ban
đầu), "moves": [các nước ICCS], "rules"?: "asian" | "chinese" | "simple", "id"?: chuỗi | số}, và
trả lời mỗi dòng ngay khi đọc xong bằng một dòng: {"id"?, "outcome": null | {"winner": "red" |
"black" | null, "reason", "article"}, "banned": [các nước Luật cấm bên đến lượt: lặp lại trong một
chu kỳ không được kéo dài], "check": true | false, "explanation": null | {"en", "vi", "zh"}} (vì sao
ván kết thúc, hay vì sao nước bị cấm đầu tiên bị cấm, bằng tiếng Anh, tiếng Việt và tiếng Trung:
长将, 长捉, 一将一捉 …). Một dòng sai được trả lời trên dòng riêng bằng {"error": {"code",
"message"}} (REFEREE_BAD_JSON, REFEREE_BAD_INPUT, REFEREE_LINE_TOO_LONG, hoặc mã của FEN hay
nước bị từ chối), rồi dòng sau được đọc tiếp. Không giữ gì từ dòng này sang dòng khác: một tiến
trình phục vụ nhiều ván với bộ nhớ có giới hạn (một dòng dài tối đa 1048576 ký tự và 10000 nước).
Mã thoát 0 khi hết đầu vào.`,
  },
  convert: {
    summary: 'chuyển biên bản (PGN, DhtmlXQ, XQF, CBR, CBL) giữa các cách ghi và các dạng tệp',
    description: `Chuyển các nước từ cách ghi này sang cách ghi khác: một dãy nước, một tệp PGN với bao
nhiêu ván cũng được (giữ nhãn, lời bình và biến cờ), một biên bản DhtmlXQ, một tệp XQF, một biên
bản CCBridge (.cbr) hay một thư viện (.cbl, mọi biên bản theo thứ tự của thư viện), ghi ra dạng
PGN. Đọc TỆP (UTF-8, Big5 hoặc GBK) hoặc đầu vào chuẩn (biên bản nhị phân được nhận ra qua các
byte, cả ở đầu vào chuẩn) và ghi kết quả ra đầu ra chuẩn. Không có --from thì cách ghi được nhận
ra theo từng biên bản. Một ván không đọc được được báo ra luồng lỗi với số ván, số nước và chữ
ghi nước đó; các ván khác vẫn được chuyển, và mã thoát là 1.
--to dhtmlxq ghi một ván thành biên bản DhtmlXQ ra đầu ra chuẩn; --to xqf (một ván), --to cbr
(một ván) hay --to cbl (bao nhiêu ván cũng được) ghi một tệp XQF, một biên bản hay thư viện
CCBridge vào OUT. --json in ra {"to", "text", "errors"} (khi ghi tệp: {"to", "out", "games",
"errors"}).

Các cách ghi: vi|vi-long|asian|coord|wxf|chinese|iccs|ucci|fsf; các dạng biên bản:
dhtmlxq|xqf|cbr|cbl`,
    options: {
      to: 'cách ghi (hoặc dạng biên bản) để ghi ra',
      from: 'cách ghi của đầu vào (mặc định: tự nhận ra)',
      fen: 'thế cờ khởi đầu của dãy nước',
      simplified: 'chữ Hán giản thể',
      'ascii-digits': 'chữ số của bên Đen viết bằng chữ số ASCII',
      out: 'tệp để ghi biên bản nhị phân',
    },
  },
  notation: {
    summary: 'một nước đi ghi theo một cách ghi, hoặc theo tất cả',
    description: `Ghi một nước đi theo cách ghi khác. MOVE được đọc theo --from, hoặc khi không có thì theo
cách ghi nhận ra như xq convert nhận ra cách ghi của biên bản (UCCI h2e2 khi nhiều cách đọc
được), ở thế cờ --fen (mặc định: thế cờ ban đầu). --all in nước đi theo mọi cách ghi, mỗi cách
một dòng "cách ghi<TAB>chữ ghi".
Không có --move thì đọc các dòng "FEN<TAB>MOVE" ở đầu vào chuẩn và in mỗi dòng vào một dòng ra
(với --all, các cách ghi cách nhau bằng dấu tab); một dòng sai in "error MÃ lời báo" và mã thoát
là 1 ở cuối.
--json in ra {"fen", "move", "from", "to", "text"} (--all: "notations": {cách ghi: chữ ghi}),
một nước sai {"error": {"code", "message"}}; mỗi dòng một tài liệu khi đọc các dòng.

Các cách ghi: vi|vi-long|asian|coord|wxf|chinese|iccs|ucci|fsf`,
    options: {
      fen: FEN,
      move: 'nước đi (nếu không: các dòng ở đầu vào chuẩn)',
      to: 'cách ghi để ghi ra',
      from: 'cách ghi của MOVE (mặc định: tự nhận ra)',
      all: 'ghi nước đi theo mọi cách ghi',
    },
  },
  scoresheet: {
    summary: 'biên bản thi đấu của một ván cờ, thành trang để in',
    description: `Trình bày một ván cờ (PGN, DhtmlXQ, XQF, CBR hoặc CBL) thành biên bản thi đấu: phần đầu,
các nước ghi thành hai cột (1–30, 31–60 mỗi trang), tỉ số, kết luận và chỗ ký. Không có --out
thì in ra HTML. --out chọn dạng theo đuôi tệp: .html hoặc .htm (HTML), .svg (SVG, mỗi trang một
tệp: sheet.svg, sheet-2.svg, …); đuôi khác bị từ chối. Các mục lấy mặc định từ nhãn PGN của ván.
--json in ra dữ liệu của biên bản: {"game", "notation", "tags", "info", "moves": [{"number",
"red", "black"}], "result"}.`,
    options: {
      out: 'ghi biên bản vào TỆP (.html, .htm hoặc .svg)',
      game: 'ván thứ mấy trong tệp (mặc định 1)',
      notation: 'cách ghi các nước (mặc định vi)',
      tournament: 'tên giải',
      round: 'vòng đấu',
      date: 'ngày thi đấu',
      arbiter: 'trọng tài',
      'red-number': 'số thứ tự của bên Trắng',
      'black-number': 'số thứ tự của bên Đen',
    },
  },
  clock: {
    summary: 'đồng hồ thi đấu theo các thể thức thời gian của Luật; thể thức có sẵn; chạy thử',
    description: `Đồng hồ thi đấu theo Luật Việt Nam (Điều 10) và các thể thức của thế giới.
xq clock --preset vn-90 là đồng hồ tương tác trong cửa sổ dòng lệnh này: phím cách hoặc enter
để bấm, p để dừng, q để thoát. --event TỆP lấy đồng hồ theo điều lệ của một giải, với thời hạn
đến chậm của điều lệ; với --absent, đồng hồ của bên vắng mặt vẫn chạy từ lúc bắt đầu và bên đó
bị xử thua khi quá thời hạn (10.2.1a), lần bấm đầu tiên của bên đó là lúc có mặt. Tệp thể thức
là JSON: {"control": {"stages": [{"timeMs": 900000, "moves": 10, "repeat": "forever"}]}} (xem
docs/clock.md).`,
    options: {
      preset: PRESET,
      policy: POLICY,
      event: CLOCK_EVENT_VI,
      absent:
        'bên chưa có mặt lúc bắt đầu: đồng hồ của bên đó vẫn chạy, quá thời hạn đến chậm thì bị xử thua (10.2.1a)',
    },
  },
  'clock simulate': {
    summary: 'chạy một nhật ký lệnh JSONL qua đồng hồ và in ra một đối tượng JSON',
    description: `Đọc mỗi dòng một lệnh ở đầu vào chuẩn, ví dụ
  {"at": 0, "type": "start"}
  {"at": 42000, "type": "press"}
  {"at": 50000, "type": "adjust", "side": "black", "deltaMs": 120000}
và in ra một đối tượng JSON (nhận --json: kết quả vốn là JSON): các sự việc, trạng thái,
thời gian còn lại, số nước phải đi và hết giờ (tính ở thời điểm của lệnh cuối); các lệnh bị từ
chối được liệt kê dưới "rejected".`,
    options: { preset: PRESET, policy: POLICY, event: CLOCK_EVENT_VI },
  },
  'clock presets': {
    summary: 'các thể thức thời gian có sẵn và điều luật của chúng',
    description: '--json in ra [{"name", "article", "label": {"vi", "en"}}].',
  },
  arbiter: {
    summary: 'trọng tài tại bàn cờ: chạm quân, lỗi, xử phạt, khiếu nại, nước kín',
    description: `Trọng tài tại bàn cờ theo Luật Việt Nam: chạm quân phải đi (Điều 9), lỗi và xử phạt
(7.1n, 15.7b, 16), nước không ghi biên bản (11.3b, 7.1m), đề nghị hoà (15.7k), khiếu nại luật 60
nước (12), nước kín (10.3, 7.1i). Mỗi phán quyết dẫn điều luật của nó. Không có việc nào: một
ván cờ với các phím của trọng tài, mỗi dòng một lệnh (? liệt kê các phím).
Một ván của giải: --event TỆP --round VÒNG --board BÀN. Đồng hồ theo điều lệ (không có đồng hồ khi
điều lệ không nêu), và đấu thủ được tệp giải ghi miễn ghi biên bản (11.3, xq tournament excuse)
thì được miễn tại bàn cờ; --excused red|black|both|none, khi có, thay cho điều tệp ghi.`,
    options: ARBITER_OPTIONS_VI,
  },
  'arbiter simulate': {
    summary: 'xử một nhật ký sự việc JSONL và in ra một đối tượng JSON',
    description: `Đọc mỗi dòng một sự việc ở đầu vào chuẩn, ví dụ
  {"type":"start","fen":"..."}       (tuỳ chọn: --fen cũng vậy)
${SIMULATE_EVENTS}
và in ra một đối tượng JSON (nhận --json: kết quả là JSON; --lang là ngôn ngữ của lời giải
thích):
${SIMULATE_OUTPUT}
Một dòng ghi sai nhận một phán quyết mã "bad-event" và một mục trong "errors" (và ra luồng
lỗi); các dòng sau vẫn tiếp tục. Mã thoát 1 khi có dòng ghi sai, nếu không là 0.
Các sự việc và phán quyết: docs/arbiter.md.`,
    options: ARBITER_OPTIONS_VI,
  },
  schedule: { summary: 'bảng thi đấu vòng tròn (Berger) và đối kháng kiểu Anh' },
  'schedule round-robin': {
    summary: 'bảng thi đấu vòng tròn (Berger) cho N đấu thủ',
    description: `Bảng thi đấu vòng tròn (Berger) cho N đấu thủ, như Luật in: số bên trái gạch ngang cầm
Trắng và đi trước; khi N lẻ, số cuối cùng đặt trong dấu ngoặc: đấu thủ nào gặp số ấy được nghỉ
trong lượt đấu ấy. --json: một mảng các vòng, mỗi vòng một mảng [Trắng, Đen] theo số thứ tự,
null khi nghỉ.`,
    options: {
      double: 'hai lượt, lượt thứ hai đổi màu quân',
      reverse: 'khi có --double: lượt thứ hai đấu theo thứ tự vòng ngược lại',
      format: FORMAT,
    },
  },
  'schedule english': {
    summary: 'đối kháng kiểu Anh giữa hai đội, mỗi đội K đấu thủ (Điều 30.2.2)',
    description: `Đối kháng kiểu Anh giữa hai đội, mỗi đội K đấu thủ (Điều 30.2.2): từng vòng, bàn i của
đội A gặp đấu thủ của đội B; dấu * đánh dấu bên cầm Trắng. --json: một mảng các vòng, mỗi vòng
một mảng các bàn {"a": "A1", "b": "B3", "red": "A1"}.`,
    options: { format: FORMAT },
  },
  pair: {
    summary: 'xếp cặp vòng sau của một giải hệ Thụy Sĩ ghi bằng TRF (FIDE Dutch)',
    description: `Xếp cặp vòng sau của giải hệ Thụy Sĩ trong tệp TRF (XXR cho số vòng; XXC white1/black1,
chữ của TRF cho Trắng và Đen, màu quân ban đầu). In ra, như các chương trình được FIDE công nhận,
số cặp ở dòng đầu, rồi mỗi bàn một dòng "TRẮNG ĐEN" (số thứ tự), đấu thủ được nghỉ do xếp cặp
là "N 0". Mã thoát 1 khi không có cách xếp cặp nào. --json in ra {"boards": [{"board", "red",
"black"}], "bye": N | null}.
--system: dutch (FIDE Dutch, C.04.3; mặc định) hoặc lot (hệ Thụy Sĩ Việt Nam, bốc thăm).
Các việc: xq pair check xếp cặp lại mọi vòng của tệp và liệt kê các vòng khác (FIDE C.04.A),
xq pair checklist in bảng kiểm của vòng, xq pair explain in lý do của từng bàn (xq pair <việc>
--help); --check, --checklist và --explain cũng như các việc ấy.`,
    options: {
      trf: PAIR_TRF,
      system: PAIR_SYSTEM,
      seed: PAIR_SEED,
      baku: PAIR_BAKU,
      checklist: 'cũng như xq pair checklist',
      explain: 'cũng như xq pair explain',
      check: 'cũng như xq pair check',
      standings: 'cùng --check: kiểm tra thứ hạng của tệp theo danh sách chỉ số phụ (C.07)',
    },
  },
  'pair check': {
    summary: 'xếp cặp lại mọi vòng của một tệp TRF và liệt kê các vòng khác (FIDE C.04.A)',
    description: `Xếp cặp lại mọi vòng của tệp từ các vòng trước nó (bộ kiểm tra xếp cặp của FIDE C.04.A;
không có XXR thì số vòng là số khối vòng) và liệt kê mỗi vòng có bàn, màu quân hay lượt nghỉ
khác với chương trình, kèm tiêu chuẩn của C.04.3 quyết định; mã thoát 1 khi có vòng khác. Giải
đấu vòng tròn (092 round-robin hoặc double-round-robin, như xq tournament export ghi) được kiểm tra
theo bảng thi đấu vòng tròn (Berger) của Luật; giải loại trực tiếp hay giải đồng đội (092 knockout,
team-swiss…) bị từ chối, và giải hệ Thụy Sĩ bốc thăm (092 swiss-lots) chỉ được kiểm tra khi có
--system lot.
--json in ra {"rounds", "differing": [{"round", "expected", "actual", "reason"}]}, các bàn dạng
{"red", "black"}. --standings kiểm tra thêm thứ hạng ghi trong tệp (cột 86-89) so với bảng xếp
hạng cuối theo danh sách chỉ số phụ của nó (C.07; TRF-2026 212 hoặc 202, nếu không thì điều lệ
XXQ của xq, nếu không thì mặc định của hệ thi đấu) và liệt kê mỗi hạng có đấu thủ khác, kèm chỉ
số phụ quyết định; mã thoát 1 khi có hạng khác. JSON thêm "standings": {"checked", "differing":
[{"rank", "expected", "actual", "reason"}], "tieBreaks"}.`,
    options: {
      trf: PAIR_TRF,
      system: PAIR_SYSTEM,
      seed: PAIR_SEED,
      baku: PAIR_BAKU,
      standings: 'kiểm tra thứ hạng của tệp theo danh sách chỉ số phụ (C.07)',
    },
  },
  'pair checklist': {
    summary: 'bảng kiểm của vòng sau (mỗi đấu thủ: điểm, màu quân, đẩy nhóm, nghỉ)',
    description: `In bảng kiểm của vòng sau (như bbpPairings --checklist): với mỗi đấu thủ số xếp cặp, điểm,
điểm xếp cặp, màu quân, hiệu số màu và màu được ưu tiên, các lần đẩy lên xuống nhóm điểm, lần
nghỉ; với --json, bảng kiểm dạng dữ liệu. --lang vi theo lời của Luật: T (Trắng), Đ (Đen), "vòng",
số thập phân có dấu phẩy, và chú thích dưới bảng.`,
    options: { trf: PAIR_TRF, baku: PAIR_BAKU },
  },
  'pair explain': {
    summary: 'xếp cặp vòng sau, kèm lý do của từng bàn',
    description: `Xếp cặp vòng sau và in, cho mỗi bàn, nhóm điểm của nó, ai bị đẩy xuống và tiêu chuẩn đã
loại từng đấu thủ khác trong nhóm (C1 đã gặp nhau, C3 màu quân, hay đã xếp ở bàn khác), và quy
tắc màu quân của C.04.3 Điều 5.2 đã cho màu; --lang vi theo lời của Luật.`,
    options: { trf: PAIR_TRF, system: PAIR_SYSTEM, seed: PAIR_SEED, baku: PAIR_BAKU },
  },
  generate: {
    summary: 'mô phỏng trọn một giải hệ Thụy Sĩ, xq xếp cặp từng vòng, thành tệp TRF',
    description: `Ghi một giải hệ Thụy Sĩ mô phỏng (bộ sinh giải ngẫu nhiên của FIDE C.04.A) dạng TRF-16
(--trf-2026 cho TRF-2026): hệ số Elo, các lần xin nghỉ, rút lui, xử thua không đấu và kết quả rút
ra từ mô hình generateTournament của @xq/pairing (điểm kỳ vọng Elo theo Quy định hệ số của FIDE
với một tỉ lệ hoà), mọi vòng do chương trình FIDE Dutch xếp cặp (--baku: có tăng tốc Baku).
Cùng --seed cho cùng một tệp. Không có --out thì tệp ra đầu ra chuẩn.`,
    options: {
      players: 'số đấu thủ (2-9999)',
      rounds: 'số vòng (ít hơn số đấu thủ)',
      seed: 'hạt giống (mặc định 0)',
      'rated-share': 'tỉ lệ đấu thủ có hệ số Elo (mặc định 0.8)',
      'draw-rate': 'xác suất hoà giữa hai đấu thủ ngang sức (mặc định 0.3)',
      'bye-rate': 'xác suất xin nghỉ trước một vòng (mặc định 0.03)',
      'forfeit-rate': 'xác suất một ván bị xử thua không đấu (mặc định 0.02)',
      'withdraw-rate': 'xác suất một đấu thủ rút lui trước một vòng (mặc định 0.01)',
      baku: 'xếp cặp có tăng tốc Baku',
      'trf-2026': 'ghi TRF-2026 (các dòng 142, 152, 192)',
      out: 'tệp để ghi',
    },
  },
  db: { summary: 'một bộ sưu tập ván cờ trong SQLite: nhập, tìm theo thế cờ, tra cứu nước đi, xuất ra' },
  'db import': {
    summary: 'nhập các tệp và thư mục biên bản (PGN, .pgn.gz, XQF, CBR, CBL, DhtmlXQ) vào bộ sưu tập',
    description: `Tạo CSDL nếu chưa có. Thư mục được đọc cả các thư mục con. Biên bản có cùng thế xuất phát và
các nước đi với một ván đã lưu được bỏ qua; biên bản không đọc được bị từ chối (kèm tệp, số thứ
tự ván, nước đi và lý do) và việc nhập vẫn tiếp tục. Các ván được ghi theo từng đợt: nhập bị ngắt
giữa chừng vẫn để lại bộ sưu tập nhất quán, chạy lại thì tiếp tục từ chỗ dừng. --json in ra
{"files", "skippedFiles", "records", "added", "duplicates", "cut", "refused": [{"file", "game",
"move", "code", "reason"}], "ms"}.`,
  },
  'db find': {
    summary: 'tìm ván theo thế cờ, theo quân hoặc theo thông tin ván',
    description: `In các ván tìm được, mỗi ván một dòng (số, nửa nước mà thế cờ xuất hiện lần đầu, hai đấu
thủ, kết quả, giải, ngày; "giữ một phần" khi biên bản bị từ chối ở một nước và chỉ các nước
trước đó được lưu; "+N bản ghi trùng" khi N biên bản khác có cùng thế xuất phát và các nước đi);
--json in ra {"total", "ms", "games": [{"id", "tags", "ply", "cut"?, "duplicates"?: [{"file",
"record", "tags"}]}]} ("tags": mọi thông tin của biên bản; "duplicates": các biên bản trùng bị bỏ
qua khi nhập, mỗi biên bản với mọi thông tin của nó, như Source).
${DB_PIECES_VI}`,
    options: DB_QUERY_VI,
  },
  'db explore': {
    summary: 'các nước đã đi từ một thế cờ, với số ván và kết quả',
    description: `Mỗi dòng một nước (ICCS), nước được đi nhiều nhất trước: số ván, Trắng thắng, hòa, Đen thắng.
--json in ra {"ms", "moves": [{"move", "games", "red", "draw",
"black"}]}.`,
    options: { fen: 'thế cờ' },
  },
  'db export': {
    summary: 'ghi các ván một truy vấn tìm được ra tệp PGN',
    description: `Nhận các điều kiện tìm của xq db find (mọi ván tìm được, trừ khi có --limit) và ghi các ván
vào --out dưới dạng PGN (cách ghi Trung Quốc).
${DB_PIECES_VI}`,
    options: { ...DB_QUERY_VI, out: 'tệp PGN sẽ ghi' },
  },
  'db stats': {
    summary: 'những gì bộ sưu tập đang giữ',
    description:
      'Số ván, thế cờ, nước đi, kết quả, ván chỉ giữ một phần, bản ghi trùng đã giữ, tệp đã nhập, dung lượng. --json in ra một đối tượng.',
  },
  opening: {
    summary: 'mã khai cuộc ECCO và tên của một ván, từ các nước đi',
    description: `Xếp khai cuộc của một ván theo mã ECCO (A00–E48), như ECCO của xqbase và vschess xếp:
theo các nước mỗi bên đã đi trong mười nước đầu. Các nước đi viết theo toạ độ ICCS từ thế cờ
ban đầu (h2e2, H2-E2), nước nào cũng được kiểm tra là hợp lệ. In mã và tên khai cuộc (và tên
biến, khi ECCO có đặt tên) theo ngôn ngữ của --lang. --json in ra {"code", "name": {"zh",
"vi", "en"}} (và "variation" cũng vậy). --jsonl đọc mỗi dòng một ván từ đầu vào chuẩn (các
nước ICCS cách nhau bởi dấu cách) và in mỗi ván một dòng JSON; một dòng sai in {"error":
{"code", "message", "ply"}}, các dòng khác vẫn tiếp tục; mã thoát là 1 ở cuối nếu có dòng sai.
Ở những chỗ hai bộ xếp khác nhau (vài nhánh đọc nửa nước 16–20, và nhánh C85/C86), mã là của
vschess; --as xqbase cho mã mà các biên bản của xqbase ghi (15 nửa nước đầu; C85/C86 đảo lại).`,
    options: {
      jsonl: 'đọc mỗi dòng một ván từ đầu vào chuẩn, in các dòng JSON',
      as: 'bộ xếp được theo ở chỗ hai bộ khác nhau (mặc định vschess)',
    },
  },
};
