import classes from './LogoMark.module.css';

type LogoMarkProps = {
  readonly size: number;
  /** Plays the keyframes that take the bridge apart and put it back together. */
  readonly assembling?: boolean;
};

/** The mark: a suspension bridge whose towers are bamboo stems. Same drawing as assets/logo-mark.svg. */
export function LogoMark({ size, assembling = false }: LogoMarkProps) {
  return (
    <svg
      className={assembling ? `${classes.root} ${classes.assembling}` : classes.root}
      width={size}
      height={size}
      viewBox="0 0 120 120"
      aria-hidden="true"
      focusable="false"
    >
      <path
        className={`${classes.piece} ${classes.cables}`}
        d="M34 24Q60 76 86 24M34 24Q22 52 8 72M86 24Q98 52 112 72"
        fill="none"
        stroke="var(--logo-cable, #52b979)"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <g className={`${classes.piece} ${classes.leftTower}`}>
        <rect x="28" y="16" width="12" height="90" rx="6" fill="var(--logo-bamboo, #1a8049)" />
        <path
          d="M28 40h12M28 62h12M28 86h12"
          stroke="var(--logo-node, #a9dcbc)"
          strokeWidth="2.5"
        />
      </g>
      <g className={`${classes.piece} ${classes.rightTower}`}>
        <rect x="80" y="16" width="12" height="90" rx="6" fill="var(--logo-bamboo, #1a8049)" />
        <path
          d="M80 40h12M80 62h12M80 86h12"
          stroke="var(--logo-node, #a9dcbc)"
          strokeWidth="2.5"
        />
        <path d="M92 20c8-9 17-11 22-9-3 9-12 14-22 9z" fill="var(--logo-cable, #52b979)" />
      </g>
      <rect
        className={`${classes.piece} ${classes.deck}`}
        x="4"
        y="70"
        width="112"
        height="10"
        rx="5"
        fill="var(--logo-deck, #0d1b36)"
      />
    </svg>
  );
}
