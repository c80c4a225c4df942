/** The HTML sink: appends each element straight to one string, byte for byte what React's server renderer prints. */
import { escapeHtml } from './escape.js';
import { attrsHtml, VOID_TAGS } from './sink.js';
import type { Attrs, ImageElement, SafeHtml, Sink, StartTag, Tag, Video } from './sink.js';
import { videoFallback } from './video.js';

/**
 * Every append is a piece of the result that flattening it later visits, so start tags arrive prebuilt
 * ({@link StartTag}) and an element holding inline markup is appended as one piece.
 */
export class HtmlSink implements Sink {
  html = '';
  /** End tags of the open elements, innermost last. */
  private readonly ends: string[] = [];

  open(start: StartTag): void {
    this.html += start.html;
    if (!start.isVoid) this.ends.push(start.end);
  }

  openWith(tag: Tag, attrs: Readonly<Attrs>): void {
    const isVoid = VOID_TAGS.has(tag);
    this.html += `<${tag}${attrsHtml(attrs)}${isVoid ? '/>' : '>'}`;
    if (!isVoid) this.ends.push(`</${tag}>`);
  }

  openMixed(start: StartTag): void {
    this.open(start);
  }

  close(): void {
    this.html += this.ends.pop() ?? '';
  }

  text(text: string): void {
    this.html += escapeHtml(text);
  }

  inline(start: StartTag, html: SafeHtml): void {
    // Appended one by one, not as one template: a rope that only ever grows on the right is flattened
    // without recursion (measured ~1.5 % faster over the whole document).
    this.html = this.html + start.html + html + start.end;
  }

  markup(html: SafeHtml): void {
    this.html += html;
  }

  video(video: Video): void {
    videoFallback(this, video);
  }

  /** In the order React prints the props {@link ReactSink.image} passes; numbers and constants need no escaping. */
  image({ src, srcSetHtml, sizes, width, height, alt, eager }: ImageElement): void {
    const rest = eager ? '" loading="eager" fetchPriority="high" decoding="async"/>' : '" loading="lazy" decoding="async"/>';
    if (srcSetHtml !== undefined && sizes !== undefined && width !== undefined && height !== undefined) {
      // The usual asset image in one expression, where the text between two values is one piece: fewer
      // pieces to join now and to visit when the result is flattened.
      this.html += `<img src="${escapeHtml(src)}" srcSet="${srcSetHtml}" sizes="${escapeHtml(sizes)}" width="${width}" height="${height}" alt="${escapeHtml(alt)}${rest}`;
      return;
    }
    this.html +=
      `<img src="${escapeHtml(src)}"` +
      (srcSetHtml === undefined ? '' : ` srcSet="${srcSetHtml}"`) +
      (sizes === undefined ? '' : ` sizes="${escapeHtml(sizes)}"`) +
      (width === undefined ? '' : ` width="${width}"`) +
      (height === undefined ? '' : ` height="${height}"`) +
      ` alt="${escapeHtml(alt)}${rest}`;
  }
}
