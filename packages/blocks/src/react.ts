/**
 * The React sink: builds elements with `createElement` only (no hooks, no client code), so it works in
 * React Server Components.
 */
import { createElement, Fragment, type ComponentType, type ReactNode } from 'react';
import { HtmlSink } from './html.js';
import {
  reactProps,
  VOID_TAGS,
  type Attrs,
  type ImageElement,
  type SafeHtml,
  type Sink,
  type StartTag,
  type Tag,
  type Video,
  type VideoService,
} from './sink.js';
import { videoFallback, videoUrl } from './video.js';

/** What the site's video component receives. Everything in it is derived from a validated video id. */
export interface VideoProps {
  readonly service: VideoService;
  /** YouTube's 11-character id or Vimeo's numeric id. */
  readonly id: string;
  /** Vimeo's private-link hash (`h`), if any. */
  readonly hash?: string | undefined;
  readonly width?: number | undefined;
  readonly height?: number | undefined;
  /** The caption, sanitized, as a `<span>` (its markup is set as inner HTML); undefined when there is none. */
  readonly caption?: ReactNode;
  /** The caption as plain text, e.g. for an iframe's title; empty when there is none. */
  readonly captionText: string;
  /** The video's page on its service (a link for readers who do not load the player). */
  readonly url: string;
}

/** Components the site plugs in. Without `Video`, a video is a plain link to the service with its caption. */
export interface BlockComponents {
  readonly Video?: ComponentType<VideoProps> | undefined;
}

function withHtml(props: Readonly<Record<string, unknown>> | null, html: SafeHtml): Record<string, unknown> {
  return { ...props, dangerouslySetInnerHTML: { __html: html } };
}

function videoProps(video: Video): VideoProps {
  return {
    service: video.service,
    id: video.id,
    hash: video.hash,
    width: video.width,
    height: video.height,
    caption: video.caption === '' ? undefined : createElement('span', withHtml(null, video.caption)),
    captionText: video.captionText,
    url: videoUrl(video),
  };
}

/** An open element and the children it has received so far. */
interface Frame {
  readonly tag: Tag | typeof Fragment;
  readonly props: Readonly<Record<string, unknown>> | null;
  readonly children: ReactNode[];
}

export class ReactSink implements Sink {
  private readonly components: BlockComponents;
  /** The open elements, the root fragment first. */
  private readonly frames: Frame[] = [{ tag: Fragment, props: null, children: [] }];
  /** The content of an element opened with openMixed, as HTML, while inside it; null otherwise. */
  private mixed: HtmlSink | null = null;
  /** Elements opened inside the mixed one and not yet closed. */
  private mixedDepth = 0;

  constructor(components: BlockComponents) {
    this.components = components;
  }

  private get current(): Frame {
    // The root frame is never closed, so there always is one.
    return this.frames[this.frames.length - 1] as Frame;
  }

  private add(tag: Tag, props: Readonly<Record<string, unknown>> | null, isVoid: boolean): void {
    if (isVoid) this.current.children.push(createElement(tag, props));
    else this.frames.push({ tag, props, children: [] });
  }

  open(start: StartTag): void {
    if (this.mixed === null) return this.add(start.tag, start.props, start.isVoid);
    this.mixed.open(start);
    if (!start.isVoid) this.mixedDepth++;
  }

  openWith(tag: Tag, attrs: Readonly<Attrs>): void {
    const isVoid = VOID_TAGS.has(tag);
    if (this.mixed === null) return this.add(tag, reactProps(attrs), isVoid);
    this.mixed.openWith(tag, attrs);
    if (!isVoid) this.mixedDepth++;
  }

  openMixed(start: StartTag): void {
    if (this.mixed !== null) return this.open(start);
    this.frames.push({ tag: start.tag, props: start.props, children: [] });
    this.mixed = new HtmlSink();
  }

  close(): void {
    if (this.mixed !== null && this.mixedDepth > 0) {
      this.mixedDepth--;
      return this.mixed.close();
    }
    const frame = this.frames.pop() as Frame;
    let node: ReactNode;
    if (this.mixed !== null) {
      node = createElement(frame.tag, withHtml(frame.props, this.mixed.html as SafeHtml));
      this.mixed = null;
    } else {
      // Children as arguments, not an array, so React does not ask for keys.
      node = createElement(frame.tag, frame.props, ...frame.children);
    }
    this.current.children.push(node);
  }

  text(text: string): void {
    if (this.mixed !== null) this.mixed.text(text);
    else this.current.children.push(text);
  }

  inline(start: StartTag, html: SafeHtml): void {
    if (this.mixed !== null) this.mixed.inline(start, html);
    else this.current.children.push(createElement(start.tag, withHtml(start.props, html)));
  }

  markup(html: SafeHtml): void {
    if (this.mixed === null) throw new Error('inline markup outside an element opened with openMixed');
    this.mixed.markup(html);
  }

  video(video: Video): void {
    const { Video } = this.components;
    if (this.mixed !== null || Video === undefined) videoFallback(this, video);
    else this.current.children.push(createElement(Video, videoProps(video)));
  }

  image(image: ImageElement): void {
    if (this.mixed !== null) return this.mixed.image(image);
    const { src, srcSet, sizes, width, height, alt, eager } = image;
    // React prints props in this order and leaves out undefined ones: the same bytes as HtmlSink.image.
    const props = {
      src,
      srcSet,
      sizes,
      width,
      height,
      alt,
      loading: eager ? 'eager' : 'lazy',
      fetchPriority: eager ? 'high' : undefined,
      decoding: 'async',
    };
    this.current.children.push(createElement('img', props));
  }

  /** The rendered document. */
  result(): ReactNode {
    const root = this.frames[0] as Frame;
    return createElement(Fragment, null, ...root.children);
  }
}
