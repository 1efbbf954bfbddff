// Seeded spreadsheet rows for the dedupe bench: 8 columns (id, name, city, email, amount, date,
// quantity, note), 10% of rows repeating an earlier row exactly. Same rows everywhere.
import { mulberry32 } from './prng.mjs';

const CITIES = [
  'Beijing',
  'Shanghai',
  '广州',
  '深圳',
  'London',
  'Paris',
  'New York',
  'Zürich',
  'São Paulo',
  'Tokyo',
];
const NAMES = ['Alice', 'Bob', '王芳', '李雷', 'Chloé', 'Dmitri', 'Eve', 'Fatima', 'Günther', 'Hiro'];
const NOTES = ['', 'vip', 'late payment', 'Smith, John', 'repeat customer', '备注：加急', 'n/a'];

export const SHEET_HEADERS = ['id', 'name', 'city', 'email', 'amount', 'date', 'quantity', 'note'];

/** `count` rows of 8 text values; every 10th row (after the first 10) repeats a random earlier one. */
export function generateRows(count, seed = 15) {
  const random = mulberry32(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const rows = [];
  for (let index = 0; index < count; index++) {
    if (index >= 10 && index % 10 === 9) {
      rows.push(rows[Math.floor(random() * index)]);
      continue;
    }
    const name = pick(NAMES);
    const day = 1 + Math.floor(random() * 28);
    rows.push([
      String(100000 + index).padStart(8, '0'),
      name,
      pick(CITIES),
      `user${index}@example.com`,
      (random() * 10000).toFixed(2),
      `2026-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      String(Math.floor(random() * 100)),
      pick(NOTES),
    ]);
  }
  return rows;
}

/** A row as a CSV line: a value with a comma is quoted (the only special character the data has). */
export function csvLine(values) {
  return values.map((value) => (value.includes(',') ? `"${value}"` : value)).join(',');
}
