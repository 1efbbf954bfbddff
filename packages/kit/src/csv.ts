/** RFC 4180: a field in quotes (inner quotes doubled) when it holds a comma, a quote or a line break. */
export function escapeCsvField(field: string): string {
  return /[",\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
}
