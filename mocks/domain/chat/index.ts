/**
 * The chat model of the sandbox platform, split along the chat gateway contract's parts: chats,
 * messages, read state, members, alert switches, reminders, offline sync, and the event log behind the
 * socket and offline sync. The chat gateway routes (mocks/handlers/chat) and the chat socket
 * (mocks/realtime) both work through here, so HTTP and socket always agree.
 *
 * A viewer is a hospital staff member (an account's `imId`). Every change raises a platform event
 * the realtime hub turns into socket frames: `chat-message` (event 2), `chat-read` (event 6 for a
 * private chat) and `group-notice` (event 101), and is appended to the event log of each viewer
 * who receives it, which offline sync reads.
 */
export * from './alert-switches.ts';
export * from './chats.ts';
export * from './common.ts';
export * from './counselors.ts';
export * from './events.ts';
export * from './members.ts';
export * from './messages.ts';
export * from './offline-sync.ts';
export * from './quick-phrases.ts';
export * from './read-state.ts';
export * from './reminders.ts';
export * from './group-links.ts';
export * from './message-search.ts';
export * from './composer-extras.ts';
export * from './new-chats.ts';
export * from './auto-replies.ts';
export * from './chat-images.ts';
export * from './customer-tracking.ts';
