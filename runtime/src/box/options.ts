import type { ServerName } from "../contract.js";
import type { ToolkitOptions } from "../kit.js";

/** Options of the ContentApi toolkit: the common ones plus Box servers and acting as another user. */
export type BoxOptions = ToolkitOptions & {
  /** Per-server URL overrides (`baseUrl`, when set, wins over these). */
  servers?: Partial<Record<ServerName, string>>;
  /** Sends `As-User: <id>` so calls act for that user (admin tokens only). */
  asUser?: string;
};
