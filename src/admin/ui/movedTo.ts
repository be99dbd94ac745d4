/** `ids` with `id` taken out and put back at `to` (an index of the new list). */
export function movedTo(ids: readonly number[], id: number, to: number): number[] {
  const rest = ids.filter((each) => each !== id);
  const at = Math.max(0, Math.min(to, rest.length));
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}
