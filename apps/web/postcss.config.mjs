import postcssPresetMantine from 'postcss-preset-mantine';

/** Mantine's default breakpoints, as the `$mantine-breakpoint-*` variables its docs use in media queries. */
const mantineBreakpoints = {
  'mantine-breakpoint-xs': '36em',
  'mantine-breakpoint-sm': '48em',
  'mantine-breakpoint-md': '62em',
  'mantine-breakpoint-lg': '75em',
  'mantine-breakpoint-xl': '88em',
};

const mantineBreakpointVariables = {
  postcssPlugin: 'mantine-breakpoint-variables',
  AtRule: {
    media(atRule) {
      atRule.params = atRule.params.replace(/\$(mantine-breakpoint-[a-z]+)/g, (variable, name) => {
        const value = mantineBreakpoints[name];
        if (value === undefined) throw atRule.error(`Unknown breakpoint variable ${variable}`);
        return value;
      });
    },
  },
};

export default {
  plugins: [mantineBreakpointVariables, postcssPresetMantine()],
};
