import { createAccountLimiters, retryAfterMs, SlidingWindowLimiter } from './rateLimiter';

describe('SlidingWindowLimiter', () => {
  let now = 1_000_000;
  const clock = () => new Date(now);

  it('refuses once `limit` events fall inside the window, and says how long to wait', () => {
    const limiter = new SlidingWindowLimiter({ limit: 3, windowMs: 60_000, now: clock });
    limiter.record('k');
    now += 10_000;
    limiter.record('k');
    expect(limiter.retryAfterMs('k')).toBe(0);
    now += 10_000;
    limiter.record('k');
    expect(limiter.retryAfterMs('k')).toBe(40_000);
    expect(limiter.retryAfterMs('other')).toBe(0);
    // The window slides: once the first event is older than 60 s one more is allowed.
    now += 40_000;
    expect(limiter.retryAfterMs('k')).toBe(0);
    limiter.record('k');
    expect(limiter.retryAfterMs('k')).toBe(10_000);
  });

  it('reset forgets a key', () => {
    const limiter = new SlidingWindowLimiter({ limit: 1, windowMs: 60_000, now: clock });
    limiter.record('k');
    expect(limiter.retryAfterMs('k')).toBeGreaterThan(0);
    limiter.reset('k');
    expect(limiter.retryAfterMs('k')).toBe(0);
  });

  it('unrecord takes back the most recent event of a key', () => {
    const limiter = new SlidingWindowLimiter({ limit: 2, windowMs: 60_000, now: clock });
    limiter.record('k');
    limiter.record('k');
    expect(limiter.retryAfterMs('k')).toBeGreaterThan(0);
    limiter.unrecord('k');
    expect(limiter.retryAfterMs('k')).toBe(0);
    limiter.unrecord('k');
    limiter.unrecord('k');
    expect(limiter.size).toBe(0);
  });

  it('drops expired keys so memory stays bounded', () => {
    const limiter = new SlidingWindowLimiter({ limit: 2, windowMs: 1000, now: clock });
    for (let i = 0; i < 999; i += 1) limiter.record(`visitor-${i}`);
    expect(limiter.size).toBe(999);
    now += 5000;
    limiter.record('late'); // the 1000th record sweeps
    expect(limiter.size).toBe(1);
  });

  it('keeps at most `limit` times per key', () => {
    const limiter = new SlidingWindowLimiter({ limit: 2, windowMs: 60_000, now: clock });
    for (let i = 0; i < 50; i += 1) {
      now += 1000;
      limiter.record('k');
    }
    // Blocked until the second-to-last event leaves the window.
    expect(limiter.retryAfterMs('k')).toBe(59_000);
  });
});

describe('account limiters', () => {
  it('retryAfterMs answers the longest wait of the checks', () => {
    let now = 0;
    const limiters = createAccountLimiters(() => new Date(now));
    for (let i = 0; i < 5; i += 1) limiters.loginPerPhone.record('01012345678');
    now += 60_000;
    expect(
      retryAfterMs([
        [limiters.loginPerPhone, '01012345678'],
        [limiters.loginPerAddress, '127.0.0.1'],
      ]),
    ).toBe(14 * 60_000);
    expect(retryAfterMs([[limiters.loginPerAddress, '127.0.0.1']])).toBe(0);
  });
});
