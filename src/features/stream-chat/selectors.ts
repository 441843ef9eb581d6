/**
 * What the parts beside the chat read of it (its conversation, whether the viewer is
 * blocked), also while its feature is not in the store: the performer's page loads the
 * chat after its first paint (PublicStreamChat), and until then these answer as a chat
 * not open yet does. A module of its own, so that reading them brings none of the slice.
 */
import type { StreamChatState } from './slice';

type MaybeWithStreamChat = { streamChat?: StreamChatState };

export const selectStreamConversationId = (state: MaybeWithStreamChat) => state.streamChat?.conversationId ?? null;
/** Whether the performer has blocked this viewer (the stream is closed to them). */
export const selectStreamChatBlocked = (state: MaybeWithStreamChat) => state.streamChat?.blocked ?? false;
