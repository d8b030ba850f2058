// The Messaging tools the Slack provider runs: the generated ones, so tests see their real bindings and defaults.
// `unvalidatedTools` skips the generated validation, to reach the handlers' own checks that stand behind it.

import { tools } from "@toolgen/messaging";
import type { Tool } from "@toolgen/runtime";

export const messagingTools: Readonly<Record<string, Tool>> = tools;

export const unvalidatedTools: Readonly<Record<string, Tool>> = Object.fromEntries(
  Object.entries(tools).map(([name, tool]) => [name, { ...tool, validate: () => [] }]),
);

/** The generated tools under other names ("Team" + name), as a kit whose manifest renamed every tool would have. */
export function renamedTools(prefix = "Team"): Readonly<Record<string, Tool>> {
  return Object.fromEntries(
    Object.values(tools).map((tool) => {
      const name = prefix + tool.definition.name;
      return [name, { ...tool, definition: { ...tool.definition, name } }];
    }),
  );
}
