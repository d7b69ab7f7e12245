#!/usr/bin/env python3
"""Generate 640x360 SVG thumbnails for prerequisites and courses.

Reads   content/learning/prerequisites/*.json  (one SVG per distinct key)
        content/courses/*.json                 (one SVG per course slug)
Writes  content/media/prereq/<key>.svg and content/media/courses/<slug>.svg

Each SVG is self-contained (no external references, no embedded images): a
gradient background chosen by category, a simple geometric motif suggesting
the subject, a category label and the title. Re-run after adding content:
    python3 content/media/tools/generate_thumbnails.py
"""

import json
import textwrap
from pathlib import Path
from xml.sax.saxutils import escape

CONTENT = Path(__file__).resolve().parents[2]
PREREQ_DIR = CONTENT / "learning" / "prerequisites"
COURSE_DIR = CONTENT / "courses"
OUT_PREREQ = CONTENT / "media" / "prereq"
OUT_COURSES = CONTENT / "media" / "courses"
MAX_BYTES = 3072

FONT = "Inter,Segoe UI,Helvetica,Arial,sans-serif"
ORANGE = "#fb923c"

# category -> (gradient start, gradient end, motif)
STYLES = {
    "Mathematics": ("#1e3a8a", "#0ea5e9", "axes"),
    "Programming": ("#312e81", "#0d9488", "code"),
    "Tools": ("#0f172a", "#2563eb", "terminal"),
    "Electronics": ("#134e4a", "#0891b2", "circuit"),
    "Embedded": ("#134e4a", "#0891b2", "chip"),
    "Robotics": ("#1e40af", "#14b8a6", "arm"),
    "Robotics Core": ("#1e40af", "#14b8a6", "arm"),
    "ROS": ("#1e3a8a", "#0d9488", "graph"),
    "Control": ("#3730a3", "#0284c7", "loop"),
    "Physics": ("#0c4a6e", "#0369a1", "incline"),
    "Computer Vision": ("#4338ca", "#06b6d4", "eye"),
    "AI & ML": ("#312e81", "#7c3aed", "network"),
    "Research Methods": ("#0f766e", "#6366f1", "bars"),
    "Simulation": ("#0e7490", "#4f46e5", "cube"),
    "SLAM": ("#1e3a8a", "#059669", "map"),
    "Industrial Automation": ("#1f2937", "#0369a1", "ladder"),
}
DEFAULT_STYLE = ("#1e3a8a", "#0d9488", "graph")



def st(width=4, opacity=0.75):
    """White outline stroke attributes."""
    return (f'stroke="#fff" stroke-opacity="{opacity:g}" fill="none" stroke-width="{width}" '
            'stroke-linecap="round" stroke-linejoin="round"')


S = st()
F = 'fill="#fff" fill-opacity=".85"'
A = f'fill="{ORANGE}"'

# Motifs are drawn in the upper-right area (roughly x 400-610, y 30-200).
MOTIFS = {
    "axes": f'<path {S} d="M420 190H610M430 200V40"/><path stroke="{ORANGE}" stroke-width="4" fill="none" d="M430 120C460 40 490 40 520 120S580 200 605 120"/><circle cx="520" cy="120" r="6" {A}/>',
    "code": f'<path {st(8)} d="M470 60L420 115L470 170M560 60L610 115L560 170"/><path stroke="{ORANGE}" stroke-width="8" stroke-linecap="round" d="M530 50L500 180"/>',
    "terminal": f'<rect x="410" y="45" width="200" height="140" rx="12" {S}/><path {S} d="M410 75H610"/><circle cx="428" cy="60" r="5" {A}/><path {S} d="M430 105L455 125L430 145"/><path stroke="{ORANGE}" stroke-width="5" d="M465 150H505"/>',
    "circuit": f'<path {S} d="M410 150H460V80H530V150H610M530 115H575V60"/><rect x="480" y="100" width="30" height="70" rx="4" {S}/><circle cx="460" cy="150" r="7" {A}/><circle cx="575" cy="60" r="7" {A}/><circle cx="610" cy="150" r="7" {A}/>',
    "chip": f'<rect x="455" y="60" width="110" height="110" rx="10" {S}/><rect x="485" y="90" width="50" height="50" rx="4" {A}/><path {S} d="M475 60V40M510 60V40M545 60V40M475 170V190M510 170V190M545 170V190M455 85H435M455 115H435M455 145H435M565 85H585M565 115H585M565 145H585"/>',
    "arm": f'<path {st(10)} d="M440 190H540M490 185L470 120L550 80L590 110"/><circle cx="470" cy="120" r="10" {F}/><circle cx="550" cy="80" r="10" {F}/><path stroke="{ORANGE}" stroke-width="6" fill="none" d="M590 110L605 95M590 110L605 125"/>',
    "graph": f'<path {S} d="M440 70L520 120L600 70M520 120L480 185M520 120L580 180"/><circle cx="440" cy="70" r="14" {F}/><circle cx="600" cy="70" r="14" {F}/><circle cx="480" cy="185" r="12" {F}/><circle cx="580" cy="180" r="12" {F}/><circle cx="520" cy="120" r="20" {A}/>',
    "loop": f'<rect x="420" y="70" width="70" height="50" rx="6" {S}/><rect x="530" y="70" width="70" height="50" rx="6" {S}/><path {S} d="M490 95H530M600 95H615V160H455V120"/><circle cx="455" cy="160" r="6" {A}/><path stroke="{ORANGE}" stroke-width="4" d="M395 95H420"/>',
    "incline": f'<path {S} d="M410 195H610V75Z"/><rect x="500" y="86" width="40" height="40" rx="4" transform="rotate(-31 520 106)" {F}/><path stroke="{ORANGE}" stroke-width="5" stroke-linecap="round" d="M520 106V166M520 106L497 68"/><circle cx="520" cy="106" r="5" {A}/>',
    "eye": f'<path {S} d="M410 120Q510 30 610 120Q510 210 410 120Z"/><circle cx="510" cy="120" r="36" {S}/><circle cx="510" cy="120" r="14" {A}/><path {st(3)} d="M420 50H445M420 50V75M600 50H575M600 50V75"/>',
    "network": f'<path {st(2)} d="M430 70L520 55L610 120M430 70L520 120L610 120M430 70L520 185M430 170L520 55M430 170L520 120M430 170L520 185L610 120"/><circle cx="430" cy="70" r="12" {F}/><circle cx="430" cy="170" r="12" {F}/><circle cx="520" cy="55" r="12" {F}/><circle cx="520" cy="120" r="12" {F}/><circle cx="520" cy="185" r="12" {F}/><circle cx="610" cy="120" r="15" {A}/>',
    "bars": f'<path {S} d="M420 195H610"/><rect x="435" y="130" width="30" height="60" rx="3" {F}/><rect x="480" y="95" width="30" height="95" rx="3" {F}/><rect x="525" y="60" width="30" height="130" rx="3" {A}/><rect x="570" y="110" width="30" height="80" rx="3" {F}/>',
    "cube": f'<path {S} d="M510 45L590 90V170L510 215L430 170V90ZM430 90L510 135L590 90M510 135V215"/><circle cx="510" cy="135" r="8" {A}/>',
    "map": f'<path {st(2, 0.4)} d="M420 60H610M420 100H610M420 140H610M420 180H610M440 40V200M490 40V200M540 40V200M590 40V200"/><path stroke="{ORANGE}" stroke-width="5" fill="none" stroke-linecap="round" d="M440 180L490 140L490 100L560 80L590 60"/><circle cx="590" cy="60" r="9" {F}/>',
    "ladder": f'<path {S} d="M420 40V200M600 40V200M420 80H460M480 80H540M560 80H600M420 150H460M480 150H540M560 150H600"/><path {S} d="M460 65V95M480 65V95M460 135V165M480 135V165"/><circle cx="550" cy="80" r="12" {A}/><circle cx="550" cy="150" r="12" {F}/>',
}


def wrap_title(title):
    """Wrap into as few lines as possible (max 28 chars), avoiding a short orphan last line."""
    best = None
    for width in range(22, 29):
        lines = textwrap.wrap(title, width)
        score = (len(lines), -min(len(line) for line in lines))
        if best is None or score < best[0]:
            best = (score, lines)
    return best[1][:4]


def svg(title, label, category):
    start, end, motif = STYLES.get(category, DEFAULT_STYLE)
    lines = wrap_title(title)
    size = {1: 34, 2: 34, 3: 28}.get(len(lines), 26)
    step = size + 8
    y0 = 320 - step * (len(lines) - 1)
    tspans = "".join(
        f'<tspan x="40" y="{y0 + i * step}">{escape(line)}</tspan>' for i, line in enumerate(lines)
    )
    label_y = y0 - size - 22
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" '
        f'role="img" aria-label="{escape(title, {chr(34): "&quot;"})}">'
        f'<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">'
        f'<stop offset="0" stop-color="{start}"/><stop offset="1" stop-color="{end}"/></linearGradient></defs>'
        '<rect width="640" height="360" fill="url(#g)"/>'
        '<circle cx="610" cy="350" r="150" fill="#fff" fill-opacity=".06"/>'
        '<circle cx="20" cy="10" r="110" fill="#fff" fill-opacity=".05"/>'
        f"{MOTIFS[motif]}"
        f'<rect x="40" y="{label_y - 16}" width="36" height="4" rx="2" fill="{ORANGE}"/>'
        f'<text x="40" y="{label_y + 6}" font-family="{FONT}" font-size="15" font-weight="600" '
        f'letter-spacing="2" fill="#fff" fill-opacity=".8">{escape(label.upper())}</text>'
        f'<text font-family="{FONT}" font-size="{size}" font-weight="700" fill="#fff">{tspans}</text>'
        "</svg>\n"
    )


def write(path, content):
    data = content.encode("utf-8")
    if len(data) > MAX_BYTES:
        raise SystemExit(f"{path} is {len(data)} bytes (limit {MAX_BYTES})")
    path.write_bytes(data)


def main():
    OUT_PREREQ.mkdir(parents=True, exist_ok=True)
    OUT_COURSES.mkdir(parents=True, exist_ok=True)
    seen = {}
    for f in sorted(PREREQ_DIR.glob("*.json")):
        for p in json.loads(f.read_text(encoding="utf-8")):
            seen.setdefault(p["key"], p)
    for key, p in sorted(seen.items()):
        write(OUT_PREREQ / f"{key}.svg", svg(p["title"], p["category"], p["category"]))
    courses = 0
    for f in sorted(COURSE_DIR.glob("*.json")):
        c = json.loads(f.read_text(encoding="utf-8"))
        label = f"Course · {c['level']}"
        write(OUT_COURSES / f"{c['slug']}.svg", svg(c["title"], label, c["category"]))
        courses += 1
    print(f"wrote {len(seen)} prerequisite and {courses} course thumbnails")


if __name__ == "__main__":
    main()
