// The site's one stylesheet (style.css): readable at 360 px (tables scroll sideways inside their
// own region, the page does not), contrast of at least 4.5:1 everywhere, a visible focus ring, and
// a print version for the notice board (no navigation, no controls, black on white).

/** The text of `style.css`. */
export const SITE_CSS = `*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;color:#1a1a1a;background:#fff}
a{color:#0b4f8a}
a:hover{color:#062d50}
:focus-visible{outline:3px solid #b3400b;outline-offset:2px}
.skip{position:absolute;left:-9999px;top:0;background:#fff;padding:.5em 1em}
.skip:focus{left:.5em;z-index:2}
header{background:#7a1c14;color:#fff;padding:.75em 1em}
header p{margin:0;font-weight:600}
header a{color:#fff}
nav ul{list-style:none;margin:.5em 0 0;padding:0;display:flex;flex-wrap:wrap;gap:.25em .9em}
nav a{display:inline-block;padding:.2em 0;color:#fff}
nav a[aria-current=page]{font-weight:700;text-decoration-thickness:3px}
main{padding:1em;max-width:72em;margin:0 auto}
h1{font-size:1.5em;line-height:1.25;margin:.3em 0 .6em}
h2{font-size:1.2em;margin:1.4em 0 .5em}
.table{overflow-x:auto;margin:0 0 1em;max-width:100%}
table{border-collapse:collapse;font-variant-numeric:tabular-nums}
caption{text-align:left;font-weight:600;padding:.3em 0}
th,td{padding:.3em .55em;border-bottom:1px solid #c8c8c8;text-align:left;white-space:nowrap}
th{background:#f1ece4;color:#1a1a1a}
tbody tr:nth-child(even){background:#faf8f5}
dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:.2em 1em}
dl.facts dt{font-weight:600}
dl.facts dd{margin:0}
dl.legend{display:flex;flex-wrap:wrap;gap:.2em 1.2em}
dl.legend div{white-space:nowrap}
dl.legend dt{display:inline;font-weight:600}
dl.legend dd{display:inline;margin:0 0 0 .4em;white-space:normal}
.viewer{display:flex;flex-wrap:wrap;gap:1em;align-items:flex-start}
.viewer>div:first-child{flex:1 1 300px;max-width:440px}
.viewer xq-board{display:block;width:100%}
.controls{display:flex;gap:.4em;align-items:center;margin:.5em 0}
button{font:inherit;font-size:1.1em;min-width:2.75em;min-height:2.75em;border:1px solid #595959;border-radius:4px;background:#fff;color:#1a1a1a;cursor:pointer}
.moves{margin:0;padding:0;list-style:none;display:flex;flex-wrap:wrap;gap:.3em;max-width:28em}
.moves button{font-size:1em;min-height:2em;padding:.1em .5em;border-color:#8a8a8a}
.moves button[aria-current]{background:#7a1c14;color:#fff;border-color:#7a1c14}
footer{padding:1em;color:#4a4a4a;font-size:.9em;text-align:center}
@media (max-width:480px){body{font-size:15px}main{padding:.6em}th,td{padding:.25em .4em}}
@media print{
body{font-size:10pt;color:#000}
header{background:none;color:#000;padding:0}
header a{color:#000}
nav,.skip,.controls,footer,.viewer xq-board{display:none}
main{padding:0;max-width:none}
a{color:#000;text-decoration:none}
.table{overflow:visible}
th{background:none}
tbody tr:nth-child(even){background:none}
tr{break-inside:avoid}
h1,h2{break-after:avoid}
}
`;
