// lighthouserc.js with applied (DevTools) throttling: what a phone on a slow network sees, the
// overlay's clock included (`npm run bench:applied`, bench/results/applied.md). Same budget.
module.exports = {
  ci: {
    extends: './lighthouserc.js',
    collect: { settings: { throttlingMethod: 'devtools' } },
    upload: { outputDir: '.lighthouseci/applied' },
  },
};
