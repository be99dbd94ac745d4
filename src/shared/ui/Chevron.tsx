/**
 * The carousels' arrow: points to the start side ("previous" in English); the button around it
 * mirrors it for "next" and for right-to-left pages. Decorative: the button carries the name.
 */
export function Chevron() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M15 5l-7 7 7 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
