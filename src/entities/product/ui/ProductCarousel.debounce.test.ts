import debounce from './ProductCarousel.debounce';

describe('the debounce react-slick gets instead of lodash.debounce', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs once, with the last arguments, after calls stop for the wait', () => {
    const run = jest.fn();
    const debounced = debounce(run, 50);
    debounced(1);
    jest.advanceTimersByTime(30);
    debounced(2);
    jest.advanceTimersByTime(49);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith(2);
  });

  it('runs nothing after cancel', () => {
    const run = jest.fn();
    const debounced = debounce(run, 50);
    debounced();
    debounced.cancel();
    jest.advanceTimersByTime(100);
    expect(run).not.toHaveBeenCalled();
  });
});
