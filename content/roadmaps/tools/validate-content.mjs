// Validates the demo content: content/roadmaps/*.json, content/events/*.json and
// the event banners in content/media/events/.
// Usage: node content/roadmaps/tools/validate-content.mjs   (exit code 1 on any error)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const contentDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const roadmapsDir = join(contentDir, 'roadmaps');
const eventsDir = join(contentDir, 'events');
const mediaDir = join(contentDir, 'media');

const errors = [];
const fail = (where, msg) => errors.push(`${where}: ${msg}`);

const EXPECTED_ROADMAPS = ['mobile-Robotics', 'ai-engineer', 'autonomous-vehicle', 'industry', 'iot-robotics-integration'];
const COLORS = ['blue', 'emerald', 'violet', 'amber', 'rose', 'cyan'];
const CATEGORIES = ['conference', 'workshop', 'seminar', 'webinar', 'meetup', 'party', 'concert', 'sports', 'exhibition', 'other'];
const STATUSES = ['draft', 'published', 'cancelled', 'completed'];
const SOCIAL_KEYS = ['website', 'facebook', 'twitter', 'instagram', 'linkedin'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;
const PHONE = /^\+91 \d{10}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const isStr = (v) => typeof v === 'string' && v.trim().length > 0;
const isInt = (v) => Number.isInteger(v);
const isUrl = (v) => {
  try {
    return isStr(v) && new URL(v).protocol === 'https:';
  } catch {
    return false;
  }
};

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    fail(basename(file), `invalid JSON (${e.message})`);
    return null;
  }
}

function requireStrings(where, obj, keys) {
  for (const k of keys) if (!isStr(obj?.[k])) fail(where, `missing or empty string field "${k}"`);
}

// Lucide icon names are checked when lucide-react is installed; otherwise only the shape is checked.
let lucide = null;
try {
  lucide = await import('lucide-react');
} catch {
  console.warn('lucide-react not resolvable: icon names checked by format only');
}
function checkIcon(where, name) {
  if (!isStr(name) || !/^[A-Z][A-Za-z0-9]*$/.test(name)) return fail(where, `icon "${name}" is not a PascalCase lucide name`);
  if (lucide && !(name in lucide)) fail(where, `icon "${name}" is not exported by lucide-react`);
}

// ---------------------------------------------------------------- roadmaps
const roadmapFiles = readdirSync(roadmapsDir).filter((f) => f.endsWith('.json')).sort();
const foundSlugs = roadmapFiles.map((f) => f.replace(/\.json$/, ''));
for (const s of EXPECTED_ROADMAPS) if (!foundSlugs.includes(s)) fail('roadmaps', `missing roadmap "${s}.json"`);
for (const s of foundSlugs) if (!EXPECTED_ROADMAPS.includes(s)) fail('roadmaps', `unexpected roadmap "${s}.json"`);

const roadmapSummary = [];
const prices = new Set();
for (const file of roadmapFiles) {
  const r = readJson(join(roadmapsDir, file));
  if (!r) continue;
  const w = `roadmaps/${file}`;
  requireStrings(w, r, ['slug', 'title', 'subtitle', 'description']);
  if (r.slug !== file.replace(/\.json$/, '')) fail(w, `slug "${r.slug}" does not match the file name`);
  if (!isInt(r.price) || r.price <= 0) fail(w, 'price must be a positive integer (paise)');
  prices.add(r.price);
  if (!isInt(r.duration?.months) || r.duration.months <= 0) fail(w, 'duration.months must be a positive integer');
  if (typeof r.duration?.dailyHours !== 'number' || r.duration.dailyHours <= 0) fail(w, 'duration.dailyHours must be a positive number');

  const phases = Array.isArray(r.phases) ? r.phases : [];
  if (phases.length < 4 || phases.length > 6) fail(w, `has ${phases.length} phases (expected 4-6)`);
  const phaseIds = new Set();
  const weekIds = new Set();
  let weeks = 0;
  for (const [pi, p] of phases.entries()) {
    const pw = `${w} phase[${pi}]`;
    requireStrings(pw, p, ['id', 'phase', 'duration']);
    if (phaseIds.has(p.id)) fail(pw, `duplicate phase id "${p.id}"`);
    phaseIds.add(p.id);
    if (!COLORS.includes(p.color)) fail(pw, `color "${p.color}" not in ${COLORS.join('|')}`);
    checkIcon(pw, p.icon);
    const ws = Array.isArray(p.weeks) ? p.weeks : [];
    if (ws.length < 3 || ws.length > 6) fail(pw, `has ${ws.length} weeks (expected 3-6)`);
    for (const [wi, wk] of ws.entries()) {
      const ww = `${pw} week[${wi}]`;
      requireStrings(ww, wk, ['id', 'title', 'duration', 'objective']);
      if (weekIds.has(wk.id)) fail(ww, `duplicate week id "${wk.id}"`);
      weekIds.add(wk.id);
      const acts = Array.isArray(wk.actions) ? wk.actions : [];
      if (acts.length < 3 || acts.length > 5) fail(ww, `has ${acts.length} actions (expected 3-5)`);
      if (!acts.every(isStr)) fail(ww, 'every action must be a non-empty string');
      weeks++;
    }
  }
  if (weeks < 20 || weeks > 30) fail(w, `has ${weeks} weeks in total (expected 20-30)`);

  const tips = Array.isArray(r.learningTips) ? r.learningTips : [];
  if (tips.length < 4 || tips.length > 6) fail(w, `has ${tips.length} learningTips (expected 4-6)`);
  for (const [ti, t] of tips.entries()) {
    requireStrings(`${w} learningTips[${ti}]`, t, ['title', 'description']);
    checkIcon(`${w} learningTips[${ti}]`, t.icon);
  }
  const links = Array.isArray(r.resource_link) ? r.resource_link : [];
  if (links.length < 5 || links.length > 10) fail(w, `has ${links.length} resource links (expected 5-10)`);
  for (const l of links) if (!isUrl(l)) fail(w, `resource link "${l}" is not an https URL`);
  if (new Set(links).size !== links.length) fail(w, 'duplicate resource links');
  requireStrings(`${w} contactInfo`, r.contactInfo, ['title', 'description', 'email']);
  if (r.contactInfo && !EMAIL.test(r.contactInfo.email ?? '')) fail(w, 'contactInfo.email is not an email address');
  roadmapSummary.push(`${r.slug}: ${phases.length} phases, ${weeks} weeks, price ${r.price} paise`);
}
if (prices.size > 1) fail('roadmaps', `prices differ between roadmaps: ${[...prices].join(', ')}`);

// ---------------------------------------------------------------- events
const eventFiles = readdirSync(eventsDir).filter((f) => f.endsWith('.json')).sort();
const eventSummary = [];
const stats = { upcoming: 0, upcomingFree: 0, upcomingPaid: 0, ongoing: 0, completed: 0, cancelled: 0, draft: 0, nearlyFullFree: 0, nearlyFullPaid: 0 };
const cities = new Set();
const categories = new Set();
for (const file of eventFiles) {
  const e = readJson(join(eventsDir, file));
  if (!e) continue;
  const w = `events/${file}`;
  requireStrings(w, e, ['slug', 'title', 'description', 'startTime', 'currency']);
  if (e.slug !== file.replace(/\.json$/, '')) fail(w, `slug "${e.slug}" does not match the file name`);
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(e.slug ?? '')) fail(w, 'slug must be kebab-case');
  if ((e.description ?? '').split(/\n\s*\n/).length < 2) fail(w, 'description should have at least 2 paragraphs');
  if (!CATEGORIES.includes(e.category)) fail(w, `category "${e.category}" not allowed`);
  if (!STATUSES.includes(e.status)) fail(w, `status "${e.status}" not allowed`);
  if (!TIME.test(e.startTime ?? '')) fail(w, `startTime "${e.startTime}" is not HH:MM`);
  if (!isInt(e.startOffsetDays)) fail(w, 'startOffsetDays must be an integer');
  if (!isInt(e.registrationDeadlineOffsetDays)) fail(w, 'registrationDeadlineOffsetDays must be an integer');
  if (typeof e.durationHours !== 'number' || e.durationHours <= 0) fail(w, 'durationHours must be a positive number');
  if (!isInt(e.capacity) || e.capacity <= 0) fail(w, 'capacity must be a positive integer');
  if (!isInt(e.ticketPrice) || e.ticketPrice < 0) fail(w, 'ticketPrice must be a non-negative integer (paise)');
  if (e.currency !== 'INR') fail(w, 'currency must be INR');

  // Time consistency: hours relative to the seeding moment's midnight (IST).
  const [hh, mm] = (e.startTime ?? '0:0').split(':').map(Number);
  const startH = e.startOffsetDays * 24 + hh + mm / 60;
  const endH = startH + e.durationHours;
  if (!(e.registrationDeadlineOffsetDays < e.startOffsetDays)) fail(w, 'registration deadline must be before the start day');
  const past = endH <= 0;
  const ongoing = startH < 24 && endH > 24; // running through the whole seeding day
  if (e.status === 'completed' && !past) fail(w, 'completed event must have ended before seeding');
  if (past && e.status !== 'completed' && e.status !== 'cancelled') fail(w, `past event has status "${e.status}"`);
  if (past && e.registrationDeadlineOffsetDays >= 0) fail(w, 'past event must have a past registration deadline');

  // Location.
  const loc = e.location ?? {};
  for (const k of ['venue', 'address', 'city', 'state', 'zipCode', 'country']) if (typeof loc[k] !== 'string') fail(w, `location.${k} must be a string`);
  if (loc.city === 'Online') {
    if (loc.venue !== 'Online (Zoom)' || loc.country !== 'Online' || loc.address || loc.state || loc.zipCode) fail(w, 'online location must be venue "Online (Zoom)", city/country "Online", others ""');
  } else {
    requireStrings(`${w} location`, loc, ['venue', 'address', 'city', 'state', 'zipCode']);
    if (loc.country !== 'India') fail(w, 'offline event country must be India');
    if (!/^\d{6}$/.test(loc.zipCode ?? '')) fail(w, 'zipCode must be a 6-digit PIN code');
  }
  cities.add(loc.city);
  categories.add(e.category);

  // Organizer, tags, links.
  requireStrings(`${w} organizer`, e.organizer, ['name', 'organization', 'email', 'phone']);
  if (!EMAIL.test(e.organizer?.email ?? '')) fail(w, 'organizer.email is not an email address');
  if (!PHONE.test(e.organizer?.phone ?? '')) fail(w, `organizer.phone "${e.organizer?.phone}" must look like "+91 98xxxxxxxx"`);
  if (!Array.isArray(e.tags) || e.tags.length === 0 || !e.tags.every(isStr)) fail(w, 'tags must be a non-empty list of strings');
  const social = e.socialLinks ?? {};
  if (Object.keys(social).length === 0) fail(w, 'socialLinks is empty');
  for (const [k, v] of Object.entries(social)) {
    if (!SOCIAL_KEYS.includes(k)) fail(w, `socialLinks.${k} is not an allowed key`);
    if (!isUrl(v)) fail(w, `socialLinks.${k} is not an https URL`);
  }

  // Images.
  const imgs = Array.isArray(e.images) ? e.images : [];
  if (imgs.length === 0) fail(w, 'no images');
  if (imgs.filter((i) => i.isPrimary === true).length !== 1) fail(w, 'exactly one image must be primary');
  for (const img of imgs) {
    if (!isStr(img.url) || !img.url.startsWith('/media/')) {
      fail(w, `image url "${img.url}" must start with /media/`);
      continue;
    }
    const path = join(mediaDir, img.url.slice('/media/'.length));
    if (!existsSync(path)) {
      fail(w, `image ${img.url} does not exist`);
      continue;
    }
    if (img.url.endsWith('.svg')) checkSvg(`${w} ${img.url}`, path);
  }

  // Coverage statistics.
  if (e.status === 'published' && startH > 24) {
    stats.upcoming++;
    if (e.ticketPrice === 0) stats.upcomingFree++;
    else {
      stats.upcomingPaid++;
      if (e.ticketPrice < 19900 || e.ticketPrice > 249900) fail(w, `paid upcoming price ${e.ticketPrice} outside ₹199-₹2,499`);
    }
    if (e.capacity <= 5) e.ticketPrice === 0 ? stats.nearlyFullFree++ : stats.nearlyFullPaid++;
  }
  if (e.status === 'published' && ongoing) stats.ongoing++;
  if (e.status === 'completed') stats.completed++;
  if (e.status === 'cancelled') stats.cancelled++;
  if (e.status === 'draft') stats.draft++;
  const price = e.ticketPrice === 0 ? 'free' : `₹${(e.ticketPrice / 100).toLocaleString('en-IN')}`;
  eventSummary.push(`${e.slug}: ${e.status}${ongoing ? ' (ongoing)' : ''}, ${e.category}, ${loc.city}, day ${e.startOffsetDays}, ${price}, capacity ${e.capacity}`);
}

function checkSvg(where, path) {
  const size = statSync(path).size;
  if (size > 4096) fail(where, `is ${size} bytes (limit 4096)`);
  const svg = readFileSync(path, 'utf8');
  if (!/<svg[^>]*\bwidth="1200"[^>]*\bheight="600"/.test(svg) || !/viewBox="0 0 1200 600"/.test(svg)) fail(where, 'must be 1200x600 with a matching viewBox');
  if (/\b(href|src)="(https?:)?\/\//.test(svg)) fail(where, 'must be self-contained (no external references)');
  // Minimal well-formedness: balanced tags and no duplicate attributes.
  const stack = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)([^>]*?)(\/?)>/g)) {
    const [, close, name, attrs, selfClose] = m;
    const names = [...attrs.matchAll(/([\w:-]+)="/g)].map((a) => a[1]);
    if (new Set(names).size !== names.length) return fail(where, `duplicate attribute on <${name}>`);
    if (close) {
      if (stack.pop() !== name) return fail(where, `unbalanced </${name}>`);
    } else if (!selfClose) stack.push(name);
  }
  if (stack.length) fail(where, `unclosed <${stack.join('>, <')}>`);
}

// Banners without an event are reported as warnings.
const bannerDir = join(mediaDir, 'events');
const slugs = new Set(eventFiles.map((f) => f.replace(/\.json$/, '')));
for (const f of readdirSync(bannerDir).filter((x) => x.endsWith('.svg'))) {
  if (!slugs.has(f.replace(/\.svg$/, ''))) console.warn(`warning: banner ${f} has no event`);
}

const need = [
  [eventFiles.length >= 14, `at least 14 events (found ${eventFiles.length})`],
  [stats.upcoming >= 8, `at least 8 published upcoming events (found ${stats.upcoming})`],
  [stats.upcomingFree > 0 && stats.upcomingPaid > 0, 'a mix of free and paid upcoming events'],
  [stats.ongoing >= 1, 'at least 1 published event ongoing at seeding time'],
  [stats.completed >= 2, `at least 2 completed events (found ${stats.completed})`],
  [stats.cancelled >= 1, 'at least 1 cancelled event'],
  [stats.draft >= 1, 'at least 1 draft event'],
  [stats.nearlyFullFree >= 1 && stats.nearlyFullPaid >= 1, 'one free and one paid nearly-full (capacity <= 5) upcoming event'],
  [cities.has('Online'), 'at least one online event'],
];
for (const [ok, msg] of need) if (!ok) fail('events', `coverage: expected ${msg}`);

console.log('Roadmaps');
for (const l of roadmapSummary) console.log(`  ${l}`);
console.log(`Events (${eventFiles.length}; categories: ${[...categories].sort().join(', ')}; cities: ${[...cities].sort().join(', ')})`);
for (const l of eventSummary) console.log(`  ${l}`);
console.log(`Coverage: ${JSON.stringify(stats)}`);
if (errors.length) {
  console.error(`\n${errors.length} problem(s):`);
  for (const e of errors) console.error(`  - ${e}`);
  process.exit(1);
}
console.log('\nAll content valid.');
