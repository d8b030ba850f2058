// The generated kits as targets for `serve` and `call`: each package's name and version from its package.json,
// its createToolkit from its sources (tsx runs them in place), or, in the CLI's bundle, from the kit bundled beside it.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Argument } from "commander";
import type { KitTarget } from "@toolgen/runtime/mcp/cli";
import { rootPath } from "../root.js";

const GENERATED = rootPath("generated");

/** Ids of the kits under generated/ (a folder with a package.json). */
function kitIds(): string[] {
  if (!existsSync(GENERATED)) return [];
  return readdirSync(GENERATED)
    .filter((name) => existsSync(path.join(GENERATED, name, "package.json")))
    .sort();
}

export function kitArgument(): Argument {
  const ids = kitIds();
  return new Argument("<kit>", ids.join(" or ")).choices(ids);
}

export async function loadTarget(id: string): Promise<KitTarget> {
  const dir = path.join(GENERATED, id);
  const bundled = (file: string) => new URL(`./kits/${id}/${file}.js`, import.meta.url);
  const source = (file: string) =>
    existsSync(bundled(file)) ? bundled(file).href : pathToFileURL(path.join(dir, "src", `${file}.ts`)).href;
  const packageJson = readFileSync(path.join(dir, "package.json"), "utf8");
  const { name, version } = JSON.parse(packageJson) as Pick<KitTarget, "name" | "version">;
  const { createToolkit } = (await import(source("index"))) as Pick<KitTarget, "createToolkit">;
  const sandbox = () => import(source("sandbox")) as ReturnType<NonNullable<KitTarget["sandbox"]>>;
  return { id, name, version, createToolkit, sandbox };
}
