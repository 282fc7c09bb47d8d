// The document every `--format html` output of the CLI is printed in: one wrapper, used by the
// command runner (`command.ts`) for every command that takes `--format html`.
import { escapeHtml } from '@xq/tournament';

/** Fonts with every Vietnamese letter (ư, ơ, ạ, ễ, …) first, then the platform's monospace. */
export const MONOSPACE_FONTS =
  'ui-monospace, "Cascadia Mono", "Segoe UI Mono", "SF Mono", Menlo, "DejaVu Sans Mono", "Noto Sans Mono", "Liberation Mono", Consolas, monospace';

/**
 * A whole HTML document around a fragment: `<!doctype html>`, `<html lang>`,
 * `<meta charset="utf-8">`, a title and a small style for tables, so that a browser shows the
 * Vietnamese letters of a saved `--format html` output as they are.
 *
 * @example
 * htmlDocument('<p>Vòng 1</p>', { lang: 'vi', title: 'xq tournament pairings' }).startsWith('<!doctype html>'); // true
 * @category CLI
 */
export function htmlDocument(
  body: string,
  options: { readonly lang: 'vi' | 'en'; readonly title: string },
): string {
  return `<!doctype html>
<html lang="${options.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
<style>
body { font-family: system-ui, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif; margin: 1.5rem; }
table { border-collapse: collapse; margin: 1rem 0; }
th, td { border: 1px solid #999; padding: 0.2em 0.6em; text-align: left; }
code, pre, kbd { font-family: ${MONOSPACE_FONTS}; }
</style>
</head>
<body>
${body.trimEnd()}
</body>
</html>
`;
}
