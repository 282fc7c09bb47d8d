// Building rulings from their parts; their sentences are in ruling-texts.ts.
import type { ArbiterEvent } from './event';
import type { Bilingual, RulingText } from './phrases';
import type { ArbiterError, ArbiterErrorCode } from './result';
import type { FaultRecord, ObligationView, Ruling, RulingCode } from './ruling';
import type { ArbiterResult } from './state';
import type { Penalty, Side } from './vocab';

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

/** Why a ruling cites no article: an input refused, or a record of the game that decides nothing. */
const NO_ARTICLE = {
  input: {
    vi: 'Không có điều luật nào áp dụng: đây là lỗi của dữ liệu nhập hay của thứ tự các sự kiện, không phải một quyết định theo Luật.',
    en: 'No article applies: this is an error in the input or in the order of the events, not a decision under the law.',
  },
  record: {
    vi: 'Không có điều luật nào áp dụng: đây là việc ghi nhận diễn biến ván cờ, không phải một quyết định theo Luật.',
    en: 'No article applies: this records what happened in the game, it is not a decision under the law.',
  },
} as const;

/** A ruling on an event (`null`: an event that did not parse). */
export function ruling(event: ArbiterEvent['type'] | null, p: Parts): Ruling {
  return {
    event,
    code: p.code,
    accepted: p.accepted,
    side: p.side,
    article: p.article,
    noArticle: p.article !== null ? null : p.accepted ? NO_ARTICLE.record : NO_ARTICLE.input,
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

/** A ruling's sentence and its article from its entry in RULING_TEXTS. */
export function says<A extends unknown[]>(
  t: RulingText<A>,
  ...facts: A
): Bilingual & { article: string | null } {
  const b = t.say(...facts);
  return { article: t.article, vi: b.vi, en: b.en };
}
