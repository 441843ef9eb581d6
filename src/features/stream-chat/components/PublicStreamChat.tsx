/**
 * The chat on a performer's page, loaded after the page (whose first script carries none
 * of the chat): it adds the chat's feature to the store itself. The live and show pages
 * name the feature and show StreamChat directly.
 */
import { useFeatures } from '@/store/hooks';
import streamChat from '../slice';
import { StreamChat } from './StreamChat';

const FEATURES = { streamChat };

export function PublicStreamChat(props: { performerId: string; publicConversationId?: string }) {
  return useFeatures(FEATURES) ? <StreamChat {...props} /> : null;
}
