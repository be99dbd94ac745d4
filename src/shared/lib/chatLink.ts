// Messaging-app chat links (always https://wa.me/<digits>?text=<encoded text>,
// opened in a new tab by the caller with target="_blank" rel="noopener noreferrer"). The shop's
// own number comes from its details (GET /api/v1/shop-details); without one no link is drawn.

export function chatLink(text: string | undefined, number: string): string {
  const digits = number.replace(/\D/g, '');
  return text
    ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}`
    : `https://wa.me/${digits}`;
}
