import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec sections 4 and 9: first play 2 s after load, then every 8 s, each play lasting 2 s. */
export const logoAnimationTiming = { firstPlayAfterMs: 2000, repeatEveryMs: 8000, playForMs: 2000 } as const;

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
    const firstTimer = window.setTimeout(() => {
      play();
      repeatTimer = window.setInterval(play, logoAnimationTiming.repeatEveryMs);
    }, logoAnimationTiming.firstPlayAfterMs);
    return () => {
      window.clearTimeout(firstTimer);
      window.clearInterval(repeatTimer);
      window.clearTimeout(stopTimer.current);
    };
  }, [play]);

  return { playCount, playing, play };
}
