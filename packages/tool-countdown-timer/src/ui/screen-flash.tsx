import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

/** On/off steps of the flash, 300 ms each: three flashes in 1.8 s. */
const STEPS = 6;
const STEP_MS = 300;

/**
 * A full-screen tint that flashes three times each time `trigger` grows. People who ask for
 * reduced motion get one steady tint instead of flashing.
 */
export function ScreenFlash({ trigger }: { trigger: number }) {
  const [step, setStep] = useState<number | null>(null);

  useEffect(() => {
    if (trigger === 0) return;
    setStep(0);
    let current = 0;
    const timer = setInterval(() => {
      current += 1;
      setStep(current >= STEPS ? null : current);
      if (current >= STEPS) clearInterval(timer);
    }, STEP_MS);
    return () => clearInterval(timer);
  }, [trigger]);

  if (step === null || typeof document === 'undefined') return null;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const isLit = reduceMotion || step % 2 === 0;
  return createPortal(
    <div
      aria-hidden
      data-testid="countdown-flash"
      data-lit={isLit}
      className={`pointer-events-none fixed inset-0 z-[70] transition-opacity duration-150 motion-reduce:transition-none ${
        isLit ? 'bg-primary/40 opacity-100' : 'opacity-0'
      }`}
    />,
    document.body,
  );
}
