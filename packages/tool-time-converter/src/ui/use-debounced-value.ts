import { useEffect, useState } from 'react';

/** `value`, but only after it has stayed the same for `delayMs` (CONTEXT.md § Rows: 400 ms). */
export function useDebouncedValue<Value>(value: Value, delayMs: number): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
