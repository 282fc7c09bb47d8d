import {
  correctedRounds,
  type EditChange,
  type EditEntry,
  type EditValue,
  GAME_RESULTS,
} from '@xq/tournament';
import type { CommandSpec } from '../../command';
import type { Lang } from '../../words';
import { correctionWarning, SCORE, tournamentAction, withFile } from './common';

/** The law's words for the fields an arbiter edits most; any other field keeps its name. */
const FIELD_VI: Readonly<Record<string, string>> = {
  result: 'kết quả',
  rulings: 'quyết định của trọng tài',
  withdrawn: 'bỏ cuộc',
  special: 'đặc cách',
  excusedFromRecording: 'miễn ghi biên bản',
  name: 'tên',
  rating: 'hệ số',
  club: 'đơn vị',
  red: 'Trắng',
  black: 'Đen',
  absent: 'vắng mặt vòng sau',
  sanctions: 'kỷ luật',
  adjustments: 'điểm điều chỉnh',
  regulations: 'điều lệ',
  amendments: 'sửa đổi điều lệ',
};

/** The actions that edit a file, in the law's words. */
const ACTION_VI: Readonly<Record<string, string>> = {
  new: 'tạo giải',
  'add-player': 'đăng ký đấu thủ',
  excuse: 'miễn ghi biên bản',
  withdraw: 'bỏ cuộc',
  absent: 'vắng mặt',
  draw: 'bốc thăm số thứ tự',
  import: 'nhập tệp TRF',
  'match-rules': 'thể thức trận đấu loại trực tiếp',
  game: 'ván của trận đấu',
  sanction: 'kỷ luật',
  ruling: 'quyết định của trọng tài',
  deadline: 'hạn định của vòng',
  arrange: 'lịch thi đấu của hai đội',
  regulations: 'điều lệ',
  groups: 'chia bảng',
  'next-stage': 'giai đoạn sau',
  pair: 'xếp cặp',
  result: 'kết quả',
  'add-team': 'đăng ký đội',
  'draw-teams': 'bốc thăm tên đội',
  substitute: 'thay đấu thủ dự bị',
  reorder: 'xếp lại thứ tự bàn',
};

const field = (name: string, lang: Lang): string =>
  lang === 'vi' && Object.hasOwn(FIELD_VI, name) ? FIELD_VI[name]! : name;

/** Where a change is, in words: `round 2, board 1: result`, `player 5: withdrawn`, else its JSON path. */
export function placeOf(path: string, lang: Lang): string {
  const vi = lang === 'vi';
  const rest = (tail: string | undefined): string =>
    tail === undefined
      ? ''
      : `: ${tail
          .split('.')
          .filter(Boolean)
          .map((f) => field(f, lang))
          .join('.')}`;
  let m = /^\$\.rounds\[(\d+)\]\.games\[(\d+)\]((?:\.\w+)*)$/.exec(path);
  if (m)
    return `${vi ? 'vòng' : 'round'} ${Number(m[1]) + 1}, ${vi ? 'bàn' : 'board'} ${Number(m[2]) + 1}${rest(m[3] || undefined)}`;
  m = /^\$\.rounds\[(\d+)\]\.byes\[(\d+)\]((?:\.\w+)*)$/.exec(path);
  if (m)
    return `${vi ? 'vòng' : 'round'} ${Number(m[1]) + 1}, ${vi ? 'miễn đấu' : 'bye'} ${Number(m[2]) + 1}${rest(m[3] || undefined)}`;
  m = /^\$\.rounds\[(\d+)\]((?:\.\w+)*)$/.exec(path);
  if (m) return `${vi ? 'vòng' : 'round'} ${Number(m[1]) + 1}${rest(m[2] || undefined)}`;
  m = /^\$\.players\[id=(\d+)\]((?:\.\w+)*)$/.exec(path);
  if (m) return `${vi ? 'đấu thủ' : 'player'} ${m[1]}${rest(m[2] || undefined)}`;
  m = /^\$\.(\w+)$/.exec(path);
  if (m) return field(m[1]!, lang);
  return path.replace(/^\$\./, '');
}

/** A value as the log prints it: a result as the score sheet writes it, a long text cut. */
export function shownValue(v: EditValue | undefined, lang: Lang): string {
  const vi = lang === 'vi';
  if (v === undefined) return vi ? '(không có)' : '(none)';
  if (v === null) return '—';
  if (typeof v === 'boolean') return v ? (vi ? 'có' : 'yes') : vi ? 'không' : 'no';
  if (typeof v === 'number') return vi ? String(v).replace('.', ',') : String(v);
  if ((GAME_RESULTS as readonly string[]).includes(v)) return SCORE[v as keyof typeof SCORE];
  const summary = /^[[{]/.test(v) ? summaryOf(v, lang) : undefined;
  if (summary !== undefined) return summary;
  const one = v.replace(/[\r\n\t]+/g, ' ');
  return one.length > 60 ? `${one.slice(0, 57)}...` : one;
}

/** A round, a game, a bye, a player or a list of numbers, in words; undefined for anything else. */
function summaryOf(json: string, lang: Lang): string | undefined {
  let v: unknown;
  try {
    v = JSON.parse(json);
  } catch {
    return undefined;
  }
  const vi = lang === 'vi';
  if (Array.isArray(v))
    return v.every((x) => typeof x === 'number') ? (v.length ? v.join(', ') : '—') : undefined;
  if (typeof v !== 'object' || v === null) return undefined;
  const o = v as Record<string, unknown>;
  if (Array.isArray(o.games) && Array.isArray(o.byes))
    return vi
      ? `${o.games.length} ván, ${o.byes.length} miễn đấu`
      : `${o.games.length} game${o.games.length === 1 ? '' : 's'}, ${o.byes.length} bye${o.byes.length === 1 ? '' : 's'}`;
  if (typeof o.red === 'number' && typeof o.black === 'number' && typeof o.result === 'string')
    return `${o.red} - ${o.black} ${shownValue(o.result, lang)}`;
  if (typeof o.player === 'number' && typeof o.kind === 'string')
    return `${vi ? 'miễn đấu' : 'bye'} ${o.player} (${o.kind})`;
  if (typeof o.id === 'number' && typeof o.name === 'string') {
    const one = o.name.replace(/[\r\n\t]+/g, ' ');
    return `${o.id}. ${one.length > 40 ? `${one.slice(0, 37)}...` : one}${typeof o.rating === 'number' ? ` (${o.rating})` : ''}`;
  }
  return undefined;
}

/** `2026-03-01 09:00 UTC` (en) or `1/3/2026 09:00 UTC` (vi) of an ISO date-time; anything else as written. */
function when(at: string, lang: Lang): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(at);
  if (!m) return at;
  const [, y, mo, d, h, mi] = m;
  return lang === 'vi' ? `${Number(d)}/${Number(mo)}/${y} ${h}:${mi} UTC` : `${y}-${mo}-${d} ${h}:${mi} UTC`;
}

/** One change in words: `round 1, board 2: result: 1/2-1/2 → 1-0`. */
const changeLine = (c: EditChange, lang: Lang): string =>
  `${placeOf(c.path, lang)}: ${shownValue(c.old, lang)} → ${shownValue(c.new, lang)}`;

/** The text of one entry: its head, its changes, the warning of a correction. */
export function entryLines(e: EditEntry, n: number, lang: Lang): string[] {
  const vi = lang === 'vi';
  const who = e.by ?? (vi ? '(không ghi tên)' : '(no name)');
  const paired = vi ? `đã xếp cặp ${e.afterRound} vòng` : `${e.afterRound} rounds paired`;
  const action = vi && Object.hasOwn(ACTION_VI, e.action) ? ACTION_VI[e.action] : e.action;
  const lines = [`${n}. ${when(e.at, lang)}, ${who}: ${action} (${paired})`];
  for (const c of e.changes) lines.push(`   ${changeLine(c, lang)}`);
  if (e.note !== undefined) lines.push(`   ${vi ? 'lý do' : 'note'}: ${e.note}`);
  const corrected = correctedRounds(e);
  if (corrected.length > 0) lines.push(`   ${correctionWarning(corrected, e.afterRound)[lang]}`);
  return lines;
}

/** `xq tournament log FILE`: every edit of the file, who, when, what, old and new values. */
export const logAction: CommandSpec = tournamentAction({
  name: 'log',
  summary: "print the file's log: every edit, who made it, when, old and new values",
  description: `Each entry: when (UTC), who (--arbiter of the edit), the action, the rounds paired then, and
every value it changed, old → new; a change to a round before the last paired one is marked
(the later rounds were paired from the old results). --json prints the entries as the file keeps
them, each with the rounds it corrected.`,
  json: 'document',
  lang: 'en',
  run: withFile(async ({ io, json, printJson, lang }, t) => {
    const entries = t.log ?? [];
    if (json) {
      printJson({ entries: entries.map((e) => ({ ...e, corrected: correctedRounds(e) })) });
      return 0;
    }
    if (entries.length === 0) {
      io.out(
        lang === 'vi'
          ? 'nhật ký trống: tệp chưa được sửa qua xq\n'
          : 'the log is empty: no edit made through xq\n',
      );
      return 0;
    }
    io.out(`${entries.flatMap((e, i) => entryLines(e, i + 1, lang)).join('\n')}\n`);
    return 0;
  }),
});
