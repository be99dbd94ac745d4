import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A button that shows and hides a panel (WAI-ARIA disclosure): Escape closes and returns focus to
 * the button, a press outside both closes. Listeners exist only while open (effects only).
 */
export function useDisclosure<Button extends HTMLElement, Panel extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<Button>(null);
  const panelRef = useRef<Panel>(null);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (!target) return;
      if (buttonRef.current?.contains(target) || panelRef.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return { open, close, toggle, buttonRef, panelRef };
}
