/**
 * Serializes the output tree to React elements with `createElement` only (no hooks, no client code), so it
 * works in React Server Components.
 */
import { createElement, Fragment, type ComponentType, type ReactNode } from 'react';
import { childrenToHtml } from './html.js';
import type { Attrs, Child, Node, SafeHtml, VideoNode, VideoService } from './tree.js';
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

function props(attrs: Readonly<Attrs> | null, html: SafeHtml | undefined): Record<string, unknown> | null {
  if (attrs === null && html === undefined) return null;
  const result: Record<string, unknown> = {};
  for (const name in attrs) result[name === 'class' ? 'className' : name] = attrs[name as keyof Attrs];
  if (html !== undefined) result['dangerouslySetInnerHTML'] = { __html: html };
  return result;
}

/**
 * The inner HTML of an element holding inline markup, which React can only insert that way: the markup
 * itself, or, beside other children (a checkbox, a nested list), all of them serialized to HTML.
 */
function innerHtml(children: readonly Child[]): SafeHtml | undefined {
  const first = children[0];
  if (children.length === 1 && typeof first === 'object' && first.kind === 'inline') return first.html;
  for (const child of children) if (typeof child === 'object' && child.kind === 'inline') return childrenToHtml(children);
  return undefined;
}

function videoProps(video: VideoNode): VideoProps {
  return {
    service: video.service,
    id: video.id,
    hash: video.hash,
    width: video.width,
    height: video.height,
    caption: video.caption === '' ? undefined : createElement('span', props(null, video.caption)),
    captionText: video.captionText,
    url: videoUrl(video),
  };
}

function toReactNode(node: Node, components: BlockComponents): ReactNode {
  if (typeof node === 'string') return node;
  if (node.kind === 'video') {
    const { Video } = components;
    return Video === undefined ? toReactNode(videoFallback(node), components) : createElement(Video, videoProps(node));
  }
  const html = innerHtml(node.children);
  if (html !== undefined) return createElement(node.tag, props(node.attrs, html));
  // Children are passed as arguments, not as an array, so React does not ask for keys. Without inline
  // markup among them, they are all nodes.
  const children = (node.children as readonly Node[]).map((child) => toReactNode(child, components));
  return createElement(node.tag, props(node.attrs, undefined), ...children);
}

export function toReactChildren(nodes: readonly Node[], components: BlockComponents): ReactNode {
  return createElement(Fragment, null, ...nodes.map((node) => toReactNode(node, components)));
}
