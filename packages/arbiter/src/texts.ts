// Building rulings, and the texts several rulings share.
import { formatUci } from '@xq/core';
import type { ArbiterEvent } from './event';
import type { ArbiterError, ArbiterErrorCode } from './result';
import type { FaultRecord, ObligationView, Ruling, RulingCode } from './ruling';
import type { ArbiterResult } from './state';
import type { Obligation } from './touch';
import { type Penalty, SIDE_NAMES, type Side } from './vocab';

/** A side's name in Vietnamese (Trắng, Đen). */
export const vi = (s: Side) => SIDE_NAMES[s].vi;
/** A side's name in English (red, black). */
export const en = (s: Side) => SIDE_NAMES[s].en;
/** A side's name in English, capitalised to open a sentence. */
export const En = (s: Side) => en(s)[0]!.toUpperCase() + en(s).slice(1);

/** What a ruling says; the fields left out are empty. */
export interface Parts {
  code: RulingCode;
  accepted: boolean;
  side: Side | null;
  article: string | null;
  vi: string;
  en: string;
  obligation?: ObligationView | null;
  faults?: FaultRecord[];
  penalty?: Penalty | null;
  next?: Penalty | null;
  time?: { side: Side; deltaMs: number } | null;
  result?: ArbiterResult | null;
  error?: ArbiterError | null;
}

/** A ruling on an event (`null`: an event that did not parse). */
export function ruling(event: ArbiterEvent['type'] | null, p: Parts): Ruling {
  return {
    event,
    code: p.code,
    accepted: p.accepted,
    side: p.side,
    article: p.article,
    vi: p.vi,
    en: p.en,
    obligation: p.obligation ?? null,
    faults: p.faults ?? [],
    penalty: p.penalty ?? null,
    next: p.next ?? null,
    time: p.time ?? null,
    result: p.result ?? null,
    error: p.error ?? null,
  };
}

/** A `refused` ruling whose English text is the error's message. */
export function refusal(
  event: ArbiterEvent['type'],
  side: Side | null,
  article: string | null,
  code: ArbiterErrorCode,
  message: string,
  viText: string,
): Ruling {
  return ruling(event, {
    code: 'refused',
    accepted: false,
    side,
    article,
    vi: viText,
    en: message,
    error: { code, message },
  });
}

/** A result's text to close a ruling's sentence with (nothing when there is none). */
export function closing(res: ArbiterResult | null, lang: 'vi' | 'en'): string {
  return res ? ` ${res[lang]}` : '';
}

/** What an obligation says, in both languages. */
export function describe(o: Obligation): { vi: string; en: string } {
  const list = (o.moves ?? []).map(formatUci).sort().join(', ');
  const both = o.simultaneous ? ' (9.5: chạm cùng lúc quân hai bên, xử theo 9.4)' : '';
  const bothEn = o.simultaneous ? ' (9.5: both sides’ pieces touched at once, ruled by 9.4)' : '';
  const anyVi = 'được đi nước khác, nhưng phạm một lỗi kỹ thuật';
  const anyEn = 'may make another move, with a technical fault';
  const t: Record<Obligation['clause'], [string, string]> = {
    '9.1': ['phải đi quân đã chạm', 'must move the piece touched'],
    '9.2': ['phải bắt quân đối phương đã chạm', 'must capture the opponent’s piece touched'],
    '9.3a': [
      'quân mình chạm trước phải bắt quân đối phương chạm sau',
      'the own piece touched first must capture the opponent’s piece',
    ],
    '9.3b': [
      'quân mình không bắt được nên phải đi quân mình đã chạm',
      'the own piece cannot capture it, so it must move',
    ],
    '9.3c': [
      'quân mình không đi được nên phải dùng quân khác bắt quân đối phương đã chạm',
      'the own piece cannot move, so another piece must capture the opponent’s piece',
    ],
    '9.3d': ['', ''],
    '9.4a': [
      'quân mình đã chạm phải bắt quân đối phương',
      'the own piece touched must capture the opponent’s piece',
    ],
    '9.4b': [
      'quân mình không bắt được nên phải dùng quân khác bắt quân đối phương',
      'the own piece cannot capture it, so another piece must capture it',
    ],
    '9.4c': [
      'không quân nào bắt được quân đối phương nên phải đi quân mình đã chạm',
      'no piece can capture it, so the own piece touched must move',
    ],
    '9.4d': ['', ''],
  };
  if (o.moves === null) {
    const why =
      o.clause === '9.1'
        ? ['quân đã chạm không đi được', 'the piece touched cannot move']
        : o.clause === '9.2'
          ? ['không quân nào bắt được quân đã chạm', 'no piece can capture the piece touched']
          : ['không thực hiện được nghĩa vụ chạm quân', 'no move meets the touch obligation'];
    return { vi: `${why[0]}: ${anyVi}${both}`, en: `${why[1]}: ${anyEn}${bothEn}` };
  }
  const [v, e] = t[o.clause];
  return { vi: `${v}: ${list}${both}`, en: `${e}: ${list}${bothEn}` };
}

/** The text of a fault recorded; `lost`: the fault lost the game (no warning of the third). */
export function faultText(f: FaultRecord, lost: boolean): { vi: string; en: string } {
  const kv = f.kind === 'technical' ? 'lỗi kỹ thuật' : 'lỗi tác phong';
  const ke = f.kind === 'technical' ? 'technical fault' : 'conduct fault';
  return {
    vi: `${vi(f.side)} bị ghi ${kv} thứ ${f.count}${lost ? '' : ` (lỗi thứ 3 bị xử thua, 7.1n)`}`,
    en: `${En(f.side)} is given ${ke} number ${f.count}${lost ? '' : ' (the third loses, 7.1n)'}`,
  };
}
