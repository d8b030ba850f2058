// JSON as generated files hold it: one JSON.stringify a file, with a final newline.

/** JSON for people to read: two-space indentation; key order is the order the model built. */
export const printJson = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** JSON only machines read: compact. */
export const printCompactJson = (value: unknown): string => `${JSON.stringify(value)}\n`;
