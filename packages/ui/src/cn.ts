import { type ClassValue, clsx } from 'clsx';

/** Joins class names; later classes are appended (no merge magic, so order in the call matters). */
export function cn(...values: ClassValue[]): string {
  return clsx(values);
}
