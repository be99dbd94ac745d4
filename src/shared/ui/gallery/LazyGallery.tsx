import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { GalleryProps } from './types';

export type { GalleryItem, GalleryProps } from './types';

type GalleryModule = { default: ComponentType<GalleryProps> };

let loading: Promise<GalleryModule> | null = null;

/**
 * Starts loading the gallery chunk (the lightbox library and its CSS). Call it when a gallery is
 * likely to open soon, e.g. on pointer-enter or focus of an image that opens one.
 */
export function preloadGallery(): Promise<GalleryModule> {
  loading ??= import(/* webpackChunkName: "gallery" */ './Gallery').then(
    (module) => ({ default: module.Gallery }),
    (error: unknown) => {
      loading = null; // a later open tries again (offline for a moment)
      throw error;
    },
  );
  return loading;
}

let LoadedGallery = lazy(preloadGallery);

/** A failed chunk load closes the gallery instead of breaking the page; the next open retries. */
class GalleryLoadBoundary extends Component<
  { onError(): void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    LoadedGallery = lazy(preloadGallery);
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The full-screen gallery, loaded on first open: the lightbox library and its CSS stay out of every
 * page's first view (`npm run size`). Renders nothing while
 * `index` is null. Same props as Gallery.
 */
export function LazyGallery(props: GalleryProps) {
  if (props.index === null) return null;
  return (
    <GalleryLoadBoundary onError={props.onClose}>
      <Suspense fallback={null}>
        <LoadedGallery {...props} />
      </Suspense>
    </GalleryLoadBoundary>
  );
}
