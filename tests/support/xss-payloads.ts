/** Markup an attacker might put into a recommendation; none of it may survive to a page. */
export const XSS_PAYLOADS = [
  '<script>window.__xss = 1</script>Drain the field',
  '<img src=x onerror="window.__xss = 1">Drain the field',
  '<p onclick="window.__xss = 1">Drain the field</p>',
  '<a href="javascript:window.__xss = 1">Drain the field</a>',
  '<svg onload="window.__xss = 1"><script>window.__xss = 1</script></svg>Drain the field',
  '<style>body { display: none }</style>Drain the field',
  '<p style="background:url(javascript:alert(1))">Drain the field</p>',
  '<iframe src="javascript:window.__xss = 1"></iframe>Drain the field',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss = 1"></style></mglyph></table></mtext></math>Drain the field',
  '"><script>window.__xss = 1</script>Drain the field',
  '<scr<script>ipt>window.__xss = 1</script>Drain the field',
  '<b>Drain</b> the <em>field</em><details open ontoggle="window.__xss = 1">',
] as const;

/** What no sanitised fragment may contain. */
export const FORBIDDEN_MARKUP = /<\s*(script|style|svg|iframe|img|a|math|details)\b|\son\w+\s*=|javascript:|style\s*=/i;
