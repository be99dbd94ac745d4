import { File as NodeFile } from 'node:buffer';

// jsdom lacks matchMedia (react-slick, responsive hooks); it must exist before any module reads it.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has no layout: scrolling does nothing (its own scrollTo only logs "not implemented").
if (typeof window !== 'undefined') {
  window.scrollTo = () => undefined;
}

// jsdom has no IntersectionObserver (sections that mount near the viewport): everything is near.
if (typeof window !== 'undefined' && !('IntersectionObserver' in window)) {
  class NearObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      this.callback(
        [{ isIntersecting: true, target } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.assign(window, { IntersectionObserver: NearObserver });
}

// jest-fixed-jsdom gives Node's fetch, FormData and Blob but leaves jsdom's File, which Node's
// FormData refuses ("parameter 2 is not of type 'Blob'"): a picture a test uploads (new File, or
// userEvent.upload with one) must be a File the FormData of the upload call takes, as in a browser.
if (typeof window !== 'undefined') {
  Object.assign(globalThis, { File: NodeFile });
}
