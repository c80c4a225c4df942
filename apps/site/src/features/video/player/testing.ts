/**
 * Test doubles for the player tests (Node has no DOM): a tiny document, and scripted YouTube and Vimeo
 * players that emit whatever events a test tells them to.
 */
import type { VimeoPlayerLike } from './vimeo';
import type { YouTubeApi, YouTubePlayerLike, YouTubePlayerOptions } from './youtube';

type Listener = () => void;

export class FakeElement {
  id = '';
  src = '';
  async = false;
  parentElement: FakeElement | null = null;
  readonly children: FakeElement[] = [];
  readonly #attributes = new Map<string, string>();
  readonly #listeners = new Map<string, Listener[]>();

  constructor(
    readonly tagName: string,
    readonly ownerDocument: FakeDocument,
  ) {}

  get isConnected(): boolean {
    return this.parentElement === null ? this === this.ownerDocument.documentElement : this.parentElement.isConnected;
  }

  setAttribute(name: string, value: string): void {
    if (name === 'id') this.id = value;
    else this.#attributes.set(name, value);
  }

  getAttribute(name: string): string | null {
    if (name === 'id') return this.id || null;
    return this.#attributes.get(name) ?? null;
  }

  hasAttribute(name: string): boolean {
    return this.getAttribute(name) !== null;
  }

  appendChild(child: FakeElement): FakeElement {
    child.remove();
    child.parentElement = this;
    this.children.push(child);
    return child;
  }

  remove(): void {
    const parent = this.parentElement;
    if (parent === null) return;
    parent.children.splice(parent.children.indexOf(this), 1);
    this.parentElement = null;
  }

  replaceWith(node: FakeElement): void {
    const parent = this.parentElement;
    if (parent === null) return;
    node.remove();
    parent.children.splice(parent.children.indexOf(this), 1, node);
    node.parentElement = parent;
    this.parentElement = null;
  }

  /** `#id` and tag-name selectors, enough for the code under test. */
  querySelector(selector: string): FakeElement | null {
    for (const child of this.children) {
      const matches = selector.startsWith('#') ? child.id === selector.slice(1) : child.tagName === selector.toUpperCase();
      if (matches) return child;
      const found = child.querySelector(selector);
      if (found !== null) return found;
    }
    return null;
  }

  addEventListener(type: string, listener: Listener): void {
    this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), listener]);
  }

  dispatch(type: string): void {
    for (const listener of this.#listeners.get(type) ?? []) listener();
  }

  focus(): void {
    this.ownerDocument.activeElement = this;
  }
}

export class FakeDocument {
  readonly documentElement = new FakeElement('HTML', this);
  readonly head = this.documentElement.appendChild(new FakeElement('HEAD', this));
  readonly body = this.documentElement.appendChild(new FakeElement('BODY', this));
  activeElement: FakeElement | null = null;

  createElement(tag: string): FakeElement {
    return new FakeElement(tag.toUpperCase(), this);
  }

  querySelector(selector: string): FakeElement | null {
    if (!/^(#[\w-]+|[a-z]+)$/.test(selector)) throw new SyntaxError(`'${selector}' is not a valid selector`);
    return this.documentElement.querySelector(selector);
  }

  get scripts(): FakeElement[] {
    return this.head.children.filter((child) => child.tagName === 'SCRIPT');
  }
}

export class FakeWindow {
  readonly location = { origin: 'https://site.test' };
  YT?: unknown;
  onYouTubeIframeAPIReady?: (() => void) | undefined;
}

/** A document with `<div id="video-1">` in its body. */
export function fakePage() {
  const document = new FakeDocument();
  const window = new FakeWindow();
  const element = document.createElement('div');
  element.id = 'video-1';
  document.body.appendChild(element);
  return { document, window, element };
}

/** Casts a fake to the DOM type the code under test expects. */
export function asDom<T>(fake: unknown): T {
  return fake as T;
}

export class FakeYouTubePlayer implements YouTubePlayerLike {
  static instances: FakeYouTubePlayer[] = [];
  /** What the next players frame; tests change it to check the host guard. */
  static frameHost: string | undefined;
  readonly calls: string[] = [];
  readonly iframe: FakeElement;
  currentTime = 0;
  destroyed = false;

  constructor(
    element: HTMLElement,
    readonly options: YouTubePlayerOptions,
  ) {
    const fake = element as unknown as FakeElement;
    this.iframe = fake.ownerDocument.createElement('iframe');
    this.iframe.id = fake.id;
    const query = new URLSearchParams(Object.entries(options.playerVars).map(([key, value]) => [key, String(value)]));
    this.iframe.setAttribute('src', `${FakeYouTubePlayer.frameHost ?? options.host}/embed/${options.videoId}?${query}`);
    this.iframe.setAttribute(
      'allow',
      'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share',
    );
    fake.replaceWith(this.iframe);
    FakeYouTubePlayer.instances.push(this);
  }

  playVideo() {
    this.calls.push('playVideo');
  }
  pauseVideo() {
    this.calls.push('pauseVideo');
  }
  seekTo(seconds: number, allowSeekAhead: boolean) {
    this.calls.push(`seekTo ${seconds} ${allowSeekAhead}`);
  }
  mute() {
    this.calls.push('mute');
  }
  unMute() {
    this.calls.push('unMute');
  }
  getCurrentTime() {
    return this.currentTime;
  }
  getIframe() {
    return this.iframe as unknown as HTMLIFrameElement;
  }
  destroy() {
    this.destroyed = true;
    this.iframe.remove();
  }

  // Scripted events, as YouTube's API sends them.
  emitReady() {
    this.options.events.onReady({ target: this });
  }
  emitState(code: number) {
    this.options.events.onStateChange({ data: code });
  }
  emitError(code: number) {
    this.options.events.onError({ data: code });
  }
}

export const fakeYouTubeApi: YouTubeApi = { Player: FakeYouTubePlayer };

export class FakeVimeoPlayer implements VimeoPlayerLike {
  static instances: FakeVimeoPlayer[] = [];
  readonly calls: string[] = [];
  readonly #handlers = new Map<string, ((data?: unknown) => void)[]>();
  readonly #ready: Promise<void>;
  resolveReady!: () => void;
  rejectReady!: (error: Error) => void;
  currentTime = 0;
  /** When set, setCurrentTime answers with this (e.g. a promise that never settles). */
  seekAnswer: Promise<unknown> | undefined;

  constructor(readonly iframe: HTMLIFrameElement) {
    this.#ready = new Promise((resolve, reject) => {
      this.resolveReady = resolve;
      this.rejectReady = reject;
    });
    this.#ready.catch(() => {});
    FakeVimeoPlayer.instances.push(this);
  }

  on(event: string, callback: (data?: unknown) => void) {
    this.#handlers.set(event, [...(this.#handlers.get(event) ?? []), callback]);
  }
  ready() {
    return this.#ready;
  }
  async play() {
    this.calls.push('play');
  }
  async pause() {
    this.calls.push('pause');
  }
  setCurrentTime(seconds: number) {
    this.calls.push(`setCurrentTime ${seconds}`);
    return this.seekAnswer ?? Promise.resolve(seconds);
  }
  async setMuted(muted: boolean) {
    this.calls.push(`setMuted ${muted}`);
    return muted;
  }
  async getCurrentTime() {
    return this.currentTime;
  }
  async destroy() {
    this.calls.push('destroy');
  }

  /** Emits one of @vimeo/player's events. */
  emit(event: string, data?: unknown) {
    for (const handler of this.#handlers.get(event) ?? []) handler(data);
  }
}
