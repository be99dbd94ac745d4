/** Arguments longer than this are worked out every time (a client chooses a header's length). */
const MAX_KEY_LENGTH = 256;

/**
 * A pure function of a string that remembers its last answers (at most `max` arguments, then it
 * starts afresh). For request headers such as Accept-Language and Accept-Encoding: browsers send a
 * handful of distinct values, and parsing them again on every request is most of what a cached
 * answer costs beside the socket write.
 */
export function memoByString<T>(fn: (key: string) => T, max = 256): (key: string) => T {
  const memo = new Map<string, T>();
  return (key) => {
    if (key.length > MAX_KEY_LENGTH) return fn(key);
    let value = memo.get(key);
    if (value === undefined) {
      value = fn(key);
      if (memo.size >= max) memo.clear();
      memo.set(key, value);
    }
    return value;
  };
}
