/** Typed calls of the performer's own show (docs/domain.md#live-streaming). */
import { get, post } from '@/lib/http';
import type { GoLiveResult } from '@/shared/schemas/messaging';
import type { LiveSession } from '@/shared/schemas/streaming';
import type { StreamingStatusBody } from '@/shared/schemas/profile';

/** The public show starts: status public for everyone, and the stream's conversation. */
export const apiGoLive = (title: string) => post<GoLiveResult>('/streaming/live', { title });

/** The live session: since when, its title, what it earned, who watches. */
export const apiLiveSession = () => get<LiveSession>('/streaming/live/session');

export const apiUpdateStreamingStatus = (status: StreamingStatusBody['status']) =>
  post<StreamingStatusBody>('/performers/streaming-status/update', { status });
