/** The desk roles' names and what each may do, as the desk says them (the Team screen, the signed-in line). */
import { defineMessages } from '@formatjs/intl';
import type { DeskRole } from '../../../../contracts/common';

export const roleNames = defineMessages({
  contributor: { id: 'admin.team.role.contributor', defaultMessage: 'Contributor' },
  editor: { id: 'admin.team.role.editor', defaultMessage: 'Editor' },
  administrator: { id: 'admin.team.role.administrator', defaultMessage: 'Administrator' },
}) satisfies Record<DeskRole, unknown>;

export const roleDuties = defineMessages({
  contributor: { id: 'admin.team.duty.contributor', defaultMessage: 'Writes drafts of their own; an editor publishes them.' },
  editor: { id: 'admin.team.duty.editor', defaultMessage: 'Publishes, curates the front page and polls, moderates comments, answers the inbox.' },
  administrator: { id: 'admin.team.duty.administrator', defaultMessage: 'Everything an editor does, and the team’s roles, sections, the commercial setup and sending newsletters.' },
}) satisfies Record<DeskRole, unknown>;
