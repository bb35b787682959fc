import type { MessageId } from '../../../shared/i18n/message-id';

/**
 * The screens a later issue builds (`pending('…')` in admin/routes.tsx), each with the ids of
 * its title and summary, written out so the unused-id test sees them. Building a screen: drop
 * its `pending()` route and its entry here, then use or delete its two ids (the test says which).
 */
export const PENDING_SCREENS = {
  admin: { title: 'screens.admin.title', summary: 'screens.admin.summary' },
  email: { title: 'screens.email.title', summary: 'screens.email.summary' },
  user: { title: 'screens.user.title', summary: 'screens.user.summary' },
} as const satisfies Record<string, { title: MessageId; summary: MessageId }>;

export type PendingScreenName = keyof typeof PENDING_SCREENS;
