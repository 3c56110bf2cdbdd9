import { describe, expect, it } from 'vitest';
import { clientNetworkOf } from './client-network.ts';

describe('clientNetworkOf', () => {
  it('keys an IPv4 address as itself', () => {
    expect(clientNetworkOf('192.0.2.1')).toBe('192.0.2.1');
    expect(clientNetworkOf('203.0.113.255')).toBe('203.0.113.255');
  });

  it('keys an IPv6 address by its /64, in compressed or full form', () => {
    const network = '2001:db8:0:0::/64';
    for (const address of [
      '2001:db8::1',
      '2001:db8::ffff:1:2',
      '2001:0db8:0000:0000:0000:0000:0000:0001',
      '2001:DB8:0:0:1234:5678:9ABC:DEF0',
      '2001:db8:0:0:abcd::',
      '2001:db8::',
    ]) {
      expect(clientNetworkOf(address), address).toBe(network);
    }
  });

  it('gives addresses in different /64s different keys', () => {
    expect(clientNetworkOf('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientNetworkOf('2001:db8:1:3::6')).toBe('2001:db8:1:3::/64');
    expect(clientNetworkOf('::1')).toBe('0:0:0:0::/64');
    expect(clientNetworkOf('1:2:3:4::')).toBe('1:2:3:4::/64');
  });

  it('keys an IPv4-mapped IPv6 address as its IPv4 address, dotted or in hex', () => {
    expect(clientNetworkOf('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientNetworkOf('::FFFF:c000:0201')).toBe('192.0.2.1');
    expect(clientNetworkOf('0:0:0:0:0:ffff:192.0.2.1')).toBe('192.0.2.1');
  });

  it('drops a zone id', () => {
    expect(clientNetworkOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientNetworkOf('fe80::a:b:c:d%25en0')).toBe('fe80:0:0:0::/64');
    expect(clientNetworkOf('::ffff:192.0.2.1%1')).toBe('192.0.2.1');
  });

  it('keys what is no address as itself', () => {
    for (const text of [
      'unknown',
      '2001:db8:::1',
      '2001::db8::1',
      '1:2:3:4:5:6:7:8:9',
      '1:2:3:4:5:6:7',
      '1:2:3:4::5:6:7:8',
      '2001:db8::12345',
      '2001:db8::g',
      '::ffff:192.0.2.256',
      '::192.0.2.1:ffff',
      '1.2.3.4::',
      ':',
    ]) {
      expect(clientNetworkOf(text), text).toBe(text);
    }
  });
});
