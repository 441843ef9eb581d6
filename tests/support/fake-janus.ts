/**
 * A stand-in for Janus's HTTP API, for tests about something else (the access matrix)
 * that must reach the end of POST /streaming/token on a machine without Janus: it
 * answers the videoroom requests this server makes (rooms that exist or not, joins
 * answered in an event, participants) and checks nothing. What Janus itself does with
 * tokens, keys and private ids is tests/integration/janus.test.ts's, against the real
 * one.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type Body = { janus: string; transaction?: string; body?: { request?: string; room?: number; display?: string } };

export interface FakeJanus {
  /** The API's base URL, as JANUS_URL gives it. */
  url: string;
  stop(): Promise<void>;
}

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(text));
  });

export async function startFakeJanus(): Promise<FakeJanus> {
  let nextId = 1;
  const rooms = new Map<number, { id: number; display?: string }[]>();
  /** Events waiting for each session's long poll. */
  const events = new Map<number, object[]>();

  function videoroom(session: number, handle: number, { transaction, body = {} }: Body) {
    const reply = (data: object) => ({
      janus: 'success',
      transaction,
      sender: handle,
      plugindata: { plugin: 'janus.plugin.videoroom', data },
    });
    const room = Number(body.room);
    switch (body.request) {
      case 'exists':
        return reply({ videoroom: 'success', room, exists: rooms.has(room) });
      case 'create':
        rooms.set(room, rooms.get(room) ?? []);
        return reply({ videoroom: 'created', room });
      case 'destroy':
        rooms.delete(room);
        return reply({ videoroom: 'destroyed', room });
      case 'listparticipants':
        return reply({ videoroom: 'participants', room, participants: rooms.get(room) ?? [] });
      case 'join': {
        const id = nextId++;
        rooms.get(room)?.push({ id, display: body.display });
        events.get(session)?.push({
          janus: 'event',
          transaction,
          sender: handle,
          plugindata: { plugin: 'janus.plugin.videoroom', data: { videoroom: 'joined', room, id, private_id: nextId++ } },
        });
        return { janus: 'ack', transaction };
      }
      default:
        return reply({ videoroom: 'success', room });
    }
  }

  const server: Server = createServer(async (request, response) => {
    const [session, handle] = (request.url ?? '').split('?')[0].split('/').slice(2).map(Number);
    let answer: object;
    if (request.method === 'GET') {
      answer = (events.get(session) ?? []).splice(0);
    } else {
      const body = JSON.parse(await read(request)) as Body;
      if (body.janus === 'create') {
        const id = nextId++;
        events.set(id, []);
        answer = { janus: 'success', transaction: body.transaction, data: { id } };
      } else if (body.janus === 'attach') answer = { janus: 'success', transaction: body.transaction, data: { id: nextId++ } };
      else if (body.janus === 'message') answer = videoroom(session, handle, body);
      else answer = { janus: body.janus === 'destroy' ? 'success' : 'ack', transaction: body.transaction };
    }
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/janus`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
