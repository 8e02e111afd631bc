// @vitest-environment happy-dom
import { Window as HappyWindow } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmbedBridge, normalOrigin, type EmbedBridge } from './bridge';
import type { HostMessage } from './messages';

/*
 * Real MessageEvents on happy-dom windows. Incoming: the event's `source` must be the parent window and its
 * `origin` an allowed one. Outgoing: the bridge's parent is a second window at the partner's address, so what
 * the bridge posts arrives there as a MessageEvent exactly when the target origin matches that window's.
 */
const bridges: EmbedBridge[] = [];
const windows: HappyWindow[] = [];
afterEach(async () => {
  for (const bridge of bridges.splice(0)) bridge.dispose();
  for (const opened of windows.splice(0)) await opened.happyDOM.close();
});

function frameWindow(url = 'https://partner.example.com/shop'): Window {
  const opened = new HappyWindow({ url });
  windows.push(opened);
  return opened as unknown as Window;
}

function receivedBy(bridge: EmbedBridge): HostMessage[] {
  const got: HostMessage[] = [];
  bridge.onHostMessage((message) => got.push(message));
  return got;
}

const navigate = { source: 'huiliu-host', type: 'navigate', payload: { path: '/data-log' } };

describe('messages from the partner page', () => {
  it('are taken from the parent window at an allowed origin', () => {
    const parent = frameWindow();
    const bridge = createEmbedBridge({ self: window, parent }, ['https://partner.example.com/']);
    bridges.push(bridge);
    const got = receivedBy(bridge);
    window.dispatchEvent(new MessageEvent('message', { data: navigate, origin: 'https://partner.example.com', source: parent }));
    expect(got).toEqual([{ type: 'navigate', payload: { path: '/data-log' } }]);
  });

  it('are ignored from a foreign origin, from another window, and before the origins are known', () => {
    const parent = frameWindow();
    const bridge = createEmbedBridge({ self: window, parent });
    bridges.push(bridge);
    const got = receivedBy(bridge);
    window.dispatchEvent(new MessageEvent('message', { data: navigate, origin: 'https://partner.example.com', source: parent }));
    bridge.setOrigins(['https://partner.example.com']);
    window.dispatchEvent(new MessageEvent('message', { data: navigate, origin: 'https://evil.example.com', source: parent }));
    window.dispatchEvent(new MessageEvent('message', { data: navigate, origin: 'https://partner.example.com', source: frameWindow() }));
    expect(got).toEqual([]);
  });

  it('must have the protocol shape: source, known type, a path inside the app, a known panel', () => {
    const parent = frameWindow();
    const bridge = createEmbedBridge({ self: window, parent }, ['https://partner.example.com']);
    bridges.push(bridge);
    const got = receivedBy(bridge);
    const send = (data: unknown) =>
      window.dispatchEvent(new MessageEvent('message', { data, origin: 'https://partner.example.com', source: parent }));
    send({ ...navigate, source: 'huiliu' });
    send({ source: 'huiliu-host', type: 'navigate', payload: { path: '//evil.example.com/x' } });
    send({ source: 'huiliu-host', type: 'navigate', payload: { path: 'https://evil.example.com' } });
    send({ source: 'huiliu-host', type: 'show-panel', payload: { panel: 'root', visible: true } });
    send({ source: 'huiliu-host', type: 'set-token', payload: { token: '' } });
    send({ source: 'huiliu-host', type: 'eval', payload: {} });
    send('navigate');
    send({ source: 'huiliu-host', type: 'show-panel', payload: { panel: 'nav', visible: false } });
    send({ source: 'huiliu-host', type: 'set-token', payload: { token: 'hlu_new' } });
    expect(got).toEqual([
      { type: 'show-panel', payload: { panel: 'nav', visible: false } },
      { type: 'set-token', payload: { token: 'hlu_new' } },
    ]);
  });

  it('stop once the bridge is disposed', () => {
    const parent = frameWindow();
    const bridge = createEmbedBridge({ self: window, parent }, ['https://partner.example.com']);
    const got = receivedBy(bridge);
    bridge.dispose();
    window.dispatchEvent(new MessageEvent('message', { data: navigate, origin: 'https://partner.example.com', source: parent }));
    expect(got).toEqual([]);
  });
});

describe('messages to the partner page', () => {
  function messagesOf(target: Window): unknown[] {
    const got: unknown[] = [];
    target.addEventListener('message', (event) => got.push((event as MessageEvent).data));
    return got;
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  it('reach the parent only when its origin is an allowed one', async () => {
    const partner = frameWindow('https://partner.example.com/shop');
    const stranger = frameWindow('https://evil.example.com/');
    const toPartner = messagesOf(partner);
    const toStranger = messagesOf(stranger);
    const framedByPartner = createEmbedBridge({ self: window, parent: partner }, ['https://other.example.com', 'https://partner.example.com']);
    const framedByStranger = createEmbedBridge({ self: window, parent: stranger }, ['https://partner.example.com']);
    bridges.push(framedByPartner, framedByStranger);
    framedByPartner.post('pipeline-saved', { processId: '1234567890123456789', title: '订单同步' });
    framedByStranger.post('pipeline-saved', { processId: '1234567890123456789', title: '订单同步' });
    await settle();
    expect(toPartner).toEqual([{ source: 'huiliu', type: 'pipeline-saved', payload: { processId: '1234567890123456789', title: '订单同步' } }]);
    expect(toStranger).toEqual([]);
  });
});

describe('origins', () => {
  it('are compared as the browser writes them', () => {
    expect(normalOrigin('HTTPS://Partner.Example.com:443/path')).toBe('https://partner.example.com');
    expect(normalOrigin('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    expect(normalOrigin('javascript:alert(1)')).toBeNull();
    expect(normalOrigin('partner.example.com')).toBeNull();
  });
});
