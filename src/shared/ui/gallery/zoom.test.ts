import { canZoomIn, canZoomOut, zoomPercent, zoomStepIn, zoomStepOut } from './zoom';

describe('gallery zoom steps (0.5 to 5, step 0.5)', () => {
  it('steps by 0.5 from 100 %', () => {
    expect(zoomStepIn(1)).toBe(1.5);
    expect(zoomStepOut(1)).toBe(0.5);
    expect(zoomStepIn(4.5)).toBe(5);
  });

  it('stops at 0.5 and 5', () => {
    expect(zoomStepOut(0.5)).toBe(0.5);
    expect(zoomStepIn(5)).toBe(5);
    expect(canZoomOut(0.5)).toBe(false);
    expect(canZoomIn(5)).toBe(false);
    expect(canZoomIn(4.5)).toBe(true);
    expect(canZoomOut(1)).toBe(true);
  });

  it('goes to the next step mark from a pinch or wheel zoom between marks', () => {
    expect(zoomStepIn(1.37)).toBe(1.5);
    expect(zoomStepOut(1.37)).toBe(1);
    expect(zoomStepOut(0.7)).toBe(0.5);
  });

  it('respects a lower upper bound', () => {
    expect(zoomStepIn(2, 2.2)).toBe(2.2);
    expect(canZoomIn(2.2, 2.2)).toBe(false);
  });

  it('shows whole percentages', () => {
    expect(zoomPercent(1)).toBe(100);
    expect(zoomPercent(0.5)).toBe(50);
    expect(zoomPercent(1.37412)).toBe(137);
  });
});
