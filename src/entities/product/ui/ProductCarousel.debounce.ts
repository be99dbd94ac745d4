// Stands in for `lodash.debounce` in the browser build (webpack.config.ts resolve.alias): react-slick
// uses it only as `debounce(onResize, 50)` and `.cancel()`, which these lines do; lodash's version
// (maxWait, leading/trailing options) costs more of the first view than the rest of this file set.
type Debounced<Args extends unknown[]> = ((...args: Args) => void) & { cancel(): void };

export default function debounce<Args extends unknown[]>(
  run: (...args: Args) => void,
  waitMs = 0,
): Debounced<Args> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: Args) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      run(...args);
    }, waitMs);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}
