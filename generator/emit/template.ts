// The templates of templates/*.hbs. The compiled CLI carries them precompiled by its build (a change to a template
// rebuilds it), so a run loads only Handlebars' small runtime; run from the sources they are compiled here, read
// through the run's recorded reads.
import { createRequire } from "node:module";
import HandlebarsRuntime from "handlebars/runtime.js";
import { InputFiles } from "../input-files.js";
import { ROOT } from "../root.js";
import { PRECOMPILED_TEMPLATES, templateOptions } from "./template-options.js";

const require = createRequire(import.meta.url);

function precompiled(): Record<string, TemplateSpecification> | undefined {
  try {
    return require(`./${PRECOMPILED_TEMPLATES}`) as Record<string, TemplateSpecification>;
  } catch {
    return undefined;
  }
}

/** The template `templates/<name>.hbs`, ready to render; `read` reads it when it is not precompiled. */
export function template(
  name: string,
  read: (file: string) => string = (file) => new InputFiles(ROOT).text(file),
): HandlebarsTemplateDelegate {
  const spec = precompiled()?.[name];
  return spec
    ? (HandlebarsRuntime as unknown as typeof import("handlebars")).template(spec)
    : // The compiler of the same package (its version is in the fingerprint through the runtime's import above).
      (require("handlebars") as typeof import("handlebars")).compile(read(`templates/${name}.hbs`), templateOptions);
}
