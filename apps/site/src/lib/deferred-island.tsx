'use client';

import {
  lazy,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { hydrateRoot, type ReactFormState, type Root } from 'react-dom/client';
import { whenNearOrUsed } from '@tessera/sections/when-near';

/**
 * The outer tree's content of a deferred island's element once hydrated: one object for the module's life, so that
 * React, which compares it by identity, never writes it. During hydration React keeps the children of an element whose
 * content is `dangerouslySetInnerHTML` as the server sent them, and never looks into them: the island's own root
 * hydrates them later.
 */
const SERVER_CONTENT = { __html: '' };

const noSubscription = () => () => {};

/**
 * The state an answered form post left for the page (React's form state), as Next.js hands it to its own root: an
 * island that hydrates with `useActionState` claims the server's markers with it. Next.js keeps it in the initial
 * server data (`self.__next_f`, entry `[2, state]`); null on any other page.
 */
function initialFormState(): ReactFormState | null {
  const entries = (globalThis as { __next_f?: unknown[] }).__next_f;
  const entry = entries?.find((item): item is [2, ReactFormState] => Array.isArray(item) && item[0] === 2);
  return entry ? entry[1] : null;
}

/** Calls `onHydrated` once the island's root has hydrated (committed its first render). */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/**
 * An island whose code loads and runs only when it comes near the viewport or is first used, instead of with the page:
 * the page's load evaluates and hydrates none of it. The server renders it in full inside `<div data-island>`, as
 * any component; in the browser the page's React tree keeps that HTML as it is, and the island becomes a React root
 * of its own (`hydrateRoot`) when needed. No Suspense boundary is involved, so React's server renderer sends nothing
 * apart from the page (no inline script), and without JavaScript the island's HTML is simply there.
 *
 * Being a root of its own, the island receives nothing from the page's React contexts: it provides what it needs
 * itself (its messages, through IntlIsland), and makes its element ids from its props rather than `useId`, whose ids
 * would differ from the server's. A page the browser navigates to renders the island with the page (no server HTML
 * to keep).
 */
export function deferredIsland<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Island = lazy(() => load().then((component) => ({ default: component })));

  /** The island in the page's own tree: on the server, and in the browser after a client-side navigation. */
  function InPage(props: Props) {
    return (
      <div data-island="">
        <Island {...props} />
      </div>
    );
  }
  if (typeof window === 'undefined') return InPage;

  /** The server's HTML, hydrated by a root of its own once the visitor comes near it or uses it. */
  function Deferred(props: Props) {
    const element = useRef<HTMLDivElement>(null);
    const root = useRef<Root | null>(null);
    const [Loaded, setLoaded] = useState<ComponentType<Props> | null>(null);
    /**
     * A button with nothing of its own to do (`type="button"`, such as a video's play button) that was pressed before
     * the island worked: pressed again for the visitor once it does. Links and form buttons do their native work.
     */
    const pressedEarly = useRef<HTMLButtonElement | null>(null);
    // `data-hydrated` on the element once the island works: tests (and styles) can tell.
    const markHydrated = useCallback(() => {
      element.current?.setAttribute('data-hydrated', '');
      const button = pressedEarly.current;
      pressedEarly.current = null;
      if (button?.isConnected) button.click();
    }, []);

    useEffect(() => {
      const target = element.current;
      if (!target) return;
      const pressed = (event: MouseEvent) => {
        if (target.hasAttribute('data-hydrated')) return target.removeEventListener('click', pressed, true);
        const button = event.target instanceof Element ? event.target.closest('button') : null;
        if (button?.type === 'button' && target.contains(button)) pressedEarly.current = button;
      };
      target.addEventListener('click', pressed, true);
      const stopWaiting = whenNearOrUsed(target, () =>
        load().then(
          (component) => setLoaded(() => component),
          // Without its code (offline, a failed chunk) the island stays as the server sent it: forms still post.
          (error: unknown) => console.warn('An island could not load:', error),
        ),
      );
      return () => {
        stopWaiting();
        target.removeEventListener('click', pressed, true);
      };
    }, []);

    useEffect(() => {
      const target = element.current;
      if (!Loaded || !target) return;
      const island = (
        <Hydrated onHydrated={markHydrated}>
          <Loaded {...props} />
        </Hydrated>
      );
      if (root.current) root.current.render(island);
      else
        startTransition(() => {
          root.current = hydrateRoot(target, island, { formState: initialFormState() });
        });
    }, [Loaded, props, markHydrated]);

    // React must not unmount a root while it renders (this one's parent may be rendering): after this commit.
    useEffect(
      () => () => {
        const island = root.current;
        root.current = null;
        if (island) setTimeout(() => island.unmount(), 0);
      },
      [],
    );

    return <div data-island="" ref={element} suppressHydrationWarning dangerouslySetInnerHTML={SERVER_CONTENT} />;
  }

  /**
   * Whether this render hydrates server HTML: true on the first render of a hydration (React then uses the server
   * snapshot), false on a client mount; kept from the first render, as the snapshot turns false after hydration.
   */
  function DeferredIsland(props: Props) {
    const hydrating = useSyncExternalStore(
      noSubscription,
      () => false,
      () => true,
    );
    const [fromServer] = useState(hydrating);
    return fromServer ? <Deferred {...props} /> : <InPage {...props} />;
  }
  return DeferredIsland;
}
