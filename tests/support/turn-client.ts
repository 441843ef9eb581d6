/**
 * Just enough of a TURN client (RFC 5766 Allocate with long-term credentials, RFC
 * 5389 message format) to ask a real TURN server whether it accepts a credential.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createSocket } from 'node:dgram';

const MAGIC_COOKIE = 0x2112a442;
const ALLOCATE_REQUEST = 0x0003;
export const ALLOCATE_SUCCESS = 0x0103;
export const ALLOCATE_ERROR = 0x0113;
const ATTR = {
  username: 0x0006,
  integrity: 0x0008,
  errorCode: 0x0009,
  realm: 0x0014,
  nonce: 0x0015,
  requestedTransport: 0x0019,
  xorRelayedAddress: 0x0016,
} as const;

function attribute(type: number, value: Buffer): Buffer {
  const header = Buffer.alloc(4);
  header.writeUInt16BE(type, 0);
  header.writeUInt16BE(value.length, 2);
  const padding = Buffer.alloc((4 - (value.length % 4)) % 4);
  return Buffer.concat([header, value, padding]);
}

function message(type: number, attributes: Buffer[], integrityKey?: Buffer): Buffer {
  const transaction = randomBytes(12);
  const header = (length: number) => {
    const h = Buffer.alloc(20);
    h.writeUInt16BE(type, 0);
    h.writeUInt16BE(length, 2);
    h.writeUInt32BE(MAGIC_COOKIE, 4);
    transaction.copy(h, 8);
    return h;
  };
  const body = Buffer.concat(attributes);
  if (!integrityKey) return Buffer.concat([header(body.length), body]);
  // The integrity covers the message with its length already counting the integrity attribute (24 bytes).
  const signed = Buffer.concat([header(body.length + 24), body]);
  const mac = createHmac('sha1', integrityKey).update(signed).digest();
  return Buffer.concat([signed, attribute(ATTR.integrity, mac)]);
}

export interface TurnAnswer {
  type: number;
  errorCode?: number;
  realm?: string;
  nonce?: string;
  relayed?: boolean;
}

function parse(buffer: Buffer): TurnAnswer {
  const answer: TurnAnswer = { type: buffer.readUInt16BE(0) };
  let offset = 20;
  while (offset + 4 <= buffer.length) {
    const type = buffer.readUInt16BE(offset);
    const length = buffer.readUInt16BE(offset + 2);
    const value = buffer.subarray(offset + 4, offset + 4 + length);
    if (type === ATTR.errorCode) answer.errorCode = value[2] * 100 + value[3];
    if (type === ATTR.realm) answer.realm = value.toString('utf8');
    if (type === ATTR.nonce) answer.nonce = value.toString('utf8');
    if (type === ATTR.xorRelayedAddress) answer.relayed = true;
    offset += 4 + length + ((4 - (length % 4)) % 4);
  }
  return answer;
}

type Udp = ReturnType<typeof createSocket>;

function exchange(socket: Udp, host: string, port: number, request: Buffer): Promise<TurnAnswer> {
  return new Promise<TurnAnswer>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no answer from the TURN server')), 3000);
    socket.once('message', (data) => {
      clearTimeout(timer);
      resolve(parse(data));
    });
    socket.send(request, port, host);
  });
}

/** Asks for a relay allocation with `username`/`credential`: the server's final answer. */
export async function allocate(host: string, port: number, username: string, credential: string): Promise<TurnAnswer> {
  // One socket for both requests: the server ties its nonce to the client's address and port.
  const socket = createSocket('udp4');
  try {
    const transport = attribute(ATTR.requestedTransport, Buffer.from([17, 0, 0, 0]));
    // The first request, without credentials, learns the realm and a nonce.
    const challenge = await exchange(socket, host, port, message(ALLOCATE_REQUEST, [transport]));
    if (challenge.errorCode !== 401 || !challenge.realm || !challenge.nonce) return challenge;
    const key = createHash('md5').update(`${username}:${challenge.realm}:${credential}`).digest();
    const attributes = [
      transport,
      attribute(ATTR.username, Buffer.from(username)),
      attribute(ATTR.realm, Buffer.from(challenge.realm)),
      attribute(ATTR.nonce, Buffer.from(challenge.nonce)),
    ];
    return await exchange(socket, host, port, message(ALLOCATE_REQUEST, attributes, key));
  } finally {
    socket.close();
  }
}
