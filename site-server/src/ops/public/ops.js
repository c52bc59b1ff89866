// The curves of /ops (opsPage.ts): for each running canary, canary against stable over the last hour, from
// /ops/series.json. Plain browser JavaScript, served as a file: the CSP allows no inline script.
(() => {
  const colours = ['#c0392b', '#2c7be5'];
  const charts = [
    ['badPercent', 'views with a failure, %'],
    ['lcpP75', 'LCP p75, ms'],
    ['inpP75', 'INP p75, ms'],
  ];
  for (const box of document.querySelectorAll('.chart')) {
    const remote = box.dataset.remote;
    fetch(`/ops/series.json?remote=${encodeURIComponent(remote)}`, { credentials: 'same-origin' })
      .then((response) => response.json())
      .then((series) => {
        for (const [key, title] of charts) {
          const data = [series.t, ...series.sides.map((side) => side[key])];
          const sides = series.sides.map((side, i) => ({
            label: `${i === 0 ? 'canary' : 'stable'} ${side.version}`,
            stroke: colours[i],
            spanGaps: true,
          }));
          const chart = document.createElement('div');
          chart.className = 'curve';
          chart.dataset.metric = key;
          box.append(chart);
          new uPlot(
            { title, width: Math.min(720, box.clientWidth || 720), height: 180, series: [{}, ...sides] },
            data,
            chart,
          );
        }
      })
      .catch((error) => {
        box.textContent = `The curves could not be read: ${error.message}`;
      });
  }
})();
