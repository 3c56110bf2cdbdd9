import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec sections 4 and 9: first play 2 s after load, then every 8 s, each play lasting 2 s. */
const logoAnimationTiming = {
  firstPlayAfterMs: 2000,
  repeatEveryMs: 8000,
  playForMs: 2000,
} as const;

/** The hero is on screen from the page's load only the first time it mounts, on the loaded page. */
let heroMountedBefore = false;

/**
 * How long ago the page the hero belongs to came into view: the document's load when the hero
 * was part of the loaded page (it mounts at hydration, which may be seconds after load on a slow
 * phone), and now when a later in-app navigation brings it.
 */
export function msSinceHeroShown(
  mount: {
    readonly first: boolean;
    readonly loadedPath: string | undefined;
    readonly currentPath: string;
  },
  msSinceLoad: number,
): number {
  return mount.first && mount.loadedPath === mount.currentPath ? msSinceLoad : 0;
}

function loadedPath(): string | undefined {
  const [entry] = performance.getEntriesByType('navigation');
  return entry === undefined ? undefined : new URL(entry.name).pathname;
}

export type LogoAnimation = {
  /** Changes on every play, so the animated element can restart its keyframes. */
  readonly playCount: number;
  readonly playing: boolean;
  readonly play: () => void;
};

export function useLogoAnimation(): LogoAnimation {
  const [playCount, setPlayCount] = useState(0);
  const [playing, setPlaying] = useState(false);
  const stopTimer = useRef<number | undefined>(undefined);

  const play = useCallback(() => {
    window.clearTimeout(stopTimer.current);
    setPlayCount((count) => count + 1);
    setPlaying(true);
    stopTimer.current = window.setTimeout(() => {
      setPlaying(false);
    }, logoAnimationTiming.playForMs);
  }, []);

  useEffect(() => {
    let repeatTimer: number | undefined;
    const shownFor = msSinceHeroShown(
      {
        first: !heroMountedBefore,
        loadedPath: loadedPath(),
        currentPath: window.location.pathname,
      },
      performance.now(),
    );
    heroMountedBefore = true;
    const firstTimer = window.setTimeout(
      () => {
        play();
        repeatTimer = window.setInterval(play, logoAnimationTiming.repeatEveryMs);
      },
      Math.max(0, logoAnimationTiming.firstPlayAfterMs - shownFor),
    );
    return () => {
      window.clearTimeout(firstTimer);
      window.clearInterval(repeatTimer);
      window.clearTimeout(stopTimer.current);
    };
  }, [play]);

  return { playCount, playing, play };
}
