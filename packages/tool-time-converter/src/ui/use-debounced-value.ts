import { useEffect, useState } from 'react';

/** `value`, but only after it has stayed the same for `delayMs` (spec C § 9: 400 ms for rows). */
export function useDebouncedValue<Value>(value: Value, delayMs: number): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
