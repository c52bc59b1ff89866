import { chromium } from '@playwright/test';

const [url, out, width] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 844 } });
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 200)));
await page.goto(url);
await page.waitForTimeout(3000);
console.log(
  await page.locator('[role=status]').evaluateAll((els) => els.map((e) => e.outerHTML.slice(0, 200))),
);
await page.screenshot({ path: out });
await browser.close();
