import classes from "./art.module.css";

/**
 * The hero's picture until the coach uploads one (decision 078): a coaching dashboard whose
 * revenue climbs, drawn inline so it paints with the page (no request) and in the theme's
 * colours, light or dark. Decorative: the headline beside it says what it shows.
 */
export function HeroIllustration() {
  return (
    <svg
      className={classes.art}
      viewBox="0 0 480 400"
      width={480}
      height={400}
      aria-hidden="true"
      focusable="false"
    >
      <rect className={classes.backdrop} x="24" y="24" width="432" height="352" rx="40" />
      <circle className={classes.glow} cx="392" cy="86" r="54" />
      <rect className={classes.panel} x="64" y="72" width="312" height="212" rx="18" />
      <rect className={classes.line} x="88" y="96" width="96" height="10" rx="5" />
      <rect className={classes.lineSoft} x="88" y="114" width="148" height="8" rx="4" />
      <path
        className={classes.area}
        d="M88 248 C128 236 150 214 182 212 S240 196 268 170 S326 134 352 118 V264 H88 Z"
      />
      <path
        className={classes.stroke}
        d="M88 248 C128 236 150 214 182 212 S240 196 268 170 S326 134 352 118"
      />
      <circle className={classes.dot} cx="352" cy="118" r="7" />
      <g className={classes.bars}>
        <rect x="104" y="312" width="22" height="36" rx="6" />
        <rect x="136" y="298" width="22" height="50" rx="6" />
        <rect x="168" y="284" width="22" height="64" rx="6" />
        <rect x="200" y="266" width="22" height="82" rx="6" />
      </g>
      <rect className={classes.panel} x="268" y="248" width="164" height="92" rx="16" />
      <circle className={classes.check} cx="304" cy="294" r="18" />
      <path className={classes.tick} d="M295 294 l6 6 l12 -13" />
      <rect className={classes.line} x="332" y="280" width="76" height="9" rx="4.5" />
      <rect className={classes.lineSoft} x="332" y="298" width="56" height="8" rx="4" />
      <rect className={classes.lineSoft} x="332" y="314" width="68" height="8" rx="4" />
      <circle className={classes.ring} cx="70" cy="60" r="16" />
      <circle className={classes.spark} cx="440" cy="200" r="6" />
      <circle className={classes.spark} cx="56" cy="330" r="5" />
    </svg>
  );
}
