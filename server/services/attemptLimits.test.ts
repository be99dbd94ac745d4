import { countAttempt, TooManyAttempts } from './attemptLimits';
import { SlidingWindowLimiter } from './rateLimiter';

describe('countAttempt', () => {
  let now = 5_000_000;
  const clock = () => new Date(now);

  it('counts attempts on every check until one is over its limit, then refuses without counting', () => {
    const perKey = new SlidingWindowLimiter({ limit: 2, windowMs: 60_000, now: clock });
    const perClient = new SlidingWindowLimiter({ limit: 10, windowMs: 60_000, now: clock });
    const checks: Array<[SlidingWindowLimiter, string]> = [
      [perKey, 'phone'],
      [perClient, '10.0.0.1'],
    ];
    countAttempt(checks);
    now += 1_500;
    countAttempt(checks);

    let refused: unknown;
    try {
      countAttempt(checks);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(TooManyAttempts);
    expect(refused).toMatchObject({ statusCode: 429, messageKey: 'too_many_attempts' });
    // The first attempt leaves the window in 58.5 s: Retry-After rounds up to whole seconds.
    expect((refused as TooManyAttempts).retryAfterSeconds).toBe(59);
    // The refused attempt was not counted against the client address.
    expect(perClient.retryAfterMs('10.0.0.1')).toBe(0);
  });

  it('never asks for less than one second', () => {
    expect(new TooManyAttempts(1).retryAfterSeconds).toBe(1);
    expect(new TooManyAttempts(1_001).retryAfterSeconds).toBe(2);
  });
});
