// The templates of templates/*.hbs. The compiled CLI carries them precompiled by its build (a change to a template
// rebuilds it), so a run loads only Handlebars' small runtime; run from the sources they are compiled here.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { rootPath } from "../root.js";
import { PRECOMPILED_TEMPLATES, templateOptions } from "./template-options.js";

const require = createRequire(import.meta.url);
const compiled = new Map<string, HandlebarsTemplateDelegate>();

function precompiled(): Record<string, TemplateSpecification> | undefined {
  try {
    return require(`./${PRECOMPILED_TEMPLATES}`) as Record<string, TemplateSpecification>;
  } catch {
    return undefined;
  }
}

/** The template `templates/<name>.hbs`, ready to render. */
export function template(name: string): HandlebarsTemplateDelegate {
  let render = compiled.get(name);
  if (!render) {
    const spec = precompiled()?.[name];
    render = spec
      ? (require("handlebars/runtime") as typeof import("handlebars")).template(spec)
      : (require("handlebars") as typeof import("handlebars")).compile(
          readFileSync(rootPath(`templates/${name}.hbs`), "utf8"),
          templateOptions,
        );
    compiled.set(name, render);
  }
  return render;
}
