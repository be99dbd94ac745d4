import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../../../__tests__/support/renderApp';
import { LazyGallery } from './LazyGallery';
import type { GalleryItem } from './types';

const items: GalleryItem[] = [
  { src: '/img/a.webp', alt: 'Vase', title: 'Blue vase' },
  { src: '/img/b.webp', alt: 'Bowl' },
];

function Harness() {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <>
      <button type="button" onClick={() => setIndex(1)}>
        Open gallery
      </button>
      <LazyGallery items={items} index={index} onClose={() => setIndex(null)} />
    </>
  );
}

describe('LazyGallery', () => {
  it('renders nothing while closed, then loads and opens the gallery at the index', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Harness />, { language: 'en', persist: false });
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open gallery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Image gallery' });
    expect(dialog.querySelector('.yarl__counter')).toHaveTextContent('2 / 2');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
