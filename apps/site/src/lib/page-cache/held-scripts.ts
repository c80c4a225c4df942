// A cached page's framework scripts start loading once its first content is shown, not while it is still being laid
// out.
//
// Next.js writes the App Router's scripts as `<script src async>` in the head, with low-priority preloads of the
// chunks its islands need, and gives no option to hold them back. Their downloads then share a slow connection with
// the page's stylesheet and its largest image, which is what a visitor waits for. A stored page has them held here
// instead: each such script gets a type no browser runs (and so never fetches), each script preload loses its `rel`,
// and one small inline script at the end of the body (HELD_SCRIPTS_LOADER, allowed by its hash: ./seal.ts) puts them
// back as they were once the page's first content is on screen (an animation frame's callbacks run before its paint
// is shown, so the loader waits for the paint's own timing entry), at once in a tab that is not shown. They run as
// `async` scripts always did, in whatever order they arrive, so nothing else changes: hydration and the islands
// follow them. Without JavaScript the page is what it was. Only `async` scripts are held: they never promised to run
// before the page was shown. What it does to Lighthouse and what it costs: docs/performance-site.md, "Lighthouse".

/** The type a held script carries: not a JavaScript type, so browsers neither fetch nor run it. */
export const HELD_SCRIPT_TYPE = 'text/x-tessera-held';
/** The attribute a held script preload keeps its `rel` in. */
export const HELD_REL = 'data-held-rel';

/**
 * The inline script that puts the held scripts and preloads back, as they were: once the first contentful paint has
 * been shown (the Paint Timing entry is delivered after it is on screen); where Paint Timing is missing, two animation
 * frames on; at once in a tab that is not shown, or as soon as it is hidden.
 */
export const HELD_SCRIPTS_LOADER = `(function(){var d=document,P=window.PerformanceObserver;function r(){d.querySelectorAll('script[type="${HELD_SCRIPT_TYPE}"],link[${HELD_REL}]').forEach(function(h){var e=d.createElement(h.localName);for(var i=0;i<h.attributes.length;i++){var a=h.attributes[i];if(a.name==="${HELD_REL}")e.setAttribute("rel",a.value);else if(a.name!=="type")e.setAttribute(a.name,a.value)}h.replaceWith(e)})}if(d.visibilityState==="hidden")return r();d.addEventListener("visibilitychange",r,{once:true});if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();r()}}).observe({type:"paint",buffered:true});else requestAnimationFrame(function(){requestAnimationFrame(r)})})()`;

/** An external script with `async` and no type of its own (a classic script that may run whenever it arrives). */
const ASYNC_SCRIPT = /<script\b(?![^>]*\btype=)(?=[^>]*\bsrc=")(?=[^>]*\basync\b)([^>]*)><\/script>/gi;
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\bas="script")([^>]*?)\brel="preload"([^>]*)>/gi;
const BODY_END = '</body>';

/** `html` with its async scripts and script preloads held until its first paint; unchanged when it has none. */
export function holdScripts(html: string): string {
  if (!html.includes(BODY_END)) return html;
  let held = 0;
  const hold = (element: string) => {
    held++;
    return element;
  };
  const holding = html
    .replace(ASYNC_SCRIPT, (_, attributes: string) => hold(`<script type="${HELD_SCRIPT_TYPE}"${attributes}></script>`))
    .replace(SCRIPT_PRELOAD, (_, before: string, after: string) =>
      hold(`<link ${HELD_REL}="preload"${before.trim() ? ` ${before.trim()}` : ''}${after}>`),
    );
  if (held === 0) return html;
  const end = holding.lastIndexOf(BODY_END);
  return `${holding.slice(0, end)}<script>${HELD_SCRIPTS_LOADER}</script>${holding.slice(end)}`;
}
