/** `list` with the item at `from` taken out and put back at `to` (an index of the new list). */
export function movedItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
