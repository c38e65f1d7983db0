import type { IncomingMessage } from 'node:http';
import { clientAddress, proxyTrust } from './client-address';

function upgrade(peer: string, forwardedFor?: string): IncomingMessage {
  const headers = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
  return {
    headers,
    socket: { remoteAddress: peer },
    connection: { remoteAddress: peer },
  } as unknown as IncomingMessage;
}

describe('clientAddress', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress(upgrade('198.51.100.9', '203.0.113.1'), proxyTrust(false))).toBe('198.51.100.9');
  });

  it('believes as many entries as there are trusted proxies, from the nearest', () => {
    const forged = upgrade('10.0.0.1', '203.0.113.66, 203.0.113.7, 10.0.0.2');
    expect(clientAddress(forged, proxyTrust(1))).toBe('10.0.0.2');
    expect(clientAddress(forged, proxyTrust(2))).toBe('203.0.113.7');
    expect(clientAddress(upgrade('10.0.0.1'), proxyTrust(2))).toBe('10.0.0.1');
  });

  it('believes only proxies at the listed addresses and ranges', () => {
    const trust = proxyTrust(['10.0.0.0/8', '2001:db8::1']);
    expect(clientAddress(upgrade('10.1.2.3', '203.0.113.66, 203.0.113.7'), trust)).toBe('203.0.113.7');
    expect(clientAddress(upgrade('2001:db8::1', '10.9.9.9, 2001:db8:0:100::5'), trust)).toBe('2001:db8:0:100::5');
    // A peer outside the list is the client, whatever it forwards.
    expect(clientAddress(upgrade('192.0.2.1', '203.0.113.7'), trust)).toBe('192.0.2.1');
  });
});
