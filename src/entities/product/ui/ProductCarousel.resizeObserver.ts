// Stands in for `resize-observer-polyfill` in the browser build (webpack.config.ts resolve.alias):
// react-slick imports that polyfill, but every browser of our browserslist ("fully supports
// es6-module") has ResizeObserver, so the build ships the native one instead of ~2.5 KB gzip of
// polyfill. Read at construction time (react-slick constructs it in componentDidMount), never at
// module scope; an observer that observes nothing where there is none (a server render).
class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

export default class NativeResizeObserver {
  constructor(callback: ResizeObserverCallback) {
    const Native = typeof ResizeObserver === 'undefined' ? NoResizeObserver : ResizeObserver;
    return new Native(callback) as NativeResizeObserver;
  }
}
