import type { FormatName } from "../load/manifest.js";

/** How each named text format is checked (pattern), described to a model (text) and sampled (example). */
export const formats: Record<FormatName, { pattern?: string; text: string; example: string }> = {
  datetime: {
    pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01]) ([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$",
    text: "'YYYY-MM-DD HH:MM:SS', UTC",
    example: "2024-05-01 09:30:00",
  },
  relative_offset: {
    pattern: "^\\d{2}:([01]\\d|2[0-3]):[0-5]\\d$",
    text: "'DD:HH:MM' back from now",
    example: "01:00:00",
  },
  date: { pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", text: "'YYYY-MM-DD'", example: "2024-05-01" },
  iso8601_date: { pattern: "^\\d{4}-\\d{2}-\\d{2}", text: "ISO 8601 date", example: "2024-05-01" },
  byte_range: { pattern: "^bytes=\\d+-\\d+$", text: "'bytes={start}-{end}'", example: "bytes=0-1023" },
  shared_link: {
    pattern: "^shared_link=\\S+?(&shared_link_password=\\S+)?$",
    text: "'shared_link=[link]' or 'shared_link=[link]&shared_link_password=[password]'",
    example: "shared_link=https://share.example/s/abc",
  },
  etag: { text: "etag", example: "1" },
  language_code: { pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$", text: "ISO language code", example: "en" },
  representation_hints: {
    pattern: "^(\\[[^\\]]+\\])+$",
    text: "e.g. '[jpg?dimensions=32x32]'",
    example: "[jpg?dimensions=32x32]",
  },
};
