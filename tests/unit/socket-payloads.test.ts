/**
 * The check of what a client sends over the socket (server/realtime/socket-payloads.ts):
 * the payload as it arrived, checked against its schema, never coerced or changed.
 */
import { ackOf, checkPayload } from '@/server/realtime/socket-payloads';
import { MediaSignalPayload, MediaWatchPayload, StreamRoomPayload } from '@/shared/schemas/socket';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('socket payloads', () => {
  it('takes ids that shared/uuid.ts takes, and nothing else', () => {
    expect(checkPayload(StreamRoomPayload, { conversationId: ID })).toEqual({ conversationId: ID });
    expect(checkPayload(StreamRoomPayload, { conversationId: ID.toUpperCase() })).not.toBeNull();
    for (const conversationId of [`urn:uuid:${ID}`, ` ${ID}`, ID.slice(1), [ID], 42, null])
      expect(checkPayload(StreamRoomPayload, { conversationId })).toBeNull();
    expect(checkPayload(MediaWatchPayload, { streamId: ID })).toBeNull();
  });

  it('refuses what is no object, and takes a payload as it is, without coercing it', () => {
    for (const payload of [undefined, null, 'text', 42, [ID]]) expect(checkPayload(StreamRoomPayload, payload)).toBeNull();
    const signal = { peerId: 'a.b.c.d', candidate: { candidate: 'candidate:1', sdpMid: null, sdpMLineIndex: 0 } };
    expect(checkPayload(MediaSignalPayload, signal)).toBe(signal);
    expect(signal.candidate).toEqual({ candidate: 'candidate:1', sdpMid: null, sdpMLineIndex: 0 });
    expect(checkPayload(MediaSignalPayload, { peerId: 42 })).toBeNull();
    expect(checkPayload(MediaSignalPayload, { peerId: 'p', description: { type: 'rollback', sdp: '' } })).toBeNull();
    expect(checkPayload(MediaSignalPayload, { peerId: 'p', description: { type: 'offer', sdp: 'x'.repeat(64 * 1024 + 1) } })).toBeNull();
  });

  it('gives the acknowledgement only when the client sent a function', () => {
    const ack = jest.fn();
    expect(ackOf(ack)).toBe(ack);
    expect(ackOf('no function' as never)).toBeUndefined();
    expect(ackOf(undefined)).toBeUndefined();
  });
});
