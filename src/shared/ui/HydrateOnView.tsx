// Light hydration. A server-rendered page paints long before its app runs, and hydrating all of
// it at once is the phone's longest work after the paint. Parts wrapped here are hydrated apart
// from the rest: during the page's first hydration a part still far from the viewport stays as
// the server sent it (its links work, a tap on it is handled by React, which hydrates it then),
// and is hydrated when it comes within NEAR_MARGIN of the viewport. Each part is its own Suspense boundary, so
// React hydrates it in a short task of its own. Rendered in the browser (a later page), a part
// renders at once.
import { memo, Suspense, useId, type ComponentType, type ReactNode } from 'react';

/** How close to the viewport a part is hydrated (a screen's height on a phone, about). */
export const NEAR_MARGIN_PX = 600;

const ATTRIBUTE = 'data-hydrate-on-view';

/** Parts waiting, by id, with what wakes them. */
const waiting = new Map<string, { promise: Promise<void>; release: () => void }>();
/** Parts rendered once: they never wait again (a re-render must not take them away). */
const rendered = new Set<string>();
let firstViewHydrated = false;

function partElement(id: string): Element | null {
  if (typeof document === 'undefined') return null;
  // The wrapper is `display: contents` (no box of its own): its first child is the part.
  const selector = `[${ATTRIBUTE}="${typeof CSS !== 'undefined' ? CSS.escape(id) : id}"]`;
  return document.querySelector(selector)?.firstElementChild ?? null;
}

function isNear(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const height = window.innerHeight || document.documentElement.clientHeight;
  return box.bottom >= -NEAR_MARGIN_PX && box.top <= height + NEAR_MARGIN_PX;
}

/** A promise resolved when the part nears the viewport or is released by the idle queue. */
function waitFor(id: string, element: Element): Promise<void> {
  const known = waiting.get(id);
  if (known) return known.promise;
  let release!: () => void;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) entry();
    },
    { rootMargin: `${NEAR_MARGIN_PX}px 0px` },
  );
  const entry = () => {
    observer.disconnect();
    waiting.delete(id);
    release();
  };
  observer.observe(element);
  waiting.set(id, { promise, release: entry });
  return promise;
}

/**
 * The first view has been hydrated (the app's first commit): from now on a part never waits (an
 * update reaching a part still waiting hydrates it at once instead of replacing it). Parts still
 * waiting stay as the server sent them until they near the viewport or are tapped: hydrating them
 * while the shopper looks at the first view would only hold the phone busy.
 */
export function firstViewIsHydrated(): void {
  firstViewHydrated = true;
}

function Gate({ id, children }: { id: string; children: ReactNode }) {
  if (!firstViewHydrated && !rendered.has(id) && typeof IntersectionObserver !== 'undefined') {
    const element = partElement(id);
    // Present in the document before its first render: the server's markup, being hydrated.
    if (element && !isNear(element)) throw waitFor(id, element);
  }
  rendered.add(id);
  return children;
}

/**
 * `Component` hydrated on its own, when near the viewport (see the file header). Memoised: a
 * parent's re-render with the same props leaves a part still waiting as it is.
 */
export function hydrateOnView<Props extends object>(Component: ComponentType<Props>) {
  function OnView(props: Props) {
    const id = useId();
    const attributes = { [ATTRIBUTE]: id };
    return (
      <div {...attributes} style={{ display: 'contents' }}>
        <Suspense fallback={null}>
          <Gate id={id}>
            <Component {...props} />
          </Gate>
        </Suspense>
      </div>
    );
  }
  OnView.displayName = `HydrateOnView(${Component.displayName ?? Component.name})`;
  return memo(OnView);
}
