import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3203';
const r = await fetch(base + '/api/auth/signup', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Shot Person', email: `shot-${Date.now()}@example.com`, password: 'robot-arm-2026' }) });
const session = await r.json();
const list = await (await fetch(base + '/api/events?limit=50')).json();
const find = (s) => list.data.find((e) => e.title.includes(s))?._id;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const shots = (process.argv[2] ?? 'list').split(',');
const plan = {
  list: [['/events', 1280, 'dark'], ['/events', 1280, 'light'], ['/events', 390, 'dark'], ['/events', 390, 'light']],
  detail: [[`/events/${find('Quadcopter')}`, 1280, 'dark'], [`/events/${find('Quadcopter')}`, 390, 'light'], [`/events/${find('Vision and Robotics')}`, 1280, 'light'], [`/events/${find('Robothon')}`, 390, 'dark']],
  forms: [['/events/new', 1280, 'light'], ['/events/new', 390, 'dark'], ['/events/mine', 1280, 'dark']],
};
for (const key of shots) for (const [path, width, theme] of plan[key]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, serviceWorkers: 'block' });
  await ctx.addInitScript(([t, u, th]) => { localStorage.setItem('token', t); localStorage.setItem('user', u); localStorage.setItem('theme', th); }, [session.token, JSON.stringify(session.user), theme]);
  const page = await ctx.newPage();
  await page.goto(base + path);
  await page.waitForTimeout(1500);
  const name = `/tmp/events-shots/${key}-${path.split('/')[2] ?? 'list'}-${width}-${theme}.png`.replace(/[0-9a-f-]{36}/, 'id');
  await page.screenshot({ path: name, fullPage: width === 390 ? false : true });
  console.log(name);
  await ctx.close();
}
await browser.close();
