/**
 * Serializes the output tree to React elements with `createElement` only (no hooks, no client code), so it
 * works in React Server Components.
 */
import { createElement, Fragment, type ComponentType, type ReactNode } from 'react';
import { textContent, type Attrs, type Node, type VideoNode, type VideoService } from './tree.js';
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
  /** The caption, sanitized; undefined when there is none. */
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

function props(attrs: Attrs): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const name in attrs) result[name === 'class' ? 'className' : name] = attrs[name as keyof Attrs];
  return result;
}

function videoProps(video: VideoNode, components: BlockComponents): VideoProps {
  return {
    service: video.service,
    id: video.id,
    hash: video.hash,
    width: video.width,
    height: video.height,
    caption: video.caption.length === 0 ? undefined : toReactChildren(video.caption, components),
    captionText: textContent(video.caption),
    url: videoUrl(video),
  };
}

function toReactNode(node: Node, components: BlockComponents): ReactNode {
  if (typeof node === 'string') return node;
  if (node.kind === 'video') {
    const { Video } = components;
    return Video === undefined ? toReactNode(videoFallback(node), components) : createElement(Video, videoProps(node, components));
  }
  // Children are passed as arguments, not as an array, so React does not ask for keys.
  const children = node.children.map((child) => toReactNode(child, components));
  return createElement(node.tag, node.attrs === null ? null : props(node.attrs), ...children);
}

export function toReactChildren(nodes: readonly Node[], components: BlockComponents): ReactNode {
  return createElement(Fragment, null, ...nodes.map((node) => toReactNode(node, components)));
}
