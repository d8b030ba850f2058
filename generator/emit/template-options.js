// @ts-check
// Handlebars' options for the templates: one list, for the templates precompiled with the CLI (bin/build.js) and
// those compiled in place when the sources run without that build (tests, tsx).
export const templateOptions = {
  strict: true,
  noEscape: true, // Markdown, not HTML: cells are escaped for Markdown where they are built
};

/** The precompiled templates' file name, beside the compiled CLI's chunks. */
export const PRECOMPILED_TEMPLATES = "templates.cjs";
