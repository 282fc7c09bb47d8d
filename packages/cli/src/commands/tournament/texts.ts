export const SAY = {
  en: {
    created: (file: string, name: string, detail: string) => `created ${file}: ${name} (${detail})`,
    friendly: ', friendly',
    panelHead:
      'a local event appoints a panel of arbiters with one head (guide: "chỉ cần cử ban trọng tài, trong đó có một trưởng ban"): name the head with --chief-arbiter',
    added: (id: unknown, name: unknown) => `added ${id}: ${name}`,
    late: (missed: number, kind: 'zero' | 'half') =>
      `(late entry: round${missed > 1 ? `s 1-${missed}` : ' 1'} scored as a ${kind === 'half' ? 'draw' : 'loss'}, paired from round ${missed + 1})`,
    back: 'back in',
    withdrawn: 'withdrawn',
    absent: 'absent from the next round',
    drawn: (seed: number) => `(drawn with seed ${seed})`,
    team: (code: unknown, boards: number) => `added team ${code}: ${boards} boards`,
    substitute: (round: number, reserve: number, out: number, board: string, minutes: number | undefined) =>
      `round ${round}: ${reserve} plays for ${out} on board ${board} (${minutes} min)`,
    wrote: (path: string) => `wrote ${path}`,
    imported: (file: string, players: number, rounds: number) =>
      `created ${file}: ${players} players, ${rounds} rounds`,
  },
  vi: {
    created: (file: string, name: string, detail: string) => `đã tạo ${file}: ${name} (${detail})`,
    friendly: ', giao hữu',
    panelHead: 'giải địa phương chỉ cần cử ban trọng tài, trong đó có một trưởng ban (--chief-arbiter)',
    added: (id: unknown, name: unknown) => `đã thêm ${id}: ${name}`,
    late: (missed: number, kind: 'zero' | 'half') =>
      `(vào giải muộn: vòng ${missed > 1 ? `1-${missed}` : '1'} tính như ${kind === 'half' ? 'hòa' : 'thua'}, xếp cặp từ vòng ${missed + 1})`,
    back: 'trở lại thi đấu',
    withdrawn: 'bỏ cuộc',
    absent: 'vắng mặt ở vòng sau',
    drawn: (seed: number) => `(bốc thăm với hạt giống ${seed})`,
    team: (code: unknown, boards: number) => `đã thêm đội ${code}: ${boards} bàn`,
    substitute: (round: number, reserve: number, out: number, board: string, minutes: number | undefined) =>
      `vòng ${round}: ${reserve} thay ${out} ở bàn ${board} (${minutes} phút)`,
    wrote: (path: string) => `đã ghi ${path}`,
    imported: (file: string, players: number, rounds: number) =>
      `đã tạo ${file}: ${players} đấu thủ, ${rounds} vòng`,
  },
} as const;
