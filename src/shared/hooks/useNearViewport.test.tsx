import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useNearViewport } from './useNearViewport';

function Probe() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
const realObserver = window.IntersectionObserver;

afterEach(() => {
  window.IntersectionObserver = realObserver;
});

describe('useNearViewport', () => {
  it('is far until the observer reports the element within 600 px, then stays near', () => {
    const observers: { callback: Callback; options?: IntersectionObserverInit }[] = [];
    const disconnect = jest.fn();
    window.IntersectionObserver = class {
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect = disconnect;
    } as unknown as typeof IntersectionObserver;

    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    expect(observers).toHaveLength(1);
    const [observer] = observers;
    expect(observer?.options).toEqual({ rootMargin: '600px' });

    act(() => observer?.callback([{ isIntersecting: false }]));
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => observer?.callback([{ isIntersecting: true }]));
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(disconnect).toHaveBeenCalled();
    expect(observers).toHaveLength(1);
  });

  it('counts as near at once where there is no IntersectionObserver', async () => {
    // @ts-expect-error: an old browser
    delete window.IntersectionObserver;
    render(<Probe />);
    expect(await screen.findByText('near')).toBeInTheDocument();
  });

  it('renders "far" on a server, touching no browser global', () => {
    expect(renderToString(<Probe />)).toBe('<div>far</div>');
  });
});
