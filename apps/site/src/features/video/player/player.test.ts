import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ElementDoesNotExistError,
  InvalidVideoError,
  mountPlayer,
  PlayerDestroyedError,
  PlayerHostError,
  PlayerServiceError,
  PlayerTimeoutError,
  READY_TIMEOUT_MS,
  SEEK_TIMEOUT_MS,
  SeekTimeoutError,
  VideoPlayerError,
  type MountOptions,
  type PlayerController,
  type PlayerState,
} from './index';
import { asDom, fakePage, fakeYouTubeApi, FakeVimeoPlayer, FakeYouTubePlayer, type FakeElement } from './testing';
import type { VimeoPlayerConstructor } from './vimeo';

const YOUTUBE: MountOptions = { service: 'youtube', id: 'aqz-KE-bpKQ', title: 'Morning at the Ravenna studio', autoplay: true };
const VIMEO: MountOptions = { service: 'vimeo', id: '76979871', title: 'A film about slow work', autoplay: true };

function environment() {
  const page = fakePage();
  const loadYouTubeApi = vi.fn(async () => fakeYouTubeApi);
  const loadVimeoPlayer = vi.fn(async () => FakeVimeoPlayer as unknown as VimeoPlayerConstructor);
  const env = { window: asDom<Window>(page.window), document: asDom<Document>(page.document), loadYouTubeApi, loadVimeoPlayer };
  return { ...page, env, loadYouTubeApi, loadVimeoPlayer };
}

async function youtube() {
  const setup = environment();
  const controller = await mountPlayer(asDom<HTMLElement>(setup.element), YOUTUBE, setup.env);
  const player = FakeYouTubePlayer.instances.at(-1)!;
  return { ...setup, controller, player };
}

async function vimeo(options: Partial<MountOptions> = {}) {
  const setup = environment();
  const controller = await mountPlayer('#video-1', { ...VIMEO, ...options }, setup.env);
  const player = FakeVimeoPlayer.instances.at(-1)!;
  return { ...setup, controller, player };
}

function recordStates(controller: PlayerController) {
  const seen: [PlayerState, PlayerState][] = [];
  controller.onStateChange((state, previous) => seen.push([state, previous]));
  return seen;
}

/** Whether a promise has settled, without waiting for it. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

beforeEach(() => {
  FakeYouTubePlayer.instances = [];
  FakeYouTubePlayer.frameHost = undefined;
  FakeVimeoPlayer.instances = [];
});

afterEach(() => {
  vi.useRealTimers();
});

describe('mounting', () => {
  it('fails with an element-does-not-exist error naming a missing element', async () => {
    const { env, loadYouTubeApi } = environment();
    const mounting = mountPlayer('#video-x', YOUTUBE, env);
    await expect(mounting).rejects.toBeInstanceOf(ElementDoesNotExistError);
    await expect(mounting).rejects.toBeInstanceOf(VideoPlayerError);
    await expect(mounting).rejects.toThrow('Element "#video-x" does not exist');
    await expect(mounting).rejects.toMatchObject({ name: 'ElementDoesNotExistError', element: '#video-x' });
    expect(loadYouTubeApi).not.toHaveBeenCalled();
  });

  it('treats an invalid selector as a missing element', async () => {
    const { env } = environment();
    await expect(mountPlayer('[oops', VIMEO, env)).rejects.toThrow('Element "[oops" does not exist');
  });

  it('fails for an element that is not in the document', async () => {
    const { env, document } = environment();
    const detached = document.createElement('div');
    detached.id = 'video-y';
    await expect(mountPlayer(asDom<HTMLElement>(detached), VIMEO, env)).rejects.toThrow('Element "#video-y" does not exist');
    await expect(mountPlayer(asDom<HTMLElement>(document.createElement('div')), VIMEO, env)).rejects.toThrow(
      'Element "div" does not exist',
    );
  });

  it('fails when the element is removed while the player code loads', async () => {
    const { env, element } = environment();
    env.loadYouTubeApi.mockImplementation(async () => {
      element.remove();
      return fakeYouTubeApi;
    });
    await expect(mountPlayer('#video-1', YOUTUBE, env)).rejects.toThrow('Element "#video-1" does not exist');
    expect(FakeYouTubePlayer.instances).toHaveLength(0);
  });

  it.each([
    ['youtube', 'aqz-KE-bpKQ&x=1', undefined],
    ['youtube', 'short', undefined],
    ['vimeo', '7697a871', undefined],
    ['vimeo', '76979871', '../../x'],
    ['youtube', 'aqz-KE-bpKQ', 'abc'],
    ['dailymotion', 'x8abc12', undefined],
  ])('refuses %s video %j (hash %j) before loading anything', async (service, id, hash) => {
    const { env, loadYouTubeApi, loadVimeoPlayer } = environment();
    const options = { service, id, hash, title: 'x' } as MountOptions;
    await expect(mountPlayer('#video-1', options, env)).rejects.toBeInstanceOf(InvalidVideoError);
    expect(loadYouTubeApi).not.toHaveBeenCalled();
    expect(loadVimeoPlayer).not.toHaveBeenCalled();
  });

  it('frames YouTube from youtube-nocookie.com with a title and fullscreen', async () => {
    const { controller, player, document } = await youtube();
    expect(player.options).toMatchObject({
      host: 'https://www.youtube-nocookie.com',
      videoId: 'aqz-KE-bpKQ',
      playerVars: { autoplay: 1, enablejsapi: 1, origin: 'https://site.test' },
    });
    const iframe = controller.iframe as unknown as FakeElement;
    expect(iframe).toBe(player.iframe);
    expect(document.querySelector('#video-1')).toBe(iframe);
    expect(iframe.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?/);
    expect(iframe.getAttribute('title')).toBe('Morning at the Ravenna studio');
    expect(iframe.hasAttribute('allowfullscreen')).toBe(true);
    expect(iframe.getAttribute('allow')).toContain('autoplay');
    expect(controller.service).toBe('youtube');
  });

  it('removes a YouTube player that frames any other host', async () => {
    FakeYouTubePlayer.frameHost = 'https://www.youtube.com';
    const { env, document } = environment();
    await expect(mountPlayer('#video-1', YOUTUBE, env)).rejects.toBeInstanceOf(PlayerHostError);
    expect(FakeYouTubePlayer.instances[0]!.destroyed).toBe(true);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('frames Vimeo from player.vimeo.com, attaching @vimeo/player to that frame', async () => {
    const { controller, player, document } = await vimeo({ hash: 'abc123' });
    const iframe = controller.iframe as unknown as FakeElement;
    expect(player.iframe).toBe(controller.iframe);
    expect(document.querySelector('#video-1')).toBe(iframe);
    expect(iframe.tagName).toBe('IFRAME');
    expect(iframe.getAttribute('src')).toBe('https://player.vimeo.com/video/76979871?h=abc123&dnt=1&playsinline=1&autoplay=1');
    expect(iframe.getAttribute('title')).toBe('A film about slow work');
    expect(iframe.hasAttribute('allowfullscreen')).toBe(true);
    expect(iframe.getAttribute('allow')).toBe('autoplay; encrypted-media; picture-in-picture');
    expect(controller.service).toBe('vimeo');
  });

  it('gives the frame a title even when none is given', async () => {
    const { controller } = await vimeo({ title: '  ' });
    expect(controller.iframe.getAttribute('title')).toBe('Video player');
  });
});

describe('YouTube states', () => {
  it('maps every YouTube state code onto the specified states', async () => {
    const { controller, player } = await youtube();
    const seen = recordStates(controller);
    expect(controller.state).toBe('unstarted');
    for (const code of [5, 3, 1, 2, 0, -1]) player.emitState(code);
    expect(seen).toEqual([
      ['video cued', 'unstarted'],
      ['buffering', 'video cued'],
      ['playing', 'buffering'],
      ['paused', 'playing'],
      ['ended', 'paused'],
      ['unstarted', 'ended'],
    ]);
  });

  it('ignores codes it does not know and repeated states', async () => {
    const { controller, player } = await youtube();
    const seen = recordStates(controller);
    player.emitState(1);
    player.emitState(1);
    player.emitState(4);
    player.emitState(Number.NaN);
    expect(seen).toEqual([['playing', 'unstarted']]);
    expect(controller.state).toBe('playing');
  });

  it('stops telling a listener once it unsubscribes', async () => {
    const { controller, player } = await youtube();
    const listener = vi.fn();
    const unsubscribe = controller.onStateChange(listener);
    player.emitState(3);
    unsubscribe();
    player.emitState(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('Vimeo states', () => {
  it('maps @vimeo/player events onto the same states', async () => {
    const { controller, player } = await vimeo();
    const seen = recordStates(controller);
    player.emit('loaded', { id: 76979871 });
    player.emit('play');
    player.emit('bufferstart');
    player.emit('bufferend');
    player.emit('pause');
    player.emit('bufferstart');
    player.emit('bufferend');
    player.emit('playing');
    player.emit('ended');
    expect(seen.map(([state]) => state)).toEqual([
      'video cued',
      'playing',
      'buffering',
      'playing',
      'paused',
      'buffering',
      'paused',
      'playing',
      'ended',
    ]);
  });

  it('reports a player that fails to load as an error', async () => {
    const { controller, player } = await vimeo();
    const errors: Error[] = [];
    controller.onError((error) => errors.push(error));
    const playing = controller.play();
    player.rejectReady(Object.assign(new Error('Video not found'), { name: 'NotFoundError' }));
    await expect(playing).rejects.toBeInstanceOf(PlayerServiceError);
    expect(errors[0]).toMatchObject({ code: 'NotFoundError', message: expect.stringContaining('Video not found') });
  });
});

describe('commands', () => {
  it('play, pause, mute and current time reach the YouTube player once it is ready', async () => {
    const { controller, player } = await youtube();
    const playing = controller.play();
    expect(await settled(playing)).toBe(false);
    expect(await controller.getCurrentTime()).toBe(0);
    player.emitReady();
    await playing;
    await controller.pause();
    await controller.mute();
    await controller.unmute();
    player.currentTime = 12.5;
    expect(await controller.getCurrentTime()).toBe(12.5);
    expect(player.calls).toEqual(['playVideo', 'pauseVideo', 'mute', 'unMute']);
    expect(controller.ready).toBe(true);
  });

  it('play, pause, mute and current time reach the Vimeo player once it is ready', async () => {
    const { controller, player } = await vimeo();
    player.resolveReady();
    await controller.play();
    await controller.pause();
    await controller.mute();
    await controller.unmute();
    player.currentTime = 3;
    expect(await controller.getCurrentTime()).toBe(3);
    expect(player.calls).toEqual(['play', 'pause', 'setMuted true', 'setMuted false']);
  });

  it('gives up on a player that never becomes ready', async () => {
    vi.useFakeTimers();
    const { controller, player } = await youtube();
    const playing = controller.play();
    playing.catch(() => {});
    await vi.advanceTimersByTimeAsync(READY_TIMEOUT_MS - 1);
    expect(await settled(playing)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(playing).rejects.toBeInstanceOf(PlayerTimeoutError);
    player.emitReady();
    expect(player.calls).toEqual([]);
  });

  it('fails waiting calls when the service reports an error', async () => {
    const { controller, player } = await youtube();
    const errors: Error[] = [];
    controller.onError((error) => errors.push(error));
    const seeking = controller.seek(10);
    player.emitError(150);
    await expect(seeking).rejects.toThrow('The YouTube player reported error 150');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(PlayerServiceError);
  });

  it('destroying the player fails waiting calls and removes the player', async () => {
    const { controller, player } = await youtube();
    const listener = vi.fn();
    controller.onStateChange(listener);
    const playing = controller.play();
    controller.destroy();
    await expect(playing).rejects.toBeInstanceOf(PlayerDestroyedError);
    expect(player.destroyed).toBe(true);
    player.emitState(1);
    expect(listener).not.toHaveBeenCalled();
    expect(controller.ready).toBe(false);
  });
});

describe('seeking', () => {
  it(`uses a time-out of ${SEEK_TIMEOUT_MS} ms`, () => {
    expect(SEEK_TIMEOUT_MS).toBe(3000);
  });

  it('seeks at once when the player is ready and playing', async () => {
    const { controller, player } = await youtube();
    player.emitReady();
    player.emitState(1);
    await controller.seek(42);
    expect(player.calls).toEqual(['seekTo 42 true']);
  });

  it.each([
    [1, 'playing'],
    [2, 'paused'],
    [0, 'ended'],
  ])('seeks in state %s (%s)', async (code) => {
    const { controller, player } = await youtube();
    player.emitReady();
    player.emitState(code);
    await controller.seek(5);
    expect(player.calls).toEqual(['seekTo 5 true']);
  });

  it('waits for the player to reach an acceptable state', async () => {
    const { controller, player } = await youtube();
    const seeking = controller.seek(30);
    player.emitReady();
    player.emitState(-1);
    player.emitState(3);
    player.emitState(5);
    expect(await settled(seeking)).toBe(false);
    expect(player.calls).toEqual([]);
    player.emitState(1);
    await seeking;
    expect(player.calls).toEqual(['seekTo 30 true']);
  });

  it('fails with a time-out error 3000 ms after the call when the state never becomes acceptable', async () => {
    vi.useFakeTimers();
    const { controller, player } = await youtube();
    const seeking = controller.seek(30);
    seeking.catch(() => {});
    await vi.advanceTimersByTimeAsync(1000);
    player.emitReady();
    player.emitState(3);
    await vi.advanceTimersByTimeAsync(SEEK_TIMEOUT_MS - 1000 - 1);
    expect(await settled(seeking)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(seeking).rejects.toBeInstanceOf(SeekTimeoutError);
    await expect(seeking).rejects.toMatchObject({ timeoutMs: 3000, state: 'buffering' });
    await expect(seeking).rejects.toThrow('Seeking timed out after 3000 ms (the player is buffering)');
    // It gave up: the player reaching a good state later does not seek.
    player.emitState(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(player.calls).toEqual([]);
  });

  it('does not leave the caller waiting on a player that never reports anything', async () => {
    vi.useFakeTimers();
    const { controller } = await vimeo();
    const seeking = controller.seek(1);
    seeking.catch(() => {});
    await vi.advanceTimersByTimeAsync(SEEK_TIMEOUT_MS);
    await expect(seeking).rejects.toMatchObject({ name: 'SeekTimeoutError', state: 'unstarted' });
  });

  it('counts the time-out from the call even when the player accepts the seek but never confirms it', async () => {
    vi.useFakeTimers();
    const { controller, player } = await vimeo();
    player.seekAnswer = new Promise(() => {});
    const seeking = controller.seek(7);
    seeking.catch(() => {});
    await vi.advanceTimersByTimeAsync(2000);
    player.resolveReady();
    player.emit('pause');
    await vi.advanceTimersByTimeAsync(0);
    expect(player.calls).toEqual(['setCurrentTime 7']);
    await vi.advanceTimersByTimeAsync(999);
    expect(await settled(seeking)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(seeking).rejects.toBeInstanceOf(SeekTimeoutError);
  });

  it('seeks a Vimeo player once it is playing', async () => {
    const { controller, player } = await vimeo();
    const seeking = controller.seek(12);
    player.resolveReady();
    player.emit('loaded');
    await Promise.resolve();
    expect(player.calls).toEqual([]);
    player.emit('playing');
    await seeking;
    expect(player.calls).toEqual(['setCurrentTime 12']);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses to seek to %s', async (seconds) => {
    const { controller } = await youtube();
    await expect(controller.seek(seconds)).rejects.toBeInstanceOf(RangeError);
  });
});
