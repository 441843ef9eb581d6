/**
 * The benchmark's side of the server process (server-process.ts): forks it, waits
 * until it listens, asks the bare server for broadcasts and stops it. The fork runs
 * with this process's Node options, so under tsx as `npm run bench` does.
 */
import path from 'node:path';
import { fork, type ChildProcess } from 'node:child_process';
import type { ServerToClientEvents } from '@/shared/socket-events';
import type { SendPlan } from './pace';

/** The payload of `message_created`, as the app sends it. */
export type ChatPayload = Parameters<ServerToClientEvents['message_created']>[0];

export interface ServerReady {
  kind: 'ready';
  url: string;
  /** Database and socket.io adapter, for the benchmark's output. */
  setup: string;
  /** The stream conversation whose room the viewers join. */
  conversationId: string;
  /** A signed-in user's token for the API (app only). */
  senderToken: string | null;
}

/** Broadcast `plan`'s messages to the room: `template` with the stamped text (bare only). */
export interface BroadcastCommand {
  kind: 'broadcast';
  plan: SendPlan;
  template: ChatPayload;
}

export type ServerCommand = BroadcastCommand | { kind: 'stop' };
export type ServerEvent = ServerReady | { kind: 'broadcast-done' };

export interface ChatServer extends ServerReady {
  broadcast(plan: SendPlan, template: ChatPayload): Promise<void>;
  stop(): Promise<void>;
}

function nextEvent(child: ChildProcess, kind: ServerEvent['kind']): Promise<ServerEvent> {
  return new Promise((resolve, reject) => {
    const onMessage = (event: ServerEvent) => {
      if (event.kind !== kind) return;
      child.off('exit', onExit);
      child.off('message', onMessage);
      resolve(event);
    };
    const onExit = (code: number | null) => reject(new Error(`server process exited (${code}) while waiting for ${kind}`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

export async function startChatServer(kind: 'app' | 'bare'): Promise<ChatServer> {
  const child = fork(path.join(__dirname, 'server-process.ts'), [kind], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ready = (await nextEvent(child, 'ready')) as ServerReady;
  const send = (command: ServerCommand) => child.send(command);
  return {
    ...ready,
    async broadcast(plan, template) {
      const done = nextEvent(child, 'broadcast-done');
      send({ kind: 'broadcast', plan, template });
      await done;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      send({ kind: 'stop' });
      await exited;
    },
  };
}
