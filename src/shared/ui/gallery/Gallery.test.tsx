import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../../../__tests__/support/renderApp';
import type { Language } from '../../rules/constants';
import { Gallery } from './Gallery';
import type { GalleryItem } from './types';

const items: GalleryItem[] = [
  { src: '/img/a.webp', thumb: '/img/a-320.webp', alt: 'Vase', title: 'Blue vase' },
  { src: '/img/b.webp', alt: 'Bowl', title: 'Glass bowl' },
  { src: '/img/c.webp', alt: 'Lamp' },
];

const onClose = jest.fn();
const onIndexChange = jest.fn();

/** A page with an opener button, as the product page uses the gallery. */
function Harness({ start, list = items }: { start: number; list?: GalleryItem[] }) {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <>
      <button type="button" onClick={() => setIndex(start)}>
        Open gallery
      </button>
      <Gallery
        items={list}
        index={index}
        onClose={() => {
          onClose();
          setIndex(null);
        }}
        onIndexChange={(next) => {
          onIndexChange(next);
          setIndex(next);
        }}
      />
    </>
  );
}

async function openGallery(start = 0, language: Language = 'en', list = items) {
  const user = userEvent.setup();
  await renderWithProviders(<Harness start={start} list={list} />, { language, persist: false });
  const opener = await screen.findByRole('button', { name: 'Open gallery' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog');
  return { user, opener, dialog };
}

/** The counter is aria-hidden (the slides carry "n of total"); read its text directly. */
function counterText(dialog: HTMLElement) {
  return dialog.querySelector('.yarl__counter')?.textContent;
}

function zoomLevel() {
  return within(screen.getByRole('group', { name: 'Zoom' })).getByRole('status');
}

// jsdom has no layout: give the lightbox a 1000 × 800 container and 1420 × 850 images so the zoom
// plugin knows how far an image can zoom (it reads these after the image's load event).
function fakeLayout() {
  const restore: Array<() => void> = [];
  const define = (proto: object, name: string, value: number) => {
    const original = Object.getOwnPropertyDescriptor(proto, name);
    Object.defineProperty(proto, name, { configurable: true, get: () => value });
    restore.push(() => {
      if (original) Object.defineProperty(proto, name, original);
      else delete (proto as Record<string, unknown>)[name];
    });
  };
  define(HTMLElement.prototype, 'clientWidth', 1000);
  define(HTMLElement.prototype, 'clientHeight', 800);
  define(HTMLImageElement.prototype, 'naturalWidth', 1420);
  define(HTMLImageElement.prototype, 'naturalHeight', 850);
  return () => restore.forEach((undo) => undo());
}

async function loadCurrentImage(dialog: HTMLElement) {
  const img = dialog.querySelector<HTMLImageElement>('.yarl__slide_current img');
  expect(img).not.toBeNull();
  await act(async () => {
    fireEvent.load(img!);
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Zoom in' })).toBeEnabled());
}

/** Waits inside act, so the lightbox's timers (animations, throttles) update state there. */
async function pause(ms: number) {
  await act(() => new Promise((resolve) => setTimeout(resolve, ms)));
}

/** Lets the lightbox's slide animation (500 ms) finish. */
const settle = () => pause(600);

beforeEach(() => {
  onClose.mockClear();
  onIndexChange.mockClear();
});

describe('Gallery (shared full-screen gallery)', () => {
  it('opens at the given index as a labelled dialog with counter and title', async () => {
    const { dialog } = await openGallery(1);
    expect(dialog).toHaveAccessibleName('Image gallery');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(counterText(dialog)).toBe('2 / 3');
    expect(within(dialog).getByText('Glass bowl')).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: '2 of 3' })).toBeInTheDocument();
    expect(zoomLevel()).toHaveTextContent('100%');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Previous image' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next image' })).toBeInTheDocument();
  });

  it('moves focus into the dialog and back to the opener when Escape closes it', async () => {
    const { user, opener, dialog } = await openGallery(0);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('closes with the close button', async () => {
    const { user, dialog } = await openGallery(0);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('closes on a backdrop click but not on a click on the image', async () => {
    // jsdom has no PointerEvent, and the lightbox tells pointers apart by pointerId.
    if (!('PointerEvent' in window)) {
      class PointerEventShim extends MouseEvent {
        readonly pointerId: number;
        constructor(type: string, init: PointerEventInit = {}) {
          super(type, init);
          this.pointerId = init.pointerId ?? 0;
        }
      }
      Object.assign(window, { PointerEvent: PointerEventShim });
    }
    const { dialog } = await openGallery(0);
    const img = dialog.querySelector('.yarl__slide_current img')!;
    fireEvent.pointerDown(img, { pointerId: 1, buttons: 1 });
    fireEvent.pointerUp(img, { pointerId: 1 });
    await pause(400);
    expect(onClose).not.toHaveBeenCalled();

    const backdrop = dialog.querySelector('.yarl__slide_current')!;
    fireEvent.pointerDown(backdrop, { pointerId: 2, buttons: 1 });
    fireEvent.pointerUp(backdrop, { pointerId: 2 });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('zoom buttons step by 50 % and stop at 50 % and 500 %', async () => {
    const restore = fakeLayout();
    try {
      const { user, dialog } = await openGallery(0);
      await loadCurrentImage(dialog);
      const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
      const zoomOut = screen.getByRole('button', { name: 'Zoom out' });

      await user.click(zoomIn);
      expect(zoomLevel()).toHaveTextContent('150%');
      for (let i = 0; i < 7; i += 1) await user.click(zoomIn);
      expect(zoomLevel()).toHaveTextContent('500%');
      expect(zoomIn).toBeDisabled();
      // Focus went to the other zoom button, not to <body>.
      expect(zoomOut).toHaveFocus();

      for (let i = 0; i < 9; i += 1) await user.click(zoomOut);
      expect(zoomLevel()).toHaveTextContent('50%');
      expect(zoomOut).toBeDisabled();
      expect(zoomIn).toHaveFocus();
    } finally {
      restore();
    }
  });

  it('toggles the thumbnails, visible by default', async () => {
    const { user, dialog } = await openGallery(0);
    const toggle = within(dialog).getByRole('button', { name: 'Show thumbnails' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('navigation', { name: 'Thumbnails' })).toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(within(dialog).queryByRole('navigation', { name: 'Thumbnails' })).toBeNull();

    await user.click(toggle);
    expect(within(dialog).getByRole('navigation', { name: 'Thumbnails' })).toBeVisible();
  });

  it('arrow keys change the slide at 100 % but not when zoomed in or out', async () => {
    const restore = fakeLayout();
    try {
      const { user, dialog } = await openGallery(0);
      await loadCurrentImage(dialog);

      await user.keyboard('{ArrowRight}');
      await waitFor(() => expect(counterText(dialog)).toBe('2 / 3'));
      expect(onIndexChange).toHaveBeenLastCalledWith(1);
      expect(within(dialog).getByText('Glass bowl')).toBeInTheDocument();
      await loadCurrentImage(dialog);

      await user.click(screen.getByRole('button', { name: 'Zoom in' }));
      expect(zoomLevel()).toHaveTextContent('150%');
      await pause(300); // keyboard navigation throttle
      await user.keyboard('{ArrowLeft}');
      await user.keyboard('{ArrowRight}');
      await pause(300);
      expect(counterText(dialog)).toBe('2 / 3');

      const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
      await user.click(zoomOut);
      await user.click(zoomOut);
      expect(zoomLevel()).toHaveTextContent('50%');
      await user.keyboard('{ArrowLeft}');
      await pause(300);
      expect(counterText(dialog)).toBe('2 / 3');

      // Back at 100 %: the arrows work again.
      await user.click(screen.getByRole('button', { name: 'Zoom in' }));
      expect(zoomLevel()).toHaveTextContent('100%');
      await user.keyboard('{ArrowLeft}');
      await waitFor(() => expect(counterText(dialog)).toBe('1 / 3'));
      await settle();
    } finally {
      restore();
    }
  });

  it('resets the zoom on slide change', async () => {
    const restore = fakeLayout();
    try {
      const { user, dialog } = await openGallery(0);
      await loadCurrentImage(dialog);
      await user.click(screen.getByRole('button', { name: 'Zoom in' }));
      expect(zoomLevel()).toHaveTextContent('150%');
      await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
      await waitFor(() => expect(counterText(dialog)).toBe('2 / 3'));
      expect(zoomLevel()).toHaveTextContent('100%');
      await settle();
    } finally {
      restore();
    }
  });

  it('+ and − zoom in the same 50 % steps', async () => {
    const restore = fakeLayout();
    try {
      const { user, dialog } = await openGallery(0);
      await loadCurrentImage(dialog);
      await user.keyboard('+');
      expect(zoomLevel()).toHaveTextContent('150%');
      await user.keyboard('-');
      await user.keyboard('-');
      expect(zoomLevel()).toHaveTextContent('50%');
    } finally {
      restore();
    }
  });

  it('plays a video only on its own slide, so leaving the slide stops it', async () => {
    const withVideo: GalleryItem[] = [
      ...items.slice(0, 2),
      {
        src: '/img/poster.webp',
        alt: 'Factory tour',
        title: 'Factory tour',
        video: { embedUrl: 'https://www.youtube-nocookie.com/embed/abc123' },
      },
    ];
    const { user, dialog } = await openGallery(2, 'en', withVideo);
    const frame = dialog.querySelector('iframe');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abc123');
    expect(frame).toHaveAttribute('title', 'Factory tour');
    // Nothing to zoom on a video.
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
    await waitFor(() => expect(counterText(dialog)).toBe('1 / 3'));
    expect(dialog.querySelector('iframe')).toBeNull();
    await settle();
  });

  it('speaks Arabic in Arabic', async () => {
    const { dialog } = await openGallery(0, 'ar');
    expect(dialog).toHaveAccessibleName('معرض الصور');
    expect(within(dialog).getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'تكبير' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: '1 من 3' })).toBeInTheDocument();
    expect(dialog.querySelector('.yarl__counter')).toHaveAttribute('dir', 'ltr');
  });

  it('renders nothing while closed', async () => {
    await renderWithProviders(<Gallery items={items} index={null} onClose={onClose} />, {
      language: 'en',
      persist: false,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
