// The runtime's heavy parts are optional peers (package.json peerDependenciesMeta): a plain call and a search need none
// of them, so none is installed with a kit. Each is loaded at the first use of the feature that needs it, and a
// missing one is named, with the command that installs it.

/** Each optional peer, with the range the runtime is built and tested against (its package.json says the same). */
export const OPTIONAL_PEERS = {
  "@modelcontextprotocol/server": "^2.4.0",
  "quickjs-emscripten-core": "^0.32.0",
  "@jitl/quickjs-wasmfile-release-sync": "^0.32.0",
  typescript: ">=5.0.0",
  "@typescript/typescript6": "^6.0.0",
  sucrase: "^3.35.0",
  ai: "^6.0.0",
} as const;

export type OptionalPeer = keyof typeof OPTIONAL_PEERS;

/** A feature was used whose optional package is not installed. */
export class MissingPeerError extends Error {
  override readonly name = "MissingPeerError";
  constructor(
    readonly feature: string,
    readonly packages: readonly OptionalPeer[],
    options?: { cause?: unknown },
  ) {
    const install = packages.map((p) => `${p}@${JSON.stringify(OPTIONAL_PEERS[p])}`).join(" ");
    super(
      `${feature} needs the optional package${packages.length > 1 ? "s" : ""} ${packages.join(" and ")}, which ${packages.length > 1 ? "are" : "is"} not installed: npm install ${install}`,
      options,
    );
  }
}

/** Whether `error` says that the package `name` itself (not something it imports) cannot be found. */
export function isMissing(error: unknown, name: string): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (code !== "ERR_MODULE_NOT_FOUND" && code !== "MODULE_NOT_FOUND") return false;
  return error.message.includes(`'${name}'`) || error.message.includes(`"${name}"`);
}

/**
 * Runs `load` (a dynamic import of the feature's modules); when it fails because one of `packages` is not installed,
 * the failure becomes a MissingPeerError naming all of them.
 */
export async function withPeers<T>(
  feature: string,
  packages: readonly OptionalPeer[],
  load: () => Promise<T>,
): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (packages.some((p) => isMissing(error, p) || isMissing(error, `${p}/`)))
      throw new MissingPeerError(feature, packages, { cause: error });
    throw error;
  }
}
