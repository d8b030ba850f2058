import type { FormatName } from "../load/manifest.js";

const DATE = "\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])";
const HOUR_MINUTE = "([01]\\d|2[0-3]):[0-5]\\d";
const SECONDS = ":[0-5]\\d(\\.\\d+)?";

export interface Format {
  /** The pattern a value must match. */
  pattern?: string;
  /** How the format is described to a model. */
  text: string;
  /** A valid sample. */
  example: string;
  /** `{start}-{end}` numbers must not run backwards (beyond what a pattern can check). */
  ordered?: true;
}

/** How each named text format is checked (pattern), described to a model (text) and sampled (example). */
export const formats: Record<FormatName, Format> = {
  datetime: {
    pattern: `^${DATE} ${HOUR_MINUTE}:[0-5]\\d$`,
    text: "'YYYY-MM-DD HH:MM:SS', UTC",
    example: "2024-05-01 09:30:00",
  },
  relative_offset: {
    pattern: "^\\d{2}:([01]\\d|2[0-3]):[0-5]\\d$",
    text: "'DD:HH:MM' back from now",
    example: "01:00:00",
  },
  date: { pattern: `^${DATE}$`, text: "'YYYY-MM-DD'", example: "2024-05-01" },
  // A calendar date, optionally with a time of day and zone (the upstream's own examples carry one).
  iso8601_date: {
    pattern: `^${DATE}(T${HOUR_MINUTE}(${SECONDS})?(Z|[+-]${HOUR_MINUTE}|[+-]\\d{4})?)?$`,
    text: "ISO 8601 date such as '2024-05-01', optionally with a time such as '2024-05-01T09:30:00Z'",
    example: "2024-05-01",
  },
  rfc3339_datetime: {
    pattern: `^${DATE}[Tt]${HOUR_MINUTE}${SECONDS}([Zz]|[+-]${HOUR_MINUTE})$`,
    text: "RFC 3339 date-time such as '2024-05-01T09:30:00Z'",
    example: "2024-05-01T09:30:00Z",
  },
  // The pattern cannot compare the two numbers; `ordered` adds a check that start is not past end.
  byte_range: {
    pattern: "^bytes=\\d+-\\d+$",
    text: "'bytes={start}-{end}', start not past end",
    example: "bytes=0-1023",
    ordered: true,
  },
  shared_link: {
    pattern: "^shared_link=\\S+?(&shared_link_password=\\S+)?$",
    text: "'shared_link=[link]' or 'shared_link=[link]&shared_link_password=[password]'",
    example: "shared_link=https://share.example/s/abc",
  },
  etag: { text: "etag", example: "1" },
  // No pattern: the upstream answers an unsupported language with its default, so no code is wrong to send.
  language_code: { text: "ISO language code such as 'en' or 'ja'", example: "en" },
  representation_hints: {
    pattern: "^(\\[[^\\]]+\\])+$",
    text: "e.g. '[jpg?dimensions=32x32]'",
    example: "[jpg?dimensions=32x32]",
  },
};
