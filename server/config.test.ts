import {
  ConfigError,
  DEFAULT_PAYMOB_BASE_URL,
  fastifyTrustProxy,
  loadConfig,
  parseOwner,
  parsePaymob,
  parseRenderTimeout,
  parseTrustProxy,
} from './config';

describe('TRUST_PROXY', () => {
  it('is off when unset or empty', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('  ')).toBe(false);
  });

  it('takes a hop count or a comma-separated list of addresses and CIDR ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(parseTrustProxy(' 2 ')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16,::1,fd00::/8, loopback')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each([
    'true',
    'yes',
    '0',
    '-1',
    '1.5',
    '101',
    '10.0.0.1,',
    '10.0.0.256',
    '10.0.0.0/33',
    'fd00::/129',
    '10.0.0.0/8/8',
    '10.0.0.0/x',
    'proxy.example.com',
  ])('refuses %j with one line naming the variable', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
      /^TRUST_PROXY must be a hop count from 1 to 100 or a comma-separated list of proxy addresses or CIDR ranges, got ".*"$/,
    );
  });

  it('hands Fastify a hop count as a function trusting that many hops (a bare number it ignores)', () => {
    const trust = fastifyTrustProxy(2);
    expect(typeof trust).toBe('function');
    const hops = trust as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => hops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(['10.0.0.1'])).toEqual(['10.0.0.1']);
  });
});

describe('OWNER_* (the first owner)', () => {
  it('is none when unset', () => {
    expect(loadConfig({}).owner).toBeUndefined();
  });

  it('takes phone and password, the e-mail lower-cased and the name as first word + the rest', () => {
    expect(
      parseOwner({
        OWNER_PHONE: ' 01011112222 ',
        OWNER_PASSWORD: ' spaced pass ',
        OWNER_EMAIL: 'Boss@Example.com',
        OWNER_NAME: 'Hala  Mahmoud Fathy',
      }),
    ).toEqual({
      phone: '01011112222',
      password: ' spaced pass ',
      email: 'boss@example.com',
      firstName: 'Hala',
      familyName: 'Mahmoud Fathy',
    });
    expect(parseOwner({ OWNER_PHONE: '01011112222', OWNER_PASSWORD: '12345678' })).toEqual({
      phone: '01011112222',
      password: '12345678',
      email: undefined,
      firstName: 'Owner',
      familyName: '',
    });
  });

  it.each([
    [{ OWNER_PHONE: '01011112222' }, 'OWNER_PHONE and OWNER_PASSWORD must be set together'],
    [{ OWNER_PASSWORD: 'owner-pass-1' }, 'OWNER_PHONE and OWNER_PASSWORD must be set together'],
    [{ OWNER_EMAIL: 'a@b.eg' }, 'OWNER_EMAIL and OWNER_NAME need OWNER_PHONE and OWNER_PASSWORD'],
    [
      { OWNER_PHONE: '1011112222', OWNER_PASSWORD: 'owner-pass-1' },
      'OWNER_PHONE must be 01 followed by 9 digits, got "1011112222"',
    ],
    [
      { OWNER_PHONE: '01011112222', OWNER_PASSWORD: 'short' },
      'OWNER_PASSWORD must be at least 8 characters',
    ],
    [
      { OWNER_PHONE: '01011112222', OWNER_PASSWORD: 'owner-pass-1', OWNER_EMAIL: 'nope' },
      'OWNER_EMAIL must be an e-mail address, got "nope"',
    ],
  ])('refuses %j with one line', (env, line) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(line);
  });
});

describe('MEDIA_DIR (the pictures every process of the shop shares)', () => {
  it('defaults to the images folder of DATA_DIR', () => {
    expect(loadConfig({ DATA_DIR: '/srv/zujaj/data' }).mediaDir).toBe('/srv/zujaj/data/images');
  });

  it('may be a folder of its own, such as a shared mount', () => {
    const config = loadConfig({ DATA_DIR: '/srv/zujaj/data', MEDIA_DIR: '/mnt/media/zujaj' });
    expect(config.mediaDir).toBe('/mnt/media/zujaj');
    expect(config.dataDir).toBe('/srv/zujaj/data');
  });
});

describe('RENDER_TIMEOUT_MS (how long a server render may take)', () => {
  it("unset or empty: the renderer's own deadline", () => {
    expect(loadConfig({}).renderTimeoutMs).toBeUndefined();
    expect(parseRenderTimeout('  ')).toBeUndefined();
  });

  it('takes milliseconds from 100 to 60000', () => {
    expect(parseRenderTimeout('100')).toBe(100);
    expect(parseRenderTimeout(' 15000 ')).toBe(15_000);
    expect(loadConfig({ RENDER_TIMEOUT_MS: '60000' }).renderTimeoutMs).toBe(60_000);
  });

  it('stops the start with one line on anything else', () => {
    for (const bad of ['99', '60001', '2s', '1e4', '-2000', '2000.5', '0x800']) {
      expect(() => parseRenderTimeout(bad)).toThrow(ConfigError);
    }
    expect(() => parseRenderTimeout('2s')).toThrow('RENDER_TIMEOUT_MS must be milliseconds');
  });
});

describe('PAYMOB_*', () => {
  const keys = {
    PAYMOB_SECRET_KEY: 'sk_live',
    PAYMOB_PUBLIC_KEY: 'pk_live',
    PAYMOB_HMAC_SECRET: 'hmac',
    PAYMOB_INTEGRATION_ID: '4510',
  };

  it('unset: no gateway (a card is paid on delivery), whatever PAYMOB_BASE_URL says', () => {
    expect(loadConfig({}).paymob).toBeUndefined();
    expect(parsePaymob({ PAYMOB_BASE_URL: 'http://127.0.0.1:9' })).toBeUndefined();
  });

  it("the four keys together: Paymob's own origin by default, or PAYMOB_BASE_URL", () => {
    expect(loadConfig(keys).paymob).toEqual({
      baseUrl: DEFAULT_PAYMOB_BASE_URL,
      secretKey: 'sk_live',
      publicKey: 'pk_live',
      hmacSecret: 'hmac',
      integrationId: 4510,
    });
    expect(DEFAULT_PAYMOB_BASE_URL).toBe('https://accept.paymob.com');
    expect(parsePaymob({ ...keys, PAYMOB_BASE_URL: 'http://127.0.0.1:4100/' })?.baseUrl).toBe(
      'http://127.0.0.1:4100',
    );
  });

  it('stops the start with one line when a key is missing or a value is wrong', () => {
    const { PAYMOB_HMAC_SECRET: _left, ...partial } = keys;
    expect(() => loadConfig(partial)).toThrow(
      /^PAYMOB_HMAC_SECRET must be set with the other PAYMOB_\* variables$/,
    );
    for (const id of ['abc', '0', '-1', '1.5']) {
      expect(() => loadConfig({ ...keys, PAYMOB_INTEGRATION_ID: id })).toThrow(ConfigError);
    }
    expect(() => loadConfig({ ...keys, PAYMOB_BASE_URL: 'accept.paymob.com' })).toThrow(
      /^PAYMOB_BASE_URL must be an http\(s\) URL/,
    );
  });
});
