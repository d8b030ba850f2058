// The templates of templates/*.hbs, compiled when an emitter asks for one.
import Handlebars from "handlebars";
import { readRoot } from "../root.js";

const options = {
  strict: true,
  noEscape: true, // Markdown, not HTML: cells are escaped for Markdown where they are built
};

/** The template `templates/<name>.hbs`, ready to render. */
export function template(name: string, read: (file: string) => string = readRoot): HandlebarsTemplateDelegate {
  return Handlebars.compile(read(`templates/${name}.hbs`), options);
}
