// A file the back office fetched (with its token: a plain link cannot carry one) handed to the
// browser as a download under its own name.

/** The name a `Content-Disposition: attachment; filename="…"` header gives, or null. */
export function attachmentName(header: string | null | undefined): string | null {
  const match = /filename="([^"]+)"/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** Saves `blob` as `name` through a temporary link (the browser's own download). */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the address after click() returns: freed a little later.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
