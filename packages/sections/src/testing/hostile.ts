// Hostile input for the section types' tests, from public lists: PayloadsAllTheThings' "XSS Injection" (URI schemes,
// filter evasion with tabs, newlines and case) and "Open Redirect" pages, and OWASP's XSS Filter Evasion Cheat Sheet.

/** Link targets no section may send a visitor to: script and data URIs, however spelled. */
export const HOSTILE_URLS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.domain)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  ' \u0001javascript:alert(1)',
  'javascript://%0aalert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'http://<script>alert(1)</script>',
  'https:',
] as const;

/** Text that would run or break out of an element if it were written into HTML unescaped. */
export const HOSTILE_TEXTS = [
  '</script><script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  '<!--<script>alert(1)//-->',
  '\u2028\u2029</SCRIPT ><script>alert(1)</script>',
] as const;
