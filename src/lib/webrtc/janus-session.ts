/**
 * A browser session with Janus over its HTTP API (the REST transport of the Janus
 * docs): `create` makes a session, `attach` a handle to a plugin, `message` talks to
 * the plugin, `trickle` hands over ICE candidates; the session's events arrive by
 * long-polling `GET <url>/<session>`, and a `keepalive` every 25 s keeps it alive
 * (Janus drops a session after 60 s without requests). Every request carries the
 * signed token from `POST /streaming/token`.
 *
 * Bodies go as text/plain, a "simple" request, so a browser sends them without a CORS
 * preflight; Janus reads the JSON whatever the type says.
 */

export const KEEPALIVE_MS = 25_000;
/** Janus's "no such session": the session is gone (timed out, or Janus restarted). */
const NO_SUCH_SESSION = 458;
/** Polls that fail one after the other before the session counts as lost. */
const MAX_POLL_FAILURES = 3;
/** How long an asynchronous plugin request may wait for its answer. */
const ANSWER_TIMEOUT_MS = 20_000;

export interface Jsep {
  type: 'offer' | 'answer';
  sdp: string;
}

/** What Janus sends: replies to requests and events of the session's handles. */
export interface JanusMessage {
  janus: string;
  transaction?: string;
  session_id?: number;
  /** The handle an event belongs to. */
  sender?: number;
  data?: { id: number };
  error?: { code: number; reason: string };
  plugindata?: { plugin: string; data: PluginData };
  jsep?: Jsep;
  /** `hangup`: why the PeerConnection closed. */
  reason?: string;
}

export type PluginData = Record<string, unknown> & { error_code?: number; error?: string };

/** Janus (or its plugin) refused a request. */
export class JanusApiError extends Error {
  constructor(
    readonly code: number,
    reason: string,
  ) {
    super(reason);
    this.name = 'JanusApiError';
  }
}

type Fetch = typeof fetch;
type Pending = { resolve: (message: JanusMessage) => void; reject: (error: Error) => void; timer: ReturnType<typeof setTimeout> };

const transactionId = () => Math.random().toString(36).slice(2) + Date.now().toString(36);

export class JanusSession {
  private readonly handles = new Map<number, (message: JanusMessage) => void>();
  private readonly pending = new Map<string, Pending>();
  private readonly polling = new AbortController();
  private keepalive: ReturnType<typeof setInterval> | undefined;
  private closed = false;
  /** Called once when the session is gone for good (not after `destroy`). */
  onLost: ((error: Error) => void) | undefined;

  private constructor(
    private readonly url: string,
    private readonly token: string,
    readonly id: number,
    private readonly fetchImpl: Fetch,
  ) {}

  /** Creates a session and starts listening to its events. */
  static async create(url: string, token: string, fetchImpl: Fetch = fetch): Promise<JanusSession> {
    const reply = await post(fetchImpl, url, { janus: 'create', token });
    const session = new JanusSession(url, token, reply.data!.id, fetchImpl);
    session.keepalive = setInterval(() => {
      session.send('', { janus: 'keepalive' }).catch(() => undefined);
    }, KEEPALIVE_MS);
    void session.poll();
    return session;
  }

  /** A handle to `plugin`; its events without a waiting request go to `onEvent`. */
  async attach(plugin: string, onEvent: (message: JanusMessage) => void): Promise<JanusHandle> {
    const reply = await this.send('', { janus: 'attach', plugin });
    const id = reply.data!.id;
    this.handles.set(id, onEvent);
    return new JanusHandle(this, id);
  }

  /** Ends the session (and its handles) in Janus; sent even while the page unloads. */
  destroy(): void {
    if (this.closed) return;
    this.stop();
    this.send('', { janus: 'destroy' }, true).catch(() => undefined);
  }

  /** @internal POST to the session (path '') or one of its handles (`/<handle>`). */
  async send(path: string, body: Record<string, unknown>, keepalive = false): Promise<JanusMessage> {
    return post(this.fetchImpl, `${this.url}/${this.id}${path}`, { ...body, token: this.token }, keepalive);
  }

  /**
   * @internal A plugin request: answered in the reply itself (synchronous requests) or,
   * after an `ack`, in an event with the same transaction.
   */
  async message(handle: number, body: Record<string, unknown>, jsep?: Jsep): Promise<JanusMessage> {
    const transaction = transactionId();
    const answer = new Promise<JanusMessage>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(transaction);
        reject(new Error('Janus did not answer in time'));
      }, ANSWER_TIMEOUT_MS);
      this.pending.set(transaction, { resolve, reject, timer });
    });
    answer.catch(() => undefined);
    let reply: JanusMessage;
    try {
      reply = await this.send(`/${handle}`, { janus: 'message', body, transaction, ...(jsep ? { jsep } : {}) });
    } catch (error) {
      this.settle(transaction);
      throw error;
    }
    if (reply.janus !== 'ack') {
      this.settle(transaction);
      return checked(reply);
    }
    return checked(await answer);
  }

  /** @internal */
  forget(handle: number): void {
    this.handles.delete(handle);
  }

  private settle(transaction: string): Pending | undefined {
    const pending = this.pending.get(transaction);
    if (pending) {
      clearTimeout(pending.timer);
      this.pending.delete(transaction);
    }
    return pending;
  }

  private stop() {
    this.closed = true;
    clearInterval(this.keepalive);
    this.polling.abort();
    for (const transaction of [...this.pending.keys()]) this.settle(transaction)?.reject(new Error('The media session ended'));
  }

  private lose(error: Error) {
    if (this.closed) return;
    this.stop();
    this.onLost?.(error);
  }

  private async poll() {
    let failures = 0;
    while (!this.closed) {
      try {
        const query = `rid=${Date.now()}&maxev=10&token=${encodeURIComponent(this.token)}`;
        const response = await this.fetchImpl(`${this.url}/${this.id}?${query}`, { signal: this.polling.signal, cache: 'no-store' });
        const body = (await response.json()) as JanusMessage | JanusMessage[];
        failures = 0;
        for (const message of Array.isArray(body) ? body : [body]) this.dispatch(message);
      } catch (error) {
        if (this.closed) return;
        if (error instanceof JanusApiError) return this.lose(error);
        failures += 1;
        if (failures >= MAX_POLL_FAILURES) return this.lose(error instanceof Error ? error : new Error(String(error)));
        await new Promise((resolve) => setTimeout(resolve, 1000 * failures));
      }
    }
  }

  private dispatch(message: JanusMessage) {
    if (message.janus === 'keepalive' || message.janus === 'ack') return;
    if (message.janus === 'error') {
      const code = message.error?.code ?? 0;
      if (code === NO_SUCH_SESSION || code === 403) throw new JanusApiError(code, message.error?.reason ?? 'session lost');
      if (message.transaction) this.settle(message.transaction)?.reject(new JanusApiError(code, message.error?.reason ?? 'error'));
      return;
    }
    if (message.transaction) {
      const pending = this.settle(message.transaction);
      if (pending) return pending.resolve(message);
    }
    if (message.sender !== undefined) this.handles.get(message.sender)?.(message);
  }
}

/** One attachment to a plugin. */
export class JanusHandle {
  constructor(
    private readonly session: JanusSession,
    readonly id: number,
  ) {}

  /** A request to the plugin; resolves with the plugin's answer (and its JSEP, if any). */
  async request(body: Record<string, unknown>, jsep?: Jsep): Promise<{ data: PluginData; jsep?: Jsep }> {
    const reply = await this.session.message(this.id, body, jsep);
    return { data: reply.plugindata?.data ?? {}, jsep: reply.jsep };
  }

  /** One local ICE candidate, or null once gathering is complete. */
  trickle(candidate: RTCIceCandidateInit | null): void {
    const body = candidate
      ? { candidate: { candidate: candidate.candidate, sdpMid: candidate.sdpMid, sdpMLineIndex: candidate.sdpMLineIndex } }
      : { candidate: { completed: true } };
    this.session.send(`/${this.id}`, { janus: 'trickle', ...body }).catch(() => undefined);
  }

  detach(): void {
    this.session.forget(this.id);
    this.session.send(`/${this.id}`, { janus: 'detach' }).catch(() => undefined);
  }
}

async function post(fetchImpl: Fetch, url: string, body: Record<string, unknown>, keepalive = false): Promise<JanusMessage> {
  const response = await fetchImpl(url, {
    method: 'POST',
    body: JSON.stringify({ transaction: transactionId(), ...body }),
    keepalive,
  });
  const reply = (await response.json()) as JanusMessage;
  if (reply.janus === 'error') throw new JanusApiError(reply.error?.code ?? response.status, reply.error?.reason ?? 'error');
  return reply;
}

/** The reply, or the plugin's refusal as an error. */
function checked(reply: JanusMessage): JanusMessage {
  if (reply.janus === 'error') throw new JanusApiError(reply.error?.code ?? 0, reply.error?.reason ?? 'error');
  const data = reply.plugindata?.data;
  if (data?.error_code) throw new JanusApiError(data.error_code, String(data.error ?? 'error'));
  return reply;
}
