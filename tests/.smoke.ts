import { launchBrowser, screenshot, viewports } from './helpers/browser';
const site = 'http://127.0.0.1:3102';
const screens = ['/admin', '/admin/about-us', '/admin/configuration', '/admin/banner', '/admin/subscriptions', '/admin/videos', '/admin/videos/new', '/admin/articles', '/admin/articles/new', '/admin/news', '/admin/services/new', '/admin/products', '/admin/all-products', '/admin/all-maintainproducts', '/admin/products/new?default=1', '/admin/products/1', '/admin/products/1/new'];
const browser = await launchBrowser();
for (const [name, vp] of Object.entries(viewports)) {
  const ctx = await browser.newContext({ viewport: vp });
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console', m.type(), page.url(), m.text().slice(0, 300)); });
  page.on('request', (r) => { if (!r.url().startsWith(site) && !r.url().startsWith('data:') && !r.url().startsWith('blob:')) console.log('EXTERNAL', r.url()); });
  page.on('dialog', (d) => void d.accept());
  await page.goto(`${site}/admin-login`);
  await page.getByLabel('Tài khoản').fill('admin');
  await page.getByLabel('Mật khẩu').fill('vongbi-admin');
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await page.waitForURL(`${site}/admin/products`);
  const extra = process.argv.slice(2);
  for (const s of extra.length ? extra : screens) {
    await page.goto(site + s);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) console.log('OVERFLOW', name, s, overflow, await page.evaluate(() => [...document.querySelectorAll('*')].filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1).slice(0, 5).map((e) => e.tagName + '.' + e.className).join(' | ')));
    await screenshot(page, `smoke-${s.replace(/[/?=]/g, '_')}-${name}`);
  }
  await ctx.close();
}
await browser.close();
