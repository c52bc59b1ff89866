import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage','--disable-background-networking'] });
for (const [path, width, out] of JSON.parse(process.argv[2])) {
  const page = await browser.newPage({ viewport: { width, height: width < 640 ? 844 : 900 } });
  page.on('console', (m) => { if (m.type() === 'error') console.log(out, 'console', m.text().slice(0, 150)); });
  await page.goto(`http://127.0.0.1:3000${path}`); await page.waitForTimeout(2500);
  await page.screenshot({ path: out, fullPage: width < 640 ? false : true });
  await page.close();
}
await browser.close();
