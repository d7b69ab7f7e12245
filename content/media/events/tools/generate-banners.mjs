// Generates a 1200x600 SVG banner for every event in content/events/*.json.
// Usage: node content/media/events/tools/generate-banners.mjs
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const mediaDir = join(here, '..');
const eventsDir = join(here, '..', '..', '..', 'events');
const MAX_BYTES = 4096;

// Background gradient per category [from, to, accent].
const PALETTES = {
  workshop: ['#0b1f4d', '#3b2a8c', '#60a5fa'],
  conference: ['#111827', '#7c2d12', '#fbbf24'],
  seminar: ['#0f172a', '#134e4a', '#5eead4'],
  webinar: ['#042f2e', '#1e3a8a', '#67e8f9'],
  meetup: ['#1e1b4b', '#831843', '#f9a8d4'],
  exhibition: ['#172554', '#6d28d9', '#c4b5fd'],
  sports: ['#1c1917', '#9a3412', '#fdba74'],
  party: ['#3b0764', '#be185d', '#f0abfc'],
  concert: ['#3b0764', '#be185d', '#f0abfc'],
  other: ['#052e16', '#1e40af', '#86efac'],
};

// Motif per event; anything not listed falls back to a circuit board.
const MOTIFS = {
  'ros2-nav2-handson-workshop-bengaluru': 'map',
  'robotics-careers-in-india-webinar': 'network',
  'pune-ros-developers-meetup': 'network',
  'india-robotics-automation-summit-hyderabad': 'arm',
  'line-follower-championship-chennai': 'track',
  'plc-cobot-safety-seminar-ahmedabad': 'arm',
  'robotics-ai-expo-delhi': 'circuit',
  'esp32-iot-robotics-bootcamp-kochi': 'circuit',
  'drone-building-workshop-jaipur': 'drone',
  'robotics-portfolio-review-circle': 'network',
  'autonomous-driving-indian-roads-webinar': 'car',
  'mumbai-robothon-72h': 'circuit',
  'computer-vision-for-robots-seminar-kolkata': 'eye',
  'robo-sumo-championship-bengaluru': 'sumo',
  'vision-robotics-meetup-mumbai': 'eye',
  'cobot-programming-masterclass-pune': 'arm',
};

const S = (a, w = 4) => `fill="none" stroke="${a}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"`;

// Each motif is drawn in the right-hand area (roughly x 780-1150, y 110-490).
const DRAW = {
  map: (a) =>
    `<g ${S(a)} opacity=".35">${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M${800 + i * 70} 110V490M800 ${110 + i * 76}H1150"/>`).join('')}</g>` +
    `<path ${S(a)} stroke-dasharray="14 10" d="M830 450L900 380H1010L1040 250L1110 180"/>` +
    `<rect x="940" y="300" width="60" height="50" fill="${a}" opacity=".3"/>` +
    `<circle cx="830" cy="450" r="12" fill="${a}"/><path fill="${a}" d="M1110 130a30 30 0 0 1 30 30c0 24-30 54-30 54s-30-30-30-54a30 30 0 0 1 30-30z"/>`,
  circuit: (a) =>
    `<g ${S(a)}><path d="M790 160H900L940 200H1040"/><path d="M790 300H860L900 260H1000L1040 300H1150"/><path d="M820 440H940L980 400H1120"/><path d="M960 130V220M1080 300V420"/></g>` +
    `<rect x="930" y="230" width="110" height="110" rx="8" ${S(a)}/><g fill="${a}">${[
      [1040, 200], [790, 160], [790, 300], [1150, 300], [820, 440], [1120, 400], [960, 130], [1080, 420],
    ].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9"/>`).join('')}</g>`,
  arm: (a) =>
    `<g ${S(a, 10)}><path d="M880 470H1040"/><path d="M960 460V400L900 280L1040 200L1090 260"/></g>` +
    `<rect x="915" y="400" width="90" height="60" rx="10" ${S(a)}/><g fill="${a}"><circle cx="960" cy="400" r="16"/><circle cx="900" cy="280" r="16"/><circle cx="1040" cy="200" r="16"/></g>` +
    `<path ${S(a)} d="M1090 260L1120 250M1090 260L1100 290M1120 250L1135 270M1100 290L1120 305"/>` +
    `<path ${S(a)} opacity=".4" stroke-dasharray="6 10" d="M820 470A160 160 0 0 1 960 150"/>`,
  track: (a) =>
    `<path ${S(a, 18)} opacity=".85" d="M930 190H1030A110 110 0 0 1 1030 410H1010L980 380L950 410H930A110 110 0 0 1 930 190Z"/>` +
    `<path stroke="#0b1020" stroke-width="3" stroke-dasharray="12 12" fill="none" d="M930 190H1030"/>` +
    `<rect x="1106" y="266" width="70" height="66" rx="10" fill="${a}"/><g fill="#0b1020"><circle cx="1120" cy="282" r="6"/><circle cx="1141" cy="282" r="6"/><circle cx="1162" cy="282" r="6"/></g>`,
  drone: (a) =>
    `<g ${S(a)}><path d="M870 190L1070 390M1070 190L870 390"/>${[
      [870, 190], [1070, 190], [870, 390], [1070, 390],
    ].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="62" opacity=".6"/><circle cx="${x}" cy="${y}" r="10" fill="${a}"/>`).join('')}</g>` +
    `<rect x="930" y="250" width="80" height="80" rx="16" fill="${a}"/>`,
  car: (a) =>
    `<g ${S(a)} opacity=".35"><circle cx="970" cy="300" r="100"/><circle cx="970" cy="300" r="150"/><circle cx="970" cy="300" r="195"/></g>` +
    `<path ${S(a, 6)} d="M860 340V300L900 250H1040L1080 300V340Z"/><g fill="${a}"><circle cx="905" cy="345" r="22"/><circle cx="1035" cy="345" r="22"/><rect x="950" y="225" width="40" height="22" rx="4"/></g>` +
    `<path ${S(a)} stroke-dasharray="20 16" d="M800 420H1150"/>`,
  eye: (a) =>
    `<path ${S(a, 6)} d="M800 300Q970 140 1140 300Q970 460 800 300Z"/><circle cx="970" cy="300" r="70" ${S(a, 6)}/><circle cx="970" cy="300" r="30" fill="${a}"/>` +
    `<path ${S(a)} d="M820 140H870M820 140V190M1120 140H1070M1120 140V190M820 460H870M820 460V410M1120 460H1070M1120 460V410"/>`,
  network: (a) => {
    const n = [[970, 300], [840, 180], [1100, 170], [830, 420], [1110, 430], [970, 130], [970, 470]];
    return `<g ${S(a)} opacity=".7">${n.slice(1).map(([x, y]) => `<path d="M970 300L${x} ${y}"/>`).join('')}<path d="M840 180L970 130L1100 170M830 420L970 470L1110 430"/></g>` +
      `<g fill="${a}">${n.map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${i ? 20 : 36}"/>`).join('')}</g>`;
  },
  sumo: (a) =>
    `<circle cx="970" cy="300" r="185" fill="${a}" opacity=".15"/><circle cx="970" cy="300" r="185" ${S(a, 14)}/>` +
    `<path ${S(a, 6)} d="M950 260V340M990 260V340"/><rect x="850" y="265" width="70" height="70" rx="8" fill="${a}"/><rect x="1020" y="265" width="70" height="70" rx="8" ${S(a, 6)}/>`,
};

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function wrap(text, max) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? line + ' ' + word : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function layoutTitle(title) {
  for (const [size, max] of [[60, 17], [50, 21], [44, 24]]) {
    const lines = wrap(title, max);
    if (lines.length <= 3) return { size, lines };
  }
  return { size: 38, lines: wrap(title, 28) };
}

function banner(ev) {
  const [from, to, accent] = PALETTES[ev.category] ?? PALETTES.other;
  const motif = DRAW[MOTIFS[ev.slug] ?? 'circuit'](accent);
  const { size, lines } = layoutTitle(ev.title);
  const lineH = Math.round(size * 1.15);
  const top = 300 - ((lines.length - 1) * lineH) / 2 + size * 0.35;
  const where = ev.location?.city === 'Online' ? 'ONLINE' : (ev.location?.city ?? '').toUpperCase();
  const label = esc(`${ev.category.toUpperCase()} · ${where}`);
  const tspans = lines.map((l, i) => `<tspan x="80" y="${Math.round(top + i * lineH)}">${esc(l)}</tspan>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600" viewBox="0 0 1200 600" role="img" aria-label="${esc(ev.title)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="1200" height="600" fill="url(#g)"/>` +
    `<circle cx="1150" cy="40" r="220" fill="${accent}" opacity=".08"/><circle cx="60" cy="600" r="160" fill="${accent}" opacity=".06"/>` +
    motif +
    `<rect x="80" y="${Math.round(top - size - 62)}" width="56" height="6" rx="3" fill="${accent}"/>` +
    `<g font-family="Inter,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">` +
    `<text x="80" y="${Math.round(top - size - 20)}" fill="${accent}" font-size="22" font-weight="600" letter-spacing="3">${label}</text>` +
    `<text fill="#fff" font-size="${size}" font-weight="800">${tspans}</text>` +
    `<text x="80" y="540" fill="#fff" opacity=".75" font-size="24" font-weight="600">RoboAcademy</text></g></svg>\n`;
}

let count = 0;
for (const file of readdirSync(eventsDir).filter((f) => f.endsWith('.json')).sort()) {
  const ev = JSON.parse(readFileSync(join(eventsDir, file), 'utf8'));
  const svg = banner(ev);
  const bytes = Buffer.byteLength(svg);
  if (bytes > MAX_BYTES) throw new Error(`${ev.slug}.svg is ${bytes} bytes (limit ${MAX_BYTES})`);
  writeFileSync(join(mediaDir, `${ev.slug}.svg`), svg);
  count++;
  console.log(`${ev.slug}.svg ${bytes} B`);
}
console.log(`${count} banners written to ${mediaDir}`);
