// The Vietnamese help of what the arbiter's-day work added to `xq tournament` (the log, the
// arbiter's name of an edit, late entries), in the shape of the CLI's Vietnamese help table
// (summary, description, options by name), keyed by path: the table of `xq tournament` takes
// these rows as they are.

/** The option every editing action takes: who made the edit. */
export const ARBITER_VI = 'người sửa tệp (tên trọng tài), ghi vào nhật ký của tệp';

/** Rows of the Vietnamese help, by path. */
export const LAW_HELP_VI: Readonly<
  Record<string, { summary: string; description?: string; options?: Readonly<Record<string, string>> }>
> = {
  'tournament add-player': {
    summary: 'đăng ký một đấu thủ (số thứ tự: số trống tiếp theo)',
    description: `Ở hệ Thụy Sĩ, đấu thủ có thể vào giải sau vòng 1: được xếp cặp từ vòng sau, mỗi vòng đã bỏ lỡ tính
như điều lệ quy định (missedRounds: zero, mặc định, tính như thua; half, tính như hòa). --special:
đấu thủ đặc cách, ngoài số lượng của đơn vị (mục 4 của hướng dẫn soạn thảo điều lệ).`,
    options: { special: 'đấu thủ đặc cách: ngoài số lượng của đơn vị', arbiter: ARBITER_VI },
  },
  arbiter: {
    summary: 'trọng tài tại bàn cờ: chạm quân, lỗi, xử phạt, khiếu nại, niêm phong nước đi',
    options: {
      event: 'tệp giải: đồng hồ theo điều lệ, với thời hạn đến chậm của điều lệ (10.2.1a)',
      absent: 'khi có đồng hồ: bên chưa có mặt lúc bắt đầu, đồng hồ của bên đó vẫn chạy (10.2.1a)',
    },
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
