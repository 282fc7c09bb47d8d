// The Vietnamese help of `xq tournament` and its actions, in the law's words (Trắng/Đen, "vòng"
// for a round, "ván" for a game, "Đối kháng kiểu Anh", "đấu thủ dự bị"). Keys: the path.
import { FORMAT_VI as FORMAT, type HelpVi } from './help-model';

const DECIMALS = 'điểm viết 1,5 thay cho 1½';
const SEED = 'hạt giống bốc thăm (nếu không: của điều lệ, nếu không: 0)';
const FORCE = 'ghi đè lên tệp đã có';
const SYSTEMS =
  'hệ thi đấu: round-robin, double-round-robin, swiss-dutch, swiss-lots, knockout, double-elimination, team-round-robin, team-swiss, team-knockout, team-english, team-simultaneous';
const SCORING = '1-0.5-0 (mặc định) hoặc 2-1-0';
const TIE_BREAKS =
  'các chỉ số phụ, cách nhau dấu phẩy: mã FIDE C.07 (PTS BH SB DE WIN WON BPG BWG ARO AROC TPR PTP KS PS STD RTNG TPN REP BH-C1 BH-C2 BH-M1 BH-M2 SB-C1 ARO-C1 PS-C1, mọi BH/SB/ARO/TPR/PS -C<n> hay -M<n>) hoặc tên';
const BACK = 'huỷ: đấu thủ trở lại thi đấu';

/** The Vietnamese help of `xq tournament …`, by path. */
export const TOURNAMENT_VI: Readonly<Record<string, HelpVi>> = {
  tournament: {
    summary: 'điều hành một giải từ tệp JSON: đấu thủ, xếp cặp, kết quả, xếp hạng',
    description: `Điều hành một giải từ tệp giải (JSON, được kiểm tra mỗi lần đọc). In ra theo --format
text (mặc định), markdown hoặc html; --json ở các việc in dữ liệu; --lang en (tiếng Anh) hoặc vi
(Trắng/Đen, lời của Luật).`,
  },
  'tournament new': {
    summary: 'tạo tệp giải',
    description: `Tạo TỆP (bị từ chối khi tệp đã có, trừ khi có --force). --friendly: một trận giao hữu,
không theo số đấu thủ của giải đồng đội chính thức (Điều 30).`,
    options: {
      name: 'tên giải',
      system: SYSTEMS,
      rounds: 'số vòng',
      scoring: SCORING,
      'time-control': 'thể thức thời gian, ghi như khi in',
      'tie-breaks': TIE_BREAKS,
      seed: SEED,
      friendly: 'trận giao hữu: không giới hạn số đấu thủ của đội',
      force: FORCE,
      'team-ranking':
        'xếp hạng đội (và xếp cặp đồng đội hệ Thụy Sĩ) theo điểm ván (30.1.5, mặc định) hay điểm trận trước',
      'separate-clubs': 'các đấu thủ cùng đơn vị không gặp nhau (30.1.2)',
      event: 'loại giải mà tiêu chuẩn phong cấp nêu',
      level:
        'cấp giải: national (quốc gia), provincial (cấp tỉnh thành), large (giải lớn), local (địa phương); mọi cấp trừ local phải cử tổng trọng tài',
      'chief-arbiter': 'tổng trọng tài',
      'clock-preset': 'thể thức thời gian, một thể thức có sẵn của @xq/clock',
    },
  },
  'tournament add-player': {
    summary: 'đăng ký một đấu thủ (số thứ tự: số trống tiếp theo)',
    description: `Ở hệ Thụy Sĩ, đấu thủ có thể vào giải sau vòng 1: được xếp cặp từ vòng sau, mỗi vòng đã bỏ lỡ tính
như điều lệ quy định (missedRounds: zero, mặc định, tính như thua; half, tính như hòa). --special:
đấu thủ đặc cách, ngoài số lượng của đơn vị (mục 4 của hướng dẫn soạn thảo điều lệ).
--excused-from-recording: đấu thủ được ban tổ chức xác nhận miễn ghi biên bản trước khi thi đấu
(11.3; hoặc: xq tournament excuse).`,
    options: {
      special: 'đấu thủ đặc cách: ngoài số lượng của đơn vị',
      'excused-from-recording': 'được ban tổ chức xác nhận miễn ghi biên bản trước khi thi đấu (11.3)',
      rating: 'hệ số Elo, 0..9999',
      title: 'danh hiệu',
      club: 'đơn vị',
      federation: 'liên đoàn',
      sex: 'giới tính',
      id: 'số thứ tự (mặc định: số trống tiếp theo)',
      'birth-year': 'năm sinh (nhóm tuổi)',
      category: 'nhóm thi đấu của đấu thủ theo điều lệ',
      date: 'ngày đăng ký, để xét hạn đăng ký (mặc định: hôm nay)',
    },
  },
  'tournament withdraw': {
    summary: 'cho một đấu thủ rút khỏi mọi vòng sau',
    description: `Đấu thủ không được xếp vào mọi vòng sau (đối thủ của anh ta trong giải vòng tròn hay
loại trực tiếp được đi tiếp không đấu); --back để huỷ.`,
    options: { back: BACK },
  },
  'tournament absent': {
    summary: 'báo một đấu thủ vắng mặt ở vòng sau mà thôi',
    options: { back: BACK },
  },
  'tournament draw': {
    summary: 'bốc thăm số thứ tự trước vòng 1',
    description:
      'Hạt giống: --seed, nếu không: của điều lệ, nếu không: 0; cùng hạt giống cho cùng kết quả bốc thăm.',
    options: { seed: SEED },
  },
  'tournament add-team': {
    summary: 'đăng ký một đội: các đấu thủ (đã đăng ký) theo thứ tự bàn',
    description: `Giải đồng đội chính thức (Điều 30) cần 3–6 đấu thủ và 1–3 đấu thủ dự bị (new --friendly:
trận giao hữu, không giới hạn).`,
    options: {
      members: 'các đấu thủ của đội (đã đăng ký), theo thứ tự bàn: 1,2,3',
      substitutes: 'các đấu thủ dự bị của đội: 9,10',
    },
  },
  'tournament reorder': {
    summary: 'chỉ trận giao hữu: thứ tự bàn mới của đội sau một ván (30.1.3)',
    options: { members: 'các đấu thủ của đội theo thứ tự bàn mới' },
  },
  'tournament draw-teams': {
    summary: 'các đội bốc thăm chữ cái A, B, C… (30.1.3)',
    description: 'Hạt giống được ghi vào tệp (--seed, nếu không: của điều lệ, nếu không: 0).',
    options: { seed: SEED },
  },
  'tournament substitute': {
    summary: 'một đấu thủ dự bị thay PLAYER ở đúng bàn của anh ta trong vòng ROUND (30.1.4)',
    description: `Chậm nhất 15 phút sau giờ bắt đầu, không bao giờ khi ván cờ đã bắt đầu. Thời điểm thay:
--minutes M phút sau giờ bắt đầu, --at GIỜ (HH:MM, tính từ giờ bắt đầu của vòng, pair --start)
hoặc --clock TRẠNG_THÁI.json (trạng thái đồng hồ của ván theo xq clock: thời gian kể từ lúc bắt
đầu; đã có nước đi nghĩa là ván cờ đã bắt đầu).`,
    options: {
      minutes: 'số phút sau giờ bắt đầu (nhiều nhất 15)',
      at: 'giờ (HH:MM), tính từ giờ bắt đầu của vòng',
      clock: 'trạng thái đồng hồ của ván (xq clock)',
      started: 'ván cờ đã bắt đầu (khi đó không được thay người)',
    },
  },
  'tournament pair': {
    summary: 'xếp cặp vòng sau và in danh sách xếp cặp',
    description: `Vòng tròn: các bảng của Luật; team-round-robin: 30.4 với các bàn của đội; team-swiss: 30.5,
các đội xếp cặp theo hệ Dutch, bàn k gặp bàn k; team-english: đối kháng kiểu Anh giữa hai đội,
30.2.2; team-knockout: các cặp đối kháng kiểu Anh trong một nhánh đấu, 30.3; knockout: hạt giống
= số thứ tự, mỗi trận một kết quả; swiss-dutch: FIDE Dutch; swiss-lots: bốc thăm.
--start GIỜ ghi giờ bắt đầu của vòng (HH:MM). --json in vòng như pairings --json.
Giải quốc gia, cấp tỉnh thành, giải lớn (điều lệ: event, level) không được xếp cặp khi điều lệ
chưa nêu tổng trọng tài (hướng dẫn: "bắt buộc phải cử tổng trọng tài").`,
    options: { format: FORMAT, start: 'giờ bắt đầu của vòng (HH:MM)' },
  },
  'tournament result': {
    summary: 'ghi kết quả ván của PLAYER ở vòng ROUND',
    description: `RESULT ghi bên Trắng trước: 1-0, 0-1, 1/2 (hoặc =), +/- và -/+ (xử thua không đấu), -/-
(cả hai bị xử thua không đấu), 0-0 (đã đấu và cả hai bị xử thua: 7.1i, 15.7b), * (chưa đấu).`,
  },
  'tournament pairings': {
    summary: 'in danh sách xếp cặp của một vòng (mặc định: vòng vừa xếp)',
    description: `--json: {"round", "boards": [{"board", "red", "black", "result", "forfeit"}], "byes"} (và
các trận đồng đội của giải đồng đội). Trận loại trực tiếp nhiều ván in các ván đã đấu và tỷ số hiện tại
(--json: "games", "score", bên Trắng ván đầu trước).`,
    options: { round: 'vòng (mặc định: vòng cuối)', format: FORMAT },
  },
  'tournament show': {
    summary: 'in điều lệ, các đấu thủ và các đội',
    description: '--json: {"name", "regulations", "players", "teams"}.',
    options: { format: FORMAT },
  },
  'tournament standings': {
    summary: 'bảng xếp hạng sau vòng cuối cùng đã xong',
    description: `Một vòng chỉ được tính khi đã có mọi kết quả. Các chỉ số phụ là của điều lệ hoặc các mã
FIDE C.07 được nêu; bảng xếp hạng đồng đội của 30.1.5 in tiếp theo khi có đội. ARO, TPR, PTP và
RTNG không có giá trị (null trong --json) khi một đấu thủ chưa có hệ số Elo, trừ khi
--unrated-rating cho đấu thủ ấy một hệ số.`,
    options: {
      round: 'vòng (mặc định: vòng cuối)',
      'tie-breaks': TIE_BREAKS,
      'unrated-rating':
        'hệ số Elo của đấu thủ chưa có hệ số, cho ARO, TPR, PTP và RTNG (nếu không: không có giá trị, null trong --json)',
      format: FORMAT,
      decimals: DECIMALS,
      'by-board': 'bảng xếp hạng cá nhân theo từng bàn ("bảng", 30.1.3)',
      category: 'chỉ bảng xếp hạng của một nhóm thi đấu',
    },
  },
  'tournament crosstable': {
    summary: 'bảng tổng hợp của các vòng đã xong',
    options: { format: FORMAT, decimals: DECIMALS },
  },
  'tournament card': {
    summary: 'phiếu xếp cặp của một đấu thủ',
    description: '--json: đấu thủ và các vòng của anh ta, như một hàng của crosstable --json.',
    options: { format: FORMAT, decimals: DECIMALS },
  },
  'tournament export': {
    summary: 'ghi giải ra TRF (ra đầu ra chuẩn trừ khi có --out)',
    options: { trf: 'ghi TRF (dạng duy nhất)', out: 'ghi vào ĐƯỜNG_DẪN (mặc định: đầu ra chuẩn)' },
  },
  'tournament import': {
    summary: 'tạo TỆP từ một tệp TRF (TRF-16 hoặc TRF-2026)',
    options: { system: SYSTEMS, scoring: SCORING, force: FORCE },
  },
  'tournament norms': {
    summary: 'các tiêu chuẩn phong cấp ("Tiêu chuẩn phong cấp") mà kết quả đạt được',
    description: `Loại giải là "event" của điều lệ (new --event). --json in ra {"event", "afterRound",
"players": [{"player", "name", "sex", "games", "points", "place", "norms": [{"title", "rule",
"reason"}]}]}.`,
    options: { format: FORMAT, decimals: DECIMALS },
  },
  'tournament prizes': {
    summary: 'các giải thưởng của điều lệ theo bảng xếp hạng',
    description: `"prizeRules" của điều lệ: cá nhân, theo nhóm thi đấu, đồng đội, và xếp hạng "toàn đoàn"
của các đoàn theo huy chương.`,
    options: { format: FORMAT },
  },
  'tournament regulations': {
    summary: 'gộp điều lệ trong một đối tượng JSON vào TỆP, có kiểm tra',
    description: `REGS.json chứa bất kỳ mục nào trong: event, categories, prizeRules, normThresholds (tỉ lệ
điểm và thứ hạng của tiêu chuẩn phong cấp), clockPreset, lateArrivalMinutes, entryFee, entryFeeDueDate, entryDeadlineDate, sentDate, startDate,
delegations, các văn bản… Khi vòng 1 đã xếp cặp, hệ thi đấu, cách tính điểm và các chỉ số phụ đã
công bố: chỉ đổi được với --force, và mọi thay đổi được ghi vào phần bổ sung điều lệ của tệp.`,
    options: {
      force: 'sau vòng 1: vẫn đổi hệ thi đấu, cách tính điểm hay các chỉ số phụ',
      note: 'lý do, ghi kèm một thay đổi sau vòng 1',
    },
  },
  'tournament groups': {
    summary: 'giai đoạn bảng của một giải đấu hỗn hợp (17.3, "đấu hỗn hợp"), mỗi bảng một tệp',
    description: `Các đấu thủ được chia theo hệ số Elo vào N bảng theo hình rắn, mỗi bảng một tệp (P-A.json,
P-B.json…; P: --out-prefix, nếu không thì TỆP bỏ đuôi .json).`,
    options: {
      groups: 'số bảng',
      name: 'tên giai đoạn',
      system: 'hệ thi đấu của các bảng',
      'out-prefix': 'các tệp của bảng: P-A.json…',
    },
  },
  'tournament next-stage': {
    summary: 'tạo TỆP, giai đoạn sau của một giải đấu hỗn hợp, từ các bảng đã đấu xong',
    description: `K đấu thủ đầu của mỗi bảng đã đấu xong, các đấu thủ nhất bảng làm hạt giống trước (loại
trực tiếp xếp đấu thủ nhất bảng này gặp đấu thủ nhì bảng khác).`,
    options: {
      qualifiers: 'số đấu thủ đi tiếp của mỗi bảng',
      system: 'knockout (mặc định) hoặc round-robin',
      name: 'tên giai đoạn',
      force: FORCE,
    },
  },
  'tournament match-rules': {
    summary: 'số ván mỗi trận loại trực tiếp và cách phân thắng thua khi hoà trận (trước vòng 1)',
    description: `--games N: số ván mỗi trận (4.2.2b: bốc thăm màu quân ván đầu, rồi đổi màu luân phiên);
--ties: các bước sau một trận hoà, theo thứ tự (rapid|blitz|armageddon|lots: cờ nhanh, cờ chớp,
ván quyết định, bốc thăm; mặc định bốc thăm). --tie-colours: các ván phân định tiếp tục thay phiên
nhau cầm quân Trắng, Đen suốt trận (alternate, mặc định, 4.2.2), hoặc mỗi giai đoạn đổi màu quân so
với ván đầu của giai đoạn trước (swap, do điều lệ chọn).`,
    options: {
      games: 'số ván mỗi trận, 1..100',
      ties: 'các bước phân thắng thua: rapid,blitz,armageddon',
      'tie-colours': 'màu quân các ván phân định: alternate (thay phiên suốt trận, 4.2.2) hoặc swap',
    },
  },
  'tournament game': {
    summary: 'ghi ván tiếp theo trong trận loại trực tiếp nhiều ván của PLAYER',
    description: `RESULT ghi bên Trắng của ván đó trước: 1-0, 0-1, 1/2 (hoặc =). Bên Trắng ván 1 do bốc thăm
(4.2.2), rồi đổi màu luân phiên; khi trận đấu đã phân thắng thua, người thắng đi tiếp.`,
  },
  'tournament ruling': {
    summary: 'ghi phán quyết của trọng tài về ván của PLAYER ở vòng ROUND (9.9, 9.10.2, 7.1i, 15.7b)',
    description: `RULING: set-up-wrongly (9.9a) và colours-confused (9.9b): ván cờ đang đấu được đấu lại (chờ
kết quả); colours-swapped (9.9c): giữ nguyên, sửa lại màu quân; colours-found-after (9.9e) và
illegal-move-after (9.10.2): kết quả giữ nguyên, màu quân như khi xếp cặp; sealed-move-wrong
(7.1i) và dispute (15.7b): cả hai bị xử thua (0-0, một ván đã đấu).`,
  },
  'tournament sanction': {
    summary: 'xử phạt PLAYER (16.1, 15.6): kiểm tra ai có quyền ra hình thức ấy (16.2)',
    description: `HÌNH_THỨC: remind (nhắc nhở), warn (cảnh cáo), lose-game (xử thua ván), disqualify (truất
quyền thi đấu), cancel-points (huỷ điểm), strike (xoá tên). --by: table-arbiter (trọng tài bàn),
chief-arbiter (tổng trọng tài), organisers (ban tổ chức). cancel-points (15.6): huỷ điểm của đấu thủ, đấu thủ không đấu tiếp,
kết quả của các đối thủ giữ nguyên. strike (16.1e): xoá tên đấu thủ và kết quả của anh ta khỏi
danh sách, các ván của đối thủ với anh ta thành lượt nghỉ không điểm; chỉ ban tổ chức, bằng văn
bản (--in-writing), sau khi hỏi ý kiến tổng trọng tài (--chief-arbiter-consulted).`,
    options: {
      by: 'ai ra hình thức xử phạt',
      'in-writing': 'ban tổ chức đã tuyên bố bằng văn bản',
      'chief-arbiter-consulted': 'đã hỏi ý kiến tổng trọng tài',
      reason: 'lý do, như đã ghi',
    },
  },
  'tournament deadline': {
    summary: 'giải đồng đội loại trực tiếp: ngày cuối (YYYY-MM-DD) được đấu các trận của vòng (30.3)',
  },
  'tournament arrange': {
    summary: 'giải đồng đội loại trực tiếp: ngày và nơi hai đội đã thoả thuận, trong hạn (30.3)',
    options: { venue: 'nơi thi đấu' },
  },
  'tournament publish': {
    summary: 'ghi giải thành một trang web tĩnh: xếp cặp, kết quả, xếp hạng, bảng tổng hợp, đấu thủ, ván đấu',
    description: `Ghi index.html, round-N.html (mỗi vòng), standings.html, crosstable.html, players/N.html và,
với các biên bản của --games THƯ_MỤC (mặc định: \`TỆP.games\`, do attach điền; tên tệp rR-bB.ĐUÔI, mọi
định dạng), games/rR-bB.html với bàn cờ xem từng nước; tất cả bằng ngôn ngữ của --lang. Tệp giải
không hợp lệ bị từ chối trước khi ghi bất cứ gì; trang được ghi vào một thư mục mới cạnh THƯ_MỤC
rồi thay thư mục ấy một lần, không bao giờ ghi dở; chỉ thay thư mục do xq xuất bản (hoặc thư mục
trống).
--json: {"out", "files", "bytes", "games"}.`,
    options: {
      out: 'thư mục của trang web',
      games: 'thư mục biên bản ván đấu, tên rR-bB.ĐUÔI (mặc định: `TỆP.games`)',
    },
  },
  'tournament attach': {
    summary: 'lưu biên bản ván của ĐẤU_THỦ ở VÒNG để publish hiển thị (mọi định dạng xq đọc được)',
    description: `Chép BIÊN_BẢN (PGN, DhtmlXQ, XQF, CBR…: một ván có các nước đi hợp lệ) vào thư mục ván đấu
(mặc định: \`TỆP.games\`) với tên rR-bB.ĐUÔI mà publish đọc. --force thay biên bản đã gắn với bàn ấy.
--json: {"round", "board", "file"}.`,
    options: {
      games: 'thư mục ván đấu (mặc định: `TỆP.games`)',
      force: 'thay biên bản đã gắn với bàn ấy',
    },
  },
  'tournament excuse': {
    summary: 'cho PLAYER miễn ghi biên bản, ban tổ chức đã xác nhận trước khi thi đấu (11.3)',
    description: `11.3: đấu thủ không thể ghi biên bản được (quá nhỏ, chưa biết chữ, bị thương ở tay…) phải báo
cáo trước cho ban tổ chức để xác nhận. Tệp giải ghi điều đó cho đấu thủ; xq arbiter --excused không
bắt lỗi những nước thiếu trong biên bản của đấu thủ ấy. --back để huỷ.`,
    options: { back: 'huỷ: đấu thủ lại tự ghi biên bản' },
  },
  'tournament sanctions': {
    summary: 'in danh sách các hình thức kỷ luật đã áp dụng (16.1, 15.6), theo thứ tự',
  },
  'tournament log': {
    summary: 'in nhật ký của tệp giải: mọi lần sửa, ai sửa, lúc nào, giá trị cũ và mới',
    description: `Mỗi mục: thời điểm (giờ UTC), người sửa (--arbiter của lần sửa), việc đã làm, số vòng đã xếp
cặp lúc đó, và mọi giá trị đã đổi, cũ → mới; sửa một vòng trước vòng cuối đã xếp cặp thì có ghi
chú ý (các vòng sau đã xếp cặp theo kết quả cũ). --json in các mục như tệp lưu, kèm các vòng đã sửa.`,
  },
};
