import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlayerLoadError } from './errors';
import { asDom, fakePage, fakeYouTubeApi } from './testing';
import { loadYouTubeApi, YOUTUBE_IFRAME_API_URL } from './youtube';

function page() {
  const { window, document } = fakePage();
  return { window, document, load: (timeoutMs?: number) => loadYouTubeApi(asDom<Window>(window), asDom<Document>(document), timeoutMs) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('loadYouTubeApi', () => {
  it('injects the IFrame API script once and resolves when the API says it is ready', async () => {
    const { window, document, load } = page();
    const previous = vi.fn();
    window.onYouTubeIframeAPIReady = previous;
    const first = load();
    const second = load();
    expect(document.scripts.map((script) => script.src)).toEqual([YOUTUBE_IFRAME_API_URL]);
    expect(YOUTUBE_IFRAME_API_URL).toBe('https://www.youtube.com/iframe_api');
    // What YouTube's script does once it has loaded:
    window.YT = fakeYouTubeApi;
    window.onYouTubeIframeAPIReady!();
    expect(await first).toBe(fakeYouTubeApi);
    expect(await second).toBe(fakeYouTubeApi);
    expect(previous).toHaveBeenCalledTimes(1);
    // Loaded: no further script.
    expect(await load()).toBe(fakeYouTubeApi);
    expect(document.scripts).toHaveLength(1);
  });

  it('uses an API the page already loaded', async () => {
    const { window, document, load } = page();
    window.YT = fakeYouTubeApi;
    expect(await load()).toBe(fakeYouTubeApi);
    expect(document.scripts).toHaveLength(0);
  });

  it('fails when the script cannot be loaded, and tries again on the next call', async () => {
    const { document, load } = page();
    const first = load();
    document.scripts[0]!.dispatch('error');
    await expect(first).rejects.toBeInstanceOf(PlayerLoadError);
    expect(document.scripts).toHaveLength(0);
    void load().catch(() => {});
    expect(document.scripts).toHaveLength(1);
  });

  it('fails when the API does not load in time', async () => {
    vi.useFakeTimers();
    const { load } = page();
    const loading = load(5000);
    loading.catch(() => {});
    await vi.advanceTimersByTimeAsync(5000);
    await expect(loading).rejects.toThrow("YouTube's player API did not load within 5000 ms");
  });
});
