// `xq tournament publish` (the event as a static site, written at once) and `xq tournament attach`
// (a game record kept beside the tournament file, for its board of a round).
import { decodeText, detectRecordFormat, type GameRecord } from '@xq/notation';
import { publishTournament, type SiteGame } from '@xq/site';
import type { Tournament } from '@xq/tournament';
import type { CommandSpec } from '../../command';
import { FileError, type FolderFile, type Io } from '../../io';
import type { Words } from '../../words';
import { readRecords } from '../convert';
import { roundAndPlayer, tournamentAction } from './common';

/** The naming rule of a games folder: `r2-b5.pgn` is the game of round 2, board 5 (any record format). */
const GAME_FILE = /^r(\d{1,4})-b(\d{1,4})\.[A-Za-z0-9]{1,8}$/;
/** The file that marks a folder as a site xq published: only such a folder (or an empty one) is replaced. */
const MARK = '.xq-site';

/** The games folder of a tournament file when none is given: `club.json` → `club.games`. */
const defaultGames = (file: string): string => `${file.replace(/\.json$/i, '')}.games`;

/** The names of a folder's files, `undefined` when there is no such folder, or the error. */
async function list(io: Io, dir: string): Promise<string[] | undefined | FileError> {
  if (!io.listFolder) return undefined;
  try {
    return await io.listFolder(dir);
  } catch (e) {
    return e instanceof FileError && e.code === 'ENOENT' ? undefined : FileError.from('read', dir, e);
  }
}

/** The one game of a record file, or why not (in words). */
async function readGame(io: Io, path: string): Promise<GameRecord | Words> {
  let bytes: Uint8Array;
  try {
    bytes = await io.readFile(path);
  } catch {
    return { en: `cannot read ${path}`, vi: `không đọc được ${path}` };
  }
  const records = readRecords(bytes, decodeText(bytes), detectRecordFormat(bytes), undefined);
  const games = records.ok ? records.value : [];
  const first = games[0]?.game;
  if (games.length !== 1 || first === undefined || !first.ok)
    return {
      en: `${path} is not a record of one game (${records.ok ? (first && !first.ok ? first.error.code : `${games.length} games`) : records.error.code})`,
      vi: `${path} không phải biên bản của đúng một ván (${records.ok ? (first && !first.ok ? first.error.code : `${games.length} ván`) : records.error.code})`,
    };
  return first.value;
}

/** The games of a folder by its naming rule, or why one cannot be read. */
async function folderGames(io: Io, dir: string, names: readonly string[]): Promise<SiteGame[] | Words> {
  const games: SiteGame[] = [];
  for (const name of [...names].sort()) {
    const m = GAME_FILE.exec(name);
    if (!m) continue;
    const record = await readGame(io, `${dir}/${name}`);
    if ('en' in record) return record;
    games.push({ round: Number(m[1]), board: Number(m[2]), record });
  }
  return games;
}

const SAID = {
  en: {
    wrote: (n: number, kb: string, dir: string, games: number) =>
      `wrote ${n} files (${kb} kB) to ${dir}${games > 0 ? `, with ${games} games` : ''}`,
    attached: (round: number, board: number, path: string) => `round ${round}, board ${board}: ${path}`,
  },
  vi: {
    wrote: (n: number, kb: string, dir: string, games: number) =>
      `đã ghi ${n} tệp (${kb} kB) vào ${dir}${games > 0 ? `, có ${games} ván đấu` : ''}`,
    attached: (round: number, board: number, path: string) => `vòng ${round}, bàn ${board}: ${path}`,
  },
} as const;

export const publishAction: CommandSpec = tournamentAction({
  name: 'publish',
  summary: 'write the event as a static site: pairings, results, standings, crosstable, players, games',
  description: `Writes index.html, round-N.html, standings.html, crosstable.html, players/N.html and,
for the games of --games DIR (default FILE's FILE.games, filled by attach; files named
rR-bB.EXT, any record format), games/rR-bB.html with a move-by-move board; all in the language
of --lang. A file that does not validate is refused before anything is written; the site is
written into a new folder beside DIR that then replaces it, and only a folder xq published (or
an empty one) is replaced.
--json: {"out", "files", "bytes", "games"}.`,
  options: [
    { name: 'out', kind: 'string', value: 'DIR', description: 'the folder of the site', required: true },
    {
      name: 'games',
      kind: 'string',
      value: 'DIR',
      description: 'the folder of game records named rR-bB.EXT (default FILE.games)',
    },
  ],
  json: 'document',
  lang: 'en',
  run: async ({ io, str, file, load, input, refused, json, printJson, lang }) => {
    const t = await load();
    if (t === 1) return 1;
    const out = str('out')!;
    const given = str('games');
    const gamesDir = given ?? defaultGames(file);
    const names = await list(io, gamesDir);
    if (names instanceof FileError) return input(names.message);
    if (names === undefined && given !== undefined)
      return input({ en: `no folder ${given}`, vi: `không có thư mục ${given}` });
    const games = await folderGames(io, gamesDir, names ?? []);
    if ('en' in games) return input(games);
    const site = publishTournament(t, { lang, games });
    if (!site.ok) return refused(site.error);
    const there = await list(io, out);
    if (there instanceof FileError) return input(there.message);
    if (there !== undefined && there.length > 0 && !there.includes(MARK))
      return input({
        en: `${out} holds files that xq did not publish: give an empty or new folder`,
        vi: `${out} có các tệp không do xq xuất bản: hãy chọn thư mục trống hoặc mới`,
      });
    const files: FolderFile[] = [
      ...site.value.files.map((f) => ({ path: f.path, data: f.text })),
      {
        path: MARK,
        data: 'A site written by `xq tournament publish`: the next publish replaces this folder.\n',
      },
    ];
    if (io.writeFolder) await io.writeFolder(out, files);
    else for (const f of files) await io.writeFile(`${out}/${f.path}`, f.data);
    const bytes = files.reduce((n, f) => n + new TextEncoder().encode(String(f.data)).length, 0);
    if (json) printJson({ out, files: files.length, bytes, games: games.length });
    else
      io.out(
        `${SAID[lang].wrote(files.length, (bytes / 1000).toFixed(1).replace('.', lang === 'vi' ? ',' : '.'), out, games.length)}\n`,
      );
    return 0;
  },
});

/** The board (from 1) of PLAYER's game in ROUND, or `undefined`. */
const boardOf = (t: Tournament, round: number, player: number): number | undefined => {
  const i = t.rounds[round - 1]?.games.findIndex((g) => g.red === player || g.black === player) ?? -1;
  return i < 0 ? undefined : i + 1;
};

export const attachAction: CommandSpec = tournamentAction({
  name: 'attach',
  summary: "keep the record of PLAYER's game in ROUND for publish (any record format xq reads)",
  description: `Copies RECORD (PGN, DhtmlXQ, XQF, CBR…: one game whose moves replay) into the games folder
(default FILE.games) as rR-bB.EXT, the name publish reads. --force replaces a record already
attached to that board.
--json: {"round", "board", "file"}.`,
  args: ['ROUND', 'PLAYER', 'RECORD'],
  options: [
    { name: 'games', kind: 'string', value: 'DIR', description: 'the games folder (default FILE.games)' },
    { name: 'force', kind: 'boolean', description: 'replace a record already attached to the board' },
  ],
  json: 'document',
  lang: 'en',
  run: async ({ io, rest, str, options, file, load, usage, input, refused, json, printJson, lang }) => {
    const [roundText, playerText, recordPath] = rest as [string, string, string];
    const numbers = roundAndPlayer(roundText, playerText);
    if (!numbers.ok) return usage(numbers.error);
    const { round, player } = numbers.value;
    const t = await load();
    if (t === 1) return 1;
    const board = boardOf(t, round, player);
    if (board === undefined)
      return input({
        en: `player ${player} has no game in round ${round}`,
        vi: `đấu thủ ${player} không có ván nào ở vòng ${round}`,
      });
    const record = await readGame(io, recordPath);
    if ('en' in record) return input(record);
    // The record must replay on the site: the library says so before anything is written.
    const check = publishTournament(t, { games: [{ round, board, record }] });
    if (!check.ok) return refused(check.error, recordPath);
    const dir = str('games') ?? defaultGames(file);
    const names = await list(io, dir);
    if (names instanceof FileError) return input(names.message);
    const taken = (names ?? []).find((n) => {
      const m = GAME_FILE.exec(n);
      return m !== null && Number(m[1]) === round && Number(m[2]) === board;
    });
    if (taken !== undefined && !options.force)
      return input({
        en: `round ${round}, board ${board} already has ${dir}/${taken} (--force replaces it)`,
        vi: `vòng ${round}, bàn ${board} đã có ${dir}/${taken} (--force để thay)`,
      });
    const ext = /\.([A-Za-z0-9]{1,8})$/.exec(recordPath)?.[1]?.toLowerCase() ?? 'pgn';
    const path = `${dir}/${taken ?? `r${round}-b${board}.${ext}`}`;
    await io.makeFolder?.(dir);
    await io.writeFile(path, await io.readFile(recordPath));
    if (json) printJson({ round, board, file: path });
    else io.out(`${SAID[lang].attached(round, board, path)}\n`);
    return 0;
  },
});

/** The actions of this file, in the order of the help. */
export const SITE_ACTIONS: readonly CommandSpec[] = [publishAction, attachAction];
