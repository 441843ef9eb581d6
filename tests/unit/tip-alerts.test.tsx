/**
 * The live page's reactions to a tip, driven through a fake socket and the tips
 * feature's channel (opened for a signed-in performer on every page): the tip sound
 * (configured address, mute kept in localStorage, a refused play) and the Lovense Cam
 * Extension (script, ready, receiveTip, status).
 */
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { SocketProvider, type AppSocket } from '@/lib/socket';
import { makeTestStore } from '../support/store';
import { AccountEvents } from '@/components/common/AccountEvents';
import { accountLoaded } from '@/features/account/slice';
import { sessionRestored } from '@/features/auth/slice';
import type { CurrentAccount } from '@/shared/schemas/profile';
import { TipAlerts } from '@/features/live/components/TipAlerts';
import { TIP_SOUND_MUTED_KEY, useTipSound } from '@/features/live/hooks/useTipSound';
import { useLovenseExtension } from '@/features/live/hooks/useLovenseExtension';
import { resetCamExtensionForTests, type CamExtension } from '@/features/live/lovense';
import type { PublicSettings } from '@/shared/schemas/settings';

jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));

type Listener = (...args: unknown[]) => void;

/** socket.io's surface as the provider uses it; `fire` plays the server's part. */
class FakeSocket {
  private readonly listeners = new Map<string, Set<Listener>>();
  readonly io = { on: () => undefined, off: () => undefined };
  readonly emit = jest.fn();
  readonly close = jest.fn();
  on(event: string, fn: Listener) {
    this.listeners.set(event, (this.listeners.get(event) ?? new Set()).add(fn));
    return this;
  }
  off(event?: string, fn?: Listener) {
    if (event === undefined) this.listeners.clear();
    else if (fn) this.listeners.get(event)?.delete(fn);
    else this.listeners.delete(event);
    return this;
  }
  count(event: string) {
    return this.listeners.get(event)?.size ?? 0;
  }
  /** Delivers an event and lets what it started (a play's promise) settle. */
  async fire(event: string, payload: unknown) {
    await act(async () => [...(this.listeners.get(event) ?? [])].forEach((fn) => fn(payload)));
  }
}

const PERFORMER_ID = 'performer-1';
const SCRIPT_URL = 'https://lovense.test/broadcast.js';

const settings = (overrides: Partial<PublicSettings> = {}): PublicSettings => ({
  siteName: 'Camlive',
  tipSound: '/sounds/custom-chime.mp3',
  lovenseEnabled: false,
  lovenseScriptUrl: SCRIPT_URL,
  lovenseWebsiteName: 'test:Camlive',
  logoUrl: null,
  userUrl: null,
  defaultOfflineModelImage: '/offline.png',
  defaultPrivateCallImage: '/private.png',
  defaultGroupChatImage: '/group.png',
  popup18Enabled: false,
  popup18ContentId: null,
  gaCode: null,
  enableTokenPerMessage: false,
  tokenPerMessage: 0,
  verotelEnabled: false,
  yoursafeEnabled: false,
  sandboxPaymentEnabled: true,
  maintenanceMode: false,
  countries: [],
  languages: [],
  avatarLimitMB: 2,
  imageExtensions: [],
  translationEnabled: false,
  ...overrides,
});

let socket: FakeSocket;

/** The live page of a signed-in performer; resolves once the tips channel listens. */
async function renderAlerts(overrides: Partial<PublicSettings> = {}) {
  socket = new FakeSocket();
  const store = makeTestStore({ settings: { public: settings(overrides), ui: null } });
  store.dispatch(sessionRestored());
  store.dispatch(accountLoaded({ _id: PERFORMER_ID, role: 'performer', username: 'demo-performer' } as unknown as CurrentAccount));
  render(
    <Provider store={store}>
      <SocketProvider loggedIn token="tok" factory={() => socket as unknown as AppSocket}>
        <AccountEvents />
        <TipAlerts username="demo-performer" />
      </SocketProvider>
    </Provider>,
  );
  await waitFor(() => expect(socket.count('tipped')).toBe(1));
}

const tip = (token: number, performerId = PERFORMER_ID) =>
  socket.fire('tipped', { performerId, token, senderInfo: { _id: 'u1', name: 'Bea Buyer', username: null, avatar: '/no-avatar.png' } });

let played: string[];
let playResult: () => Promise<void>;

beforeEach(() => {
  played = [];
  playResult = () => Promise.resolve();
  window.localStorage.clear();
  jest.spyOn(window.HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    played.push(this.src);
    return playResult();
  });
  jest.spyOn(window.HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  resetCamExtensionForTests();
  delete window.CamExtension;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('tip sound', () => {
  test('a tip to this performer plays the configured sound, each time from the start', async () => {
    await renderAlerts();
    await tip(20);
    await tip(5);
    expect(played).toEqual([`${window.location.origin}/sounds/custom-chime.mp3`, `${window.location.origin}/sounds/custom-chime.mp3`]);
  });

  test("another performer's tip plays nothing", async () => {
    await renderAlerts();
    await tip(20, 'someone-else');
    expect(played).toEqual([]);
  });

  test('muted plays nothing, and the choice is kept in localStorage', async () => {
    await renderAlerts();
    fireEvent.click(screen.getByTestId('tip-sound-toggle'));
    expect(window.localStorage.getItem(TIP_SOUND_MUTED_KEY)).toBe('1');
    expect(screen.getByText('tipAlerts.soundOff')).toBeInTheDocument();
    await tip(20);
    expect(played).toEqual([]);
  });

  test('a mute stored earlier holds on the next visit', async () => {
    window.localStorage.setItem(TIP_SOUND_MUTED_KEY, '1');
    await renderAlerts();
    expect(screen.getByTestId('tip-sound-toggle')).not.toBeChecked();
    await tip(20);
    expect(played).toEqual([]);
  });

  test('a play the browser refuses shows a quiet hint, gone after the next click', async () => {
    const errors = jest.spyOn(console, 'error');
    playResult = () => Promise.reject(new DOMException('no gesture yet', 'NotAllowedError'));
    await renderAlerts();
    await tip(20);
    expect(await screen.findByTestId('tip-sound-blocked')).toHaveTextContent('tipAlerts.soundBlocked');
    expect(errors).not.toHaveBeenCalled();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByTestId('tip-sound-blocked')).toBeNull();
  });

  test('no sound set: no switch and nothing played', async () => {
    await renderAlerts({ tipSound: null });
    expect(screen.queryByTestId('tip-sound-toggle')).toBeNull();
    await tip(20);
    expect(played).toEqual([]);
  });
});

describe('Lovense Cam Extension', () => {
  /** The SDK's documented surface, recording what the page did with it. */
  const created: string[][] = [];
  const tips: [number, string][] = [];
  class FakeCamExtension implements CamExtension {
    constructor(websiteName: string, modelName: string) {
      created.push([websiteName, modelName]);
    }
    on(event: 'ready', callback: (instance: CamExtension) => void) {
      if (event === 'ready') setTimeout(() => callback(this), 0);
    }
    receiveTip(amount: number, tipperName: string) {
      tips.push([amount, tipperName]);
    }
  }

  beforeEach(() => {
    created.length = 0;
    tips.length = 0;
  });

  const script = () => document.head.querySelector<HTMLScriptElement>(`script[src="${SCRIPT_URL}"]`)!;
  const status = () => screen.getByTestId('lovense-status').getAttribute('data-status');

  test('switched off: no script and no status', async () => {
    await renderAlerts({ lovenseEnabled: false });
    expect(script()).toBeNull();
    expect(screen.queryByTestId('lovense-status')).toBeNull();
  });

  test('loads the script, connects as the performer and hands every tip to the extension', async () => {
    await renderAlerts({ lovenseEnabled: true });
    expect(status()).toBe('loading');
    window.CamExtension = FakeCamExtension;
    await act(async () => script().dispatchEvent(new Event('load')));
    expect(created).toEqual([['test:Camlive', 'demo-performer']]);
    await screen.findByText('tipAlerts.lovense.connected');
    expect(status()).toBe('connected');

    await tip(25);
    await tip(7, 'someone-else');
    expect(tips).toEqual([[25, 'Bea Buyer']]);
  });

  test('a script that does not load leaves the page working and says not detected', async () => {
    await renderAlerts({ lovenseEnabled: true });
    await act(async () => script().dispatchEvent(new Event('error')));
    expect(status()).toBe('absent');
    expect(screen.getByText('tipAlerts.lovenseHint')).toBeInTheDocument();
    await tip(20);
    expect(played).toHaveLength(1);
  });

  test('a script without CamExtension, or an extension that never answers, is not detected', async () => {
    await renderAlerts({ lovenseEnabled: true });
    await act(async () => script().dispatchEvent(new Event('load')));
    expect(status()).toBe('absent');
    await tip(20);
    expect(tips).toEqual([]);
  });
});

describe("the tip effect's dependencies", () => {
  test('the sound and the extension hand out the same functions from render to render, though their objects are new', () => {
    const { result, rerender } = renderHook(() => ({
      sound: useTipSound('/sounds/custom-chime.mp3'),
      lovense: useLovenseExtension({ enabled: false, scriptUrl: null, websiteName: '', modelName: 'demo-performer' }),
    }));
    const first = result.current;
    rerender();
    expect(result.current.sound).not.toBe(first.sound);
    expect(result.current.sound.play).toBe(first.sound.play);
    expect(result.current.lovense.receiveTip).toBe(first.lovense.receiveTip);
  });

  test('a tip plays once, however often the page renders meanwhile', async () => {
    await renderAlerts();
    await tip(20);
    // Renders that change nothing about tips (muting and unmuting) play nothing more.
    fireEvent.click(screen.getByTestId('tip-sound-toggle'));
    fireEvent.click(screen.getByTestId('tip-sound-toggle'));
    expect(played).toHaveLength(1);
  });
});
