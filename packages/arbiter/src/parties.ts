// Who may raise what at the board: the players and the arbiter only. A touch reported, a claim
// or a draw offer raised by anyone else has no value (Điều 9.11c, 15.5a, 10.2.1b).

import { type ArbiterEvent, THIRD_PARTY_NAMES } from './event';
import type { ArbiterState } from './state';
import type { Step } from './step';
import { ruling } from './texts';

/** The refusal of an event a third party raised, with its article; `null` for the players' own. */
export function thirdParty(state: ArbiterState, ev: ArbiterEvent): Step | null {
  if (!('by' in ev) || ev.by === undefined || ev.by === 'red' || ev.by === 'black' || ev.by === 'arbiter') {
    return null;
  }
  const who = THIRD_PARTY_NAMES[ev.by];
  const [article, viWhat, enWhat] =
    ev.type === 'touch'
      ? (['9.11c', 'can thiệp việc chạm quân', 'intervenes about a touch'] as const)
      : ev.type === 'claim'
        ? (['15.5a', 'thắc mắc, khiếu nại', 'raises a claim'] as const)
        : (['10.2.1b', 'đề nghị thay đấu thủ', 'makes a proposal for a player'] as const);
  const rule =
    article === '15.5a'
      ? 'việc thắc mắc và khiếu nại khi đang diễn ra ván đấu phải do bản thân đấu thủ đề xuất thì mới có giá trị'
      : article === '9.11c'
        ? 'ngoài đối thủ và trọng tài thì bất cứ người nào khác can thiệp cũng không có giá trị'
        : 'ngoài đấu thủ, bất kỳ người nào khác cũng không được phép đưa ra những đề nghị này';
  return {
    state,
    ruling: ruling(ev.type, {
      code: 'third-party',
      accepted: false,
      side: ev.side ?? null,
      article,
      vi: `${who.vi[0]!.toUpperCase()}${who.vi.slice(1)} ${viWhat}: không có giá trị, ${rule} (${article}).`,
      en: `${who.en[0]!.toUpperCase()}${who.en.slice(1)} ${enWhat}: it has no value; only the players and the arbiter raise what happens at the board (${article}).`,
    }),
  };
}
