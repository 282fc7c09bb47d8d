import { type CommandSpec, commandOf } from '../../command';
import type { Command } from '../../io';
import { absentAction, addPlayerAction, drawAction, newAction, withdrawAction } from './entries';
import { exportAction, importAction } from './files';
import { LAW_ACTIONS } from './law';
import { logAction } from './log';
import { SITE_ACTIONS } from './publish';
import { REGULATION_ACTIONS } from './regulations';
import { cardAction, crosstableAction, pairingsAction, showAction, standingsAction } from './reports';
import { pairAction, resultAction } from './rounds';
import { addTeamAction, drawTeamsAction, reorderAction, substituteAction } from './teams';

const ACTIONS: readonly CommandSpec[] = [
  newAction,
  addPlayerAction,
  withdrawAction,
  absentAction,
  drawAction,
  addTeamAction,
  reorderAction,
  drawTeamsAction,
  substituteAction,
  pairAction,
  resultAction,
  pairingsAction,
  showAction,
  standingsAction,
  crosstableAction,
  cardAction,
  exportAction,
  importAction,
  ...REGULATION_ACTIONS,
  ...LAW_ACTIONS,
  ...SITE_ACTIONS,
  logAction,
];

/**
 * `xq tournament` as data: one spec per action. An action in a file of its own is one line in
 * `ACTIONS`.
 * @category CLI
 */
export const tournamentSpec: CommandSpec = {
  name: 'tournament',
  summary: 'run a tournament from a JSON file: players, pairings, results, standings',
  description: `Runs an event from a tournament file (JSON, validated on every load). Output in --format
text (default), markdown or html; --json where the action prints data; --lang en (red/black)
or vi (Trắng/Đen, the law's words).`,
  json: 'document',
  actions: ACTIONS,
};

/** `xq tournament`: runs a club event from a tournament JSON file. @category CLI */
export const tournamentCommand: Command = commandOf(tournamentSpec);
